// A usage-rights link (docs/features/content.md): the public calls of the page a model opens from
// the brand's mail. No session: the token in the path is the permission, so it goes to the API
// as one path segment and nowhere else (the access logs of both sides redact /rights/…).
import { apiPath } from "./path";
import type { PublicApi } from "./request-session.server";
import { rightsAnswerEnvelope, rightsLinkEnvelope } from "../../../contract/schemas/content";

/**
 * What the link asks: the brand, the posts and the terms as recorded. A link the API does not
 * know is a 404; one answered, revoked or expired a 410 whose code and sentence say which.
 */
export async function readRightsLink(api: PublicApi, token: string) {
  return (await api.call("GET", apiPath`/rights/${token}`, undefined, rightsLinkEnvelope)).data;
}

/** The model's answer; granted rights start now and end on `ends_at` (null: never). The same answer twice answers alike. */
export async function answerRightsLink(api: PublicApi, token: string, answer: "granted" | "declined") {
  return (await api.call("POST", apiPath`/rights/${token}`, { body: { answer } }, rightsAnswerEnvelope)).data;
}
