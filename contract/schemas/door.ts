// The door list's answer (API GET /businesses/:id/door): today's check-ins by the dashboard's rule,
// at one of the brand's locations or at all of them.
import { z } from "zod";
import { changedBySchema } from "./offers";

export const doorSchema = z.object({
  check_ins: z.array(
    z.object({
      claim_id: z.number(),
      offer: z.object({ id: z.number(), title: z.string(), type: z.string() }),
      model: z.object({ id: z.number(), name: z.string(), avatar: z.string(), handle: z.string().nullable() }),
      at: z.string(),
      timezone: z.string(),
      group_size: z.number(),
      checked_in_at: z.string().nullable(),
      checked_in_by: changedBySchema.nullish(),
      check_in: z.object({ open: z.boolean(), notice: z.string().nullable() }).passthrough(),
    }),
  ),
  more: z.number(),
  /** The location whose door this is; null: every location's (a seat not limited to some, with none chosen). */
  location: z.object({ id: z.number(), name: z.string() }).nullable(),
  /** The open locations the seat may choose between, in the brand's order. */
  locations: z.array(z.object({ id: z.number(), name: z.string() })),
  /** Whether the seat may see every location's door at once (it is not limited to some). */
  every_location: z.boolean(),
});
export type DoorData = z.infer<typeof doorSchema>;
export const doorEnvelope = z.object({ data: doorSchema });
