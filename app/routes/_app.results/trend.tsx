import { Link } from "@remix-run/react";
import type { TrendMonth } from "../../../contract/schemas/reports";
import { formatNumber } from "~/lib/format";
import type { FigurePlace } from "~/lib/reports/figure-place";
import { monthHref, monthPeriod, type MonthItem } from "~/lib/reports/months";
import { periodLabel, TREND_METRICS, TrendChart } from "~/lib/reports/trend-chart";

/**
 * RESULTS OVER TIME: the twelve months ending at the picked month, one small chart per figure,
 * and the same numbers as a table (for screen readers and for copying). Months the picker
 * offers are links to them, so the chart, the table and the picker move together.
 */
export function ResultsTrend({ months, picker, selected, place }: { months: TrendMonth[]; picker: MonthItem[]; selected: MonthItem; place: FigurePlace }) {
  const selectedPeriod = monthPeriod(selected);
  const selectedMonth = months.find((m) => m.period === selectedPeriod);
  const offered = new Set(picker.map(monthPeriod));
  const range = months.length ? `${periodLabel(months[0]!.period)} to ${periodLabel(months.at(-1)!.period)}` : "";
  return (
    <section className="report-section trend" aria-labelledby="results-over-time">
      <h2 id="results-over-time" className="report-section__title">
        RESULTS OVER TIME
      </h2>
      <div className="trend__charts">
        {TREND_METRICS.map(({ key, label }) => (
          <figure key={key} className="trend__chart">
            <figcaption className="trend__caption">
              {label}{" "}
              <span className="trend__figure">
                {formatNumber(selectedMonth?.[key] ?? 0)} <span className="trend__when">in {periodLabel(selectedPeriod)}</span>
              </span>
            </figcaption>
            <TrendChart months={months} metric={key} selected={selectedPeriod} />
          </figure>
        ))}
      </div>
      <details className="trend__numbers">
        <summary>Show the numbers</summary>
        <table className="trend__table">
          <caption>Results per month, {range}</caption>
          <thead>
            <tr>
              <th scope="col">Month</th>
              {TREND_METRICS.map(({ key, label }) => (
                <th key={key} scope="col">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {[...months].reverse().map((month) => {
              const current = month.period === selectedPeriod;
              const [year, number] = month.period.split("-").map(Number);
              return (
                <tr key={month.period} className={current ? "trend__row--selected" : undefined} aria-current={current ? "true" : undefined}>
                  <th scope="row">
                    {offered.has(month.period) && !current ? (
                      <Link to={monthHref({ year: year!, month: number! }, place)}>{periodLabel(month.period)}</Link>
                    ) : (
                      periodLabel(month.period)
                    )}
                  </th>
                  {TREND_METRICS.map(({ key }) => (
                    <td key={key}>{formatNumber(month[key])}</td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </details>
    </section>
  );
}
