import type { MonthCosts } from "../../../contract/schemas/reports";
import { costFigures } from "~/lib/reports/costs";

/**
 * COST PER RESULT: the month's spend, cost per post and per 1,000 viewers reached (docs/product/results.md#cost-per-result).
 * The brand's own figures: only this page shows them, never a shared report.
 */
export function ReportCosts({ costs }: { costs: MonthCosts }) {
  return (
    <section className="report-section costs" aria-labelledby="cost-per-result">
      <h2 id="cost-per-result" className="report-section__title">
        COST PER RESULT
      </h2>
      <dl className="figures figures--costs">
        {costFigures(costs).map(({ label, value, reason }) => (
          <div key={label} className="figure">
            <dt>{label}</dt>
            <dd>{value}</dd>
            {reason ? <dd className="figure__reason">{reason}</dd> : null}
          </div>
        ))}
      </dl>
      <p className="costs__note">
        Spend adds up each offer&rsquo;s value per model, or a job&rsquo;s wages, for every claim completed this month: models checked in, gifts shipped,
        sponsored posts made. Only you see these figures; shared reports never show them.
      </p>
    </section>
  );
}
