// Sign-in and account recovery (docs/product/accounts.md#signing-in, #login-links). Each route says
// what it takes and answers in its schema (the reference, api/openapi.json); the conventions they
// share are in api/README.md.
import { timingSafeEqual } from "node:crypto";
import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { HttpError, unauthorized } from "../../lib/errors";
import { sendOr503 } from "../../lib/mail";
import { parseInput } from "../../lib/validation";
import { accountOfUser, businessOfUser, findBusinessUser } from "../../services/accounts/businesses";
import { lockedForMinutes, lockoutMessage, recordLoginFailure, recordSignIn } from "../../services/accounts/lockout";
import { burnPasswordCheck, verifyPassword } from "../../services/accounts/passwords";
import {
  consumeLoginToken,
  createLoginToken,
  loginLinkUrl,
  loginTokenUser,
  refreshSession,
  revokeRefreshToken,
  startSession,
} from "../../services/accounts/tokens";
import { businessUsernamesByEmail, userEmail } from "../../services/accounts/users";
import { signInRateLimit } from "../../lib/rate-limits";
import { allowMailRequest, MAIL_LIMIT_MESSAGE } from "../../services/accounts/mail-limits";
import { sessionSchema, signInLinkAnswer, tokenOwnerEnvelope, usernamesEnvelope } from "../../../contract/schemas/accounts";

const BAD_CREDENTIALS = "The username or password you entered is incorrect.";
const BAD_TOKEN = "Error, token not valid";

const text = (max: number) => z.string().trim().min(1).max(max);

const tokenRequest = z.object({
  client_id: z.string().max(200),
  client_secret: z.string().max(200),
  grant_type: z.enum(["password", "refresh_token"]),
});
const passwordGrant = z.object({ username: text(150).describe("Any case: usernames are case-insensitive."), password: z.string().min(1).max(1000) });
const refreshGrant = z.object({ refresh_token: text(200).describe("The session's refresh token, from the sign-in's answer.") });
/** The token request as the document says it: each grant with its own fields. */
const tokenBody = z.union([
  tokenRequest.extend({ grant_type: z.literal("password") }).merge(passwordGrant),
  tokenRequest.extend({ grant_type: z.literal("refresh_token") }).merge(refreshGrant),
]);
const loginTokenBody = z.object({ token: text(200).describe("The one-time token of a login link.") });
const forgotBody = z.object({ username: text(150) });
const usernameBody = z.object({ type: z.literal("business"), email: z.string().trim().max(254).email().describe("Matched in any case.") });

