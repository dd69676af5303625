// The "Reminders and claims" form's schema (app/lib/profile/reminder-settings.ts says the rules): the
// page's JavaScript checks only what the constraint attributes say (decision 0012), its action
// everything. conform reads a ticked box as true and an empty number field as missing.
import { z } from "zod";
import { NO_SHOWS, POSTING_RATE } from "./reminder-settings";

const rule = ({ min, max, message }: { min: number; max: number; message: string }) =>
  z.number({ invalid_type_error: message }).int(message).min(min, message).max(max, message).optional();

export const reminderSettingsSchema = z.object({
  auto_reminders: z.boolean().optional(),
  weekly_digest: z.boolean().optional(),
  skip_no_shows: rule(NO_SHOWS),
  skip_below_rate: rule(POSTING_RATE),
});
