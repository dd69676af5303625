// Posts due (docs/product/offers.md#posts-due) as the pages say them: the API's rule (api/services/offers/posts-due.ts)
// gives each claim's state and days; the dashboard's block and the claims modal word it here.
import type { z } from "zod";
import type { postDueSchema } from "../../../contract/schemas/posts-due";
import { formatInZone } from "../zoned-format";

/** The answer's shape, from its schema (a type only: zod stays out of the browser). */
export type PostDue = z.infer<typeof postDueSchema>;

const days = (n: number) => (n === 1 ? "1 day" : `${n} days`);

/** 'Post overdue by 3 days', 'Post due today', 'Post due in 2 days'. */
export function postDueLabel(due: Pick<PostDue, "state" | "days">): string {
  if (due.state === "overdue") return `Post overdue by ${days(due.days)}`;
  return due.days === 0 ? "Post due today" : `Post due in ${days(due.days)}`;
}

export type PostsDueData = {
  rows: {
    claim_id: number;
    offer: { id: number; title: string; type: string; tab: "active" | "upcoming" | "past" };
    model: { id: number; name: string; avatar: string; profile_url: string | null };
    timezone: string;
    post_due: PostDue;
  }[];
  more: number;
};

export type PostDueRow = {
  claimId: number;
  offerId: number;
  model: string;
  avatar: string;
  offer: string;
  visited: string;
  label: string;
  overdue: boolean;
  href: string;
  /** The model's Instagram, where their posts are; null without an account. */
  postsHref: string | null;
  /** 'Reminded Tue 8:14 PM' in the offer's zone, or null. */
  reminded: string | null;
  /** Whether the Remind button shows: the API says (one reminder in 48 hours). */
  remindable: boolean;
};

/**
 * A Remind the API refused because a reminder went to the model lately (code remind_too_soon):
 * no failure, so it is said beside the row's button, with when the next can go, and not in the
 * page's error alert.
 */
export type RemindNotice = { remindNotice: string; claim: number };

/** 'Reminded Tue 8:14 PM', in the offer's zone. */
export const remindedLabel = (at: string, timeZone: string) => `Reminded ${formatInZone(new Date(at), timeZone, "EEE h:mm a")}`;

/** The dashboard's rows, in the API's order (the overdue first): the visit's day in the offer's zone. */
export function postsDueRows(data: PostsDueData): PostDueRow[] {
  return data.rows.map((row) => ({
    claimId: row.claim_id,
    model: row.model.name,
    avatar: row.model.avatar,
    offer: row.offer.title,
    visited: formatInZone(new Date(row.post_due.completed_at), row.timezone, "EEE, MMM d"),
    label: postDueLabel(row.post_due),
    overdue: row.post_due.state === "overdue",
    href: `/offers/${row.offer.tab}?modal=claims&offer=${row.offer.id}`,
    offerId: row.offer.id,
    postsHref: row.model.profile_url,
    reminded: row.post_due.reminded_at ? remindedLabel(row.post_due.reminded_at, row.timezone) : null,
    remindable: row.post_due.remindable,
  }));
}
