// The monthly results page's 'renew link' form, as its action reads it (server only, so zod
// stays out of the page's JavaScript).
import { z } from "zod";

/** Takes a report's shared link back (POST /report/{id}/renew). */
export const renewLinkSchema = z.object({ intent: z.literal("renew-link"), reportId: z.string().min(1).max(100) });

/** Shares one location's month (POST /businesses/{id}/results/share): its report gets a link of its own. */
export const shareLocationSchema = z.object({
  intent: z.literal("share-location"),
  year: z.coerce.number().int().min(2000).max(2100),
  month: z.coerce.number().int().min(1).max(12),
  location: z.coerce.number().int().positive(),
});
