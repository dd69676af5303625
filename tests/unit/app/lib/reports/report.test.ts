import { describe, expect, it } from "vitest";
import { isBigReport, reportFigures } from "~/lib/reports/report";

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
