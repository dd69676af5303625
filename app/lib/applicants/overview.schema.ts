// The applicant overview's forms (docs/product/applicants.md#applicant-overview): the export's PDF, its
// 'Check again', 'Renew link' of its share link, and FINALIZE, told apart by `intent`.
import { z } from "zod";
import { FILE_ID } from "./export";
import { APPLICANT_STATUSES } from "../../../contract/offers";

export const overviewFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("finalize") }),
  z.object({ intent: z.literal("pdf"), filter: z.enum(APPLICANT_STATUSES) }),
  // 'Check again' on an export the PDF service is still preparing.
  z.object({ intent: z.literal("pdf-check"), job: z.string().min(1).max(100) }),
  // 'Renew link': the PDF's file by its id; its old link and address stop working.
  z.object({ intent: z.literal("pdf-renew"), file: z.string().regex(FILE_ID) }),
]);
