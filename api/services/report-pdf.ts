// The report PDF of the PDF service (SPEC §7 Other services): a business's own report rendered
// landscape, answered with a link, or mailed as a compressed version when it is over 25 MB
// (SPEC §4) or when mail was asked for.
import fs from "node:fs";
import type { AppContext } from "../context";
import { ownedOr404 } from "../lib/auth";
import { FILE_TTL_DAYS, mediaImageFile, newPdfFile, pdfFilename, saveFile } from "./files";
import { PDF_MAX_BYTES, renderReportPdf } from "./pdf";
import { buildReport, findMonthlyReport, findReport, type ReportData } from "./reports";
import { businessEmail } from "./users";

export type ReportPdfRequest = {
  reportId?: string;
  month?: number;
  year?: number;
  filename?: string;
  destination: "link" | "email";
  appendPricing?: boolean;
};

/** A byte limit override for tests of the oversize path; the spec's 25 MB otherwise. */
const maxPdfBytes = () => Number(process.env.PDF_MAX_BYTES) || PDF_MAX_BYTES;

export async function exportReportPdf(
  ctx: Pick<AppContext, "db" | "config" | "mailer">,
  businessId: number,
  input: ReportPdfRequest,
): Promise<{ url: string } | { mail: true }> {
  const { db, config, mailer } = ctx;
  const imageFile = mediaImageFile(config.dataDir);
  const report = input.reportId ? await findReport(db, input.reportId) : await findMonthlyReport(db, businessId, input.year!, input.month!);
  // Only the business's own reports are rendered for it.
  const owned = ownedOr404(report && report.businessId === businessId ? report : null);
  const data = await buildReport(db, owned);
  const filename = pdfFilename(input.filename, owned.title, "report");

  async function render(reportData: ReportData, compressed: boolean) {
    const { id, file } = newPdfFile(config.dataDir);
    const size = await renderReportPdf(reportData, file, { imageFile, compressed, appendPricing: input.appendPricing });
    return { id, file, size, filename, businessId };
  }

  let stored = await render(data, false);
  const oversize = stored.size > maxPdfBytes();
  if (!oversize && input.destination === "link") return { url: await saveFile(db, config.apiPublicUrl, stored) };

  // Too big to download comfortably (SPEC §4): a compressed version goes out by mail.
  if (oversize) {
    await fs.promises.rm(stored.file, { force: true });
    stored = await render(data, true);
  }
  const url = await saveFile(db, config.apiPublicUrl, stored);
  await mailer.send({
    to: (await businessEmail(db, businessId))!,
    subject: `Your report: ${owned.title}`,
    text: `Your report "${owned.title}" is ready${oversize ? " (compressed version)" : ""}.\n\nDownload it here within ${FILE_TTL_DAYS} days:\n${url}\n`,
  });
  return { mail: true };
}
