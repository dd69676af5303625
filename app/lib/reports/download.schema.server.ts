// The monthly results page's download form (PDF or content), as its action reads it: only the
// server validates it, so zod stays out of the page's JavaScript. The page's other forms:
// renew-link.schema.server.ts, pdf-check.schema.server.ts.
import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";
import { FIGURE_PLACE } from "../../../contract/locations";

export const downloadFormSchema = z.object({
  intent: z.enum(["pdf", "content"]),
  year: z.coerce.number().int().min(2000).max(2100),
  month: z.coerce.number().int().min(1).max(12),
  /** The place the page showed (figure-place.ts): the PDF is of it; the content zip is the month's. */
  location: z.string().regex(FIGURE_PLACE).optional(),
});

/** The download form as the action reads it (conform's submission). */
export const parseDownloadForm = (formData: FormData) => parseWithZod(formData, { schema: downloadFormSchema });
