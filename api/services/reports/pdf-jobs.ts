// POST /v1.3/pdf through the queue: the request is checked (the caller's own report or offer),
// a pdf job is sent, and the request waits for it up to PDF_WAIT_SECONDS. In time, the answer
// is the one the PDF service always gave; later, 202 {data: {status: "preparing", job}}, and
// GET /v1.3/pdf/:job tells how it went.
import { z } from "zod";
import type { AppContext } from "../../context";
import { HttpError, notFound } from "../../lib/errors";
import { parseInput } from "../../lib/validation";
import { ownedApplyOffer } from "../offers/applicants";
import { applicantExportRequest, isApplicantExport } from "./applicants-pdf/export";
import { ownReport, type ReportPdfRequest } from "./report-pdf/export";
import { FILE_STORE_UNAVAILABLE, FileStoreUnavailable, isFileStoreUnavailable } from "../../adapters/storage";
import type { JobRecord } from "../../adapters/jobs/queue";

const UNUSED = "Taken, as the PDF service's requests carry it, and not used.";

export const reportPdfRequest = z
  .object({
    url: z.string().max(2000).optional().describe(UNUSED),
    apiUrl: z.string().max(2000).optional().describe(UNUSED),
    filename: z.string().trim().max(120).optional().describe("The file's name; left out, the report's title."),
    destination: z.enum(["link", "email"]).default("link").describe("link: answered with the file's URL; email: mailed to the brand's address."),
    reportId: z.string().max(100).optional().describe("A report by its public id; else month and year name the monthly report."),
    orientation: z.enum(["landscape", "portrait"]).default("landscape").describe("Taken; a report is always drawn landscape."),
    appendPricing: z.boolean().optional().describe("Adds the pricing page, when the report shows pricing."),
    id: z.union([z.string(), z.number()]).optional().describe(UNUSED),
    month: z.coerce.number().int().min(1).max(12).optional(),
    year: z.coerce.number().int().min(2000).max(2100).optional(),
  })
  .refine((v) => v.reportId || (v.month && v.year), { message: "Send a reportId, or a month and a year.", path: ["reportId"] });

/** A pdf job's data: plain JSON, read by whichever worker takes it. */
export type PdfJob = { businessId: number } & (
  { kind: "report"; input: ReportPdfRequest } | { kind: "applicants"; input: z.output<typeof applicantExportRequest> }
);

/** A pdf job's output (handlers.ts): the PDF service's answer, or a refusal with its status. */
type PdfOutput = { reply?: object; refused?: { statusCode: number; message: string } };

/** What a page shows when a PDF could not be made, however often it was tried. */
export const PDF_FAILED = "The PDF could not be made. Please try again later.";

type Ctx = Pick<AppContext, "db" | "config" | "jobs">;

/** A failed job's last error (its output's message) was the file store's outage, not the PDF's. */
const storeWasDown = (output: unknown) => {
  const message = (output as { message?: unknown } | null)?.message;
  return typeof message === "string" && isFileStoreUnavailable(new Error(message));
};

/** Reads the body, refuses what the caller may not export, and sends the job. */
async function sendPdfJob(ctx: Ctx, businessId: number, body: unknown): Promise<string> {
  let job: PdfJob;
  if (isApplicantExport(body)) {
    job = { businessId, kind: "applicants", input: parseInput(applicantExportRequest, body) };
    await ownedApplyOffer(ctx.db, businessId, job.input.id);
  } else {
    job = { businessId, kind: "report", input: parseInput(reportPdfRequest, body) };
    await ownReport(ctx.db, businessId, job.input);
  }
  return ctx.jobs.send("pdf", job);
}

const preparing = (id?: string) => ({ data: id ? { status: "preparing", job: id } : { status: "preparing" } });

/** POST /v1.3/pdf: the PDF service's answer (200), or 202 while the job is still running. */
export async function requestPdf(ctx: Ctx, businessId: number, body: unknown): Promise<{ status: 200 | 202; body: object }> {
  const id = await sendPdfJob(ctx, businessId, body);
  const job = await ctx.jobs.wait("pdf", id, ctx.config.jobs.pdfWaitSeconds * 1000);
  const output = (job?.output ?? {}) as PdfOutput;
  if (job?.state === "completed" && output.refused) throw new HttpError(output.refused.statusCode, output.refused.message);
  if (job?.state === "completed" && output.reply) return { status: 200, body: output.reply };
  if (job?.state === "failed")
    throw storeWasDown(job.output) ? new FileStoreUnavailable(new Error(String((job.output as { message: string }).message))) : new HttpError(502, PDF_FAILED);
  return { status: 202, body: preparing(id) };
}

const JOB_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** GET /v1.3/pdf/:job: "preparing", the finished answer, or "failed" with a message; another business's job is a 404. */
export async function pdfJobStatus(ctx: Ctx, businessId: number, id: string): Promise<object> {
  const job: JobRecord | null = JOB_ID.test(id) ? await ctx.jobs.find("pdf", id) : null;
  if (!job || (job.data as PdfJob | null)?.businessId !== businessId) throw notFound();
  const output = (job.output ?? {}) as PdfOutput;
  if (job.state === "completed" && output.reply) return output.reply;
  if (job.state === "completed" && output.refused) return { data: { status: "failed", message: output.refused.message } };
  if (job.state === "failed") return { data: { status: "failed", message: storeWasDown(job.output) ? FILE_STORE_UNAVAILABLE : PDF_FAILED } };
  return preparing();
}
