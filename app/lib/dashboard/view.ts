// What the dashboard shows, written on the server from the API's answer: times in each offer's
// own time zone, links to the page where each thing is done, and this month's change against
// the same days of last month. Pure: "now" comes in, so the page reads the same in a test.
import { formatInZone } from "../zoned-format";
import type { DashboardData, PostFigures } from "../../../contract/schemas/dashboard";
import { abbreviateCount, formatNumber } from "~/lib/format";
import { formatCents, NO_FIGURE } from "~/lib/reports/costs";
import { checkInName, timeLabel } from "~/lib/offers/format";
import { checkInButton, type CheckInButton } from "~/lib/offers/check-in-button";
import { postsDueRows, type PostDueRow } from "~/lib/posts/due";
import { plural } from "../../../common/words.js";
import { missingDisclosureLine, rightsEndingLine } from "../../../contract/content-notices";

export type CheckInRow = CheckInButton & {
  claimId: number;
  offerId: number;
  offer: string;
  model: string;
  avatar: string;
  time: string;
  checkedIn: boolean;
};

export type TaskRow = { key: string; href: string; title: string; text: string };

/** A figure of this month against last month; `trend` says whether the change is good news (fewer posts is not, a lower cost is). */
export type FigureRow = { label: string; current: string; previous: string; change: string; trend: "good" | "bad" | "same" };

export type DashboardView = {
  /** Posts owed, the overdue first. */
  postsDue: { rows: PostDueRow[]; more: number };
  checkIns: CheckInRow[];
  more: number;
  awaiting: TaskRow[];
  /** What waits on the brand, by kind; kinds with nothing are left out. */
  tasks: { title: string; rows: TaskRow[] }[];
  month: { span: string; previousSpan: string; period: string; empty: boolean; rows: FigureRow[] };
};

const offersHref = (offer: { id: number; tab: string }) => `/offers/${offer.tab}?modal=claims&offer=${offer.id}`;
const dayAndTime = (iso: string, timeZone: string) => formatInZone(new Date(iso), timeZone, "EEE, MMM d 'at' h:mm a");

/**
 * The change from `previous` to `current` as a signed whole percentage ('+12%', '−8%', '0%');
 * 'new' when there was nothing before, '—' when there is nothing either time.
 */
export function signedChange(current: number, previous: number): { text: string; trend: "up" | "down" | "same" } {
  if (previous === 0) return current === 0 ? { text: "—", trend: "same" } : { text: "new", trend: "up" };
  const percent = Math.round(((current - previous) / previous) * 100);
  if (percent === 0) return { text: "0%", trend: "same" };
  return percent > 0 ? { text: `+${percent}%`, trend: "up" } : { text: `\u2212${-percent}%`, trend: "down" };
}

const FIGURES: { key: keyof PostFigures; label: string }[] = [
  { key: "posts", label: "Posts" },
  { key: "stories", label: "Stories" },
  { key: "likes", label: "Likes" },
  { key: "comments", label: "Comments" },
  { key: "reach", label: "Reach" },
];

const COSTS: { key: "spend_cents" | "cost_per_post_cents" | "cost_per_1000_reach_cents"; label: string }[] = [
  { key: "spend_cents", label: "Spend" },
  { key: "cost_per_post_cents", label: "Cost per post" },
  { key: "cost_per_1000_reach_cents", label: "Cost per 1,000 reach" },
];

const goodWhen = (trend: "up" | "down" | "same", good: "up" | "down"): FigureRow["trend"] => (trend === "same" ? "same" : trend === good ? "good" : "bad");

/** A cost against last month's; '—' where either month has none (no spend, or nothing to divide by). */
function costRow(label: string, current: number | null, previous: number | null): FigureRow {
  const shown = (cents: number | null) => (cents === null ? NO_FIGURE : formatCents(cents));
  if (current === null || previous === null) return { label, current: shown(current), previous: shown(previous), change: NO_FIGURE, trend: "same" };
  const change = signedChange(current, previous);
  // Spend is neither good nor bad news; a cost per result that falls is.
  return { label, current: shown(current), previous: shown(previous), change: change.text, trend: label === "Spend" ? "same" : goodWhen(change.trend, "down") };
}

/** "Nov 1–25" (UTC days, as the monthly report counts them). */
function span(fromIso: string, toIso: string) {
  const from = formatInZone(new Date(fromIso), "UTC", "MMM d");
  const to = formatInZone(new Date(toIso), "UTC", "d");
  return from.endsWith(` ${to}`) ? from : `${from}\u2013${to}`;
}

