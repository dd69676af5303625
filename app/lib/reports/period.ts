// The Instagram period page (docs/product/results.md#a-months-posts): posts grouped by the day they were
// posted, and the download-mode selection, which lives in the URL (?mode=download&selected=…)
// so that it works without JavaScript.

export type DayGroup<T> = { day: string; posts: T[] };

/** Posts grouped by UTC day posted, newest day first, in the order given within a day. */
export function groupByDay<T extends { posted_at: string }>(posts: T[]): DayGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const post of posts) {
    const day = post.posted_at.slice(0, 10);
    if (!groups.has(day)) groups.set(day, []);
    groups.get(day)!.push(post);
  }
  return [...groups.entries()].sort(([a], [b]) => (a < b ? 1 : a > b ? -1 : 0)).map(([day, list]) => ({ day, posts: list }));
}

/** The selected ids of ?selected=1,2,3 that exist on the page. */
export function parseSelection(value: string | null, known: number[]): number[] {
  if (!value) return [];
  const allowed = new Set(known);
  return [...new Set(value.split(",").map(Number))].filter((id) => allowed.has(id));
}

export function periodHref(period: string, opts: { download?: boolean; selected?: number[] } = {}): string {
  const params = new URLSearchParams();
  if (opts.download) params.set("mode", "download");
  if (opts.download && opts.selected?.length) params.set("selected", opts.selected.join(","));
  const search = params.toString();
  return `/instagram/${period}${search ? `?${search}` : ""}`;
}

export type PeriodIntent = { kind: "select-all" } | { kind: "download" } | { kind: "select-day"; day: string };

export function parsePeriodIntent(intent: string): PeriodIntent {
  if (intent.startsWith("select-day:")) return { kind: "select-day", day: intent.slice("select-day:".length) };
  return { kind: intent === "download" ? "download" : "select-all" };
}

export const emptySelectionMessage = "Select at least one post to download.";

/** The new selection after 'Select' on a day or 'SELECT ALL'. */
export function extendSelection(current: number[], add: number[]): number[] {
  return [...new Set([...current, ...add])];
}
