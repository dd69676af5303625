// The answers of the brand's settings for reminders and claims (API GET and PUT /users/me/reminder-settings)
// and of the weekly digest's unsubscribe link (POST /digest/subscription, /digest/unsubscribe).
import { z } from "zod";

export const reminderSettingsSchema = z.object({
  auto_reminders: z.boolean(),
  weekly_digest: z.boolean(),
  skip_no_shows: z.number().nullable(),
  skip_below_rate: z.number().nullable(),
});
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;

export const reminderSettingsEnvelope = z.object({ data: reminderSettingsSchema });
export const digestSubscriptionEnvelope = z.object({ data: z.object({ business: z.string(), weekly_digest: z.boolean() }) });
export const digestUnsubscribedEnvelope = z.object({ data: z.object({ weekly_digest: z.literal(false) }) });
