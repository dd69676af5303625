// Responses of the profile calls the web tool relies on (API v1.3).
import { z } from "zod";
import { businessSchema, mediaItemSchema } from "./common";
import { seatSchema } from "./team";

export const meResponse = z.object({ data: businessSchema });
/** GET /users/me: the business, and the seat of who is signed in (null when it is gone). */
export const ownAccountEnvelope = z.object({ data: businessSchema.extend({ seat: seatSchema.omit({ created_at: true }).nullable() }) });
export const mediaListResponse = z.object({ data: z.array(mediaItemSchema) });

const dayHours = z.object({ open: z.string(), close: z.string() }).nullable();
export const workingHoursResponse = z.object({ working_hours: z.record(dayHours).nullable() });

export const instagramImageSchema = z.object({ id: z.number(), media_url: z.string(), thumbnail_url: z.string() });
export type InstagramImage = z.infer<typeof instagramImageSchema>;
export const instagramPageResponse = z.object({
  data: z.array(instagramImageSchema),
  meta: z.object({ has_more: z.boolean(), last_id: z.number().nullable() }).default({ has_more: false, last_id: null }),
});
