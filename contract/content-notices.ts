// The sentences of what a brand's content asks of it, said on the dashboard's "Waiting on you"
// and in the weekly digest alike (the figures: api/services/content/notices.ts). Plain functions:
// browser modules import them.

const counted = (n: number, one: string, many: string) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

/** "3 posts this month have no disclosure"; `when` names the span ("this month", "last week"). */
export function missingDisclosureLine(count: number, when: string): string {
  return `${counted(count, "post", "posts")} ${when} ${count === 1 ? "has" : "have"} no disclosure`;
}

/** "Dec 3": the day granted rights end, in UTC as the month's figures count days. */
export function endDay(iso: string): string {
  return new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" }).format(new Date(iso));
}

/** "Rights to 2 of Ana's posts end on Dec 3". */
export function rightsEndingLine(rights: { model: string; posts: number; ends_at: string }): string {
  const what = rights.posts === 1 ? "1 of" : `${rights.posts.toLocaleString("en-US")} of`;
  return `Rights to ${what} ${rights.model}'s posts end on ${endDay(rights.ends_at)}`;
}
