import type { ReactNode } from "react";
import type { Report } from "../../contract/schemas/reports";
import { disclosureSummary } from "~/lib/content/check-summary";
import { abbreviateCount, formatNumber } from "~/lib/format";
import { isBigReport, reportFigures } from "~/lib/reports/report";
import { ModelGrid } from "./model-grid";
import { PostGrid } from "./post-grid";

/** INSTAGRAM ACTION: total posts, likes, comments, organic campaigns and viewers reached. */
export function ReportFigures({ report }: { report: Report }) {
  const figures = reportFigures(report.posts, report.organic);
  const items: [string, number][] = [
    ["Total posts", figures.posts],
    ["Likes", figures.likes],
    ["Comments", figures.comments],
    ["Organic campaigns", figures.organic],
    ["Viewers reached", figures.reach],
  ];
  return (
    <section className="report-section" aria-labelledby="instagram-action">
      <h2 id="instagram-action" className="report-section__title">
        INSTAGRAM ACTION
      </h2>
      <dl className="figures">
        {items.map(([label, value]) => (
          <div key={label} className="figure">
            <dt>{label}</dt>
            <dd title={formatNumber(value)}>{value >= 100_000 ? abbreviateCount(value) : formatNumber(value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * The body shared by the monthly page and the public report pages. `afterFigures` is the
 * monthly page's own section under INSTAGRAM ACTION (cost per result): public pages pass none.
 */
export function ReportBody({ report, afterFigures }: { report: Report; afterFigures?: ReactNode }) {
  const big = isBigReport(report.models.length, report.posts.length);
  return (
    <div className={`report${big ? " report--big" : ""}`}>
      <section className="report-section" aria-labelledby="the-models">
        <h2 id="the-models" className="report-section__title">
          THE MODELS <span className="report-section__count">({report.models.length})</span>
        </h2>
        {report.models.length ? <ModelGrid models={report.models} compact={big} /> : <p className="lead">No models posted in this period.</p>}
      </section>
      <ReportFigures report={report} />
      {afterFigures}
      {report.report.show_in_person && report.inPerson ? (
        <section className="report-section" aria-labelledby="in-person">
          <h2 id="in-person" className="report-section__title">
            IN PERSON
          </h2>
          <p>
            <strong>{formatNumber(report.inPerson.check_ins)}</strong> model check-ins
            {report.locations.length ? ` at ${report.locations.map((l) => l.address).join("; ")}` : ""}
          </p>
        </section>
      ) : null}
      <section className="report-section" aria-labelledby="posts">
        <h2 id="posts" className="report-section__title">
          POSTS <span className="report-section__count">({report.posts.length})</span>
        </h2>
        {report.disclosure && report.posts.length ? <p className="report-section__check">Disclosure check: {disclosureSummary(report.disclosure)}</p> : null}
        {report.posts.length ? <PostGrid posts={report.posts} showComments={report.report.show_comments} /> : <p className="lead">No posts in this period.</p>}
      </section>
    </div>
  );
}
