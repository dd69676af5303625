import { describe, expect, it } from "vitest";
import { extendSelection, groupByDay, parsePeriodIntent, parseSelection, periodHref } from "~/lib/reports/period";
import { periodFormSchema } from "~/lib/reports/period.schema.server";

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
