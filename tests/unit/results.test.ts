import { describe, expect, it } from "vitest";
import { abbreviateCount, formatDateRange, formatDayHeading, monthName } from "~/lib/format";
import { pdfMailMessage, renderingMessageDelay, webFilePath, webZipPath } from "~/lib/reports/download";
import { groupMonthsByYear, monthHref, parsePeriod, pickMonth } from "~/lib/reports/months";
import { extendSelection, groupByDay, parsePeriodIntent, parseSelection, periodHref } from "~/lib/reports/period";
import { periodFormSchema } from "~/lib/reports/period.schema.server";
import { isBigReport, reportFigures } from "~/lib/reports/report";

describe("follower abbreviations", () => {
  it("uses k above 1,000 and m above 1,000,000", () => {
    expect(abbreviateCount(999)).toBe("999");
    expect(abbreviateCount(1000)).toBe("1000");
    expect(abbreviateCount(1001)).toBe("1k");
    expect(abbreviateCount(1250)).toBe("1.2k");
    expect(abbreviateCount(15_000)).toBe("15k");
    expect(abbreviateCount(999_999)).toBe("999.9k");
    expect(abbreviateCount(1_000_000)).toBe("1000k");
    expect(abbreviateCount(3_460_000)).toBe("3.4m");
  });
});

describe("dates", () => {
  it("names months and formats UTC ranges and days", () => {
    expect(monthName(3)).toBe("March");
    expect(formatDateRange("2025-03-01T00:00:00.000Z", "2025-03-31T23:59:59.999Z")).toBe("Mar 1, 2025 \u2013 Mar 31, 2025");
    expect(formatDayHeading("2025-03-04T12:00:00Z")).toBe("Tuesday, March 4");
  });
});

describe("the month picker", () => {
  const months = [
    { year: 2024, month: 11 },
    { year: 2025, month: 1 },
    { year: 2024, month: 12 },
    { year: 2025, month: 2 },
  ];
  it("puts years newest first and months newest first", () => {
    expect(groupMonthsByYear(months)).toEqual([
      { year: 2025, months: [2, 1] },
      { year: 2024, months: [12, 11] },
    ]);
  });
  it("picks the asked month when listed, else the newest", () => {
    expect(pickMonth(months, new URLSearchParams("year=2024&month=12"))).toEqual({ year: 2024, month: 12 });
    expect(pickMonth(months, new URLSearchParams("year=2023&month=1"))).toEqual({ year: 2025, month: 2 });
    expect(pickMonth([], new URLSearchParams())).toBeNull();
    expect(monthHref({ year: 2025, month: 2 })).toBe("/results?year=2025&month=2");
  });
  it("reads periods written YYYY-MM only", () => {
    expect(parsePeriod("2025-03")).toEqual({ year: 2025, month: 3 });
    expect(parsePeriod("2025-13")).toBeNull();
    expect(parsePeriod("view")).toBeNull();
  });
});

describe("report figures and layout", () => {
  const post = (likes: number, comments: number, followers: number | null) => ({
    count_of_likes: likes,
    count_of_comments: comments,
    model: { instagram: followers === null ? null : { number_of_followers: followers } },
  });
  it("adds likes, comments and each post's reach", () => {
    expect(reportFigures([post(10, 2, 1000), post(5, 1, 500), post(1, 0, null)], 2)).toEqual({ posts: 3, likes: 16, comments: 3, organic: 2, reach: 1500 });
  });
  it("uses the big layout above 200 models or 400 posts", () => {
    expect(isBigReport(200, 400)).toBe(false);
    expect(isBigReport(201, 10)).toBe(true);
    expect(isBigReport(10, 401)).toBe(true);
  });
});

describe("the period page", () => {
  const posts = [
    { id: 3, posted_at: "2025-03-04T18:00:00.000Z" },
    { id: 2, posted_at: "2025-03-04T12:00:00.000Z" },
    { id: 1, posted_at: "2025-03-01T12:00:00.000Z" },
  ];
  it("groups posts by day, newest day first", () => {
    expect(groupByDay(posts).map((g) => [g.day, g.posts.map((p) => p.id)])).toEqual([
      ["2025-03-04", [3, 2]],
      ["2025-03-01", [1]],
    ]);
  });
  it("keeps only known ids in a selection and extends it without doubles", () => {
    expect(parseSelection("1,2,9,x,2", [1, 2, 3])).toEqual([1, 2]);
    expect(parseSelection(null, [1])).toEqual([]);
    expect(extendSelection([1, 2], [2, 3])).toEqual([1, 2, 3]);
  });
  it("clears the selection when download mode is toggled", () => {
    expect(periodHref("2025-03", { download: true, selected: [1, 2] })).toBe("/instagram/2025-03?mode=download&selected=1%2C2");
    expect(periodHref("2025-03", { download: false, selected: [1, 2] })).toBe("/instagram/2025-03");
  });
  it("tells the form's intents apart", () => {
    expect(parsePeriodIntent("select-day:2025-03-04")).toEqual({ kind: "select-day", day: "2025-03-04" });
    expect(parsePeriodIntent("download")).toEqual({ kind: "download" });
    expect(periodFormSchema.safeParse({ intent: "select-day:nope", post: [] }).success).toBe(false);
    expect(periodFormSchema.safeParse({ intent: "download", post: "4" })).toMatchObject({ success: true, data: { post: [4] } });
  });
});

describe("downloads", () => {
  it("keeps the rendering message at least 2 s when rendering took under 1 s", () => {
    expect(renderingMessageDelay(300)).toBe(1700);
    expect(renderingMessageDelay(999)).toBe(1001);
    expect(renderingMessageDelay(1000)).toBe(0);
  });
  it("says where the compressed version goes", () => {
    expect(pdfMailMessage("demo@example.com")).toBe("Report is over 25MB - compressed version will be emailed to demo@example.com when completed.");
  });
  it("maps the API's file and archive URLs onto the web tool's routes", () => {
    expect(webFilePath("http://127.0.0.1:3001/files/abcdefghijkl")).toBe("/files/abcdefghijkl");
    expect(webFilePath("http://127.0.0.1:3001/etc/passwd")).toBeNull();
    expect(webZipPath("http://127.0.0.1:3001/v1.3/report/zip?id=a.b")).toBe("/report/zip?id=a.b");
    expect(webZipPath("nonsense")).toBeNull();
  });
});
