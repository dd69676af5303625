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

const role = z.enum(["manager", "door"], { message: "role must be manager or door." });
const roleBody = z.object({ role });
const idParams = pathParams("id");

const invitationBody = z.object({
  name: z.string().trim().min(1, "name can't be empty.").max(100),
  email: z.string().trim().max(254).email("email must be a valid email address."),
  role,
});

const token = z.string().trim().min(1).max(200);
const linkParams = z.object({ token });

const joinBody = z.object({
  token,
  username: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9._@-]{3,150}$/, "username must be 3 to 150 letters, digits or . _ @ -"),
  password: z.string().min(8, "password must be at least 8 characters.").max(1000),
});

/** The web tool's page where an invited person chooses a username and password. */
export const joinUrl = (publicUrl: string, token: string) => `${publicUrl}/team/join/${encodeURIComponent(token)}`;

export const teamRoutes: FastifyPluginAsync = async (app) => {
  const { db, config, mailer } = app.ctx;
  const signedIn = { preHandler: requireAuth };

  app.get("/team", { ...keptRoute([requireAuth]), schema: { response: { 200: teamEnvelope } } }, async (request) => ({
    data: await listTeam(db, auth(request).businessId),
  }));

  app.post("/team/invitations", { ...signedIn, schema: { body: invitationBody, response: { 201: invitationEnvelope } } }, async (request, reply) => {
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

  const cancelled = { params: idParams, response: { 204: { type: "null", description: "The invitation is cancelled: its link works no more." } } };
  app.delete<{ Params: { id: string } }>("/team/invitations/:id", { ...signedIn, schema: cancelled }, async (request, reply) => {
    await cancelInvitation(db, auth(request).businessId, parseId(request.params.id));
    return reply.code(204).send();
  });

  app.patch<{ Params: { id: string } }>(
    "/team/seats/:id",
    { ...signedIn, schema: { params: idParams, body: roleBody, response: { 200: seatEnvelope } } },
    async (request) => {
      const body = parseInput(roleBody, request.body);
      return { data: await changeSeatRole(db, auth(request).businessId, parseId(request.params.id), body.role) };
    },
  );

  const removed = { params: idParams, response: { 204: { type: "null", description: "The seat is removed and its sessions ended." } } };
  app.delete<{ Params: { id: string } }>("/team/seats/:id", { ...signedIn, schema: removed }, async (request, reply) => {
    await removeSeat(db, auth(request).businessId, parseId(request.params.id));
    return reply.code(204).send();
  });

  // Public: the invitation's token is the credential. The sign-in tier bounds guessing. The
  // request log writes the path as /v1.3/team/join/[redacted] (server/redact-url.js).
  app.get("/team/join/:token", { ...signInRateLimit(config), schema: { params: linkParams, response: { 200: invitationOfLinkEnvelope } } }, async (request) => {
    return { data: await invitationOfLink(db, parseInput(linkParams, request.params).token) };
  });

  app.post("/team/join", { ...signInRateLimit(config), schema: { body: joinBody, response: { 201: seatEnvelope } } }, async (request, reply) => {
    const body = parseInput(joinBody, request.body);
    return reply.code(201).send({ data: await joinTeam(db, body) });
  });
};
