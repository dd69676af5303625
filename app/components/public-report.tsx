import { Alert } from "./alert";
import { ReportBody } from "./report-view";
import type { Report } from "../../contract/schemas/reports";
import { formatDateRange } from "~/lib/format";

const TYPE_NAMES: Record<string, string> = { monthly: "Monthly report", offer: "Offer report", group: "Group report" };

/** A shared report (/report/{id}, /static/{id}): no session, no navigation. */
export function PublicReport({ report, error }: { report: Report | null; error: string | null }) {
  if (!report) {
    return (
      <main className="page public-report">
        <Alert title="This report can't be shown" tone="error" heading>
          <p>{error}</p>
        </Alert>
      </main>
    );
  }
  return (
    <main className="page public-report">
      <header className="public-report__head">
        <p className="public-report__type">{TYPE_NAMES[report.report.type] ?? "Report"}</p>
        <h1 className="page-title">{report.report.title}</h1>
        <p className="results__range">{formatDateRange(report.report.date_from, report.report.date_to)}</p>
      </header>
      {report.error ? (
        <Alert title="An error occurred!" tone="error">
          <p>{report.error}</p>
        </Alert>
      ) : null}
      <ReportBody report={report} />
    </main>
  );
}
