// The report PDF of the PDF service (docs/product/results.md#report-pdf): a business's own report rendered
// landscape, answered with a link, or mailed as a compressed version when it is over 25 MB
// or when mail was asked for.
import fs from "node:fs";
import type { AppContext } from "../../../context";
import type { Db } from "../../../db";
import type { PdfBrand } from "../pdf-kit/page-frame";
import { FILE_TTL_DAYS, newPdfFile, pdfFilename, saveFile } from "../generated-files";
import { getBrand } from "../../accounts/businesses";
import { PDF_MAX_BYTES } from "./layout";
import { monthCosts, type MonthCosts } from "../costs";
import { monthlyTrend, type TrendMonth } from "../trend";
import { buildReport, findMonthlyReport, findReport, type ReportData } from "../report";
import { businessEmail } from "../../accounts/users";
import { ownedOr404 } from "../../../lib/errors";

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

/** The report a PDF is asked for: only the business's own reports are rendered for it (else 404). */
export async function ownReport(db: Db, businessId: number, input: ReportPdfRequest) {
  const report = input.reportId ? await findReport(db, input.reportId) : await findMonthlyReport(db, businessId, input.year!, input.month!);
  return ownedOr404(report && report.businessId === businessId ? report : null);
}

export async function exportReportPdf(
  ctx: Pick<AppContext, "db" | "config" | "mailer" | "renderer" | "storage">,
  businessId: number,
  input: ReportPdfRequest,
): Promise<{ url: string } | { mail: true }> {
  const { db, config, mailer, renderer, storage } = ctx;
  const owned = await ownReport(db, businessId, input);
  const filename = pdfFilename(input.filename, owned.title, "report");

  async function render(reportData: ReportData, brand: PdfBrand, costs: MonthCosts | null, trend: TrendMonth[] | null, compressed: boolean) {
    const { id, file } = newPdfFile(config.dataDir);
    const size = await renderer.render({
      kind: "report",
      dataDir: config.dataDir,
      s3: config.s3,
      file,
      brand,
      data: reportData,
      compressed,
      appendPricing: input.appendPricing,
      costs,
      trend,
    });
    return { id, file, size, filename, businessId };
  }

  // The report's data is read when a render worker is free for it (see RenderPool.turn).
  const { stored, oversize } = await renderer.turn(async () => {
    // A month asked for by its brand (the results page) carries the month's costs; a report by
    // id is the one its public link shares, and never does.
    const [data, brand, costs, trend] = await Promise.all([
      buildReport(db, owned),
      getBrand(db, owned.businessId),
      input.reportId ? null : monthCosts(db, owned.businessId, owned.dateFrom, owned.dateTo),
      // The month's PDF shows the year before it, as the results page does.
      input.reportId ? null : monthlyTrend(db, owned.businessId, owned.dateFrom.toISOString().slice(0, 7)),
    ]);
    const pdfBrand = brand ?? { name: "", logo: null };
    const full = await render(data, pdfBrand, costs, trend, false);
    if (full.size <= maxPdfBytes()) return { stored: full, oversize: false };
    // Too big to download comfortably: a compressed version goes out by mail.
    await fs.promises.rm(full.file, { force: true });
    return { stored: await render(data, pdfBrand, costs, trend, true), oversize: true };
  });
  if (!oversize && input.destination === "link") return { url: await saveFile(db, storage, config.apiPublicUrl, stored) };

  const url = await saveFile(db, storage, config.apiPublicUrl, stored);
  await mailer.send({
    to: (await businessEmail(db, businessId))!,
    subject: `Your report: ${owned.title}`,
    text: `Your report "${owned.title}" is ready${oversize ? " (compressed version)" : ""}.\n\nDownload it here within ${FILE_TTL_DAYS} days:\n${url}\n`,
  });
  return { mail: true };
}
