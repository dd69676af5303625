// Reminders and claims: the brand's settings for reminders to post, the weekly digest and
// who may claim (owner and manager seats; the API refuses a door seat), and the digest's public
// unsubscribe, whose token (from the mail's link) goes in the body, never in the API's URL.
import type { Api, PublicApi } from "./request-session.server";
import {
  digestSubscriptionEnvelope,
  digestUnsubscribedEnvelope,
  reminderSettingsEnvelope,
  type ReminderSettings,
} from "../../../contract/schemas/reminder-settings";

export async function getReminderSettings(api: Api) {
  return (await api.get("/users/me/reminder-settings", undefined, reminderSettingsEnvelope)).data;
}

/** Saves all four settings at once: a rule left empty is null, no rule. */
export async function saveReminderSettings(api: Api, settings: ReminderSettings) {
  return (await api.call("PUT", "/users/me/reminder-settings", { body: settings }, reminderSettingsEnvelope)).data;
}

/** The brand a digest token names, and whether its digest is on; the API answers 404 for a token it does not know. */
export async function getDigestSubscription(api: PublicApi, token: string) {
  return (await api.call("POST", "/digest/subscription", { body: { token } }, digestSubscriptionEnvelope)).data;
}

export async function unsubscribeDigest(api: PublicApi, token: string) {
  await api.call("POST", "/digest/unsubscribe", { body: { token } }, digestUnsubscribedEnvelope);
}
