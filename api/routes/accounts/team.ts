// The team (docs/product/accounts.md#seats-and-roles): the owner's list of seats and invitations, inviting by email,
// changing a seat's role and removing it (owner only: services/accounts/roles.ts), and the
// public read and join of an invitation's link. Rules in services/accounts/team.ts.
import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { parseId } from "../../lib/http";
import { sendOr503 } from "../../lib/mail";
import { signInRateLimit } from "../../lib/rate-limits";
import { pathParams } from "../../lib/openapi";
import { parseInput } from "../../lib/validation";
import { auth, requireAuth } from "../../services/accounts/guards";
import { keptRoute } from "../../services/accounts/kept-answers";
import {
  cancelInvitation,
  changeSeatRole,
  createInvitation,
  INVITATION_DAYS,
  invitationOfLink,
  joinTeam,
  listTeam,
  removeSeat,
} from "../../services/accounts/team";
import { invitationEnvelope, invitationOfLinkEnvelope, seatEnvelope, teamEnvelope } from "../../../contract/schemas/team";

const role = z.enum(["manager", "door"], { message: "role must be manager or door." }).describe("What the seat may do: api/README.md, Seats and roles.");
const roleBody = z.object({
  role: role.optional().describe("What the seat may do (api/README.md, Seats and roles); left out: unchanged."),
  location_ids: z
    .array(z.number().int().positive().max(2_147_483_647))
    .min(1, "location_ids needs at least one location, or null for every location.")
    .max(100)
    .nullable()
    .optional()
    .describe(
      "The seat's locations (GET /businesses/{id}/locations, open ones): a door seat's door list, Today block and check-ins are held to " +
        "them; a manager's offers, claims, door and figures too, and the brand-wide routes are refused it (api/README.md, Seats and " +
        "roles). null: every location; left out: unchanged.",
    ),
});
const idParams = pathParams("id");

const invitationBody = z.object({
  name: z.string().trim().min(1, "name can't be empty.").max(100),
  email: z.string().trim().max(254).email("email must be a valid email address."),
  role,
});

const token = z.string().trim().min(1).max(200).describe("The token of the invitation's link.");
const linkParams = z.object({ token });

const joinBody = z.object({
  token,
  username: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9._@-]{3,150}$/, "username must be 3 to 150 letters, digits or . _ @ -")
    .describe("The seat's own, to sign in with; unique in any case."),
  password: z.string().min(8, "password must be at least 8 characters.").max(1000),
});

/** The web tool's page where an invited person chooses a username and password. */
export const joinUrl = (publicUrl: string, token: string) => `${publicUrl}/team/join/${encodeURIComponent(token)}`;

