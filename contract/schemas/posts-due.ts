// A claim's posts owed (api/services/offers/posts-due.ts), as the dashboard's Posts due
// block and every claim of the Offers page carry it.
import { z } from "zod";

export const postDueSchema = z.object({
  state: z.enum(["due", "overdue"]),
  due_on: z.string(),
  days: z.number(),
  completed_at: z.string(),
  reminded_at: z.string().nullable(),
  /** Whether the Remind button may send now: the API's rule of one reminder in 48 hours. */
  remindable: z.boolean(),
});

/** POST /claims/{id}/remind: when the reminder went. */
export const reminderEnvelope = z.object({ data: z.object({ reminded_at: z.string() }) });
