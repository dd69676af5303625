// Results over time in the brand's monthly PDF: the twelve months ending at the
// report's month, one small bar chart per figure, as the /results page draws them. The numbers
// are monthlyTrend's (api/services/reports/trend.ts); only the drawing is here.
import { createElement as h, type ReactElement } from "react";
import { Line, Rect, StyleSheet, Svg, Text, View } from "@react-pdf/renderer";
import type { TrendMonth } from "../trend";

export const TREND_METRICS: { key: "posts" | "reach" | "likes" | "comments"; label: string }[] = [
  { key: "posts", label: "Total posts" },
  { key: "reach", label: "Viewers reached" },
  { key: "likes", label: "Likes" },
  { key: "comments", label: "Comments" },
];

/** Height in points of the block the charts fill (see api/services/reports/pdf-kit/pages.ts). */
export const TREND_HEIGHT = 112;
const CHART = { width: 180, height: 64 };
const MONTH_INITIALS = "JFMAMJJASOND";

const styles = StyleSheet.create({
  row: { height: TREND_HEIGHT, flexDirection: "row", gap: 10 },
  cell: { flexGrow: 1, flexBasis: 0, padding: 8, borderRadius: 6, backgroundColor: "#f6f7f9" },
  label: { fontSize: 8, color: "#585f69" },
  value: { fontSize: 11, fontFamily: "Helvetica-Bold", marginBottom: 4 },
  months: { flexDirection: "row", marginTop: 2 },
  month: { flexGrow: 1, flexBasis: 0, textAlign: "center", fontSize: 6, color: "#585f69" },
});

/** Bars scaled so the largest month reaches the top; a month with none keeps its place, flat. */
export function trendBarHeights(values: number[], plot: number): number[] {
  const max = Math.max(0, ...values);
  return values.map((value) => (max > 0 ? (Math.max(0, value) / max) * plot : 0));
}

/** The four charts, the report's month (the last) drawn darker, with that month's figure above each. */
export function trendCharts(months: TrendMonth[]): ReactElement {
  const slot = CHART.width / Math.max(months.length, 1);
  return h(
    View,
    { style: styles.row },
    ...TREND_METRICS.map(({ key, label }) => {
      const heights = trendBarHeights(
        months.map((m) => m[key]),
        CHART.height - 2,
      );
      const last = months.at(-1);
      return h(
        View,
        { style: styles.cell },
        h(Text, { style: styles.label }, `${label}, 12 months`),
        h(Text, { style: styles.value }, last ? last[key].toLocaleString("en-US") : "0"),
        h(
          Svg,
          { width: CHART.width, height: CHART.height, viewBox: `0 0 ${CHART.width} ${CHART.height}` },
          h(Line, { x1: 0, x2: CHART.width, y1: CHART.height - 0.5, y2: CHART.height - 0.5, stroke: "#c9ced6", strokeWidth: 1 }),
          ...heights.map((height, i) =>
            h(Rect, {
              x: i * slot + slot * 0.15,
              y: CHART.height - 1 - height,
              width: slot * 0.7,
              height,
              fill: i === heights.length - 1 ? "#b3123f" : "#9aa1ab",
            }),
          ),
        ),
        h(View, { style: styles.months }, ...months.map((m) => h(Text, { style: styles.month }, MONTH_INITIALS[Number(m.period.slice(5, 7)) - 1] ?? ""))),
      );
    }),
  );
}
