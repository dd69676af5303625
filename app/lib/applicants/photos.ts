// The applicant page's Instagram photo modal (docs/product/applicants.md#applicant-page): URL state ?photo=N
// (1-based), with previous/next photo links, so it works without JavaScript.

/** The photo number in the URL when it names one of `count` photos; otherwise null (closed). */
export function parsePhoto(value: string | null | undefined, count: number): number | null {
  if (!value || !/^\d{1,4}$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 && n <= count ? n : null;
}

/** The photos before and after `n` of `count`; null at either end. */
export function photoNeighbours(n: number, count: number): { previous: number | null; next: number | null } {
  return { previous: n > 1 ? n - 1 : null, next: n < count ? n + 1 : null };
}

/**
 * True when two URLs of the applicant page differ only in what the page shows of the data it
 * has (the open photo, the stats unit): the loaders need not run again.
 */
export function onlyViewChanged(current: URL, next: URL): boolean {
  if (current.pathname !== next.pathname) return false;
  const strip = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete("photo");
    params.delete("unit");
    params.sort();
    return params.toString();
  };
  return strip(current) === strip(next);
}

/** Why the Instagram part shows no grid: no account, or an account with no posts. */
export function instagramEmptyText(hasAccount: boolean, postCount: number): string | null {
  if (!hasAccount) return "No instagram";
  return postCount === 0 ? "No Instagram photos yet." : null;
}
