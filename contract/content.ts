// A brand's content: whether a post's caption discloses the brand's offer where Instagram shows
// it, and the words and terms of the usage rights a brand asks a model for. The API computes and
// stores the check with `disclosureOf` and records the terms' text with `termsText`; the web tool
// shows both and names the same states. Plain values and functions: browser modules import them.

/** Instagram shows about this many characters of a caption before "more". */
export const CAPTION_FOLD = 125;

/** The words that disclose a post as an ad; a brand adds its own in Profile (up to 20, each up to 40 characters). */
export const DISCLOSURE_WORDS = ["#ad", "#gifted", "#sponsored", "#partner", "paid partnership"] as const;
export const MAX_BRAND_WORDS = 20;
export const MAX_WORD_LENGTH = 40;

/** disclosed: a word within the fold; late: only after it; missing: nowhere. */
export const DISCLOSURE_STATES = ["disclosed", "late", "missing"] as const;
export type DisclosureState = (typeof DISCLOSURE_STATES)[number];

/** What an offer asked to be tagged (its social mentions and hashtags), present or not; null when it asked for none. */
export type TagsState = "present" | "missing" | null;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Where `word` first stands as a word of its own in `caption` (case aside): the index just past
 * it, or -1. "#ad" in "#adventure" or "ad" in "read" is no disclosure. A word is bounded by
 * anything that is not a letter, digit or underscore, so emoji and line breaks count as bounds.
 */
function wordEnd(caption: string, word: string): number {
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}_])${escape(word.trim())}(?![\\p{L}\\p{N}_])`, "iu");
  const match = pattern.exec(caption);
  return match ? match.index + match[0].length : -1;
}

/** The characters a person counts (an emoji is one), so the fold is where Instagram's "more" is. */
const visibleLength = (text: string) => Array.from(text).length;

/**
 * The disclosure check, the one rule: a post is disclosed when one of the words (the default ones
 * and the brand's own), or "ad" as the caption's first word, stands whole within the first 125
 * characters, where Instagram shows it; late when one stands only after them (or across the
 * fold, cut by "more"); missing otherwise.
 */
export function disclosureOf(caption: string, brandWords: readonly string[] = []): DisclosureState {
  const words = [...DISCLOSURE_WORDS, ...brandWords].filter((word) => word.trim() !== "");
  if (/^\s*ad(?![\p{L}\p{N}_])/iu.test(caption)) return "disclosed";
  let first = -1;
  for (const word of words) {
    const end = wordEnd(caption, word);
    if (end >= 0 && (first < 0 || end < first)) first = end;
  }
  if (first < 0) return "missing";
  return visibleLength(caption.slice(0, first)) <= CAPTION_FOLD ? "disclosed" : "late";
}

/** Whether each of an offer's mentions (@handle) and hashtags (#tag) is in the caption; null when the offer asked for none. */
export function tagsOf(caption: string, asked: { mentions: readonly string[]; hashtags: readonly string[] }): TagsState {
  const wanted = [...asked.mentions.map((m) => `@${m.replace(/^@/, "")}`), ...asked.hashtags.map((h) => `#${h.replace(/^#/, "")}`)];
  if (!wanted.length) return null;
  return wanted.every((tag) => wordEnd(caption, tag) >= 0) ? "present" : "missing";
}

/** The uses a brand may ask rights for, in the form's order, with the words the terms say them in. */
export const RIGHTS_USES = {
  repost: "repost on the brand's own Instagram and social accounts",
  ads: "use in paid ads",
  web_email: "use on the brand's website and in its emails",
  print: "use in print (menus, posters, flyers)",
} as const;
export type RightsUse = keyof typeof RIGHTS_USES;
export const RIGHTS_USE_KEYS = Object.keys(RIGHTS_USES) as RightsUse[];
/** The short names of the uses, for lists and files. */
export const RIGHTS_USE_NAMES: Record<RightsUse, string> = { repost: "Repost", ads: "Paid ads", web_email: "Web and email", print: "Print" };

/** How long granted rights last; perpetual ones never end. */
export const RIGHTS_TERMS = { "30d": "30 days", "90d": "90 days", "1y": "one year", perpetual: "perpetual" } as const;
export type RightsTerm = keyof typeof RIGHTS_TERMS;
export const RIGHTS_TERM_KEYS = Object.keys(RIGHTS_TERMS) as RightsTerm[];
/** Days a term lasts (a year as 365). */
export const RIGHTS_TERM_DAYS: Record<RightsTerm, number | null> = { "30d": 30, "90d": 90, "1y": 365, perpetual: null };

/** A request's link works this many days; the brand is told this many days before granted rights end. */
export const RIGHTS_LINK_DAYS = 14;
export const RIGHTS_NOTICE_DAYS = 7;
/** A partnership-ad code the brand keeps on granted rights is at most this long. */
export const MAX_AD_CODE_LENGTH = 200;
/** At most this many posts in one zip (a month's chosen posts, or the library's selection). */
export const MAX_ZIP_POSTS = 1000;
/** At most this many posts in one request, and a fee of at most $100,000. */
export const MAX_RIGHTS_POSTS = 50;
export const MAX_RIGHTS_FEE_CENTS = 10_000_000;

/**
 * What a right is: asked for (requested), answered (granted, declined), unanswered when its link
 * ran out (expired), taken back by the brand (revoked), or past its end (ended).
 */
export const RIGHTS_STATES = ["requested", "granted", "declined", "expired", "revoked", "ended"] as const;
export type RightsState = (typeof RIGHTS_STATES)[number];
/** The library's filter on rights: the states, and posts nobody asked about. */
export const RIGHTS_FILTERS = ["none", ...RIGHTS_STATES] as const;
export type RightsFilter = (typeof RIGHTS_FILTERS)[number];

export type RightsTerms = { uses: RightsUse[]; term: RightsTerm; fee_cents: number | null; note: string | null };

const money = (cents: number) => `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: cents % 100 ? 2 : 0, maximumFractionDigits: 2 })}`;

function listed(items: string[]): string {
  if (items.length < 2) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/**
 * The terms in plain words, as the model reads them and as the answer records them, word for word.
 * `posts` is how many posts they cover, or "offer" for every post the model makes for an offer
 * that asked up front.
 */
export function termsText(brand: string, terms: RightsTerms, posts: number | "offer"): string {
  const what = posts === "offer" ? "the posts you make for this offer" : posts === 1 ? "your post" : `your ${posts} posts`;
  const uses = listed(RIGHTS_USE_KEYS.filter((use) => terms.uses.includes(use)).map((use) => RIGHTS_USES[use]));
  const term = terms.term === "perpetual" ? "with no end date" : `for ${RIGHTS_TERMS[terms.term]} from the day you accept`;
  const fee = terms.fee_cents ? `${brand} pays you ${money(terms.fee_cents)} for these rights.` : "There is no fee for these rights.";
  const note = terms.note ? ` ${brand}'s note: "${terms.note}"` : "";
  return (
    `You allow ${brand} to ${uses} using ${what}, ${term}. You stay the owner of your posts and ${brand} credits you ` +
    `wherever it reasonably can. ${fee}${note}`
  );
}
