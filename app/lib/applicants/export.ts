// The applicant export (SPEC §2 Applicants, §7 PDF service): the overview's forms (PDF, its
// 'Check again', FINALIZE). The file's name comes from ~/lib/exports/filename.
import { z } from "zod";
import { APPLICANT_STATUSES } from "./moves";

export const overviewFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("finalize") }),
  z.object({ intent: z.literal("pdf"), filter: z.enum(APPLICANT_STATUSES) }),
  // 'Check again' on an export the PDF service is still preparing.
  z.object({ intent: z.literal("pdf-check"), job: z.string().min(1).max(100) }),
]);

/** The export's file URL of the API ({apiPublicUrl}/files/{id}) as the web tool's /files route. */
export function webFilePath(apiFileUrl: string | undefined): string | null {
  if (!apiFileUrl) return null;
  try {
    const match = /^\/files\/([A-Za-z0-9_-]{10,100})$/.exec(new URL(apiFileUrl).pathname);
    return match ? `/files/${match[1]}` : null;
  } catch {
    return null;
  }
}
