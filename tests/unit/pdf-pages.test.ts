import { describe, expect, it } from "vitest";
import { PDF_PAGE_ITEMS, pageChunks } from "../../api/services/pdf";

describe("PDF pages", () => {
  it("puts `first` items on the first page and `rest` on each further page", () => {
    const items = Array.from({ length: 10 }, (_, i) => i);
    expect(pageChunks(items, 3, 4)).toEqual([
      [0, 1, 2],
      [3, 4, 5, 6],
      [7, 8, 9],
    ]);
  });

  it("keeps one (possibly empty) first page, so the section heading always has a page", () => {
    expect(pageChunks([], 3, 4)).toEqual([[]]);
    expect(pageChunks([1, 2, 3], 3, 4)).toEqual([[1, 2, 3]]);
  });

  it("gives the big report (253 models, 490 posts) 7 pages of models and 17 of posts", () => {
    const models = Array.from({ length: 253 }, (_, i) => i);
    const posts = Array.from({ length: 490 }, (_, i) => i);
    expect(pageChunks(models, PDF_PAGE_ITEMS.firstModels, PDF_PAGE_ITEMS.models)).toHaveLength(7);
    expect(pageChunks(posts, PDF_PAGE_ITEMS.firstPosts, PDF_PAGE_ITEMS.posts)).toHaveLength(17);
  });
});
