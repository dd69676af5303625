// The monthly results page's 'renew link' form, as its action reads it (server only, so zod
// stays out of the page's JavaScript).
import { z } from "zod";

/** Takes a report's shared link back (POST /report/{id}/renew). */
export const renewLinkSchema = z.object({ intent: z.literal("renew-link"), reportId: z.string().min(1).max(100) });
