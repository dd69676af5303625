// One PDF drawn to a file: what a worker thread of the render pool runs (api/adapters/render-pool.ts),
// or the API's own thread when the pool has no workers. Only plain data crosses the thread's
// edge; the file store the pictures are read from is built here from its settings.
import { renderApplicantsPdf, type ApplicantExport } from "../services/reports/applicants-pdf/layout";
import { mediaImages } from "../services/reports/pdf-kit/image-file";
import type { PdfBrand } from "../services/reports/pdf-kit/page-frame";
import type { S3Settings } from "../config";
import { renderReportPdf } from "../services/reports/report-pdf/layout";
import type { MonthCosts } from "../services/reports/costs";
import type { TrendMonth } from "../services/reports/trend";
import type { ReportData } from "../services/reports/report";

export type RenderTask = { dataDir: string; s3: S3Settings | null; file: string; brand: PdfBrand } & (
  | { kind: "report"; data: ReportData; compressed?: boolean; appendPricing?: boolean; costs?: MonthCosts | null; trend?: TrendMonth[] | null }
  | { kind: "applicants"; data: ApplicantExport }
);

/** Draws the task's PDF to its file and returns the file's size in bytes. */
export default function render(task: RenderTask): Promise<number> {
  const imageFile = mediaImages(task);
  if (task.kind === "applicants") return renderApplicantsPdf(task.data, task.brand, task.file, imageFile);
  return renderReportPdf(task.data, task.brand, task.file, {
    imageFile,
    compressed: task.compressed,
    appendPricing: task.appendPricing,
    costs: task.costs,
    trend: task.trend,
  });
}
