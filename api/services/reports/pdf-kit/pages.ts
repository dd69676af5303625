// The PDFs are cut into pages here rather than by react-pdf: react-pdf lays out everything after
// a page break again at every break, so one flowing page of the big report (750 cards, 34
// pages) took 6.5 s, against about 1 s for the same pages given to it one by one. The rows of
// cards have fixed heights, so what fits on a page is known before drawing: every page is
// filled, a section goes on where the one before ended, and a heading never ends a page.

/** Something a page is stacked of: a section's heading, a row of cards, `height` points tall. */
export type Block = {
  height: number;
  /** A heading: it moves to the next page with the block after it rather than end a page. */
  keepWithNext?: boolean;
};

/**
 * `blocks` stacked top to bottom onto pages with `pageHeight` points of room each, in order;
 * a block that does not fit starts the next page. One page at least, so an empty document
 * still has its header. A block taller than a page gets a page of its own (react-pdf's `wrap`
 * then flows it on).
 */
export function stackPages<T extends Block>(blocks: T[], pageHeight: number): T[][] {
  const pages: T[][] = [[]];
  let used = 0;
  blocks.forEach((block, i) => {
    const next = blocks[i + 1];
    const needed = block.height + (block.keepWithNext && next ? next.height : 0);
    if (used > 0 && used + needed > pageHeight) {
      pages.push([]);
      used = 0;
    }
    pages.at(-1)!.push(block);
    used += block.height;
  });
  return pages;
}

/** `items` cut into rows of `perRow` (the last may be shorter). */
export function rowsOf<T>(items: T[], perRow: number): T[][] {
  const rows: T[][] = [];
  for (let i = 0; i < items.length; i += perRow) rows.push(items.slice(i, i + perRow));
  return rows;
}