export const teamRoutes: FastifyPluginAsync = async (app) => {
  const { db, config, mailer } = app.ctx;
  const signedIn = { preHandler: requireAuth };

  const teamSchema = {
    summary: "The team: its seats and open invitations",
    description: "The owner first, then the seats by when they joined; the invitations not used, cancelled or expired.",
    response: { 200: teamEnvelope },
  };
  app.get("/team", { ...keptRoute([requireAuth]), schema: teamSchema }, async (request) => ({
    data: await listTeam(db, auth(request).businessId),
  }));

  const inviteSchema = {
    summary: "Invites a person to a seat, by email",
    description:
      "Mails the link PUBLIC_URL/team/join/<token> through the mail jobs (SMTP, or the outbox in DATA_DIR); the token is 256 random " +
      "bits, kept as a sha256 hash, and works once for 7 days. When the mail can't be queued the invitation is taken back and the " +
      "answer is a 503.",
    body: invitationBody,
    response: { 201: invitationEnvelope },
  };
  app.post("/team/invitations", { ...signedIn, schema: inviteSchema }, async (request, reply) => {
    const body = parseInput(invitationBody, request.body);
    const { userId, businessId } = auth(request);
    const { invitation, token, businessName } = await createInvitation(db, { ...body, businessId, invitedBy: userId });
    const mail = {
      to: invitation.email,
      subject: `You're invited to ${businessName}`,
      text: [
        `Hello ${invitation.name},`,
        "",
        `${businessName} invites you to its account as ${invitation.role === "door" ? "door staff" : "a manager"}.`,
        `Choose your username and password here. The link works once and expires in ${INVITATION_DAYS} days:`,
        joinUrl(config.publicUrl, token),
        "",
        "If you didn't expect it, you can ignore this email.",
      ].join("\n"),
    };
    // An invitation whose mail never left is taken back, so the owner can simply send it again.
    await sendOr503(mailer, mail, request.log, "invitation").catch(async (err: unknown) => {
      await cancelInvitation(db, businessId, invitation.id);
      throw err;
    });
    return reply.code(201).send({ data: invitation });
  });

  const cancelled = {
    summary: "Cancels an invitation",
    description: "Its link stops working, and says it was cancelled. A used, cancelled or another business's invitation is a 404.",
    params: idParams,
    response: { 204: { type: "null", description: "The invitation is cancelled: its link works no more." } },
  };
  app.delete<{ Params: { id: string } }>("/team/invitations/:id", { ...signedIn, schema: cancelled }, async (request, reply) => {
    await cancelInvitation(db, auth(request).businessId, parseId(request.params.id));
    return reply.code(204).send();
  });

  app.patch<{ Params: { id: string } }>(
    "/team/seats/:id",
    {
      ...signedIn,
      schema: {
        summary: "Changes a seat's role, and the locations it is limited to",
        description:
          "The seat's next request already has the new role and locations, and so does its next token. Ids that are not the brand's open " +
          "locations are a 400 under fields.location_ids. The owner's own seat is a 400 \"The owner's seat can't be " +
          "changed or removed.\"; another business's seat is a 404.",
        params: idParams,
        body: roleBody,
        response: { 200: seatEnvelope },
      },
    },
    async (request) => {
      const body = parseInput(roleBody, request.body);
      return { data: await changeSeatRole(db, auth(request).businessId, parseId(request.params.id), { role: body.role, locationIds: body.location_ids }) };
    },
  );

  const removed = {
    summary: "Removes a seat",
    description:
      "Its sessions end at once (its access and refresh tokens answer 401) and it can't sign in any more. Its user row stays, so what it did " +
      "still names it, and its username stays taken. The owner's own seat is a 400; another business's seat is a 404.",
    params: idParams,
    response: { 204: { type: "null", description: "The seat is removed and its sessions ended." } },
  };
  app.delete<{ Params: { id: string } }>("/team/seats/:id", { ...signedIn, schema: removed }, async (request, reply) => {
    await removeSeat(db, auth(request).businessId, parseId(request.params.id));
    return reply.code(204).send();
  });

  // Public: the invitation's token is the credential. The sign-in tier bounds guessing. The
  // request log writes the path as /v1.3/team/join/[redacted] (server/redact-url.js).
  const linkSchema = {
    summary: "The invitation a join link carries",
    description:
      "Public, on the sign-in rate tier. While the link works, the invitation and its business's name. A used, cancelled or expired link " +
      "is a 410 with the code invitation_used, invitation_cancelled or invitation_expired and a sentence saying so; a token that is none of " +
      "ours is a 404. An invitation never used is kept 30 days past its 7, then swept: its link is a 404 from then.",
    params: linkParams,
    response: { 200: invitationOfLinkEnvelope },
  };
  app.get("/team/join/:token", { ...signInRateLimit(config), schema: linkSchema }, async (request) => {
    return { data: await invitationOfLink(db, parseInput(linkParams, request.params).token) };
  });

  const joinSchema = {
    summary: "Takes a seat through an invitation's link",
    description:
      "Public, on the sign-in rate tier. Makes the seat, which then signs in with POST /oauth/token. A link used, expired, cancelled or " +
      'unknown is a 400 ("This invitation link is not valid any more. Ask the account\'s owner for a new one."); a username taken is a 400 ' +
      "under fields.username, and the link stays usable.",
    body: joinBody,
    response: { 201: seatEnvelope },
  };
  app.post("/team/join", { ...signInRateLimit(config), schema: joinSchema }, async (request, reply) => {
    const body = parseInput(joinBody, request.body);
    return reply.code(201).send({ data: await joinTeam(db, body) });
  });
};
