// Sending a mail a person asked for (a sign-in link, an invitation): when the mail service
// can't take it, the request answers 503 in words the web tool shows, and the cause is logged.
import type { FastifyBaseLogger } from "fastify";
import { HttpError } from "./errors";

type Mail = { to: string; subject: string; text: string };

export const MAIL_UNAVAILABLE = "We couldn't send the email right now. Please try again later.";

/** Sends `mail`, or logs why not (`what` names the mail) and throws a 503. */
export async function sendOr503(mailer: { send(mail: Mail): Promise<void> }, mail: Mail, log: FastifyBaseLogger, what: string): Promise<void> {
  try {
    await mailer.send(mail);
  } catch (err) {
    log.error({ err }, `${what} mail failed`);
    throw new HttpError(503, MAIL_UNAVAILABLE);
  }
}
