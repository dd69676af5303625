// The words of the page a model opens from a rights request's mail (/rights/:token): the request
// as the model reads it (the terms themselves are the API's recorded text, shown word for word),
// and the sentence that says what the answer did.
import { RIGHTS_TERMS, RIGHTS_USE_KEYS, RIGHTS_USE_NAMES, type RightsUse } from "../../../contract/content";
import type { RightsLink } from "../../../contract/schemas/content";
import { formatDay } from "../format";
import { postTypeLabel } from "../reports/report";

/** "$150", "$12.50": whole dollars without cents. */
export function feeInWords(cents: number | null): string {
  if (!cents) return "No fee";
  return `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: cents % 100 ? 2 : 0, maximumFractionDigits: 2 })}`;
}

/** "90 days from the day you accept", or no end for perpetual rights (the contract's schema reads a term as any string). */
export function termInWords(term: string): string {
  if (term === "perpetual") return "No end date";
  const words = Object.entries(RIGHTS_TERMS).find(([key]) => key === term)?.[1] ?? term;
  return `${words[0]!.toUpperCase()}${words.slice(1)} from the day you accept`;
}

/** The uses' short names in the form's order, whatever order the request lists them in. */
export function usesInWords(uses: readonly string[]): string[] {
  return RIGHTS_USE_KEYS.filter((use) => uses.includes(use)).map((use: RightsUse) => RIGHTS_USE_NAMES[use]);
}

/** "your post" or "your 3 posts". */
export function postsInWords(count: number): string {
  return count === 1 ? "your post" : `your ${count} posts`;
}

/** What the page shows of an open link: never its token, which only the URL carries. */
export function rightsLinkView(link: RightsLink) {
  return {
    brand: link.brand,
    model: link.model,
    heading: `${link.brand} asks to use ${postsInWords(link.posts.length)}`,
    termsText: link.terms_text,
    uses: usesInWords(link.uses),
    term: termInWords(link.term),
    fee: feeInWords(link.fee_cents),
    note: link.note,
    expires: formatDay(link.link_expires_at),
    posts: link.posts.map((post) => ({
      id: post.id,
      href: post.post_url,
      thumbnail: post.thumbnail,
      alt: `${postTypeLabel(post.type)} of ${formatDay(post.posted_at)} on Instagram`,
    })),
  };
}
export type RightsLinkView = ReturnType<typeof rightsLinkView>;

/** What an answer did, said once on the page the answer leads back to. */
export function answerOutcome(answer: "granted" | "declined", brand: string, posts: number, uses: readonly string[], endsAt: string | null): string {
  if (answer === "declined") return "You declined. Nothing is granted.";
  const until = endsAt ? `until ${formatDay(endsAt)}` : "with no end date";
  return `Thank you: ${brand} may use ${postsInWords(posts)} (${usesInWords(uses).join(", ")}) ${until}.`;
}
