import { describe, expect, it } from "vitest";
import { rowsOf, stackPages } from "../../../../../../api/services/reports/pdf-kit/pages";

const rows = (n: number, height: number) => Array.from({ length: n }, (_, i) => ({ id: `row${i}`, height }));
const ids = (pages: { id: string }[][]) => pages.map((page) => page.map((block) => block.id));

describe("PDF pages", () => {
  it("fills a page before starting the next one", () => {
    expect(ids(stackPages(rows(7, 30), 100))).toEqual([["row0", "row1", "row2"], ["row3", "row4", "row5"], ["row6"]]);
  });

  it("goes on with the next section on the page where the last one ended", () => {
    const blocks = [...rows(2, 30), { id: "heading", height: 10, keepWithNext: true }, { id: "post", height: 30 }];
    expect(ids(stackPages(blocks, 100))).toEqual([["row0", "row1", "heading", "post"]]);
  });

  it("never ends a page with a heading: it moves on with the row after it", () => {
    const blocks = [...rows(3, 30), { id: "heading", height: 10, keepWithNext: true }, { id: "post", height: 30 }];
    expect(ids(stackPages(blocks, 100))).toEqual([
      ["row0", "row1", "row2"],
      ["heading", "post"],
    ]);
  });

  it("keeps one page for an empty document, and gives a block taller than a page a page of its own", () => {
    expect(stackPages([], 100)).toEqual([[]]);
    const blocks = [
      { id: "before", height: 30 },
      { id: "tall", height: 150 },
      { id: "after", height: 30 },
    ];
    expect(ids(stackPages(blocks, 100))).toEqual([["before"], ["tall"], ["after"]]);
  });

  it("cuts cards into rows, the last one possibly shorter", () => {
    expect(rowsOf([1, 2, 3, 4, 5, 6, 7], 3)).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    expect(rowsOf([], 3)).toEqual([]);
  });
});
