// The answers of the brand's settings for the promise kept (API GET and PUT /users/me/promises)
// and of the weekly digest's unsubscribe link (POST /digest/subscription, /digest/unsubscribe).
import { z } from "zod";

export const promiseSettingsSchema = z.object({
  auto_reminders: z.boolean(),
  weekly_digest: z.boolean(),
  skip_no_shows: z.number().nullable(),
  skip_below_rate: z.number().nullable(),
});
export type PromiseSettings = z.infer<typeof promiseSettingsSchema>;

export const promiseSettingsEnvelope = z.object({ data: promiseSettingsSchema });
export const digestSubscriptionEnvelope = z.object({ data: z.object({ business: z.string(), weekly_digest: z.boolean() }) });
export const digestUnsubscribedEnvelope = z.object({ data: z.object({ weekly_digest: z.literal(false) }) });
