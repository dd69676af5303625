// Results over time (docs/product/results.md#results-over-time): a small bar chart per figure, drawn as SVG on the server, so
// it shows without JavaScript and in print. No chart library: twelve bars are a few rects.
import type { TrendMonth } from "../../../contract/schemas/reports";
import { formatNumber, monthName } from "~/lib/format";

export type TrendMetric = "posts" | "reach" | "likes" | "comments";

/** The figures of the report's INSTAGRAM ACTION that have a monthly trend, in the report's words. */
export const TREND_METRICS: { key: TrendMetric; label: string }[] = [
  { key: "posts", label: "Total posts" },
  { key: "reach", label: "Viewers reached" },
  { key: "likes", label: "Likes" },
  { key: "comments", label: "Comments" },
];

/** "2025-03" → "March 2025". */
export function periodLabel(period: string): string {
  return `${monthName(Number(period.slice(5, 7)))} ${period.slice(0, 4)}`;
}

export type ChartBox = { width: number; height: number; top: number; bottom: number };
export const CHART_BOX: ChartBox = { width: 240, height: 100, top: 6, bottom: 18 };

export type Bar = { x: number; y: number; width: number; height: number };

/**
 * One bar per value, scaled so the largest reaches the top of the plot. A zero is a bar of no
 * height (the month stays in its place on the axis); all zeros give no heights, not NaN.
 */
export function trendBars(values: number[], box: ChartBox = CHART_BOX): Bar[] {
  const slot = box.width / Math.max(values.length, 1);
  const plot = box.height - box.top - box.bottom;
  const max = Math.max(0, ...values);
  return values.map((value, i) => {
    const height = max > 0 ? (Math.max(0, value) / max) * plot : 0;
    return { x: i * slot + slot * 0.15, y: box.height - box.bottom - height, width: slot * 0.7, height };
  });
}

/** The chart's text alternative: the range, the highest month and the selected month's figure. */
export function trendSummary(months: TrendMonth[], metric: TrendMetric, selected: string): string {
  const label = TREND_METRICS.find((m) => m.key === metric)!.label;
  if (!months.length) return `${label} per month: no months.`;
  const range = `${periodLabel(months[0]!.period)} to ${periodLabel(months.at(-1)!.period)}`;
  const highest = months.reduce((best, m) => (m[metric] > best[metric] ? m : best), months[0]!);
  const chosen = months.find((m) => m.period === selected);
  return [
    `${label} per month, ${range}.`,
    highest[metric] > 0 ? `Highest: ${formatNumber(highest[metric])} in ${periodLabel(highest.period)}.` : "No activity in these months.",
    chosen ? `${periodLabel(chosen.period)}: ${formatNumber(chosen[metric])}.` : "",
  ]
    .filter(Boolean)
    .join(" ");
}

/** One figure's twelve months as an SVG bar chart; the selected month's bar is highlighted. */
export function TrendChart({ months, metric, selected }: { months: TrendMonth[]; metric: TrendMetric; selected: string }) {
  const box = CHART_BOX;
  const bars = trendBars(
    months.map((m) => m[metric]),
    box,
  );
  const titleId = `trend-${metric}-title`;
  const baseline = box.height - box.bottom;
  return (
    <svg className="trend-chart" viewBox={`0 0 ${box.width} ${box.height}`} role="img" aria-labelledby={titleId} focusable="false">
      <title id={titleId}>{trendSummary(months, metric, selected)}</title>
      <line className="trend-chart__axis" x1={0} x2={box.width} y1={baseline} y2={baseline} />
      {bars.map((bar, i) => {
        const month = months[i]!;
        const current = month.period === selected;
        return (
          <g key={month.period} className={current ? "trend-chart__month trend-chart__month--selected" : "trend-chart__month"}>
            <rect className="trend-chart__bar" x={bar.x} y={bar.y} width={bar.width} height={bar.height} />
            <text className="trend-chart__label" x={bar.x + bar.width / 2} y={box.height - 4} textAnchor="middle">
              {monthName(Number(month.period.slice(5, 7))).slice(0, 1)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
