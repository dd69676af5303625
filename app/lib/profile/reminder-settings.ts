// The brand's settings for reminders and claims (docs/product/accounts.md#reminders-and-claims-settings), as the Profile's "Reminders and claims"
// page and card say them: reminders to post, the weekly digest, and the rule for who may claim.
// The API holds the same bounds (api/routes/accounts/reminder-settings.ts) and applies the rule
// (api/services/offers/claim-rule.ts). Pure.
import type { ReminderSettings } from "../../../contract/schemas/reminder-settings";
import { NO_SHOW_DAYS } from "../../../contract/numbers";

/** A skipped model's no-shows: a whole number, at most this many in the rule. */
export const NO_SHOWS = { min: 1, max: 10, message: "Enter a whole number of no-shows from 1 to 10, or leave it empty." };
/** A posting rate in per cent. */
export const POSTING_RATE = { min: 1, max: 100, message: "Enter a posting rate from 1 to 100 per cent, or leave it empty." };

/** The form as the schema reads it: a box not ticked and a rule left empty are missing. */
export type ReminderSettingsForm = { auto_reminders?: boolean; weekly_digest?: boolean; skip_no_shows?: number; skip_below_rate?: number };

/** The form's first values: a ticked box is "on", no rule an empty field. */
export function reminderSettingsFormValues(settings: ReminderSettings) {
  return {
    auto_reminders: settings.auto_reminders ? "on" : undefined,
    weekly_digest: settings.weekly_digest ? "on" : undefined,
    skip_no_shows: settings.skip_no_shows?.toString() ?? "",
    skip_below_rate: settings.skip_below_rate?.toString() ?? "",
  };
}

/** What the API is sent: all four settings, a box not ticked false and a rule left empty null. */
export function reminderSettingsOf(form: ReminderSettingsForm): ReminderSettings {
  return {
    auto_reminders: form.auto_reminders ?? false,
    weekly_digest: form.weekly_digest ?? false,
    skip_no_shows: form.skip_no_shows ?? null,
    skip_below_rate: form.skip_below_rate ?? null,
  };
}

/** The weekly digest's box: it goes to the business's contact email, which may not be set yet. */
export function digestLabel(contactEmail: string) {
  return contactEmail
    ? `Send the weekly digest to ${contactEmail}`
    : "Send the weekly digest to the contact email (none is set yet: add one with Edit profile)";
}

/** Who may claim, in a sentence. */
export function claimRuleText(settings: Pick<ReminderSettings, "skip_no_shows" | "skip_below_rate">) {
  const skipped = [
    settings.skip_no_shows ? `models with ${settings.skip_no_shows} or more no-shows in the last ${NO_SHOW_DAYS} days` : null,
    settings.skip_below_rate ? `models who posted for less than ${settings.skip_below_rate}% of their claims` : null,
  ].filter(Boolean);
  return skipped.length ? `Every model but ${skipped.join(", and ")}.` : "Every model.";
}

/** The Profile card's rows: each setting as it is now. */
export function reminderSettingsSummary(settings: ReminderSettings, contactEmail: string): Array<[string, string]> {
  return [
    ["Reminders to post", settings.auto_reminders ? "Models are reminded by mail when a post is late." : "Off: only the Remind button on the dashboard."],
    ["Weekly digest", !settings.weekly_digest ? "Off." : contactEmail ? `Every Monday, to ${contactEmail}.` : "On, once a contact email is set."],
    ["Who may claim", claimRuleText(settings)],
  ];
}
