// Sign-in and account recovery (docs/product/accounts.md#signing-in, #login-links). Contract in
// api/README.md.
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
const passwordGrant = z.object({ username: text(150), password: z.string().min(1).max(1000) });
const refreshGrant = z.object({ refresh_token: text(200) });
/** The token request as the document says it: each grant with its own fields. */
const tokenBody = z.union([
  tokenRequest.extend({ grant_type: z.literal("password") }).merge(passwordGrant),
  tokenRequest.extend({ grant_type: z.literal("refresh_token") }).merge(refreshGrant),
]);
const loginTokenBody = z.object({ token: text(200) });
const forgotBody = z.object({ username: text(150) });
const usernameBody = z.object({ type: z.literal("business"), email: z.string().trim().max(254).email() });

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
    description: "Signs in with a username and password, or gets a new access token with the refresh token.",
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

  const replaceSchema = { description: "Signs in with a login link's one-time token.", body: loginTokenBody, response: { 200: sessionSchema } };
  app.post("/report/replaceToken", { ...signInTier, schema: replaceSchema }, async (request) => {
    const { token } = parseInput(loginTokenBody, request.body);
    const userId = await consumeLoginToken(db, token);
    const account = userId === null ? null : await accountOfUser(db, userId);
    if (!account) throw unauthorized(BAD_TOKEN);
    return startSession(db, tokens, account);
  });

  // Which brand a login link signs in as, without using it: the web tool asks before a link
  // replaces the session of another brand.
  app.post("/report/tokenOwner", { ...signInTier, schema: { body: loginTokenBody, response: { 200: tokenOwnerEnvelope } } }, async (request) => {
    const { token } = parseInput(loginTokenBody, request.body);
    const userId = await loginTokenUser(db, token);
    const business = userId === null ? null : await businessOfUser(db, userId);
    if (!business) throw unauthorized(BAD_TOKEN);
    return { data: business };
  });

  // The refresh token is the credential (as in RFC 7009): whoever holds it may end it, also
  // after the access token has expired, which is when a signed-in brand usually signs out.
  const logoutSchema = { body: refreshGrant, response: { 204: { type: "null", description: "The session is ended (an unknown token too)." } } };
  app.post("/users/logout", { schema: logoutSchema }, async (request, reply) => {
    const { refresh_token } = parseInput(refreshGrant, request.body);
    await revokeRefreshToken(db, refresh_token);
    return reply.code(204).send();
  });

  // The spec's forgot-password flow signs the user in by a mailed link (there is no
  // password-reset screen). An unknown username answers {} so the tool shows 'User not found'.
  app.post("/users/password/forgot", { ...signInTier, schema: { body: forgotBody, response: { 200: signInLinkAnswer } } }, async (request) => {
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

  app.post("/users/password/username", { ...signInTier, schema: { body: usernameBody, response: { 200: usernamesEnvelope } } }, async (request) => {
    const { email } = parseInput(usernameBody, request.body);
    if (!(await allowMailRequest(db, mailLimits, `username:${email.toLowerCase()}`, request.ip))) throw new HttpError(429, MAIL_LIMIT_MESSAGE);
    return { data: await businessUsernamesByEmail(db, email) };
  });
};
