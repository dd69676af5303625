// The monthly results page's 'Check again' form, as its action reads it (server only, so zod
// stays out of the page's JavaScript).
import { z } from "zod";

/** 'Check again' on a PDF being prepared: its job at the PDF service. */
export const pdfCheckSchema = z.object({ intent: z.literal("pdf-check"), job: z.string().min(1).max(100) });