/** The content library's rows: this month's posts without a disclosure, and each grant of rights that ends this week. */
export function contentRows(content: DashboardData["content"], period: string): TaskRow[] {
  const missing = content.missing_disclosure;
  return [
    ...(missing > 0
      ? [
          {
            key: "disclosure",
            href: `/content?${new URLSearchParams({ disclosure: "missing", month: period })}`,
            title: missingDisclosureLine(missing, "this month"),
            text: missing === 1 ? "See it in the content library" : "See them in the content library",
          },
        ]
      : []),
    ...content.rights_ending.map((rights) => ({
      key: `rights-${rights.id}`,
      href: "/content?rights=granted",
      title: rightsEndingLine(rights),
      text: "Ask again before then to keep using them",
    })),
  ];
}

export function dashboardView(data: DashboardData): DashboardView {
  const checkIns = data.today.check_ins.map((c): CheckInRow => ({
    claimId: c.claim_id,
    offerId: c.offer.id,
    offer: c.offer.title,
    model: checkInName(c.model.name),
    avatar: c.model.avatar,
    time: timeLabel(new Date(c.at), c.timezone),
    checkedIn: c.checked_in,
    ...(c.checked_in ? { reason: null, waiting: false } : checkInButton(c.offer.type, c.check_in)),
  }));
  const awaiting = data.today.awaiting.map((a) => ({
    key: `awaiting-${a.id}`,
    href: offersHref(a),
    title: a.title,
    text: `${plural(a.count, "reservation")} waiting for a time`,
  }));
  const { applicants, selections, gifts, call_sheets } = data.waiting;
  const kinds: { title: string; rows: TaskRow[] }[] = [
    {
      title: "Applicants to review",
      rows: applicants.map((a) => ({
        key: `applicants-${a.id}`,
        href: `/offer/apply/${a.id}`,
        title: a.title,
        text: `${plural(a.unreviewed, "applicant")} to review${a.deliberation_until ? `, deliberation ends ${dayAndTime(a.deliberation_until, a.timezone)}` : ""}`,
      })),
    },
    {
      title: "Ready to finalize",
      rows: selections.map((s) => ({
        key: `selections-${s.id}`,
        href: `/offer/apply/${s.id}?status=selected`,
        title: s.title,
        text: s.full
          ? `Selections are full (${s.selected} of ${s.spots}): ready to FINALIZE`
          : `${plural(s.selected, "applicant")} selected: ready to FINALIZE`,
      })),
    },
    {
      title: "Gifts to ship",
      rows: gifts.map((g) => ({ key: `gifts-${g.id}`, href: `/offers/${g.id}/shipment`, title: g.title, text: `${plural(g.count, "gift")} to ship` })),
    },
    {
      title: "Call sheets to send",
      rows: call_sheets.map((c) => ({
        key: `call-sheet-${c.id}`,
        href: `/offers/${c.id}/callSheet/`,
        title: c.title,
        text: `Call sheet not sent; the job starts ${dayAndTime(c.starts_at, c.timezone)} (${plural(c.attendees, "model")})`,
      })),
    },
  ];
  const period = data.month.from.slice(0, 7);
  kinds.push({ title: "Your content", rows: contentRows(data.content, period) });
  const tasks = kinds.filter((kind) => kind.rows.length > 0);
  const { current, previous } = data.month;
  return {
    postsDue: { rows: postsDueRows(data.posts_due), more: data.posts_due.more },
    checkIns,
    more: data.today.more,
    awaiting,
    tasks,
    month: {
      span: span(data.month.from, data.month.to),
      previousSpan: span(data.month.previous_from, data.month.previous_to),
      period,
      empty:
        FIGURES.every(({ key }) => current[key] === 0 && previous[key] === 0) &&
        data.month.costs.current.spend_cents === 0 &&
        data.month.costs.previous.spend_cents === 0,
      rows: [
        ...FIGURES.map(({ key, label }) => {
          const change = signedChange(current[key], previous[key]);
          // Reach runs to millions: abbreviated as follower counts are, so the table fits a phone.
          const show = key === "reach" ? abbreviateCount : formatNumber;
          return { label, current: show(current[key]), previous: show(previous[key]), change: change.text, trend: goodWhen(change.trend, "up") };
        }),
        ...COSTS.map(({ key, label }) => costRow(label, data.month.costs.current[key], data.month.costs.previous[key])),
      ],
    },
  };
}
