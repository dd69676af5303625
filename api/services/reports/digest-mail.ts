// The weekly digest's words (digest.ts has its figures): a text part that reads well in a
// text-only client, and plain HTML of the same lines (no images, no styles beyond a table's).
import type { Digest } from "./digest";
import { plural } from "../../../common/words.js";
import { missingDisclosureLine, rightsEndingLine } from "../../../contract/content-notices";

const number = (n: number) => n.toLocaleString("en-US");
const day = (iso: string) => new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" }).format(new Date(iso));

/** "+25%", "−10%", "same", or "new" when last month had none. */
export function change(current: number, previous: number): string {
  if (previous === 0) return current === 0 ? "same" : "new";
  const pct = Math.round(((current - previous) / previous) * 100);
  return pct === 0 ? "same" : pct > 0 ? `+${pct}%` : `−${Math.abs(pct)}%`;
}

function lines(d: Digest) {
  const lastDay = new Date(new Date(d.week.to).getTime() - 1).toISOString();
  const monthEnd = day(d.month.to);
  return {
    title: `${d.business.name}: your week, ${day(d.week.from)} to ${day(lastDay)}`,
    week: [
      plural(d.week.visits, "visit", "visits"),
      plural(d.week.posts, "post", "posts"),
      plural(d.week.no_shows, "no-show", "no-shows"),
      `${plural(d.posts_overdue, "post", "posts")} overdue now`,
    ],
    // A brand with several locations: the same week, each location's (they add up to the lines above).
    places: d.locations.map(
      (l) => `${l.name}: ${plural(l.visits, "visit", "visits")}, ${plural(l.posts, "post", "posts")}, ${plural(l.no_shows, "no-show", "no-shows")}`,
    ),
    // Said only when there is something to do about it.
    content: [
      ...(d.content.missing_disclosure ? [missingDisclosureLine(d.content.missing_disclosure, "last week")] : []),
      ...d.content.rights_ending.map(rightsEndingLine),
    ],
    monthTitle: `This month so far (to ${monthEnd}), against the same days of last month`,
    month: [
      ["Posts", d.month.current.posts, d.month.previous.posts],
      ["Viewers reached", d.month.current.reach, d.month.previous.reach],
      ["Likes", d.month.current.likes, d.month.previous.likes],
      ["Comments", d.month.current.comments, d.month.previous.comments],
    ] as const,
  };
}

export function digestText(d: Digest, links: { dashboard: string; unsubscribe: string }): string {
  const l = lines(d);
  return [
    l.title,
    "",
    "Last week",
    ...l.week.map((w) => `- ${w}`),
    "",
    ...(l.places.length ? ["Last week by location", ...l.places.map((p) => `- ${p}`), ""] : []),
    ...(l.content.length ? ["Your content", ...l.content.map((c) => `- ${c}`), ""] : []),
    l.monthTitle,
    ...l.month.map(([label, now, before]) => `- ${label}: ${number(now)} (last month ${number(before)}, ${change(now, before)})`),
    "",
    `Your dashboard: ${links.dashboard}`,
    "",
    `You get this mail every Monday. To stop it, open ${links.unsubscribe}`,
  ].join("\n");
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function digestHtml(d: Digest, links: { dashboard: string; unsubscribe: string }): string {
  const l = lines(d);
  const rows = l.month
    .map(([label, now, before]) => `<tr><th scope="row">${label}</th><td>${number(now)}</td><td>${number(before)}</td><td>${change(now, before)}</td></tr>`)
    .join("");
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Your week</title></head><body>',
    `<h1>${escape(l.title)}</h1>`,
    "<h2>Last week</h2>",
    `<ul>${l.week.map((w) => `<li>${w}</li>`).join("")}</ul>`,
    ...(l.places.length ? ["<h2>Last week by location</h2>", `<ul>${l.places.map((p) => `<li>${escape(p)}</li>`).join("")}</ul>`] : []),
    ...(l.content.length ? ["<h2>Your content</h2>", `<ul>${l.content.map((c) => `<li>${escape(c)}</li>`).join("")}</ul>`] : []),
    `<h2>${escape(l.monthTitle)}</h2>`,
    `<table><thead><tr><th scope="col"></th><th scope="col">This month</th><th scope="col">Last month</th><th scope="col">Change</th></tr></thead><tbody>${rows}</tbody></table>`,
    `<p><a href="${escape(links.dashboard)}">Open your dashboard</a></p>`,
    `<p>You get this mail every Monday. <a href="${escape(links.unsubscribe)}">Stop the weekly digest</a></p>`,
    "</body></html>",
  ].join("\n");
}
