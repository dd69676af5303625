import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { TrendMonth } from "../../../../../contract/schemas/reports";
import { CHART_BOX, periodLabel, TrendChart, trendBars, trendSummary } from "~/lib/reports/trend-chart";

const box = { width: 120, height: 60, top: 0, bottom: 10 };
const month = (period: string, posts: number, reach = 0): TrendMonth => ({ period, posts, reach, likes: 0, comments: 0 });

describe("the trend's bars", () => {
  it("scale so the largest month reaches the top of the plot and the others in proportion", () => {
    const bars = trendBars([10, 5, 0, 20], box);
    const plot = box.height - box.top - box.bottom;
    expect(bars.map((b) => b.height)).toEqual([plot / 2, plot / 4, 0, plot]);
    // Every bar stands on the baseline, in its month's slot, left to right.
    for (const bar of bars) expect(bar.y + bar.height).toBe(box.height - box.bottom);
    expect(bars.map((b) => b.x)).toEqual([4.5, 34.5, 64.5, 94.5]);
    expect(bars.every((b) => b.width === 21)).toBe(true);
  });

  it("keep a month without posts in its place, with no height", () => {
    const bars = trendBars([3, 0, 3], box);
    expect(bars).toHaveLength(3);
    expect(bars[1]).toMatchObject({ height: 0, y: box.height - box.bottom });
  });

  it("draw twelve zero months flat, without dividing by zero", () => {
    const bars = trendBars(Array(12).fill(0));
    expect(bars).toHaveLength(12);
    expect(bars.every((b) => b.height === 0 && Number.isFinite(b.y) && b.y === CHART_BOX.height - CHART_BOX.bottom)).toBe(true);
  });
});

describe("the trend chart", () => {
  const months = [month("2024-11", 4, 1000), month("2024-12", 0), month("2025-01", 9, 250)];

  it("names the months as people say them", () => {
    expect(periodLabel("2025-01")).toBe("January 2025");
  });

  it("sums up the range, the highest month and the selected month for screen readers", () => {
    expect(trendSummary(months, "posts", "2024-12")).toBe(
      "Total posts per month, November 2024 to January 2025. Highest: 9 in January 2025. December 2024: 0.",
    );
    expect(trendSummary(months, "reach", "2025-01")).toBe(
      "Viewers reached per month, November 2024 to January 2025. Highest: 1,000 in November 2024. January 2025: 250.",
    );
    expect(trendSummary([month("2025-01", 0)], "likes", "2025-01")).toBe(
      "Likes per month, January 2025 to January 2025. No activity in these months. January 2025: 0.",
    );
  });

  it("is an image named by its summary, one bar per month, the selected one marked", () => {
    const html = renderToStaticMarkup(<TrendChart months={months} metric="posts" selected="2025-01" />);
    expect(html).toMatch(/^<svg[^>]* role="img" aria-labelledby="trend-posts-title"/);
    expect(html).toContain(`<title id="trend-posts-title">${trendSummary(months, "posts", "2025-01")}</title>`);
    expect(html.match(/<rect /g)).toHaveLength(3);
    expect(html.match(/trend-chart__month--selected/g)).toHaveLength(1);
    expect(html).toMatch(/trend-chart__month--selected"><rect [^>]*height="\d/);
    // December, with no posts, is still drawn (a bar of no height) and labelled.
    expect(html).toContain('height="0"');
    expect(html.match(/class="trend-chart__label"/g)).toHaveLength(3);
  });
});
