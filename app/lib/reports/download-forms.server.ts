// The monthly results page's forms, as its action reads them: only the server validates them,
// so zod stays out of the page's JavaScript.
import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";

export const downloadFormSchema = z.object({
  intent: z.enum(["pdf", "content"]),
  year: z.coerce.number().int().min(2000).max(2100),
  month: z.coerce.number().int().min(1).max(12),
});

/** Takes a report's shared link back (POST /report/{id}/renew). */
export const renewLinkSchema = z.object({ intent: z.literal("renew-link"), reportId: z.string().min(1).max(100) });

/** 'Check again' on a PDF being prepared: its job at the PDF service. */
export const pdfCheckSchema = z.object({ intent: z.literal("pdf-check"), job: z.string().min(1).max(100) });

/** The download form as the action reads it (conform's submission). */
export const parseDownloadForm = (formData: FormData) => parseWithZod(formData, { schema: downloadFormSchema });