function sameSecret(given: string, expected: string) {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export const authRoutes: FastifyPluginAsync = async (app) => {
  const { db, config, mailer, tokens } = app.ctx;
  const signInTier = signInRateLimit(config);
  const mailLimits = { perNamePerHour: config.signInHelpPerNamePerHour, perAddressPerHour: config.signInHelpPerAddressPerHour };
  const policy = { maxFailures: config.loginMaxFailures, windowMinutes: config.loginWindowMinutes };

  const tokenSchema = {
    summary: "Signs in, or gets a new access token",
    description:
      "The password grant starts a session: an access token (expires_in seconds) and a refresh token that lasts 30 days. The refresh " +
      "grant answers a new access token and the same refresh token: no rotation, so the web tool may refresh from parallel requests. " +
      'A wrong client ("Unknown client: check client_id and client_secret.") or username or password ("The username or password you ' +
      'entered is incorrect.") is a 401, and so is a refresh token that is unknown, expired or revoked ("Your session has expired. ' +
      'Please sign in again."). Ten failures (LOGIN_MAX_FAILURES) within 15 minutes (LOGIN_WINDOW_MINUTES) lock the address they ' +
      "came from; every ten failures of one username within a day lock that username, only from addresses it has never signed in " +
      'from, for the window and twice as long each time after, up to a day. A locked sign-in is a 429 "Too many failed sign-in ' +
      "attempts. Please wait N minutes and try again.\" (N: the minutes really left). A success clears the username's failures, which " +
      "are kept in the database (login_failures), so the lockout holds across instances.",
    body: tokenBody,
    response: { 200: sessionSchema },
  };
  app.post("/oauth/token", { ...signInTier, schema: tokenSchema }, async (request) => {
    const body = parseInput(tokenRequest, request.body);
    if (!sameSecret(body.client_id, config.clientId) || !sameSecret(body.client_secret, config.clientSecret)) {
      throw unauthorized("Unknown client: check client_id and client_secret.");
    }

    if (body.grant_type === "refresh_token") {
      const { refresh_token } = parseInput(refreshGrant, request.body);
      const session = await refreshSession(db, tokens, refresh_token, (userId) => accountOfUser(db, userId));
      if (!session) throw unauthorized("Your session has expired. Please sign in again.");
      return session;
    }

    const { username, password } = parseInput(passwordGrant, request.body);
    const attempt = { username, ip: request.ip };
    const minutes = await lockedForMinutes(db, policy, attempt);
    if (minutes !== null) throw new HttpError(429, lockoutMessage(minutes));

    const user = await findBusinessUser(db, username);
    const ok = user ? await verifyPassword(password, user.passwordHash) : await burnPasswordCheck(password);
    if (!user || !ok) {
      await recordLoginFailure(db, policy, attempt);
      request.log.info({ username, ip: request.ip }, "sign-in failed");
      throw unauthorized(BAD_CREDENTIALS);
    }
    await recordSignIn(db, attempt);
    return startSession(db, tokens, { userId: user.userId, businessId: user.businessId, role: user.role });
  });

  const replaceSchema = {
    summary: "Signs in with a login link's one-time token",
    description:
      'Answers as POST /oauth/token does. The token works once and expires: a used, expired or unknown one is a 401 "Error, token not valid". ' +
      "Of two exchanges of one token at once, one wins.",
    body: loginTokenBody,
    response: { 200: sessionSchema },
  };
  app.post("/report/replaceToken", { ...signInTier, schema: replaceSchema }, async (request) => {
    const { token } = parseInput(loginTokenBody, request.body);
    const userId = await consumeLoginToken(db, token);
    const account = userId === null ? null : await accountOfUser(db, userId);
    if (!account) throw unauthorized(BAD_TOKEN);
    return startSession(db, tokens, account);
  });

  // Which brand a login link signs in as, without using it: the web tool asks before a link
  // replaces the session of another brand.
  const ownerSchema = {
    summary: "The brand a login link signs in as, without using its token",
    description:
      "The web tool asks it before a login link replaces the session of another brand. A used, expired or unknown token is a 401 " +
      '"Error, token not valid".',
    body: loginTokenBody,
    response: { 200: tokenOwnerEnvelope },
  };
  app.post("/report/tokenOwner", { ...signInTier, schema: ownerSchema }, async (request) => {
    const { token } = parseInput(loginTokenBody, request.body);
    const userId = await loginTokenUser(db, token);
    const business = userId === null ? null : await businessOfUser(db, userId);
    if (!business) throw unauthorized(BAD_TOKEN);
    return { data: business };
  });

  // The refresh token is the credential (as in RFC 7009): whoever holds it may end it, also
  // after the access token has expired, which is when a signed-in brand usually signs out.
  const logoutSchema = {
    summary: "Ends a session",
    description:
      "Revokes the refresh token, and with it its session's access tokens. No access token is needed: a session whose access token has " +
      "expired still ends. An unknown token is ignored.",
    body: refreshGrant,
    response: { 204: { type: "null", description: "The session is ended (an unknown token too)." } },
  };
  app.post("/users/logout", { schema: logoutSchema }, async (request, reply) => {
    const { refresh_token } = parseInput(refreshGrant, request.body);
    await revokeRefreshToken(db, refresh_token);
    return reply.code(204).send();
  });

  // The spec's forgot-password flow signs the user in by a mailed link (there is no
  // password-reset screen). An unknown username answers {} so the tool shows 'User not found'.
  const forgotSchema = {
    summary: "Mails a one-time sign-in link for a forgotten password",
    description:
      'The link, PUBLIC_URL/token/<token> under the subject "Your sign-in link", works once for an hour. An unknown username answers {} and ' +
      "sends nothing (the web tool then says 'User not found'). The mail is a job: a mail server that refuses it is asked again later, with " +
      "growing pauses. At most SIGN_IN_HELP_PER_NAME_PER_HOUR (3) requests a username and SIGN_IN_HELP_PER_ADDRESS_PER_HOUR (10) an address " +
      "in an hour, then 429.",
    body: forgotBody,
    response: { 200: signInLinkAnswer },
  };
  app.post("/users/password/forgot", { ...signInTier, schema: forgotSchema }, async (request) => {
    const { username } = parseInput(forgotBody, request.body);
    if (!(await allowMailRequest(db, mailLimits, `forgot:${username.toLowerCase()}`, request.ip))) throw new HttpError(429, MAIL_LIMIT_MESSAGE);
    const user = await findBusinessUser(db, username);
    if (!user) return {};
    const token = await createLoginToken(db, user.userId, { ttlMinutes: 60 });
    const email = await userEmail(db, user.userId);
    await sendOr503(
      mailer,
      {
        to: email!,
        subject: "Your sign-in link",
        text: [
          `Hello ${user.username},`,
          "",
          "Use this link to sign in. It works once and expires in 1 hour:",
          loginLinkUrl(config.publicUrl, token),
          "",
          "If you didn't ask for it, you can ignore this email.",
        ].join("\n"),
      },
      request.log,
      "sign-in link",
    );
    return { status: "sent" };
  });

  const usernameSchema = {
    summary: "The usernames of the business accounts with an email",
    description: "Sorted; an empty list when there are none. Bounded each hour per email and per address as the forgotten-password mail is (429).",
    body: usernameBody,
    response: { 200: usernamesEnvelope },
  };
  app.post("/users/password/username", { ...signInTier, schema: usernameSchema }, async (request) => {
    const { email } = parseInput(usernameBody, request.body);
    if (!(await allowMailRequest(db, mailLimits, `username:${email.toLowerCase()}`, request.ip))) throw new HttpError(429, MAIL_LIMIT_MESSAGE);
    return { data: await businessUsernamesByEmail(db, email) };
  });
};
