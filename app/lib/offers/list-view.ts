// What the Offers page keeps of an offer, written for its cards on the server: the API sends
// each attendee's full model (stats, photos, Instagram profile), which the cards never show, and
// the times the cards show are written here in the offer's time zone (the date badge, the
// schedule's days and times, when a model was checked in and reminded), so the page's
// JavaScript carries no time-zone code and its data holds the words it shows.
import type { Attendee, Group, Member, Offer } from "../../../contract/schemas/offers";
import { postDueLabel, remindedLabel } from "~/lib/posts/due";
import { claimStatusLabel, dateBadge, dayLabel, previewDescription, timeLabel, type DateBadge } from "./format";
import { groupAwaitings, groupByReservationDay } from "./visibility";

/** An attendee as a card or the claims modal shows it, with its words written. */
export type AttendeeView = Attendee & {
  time: string | null;
  /** 'Checked in 8:14 PM by Ana (door)', else the status's label. */
  status_label: string;
  /** 'Post overdue by 3 days', or null when the model owes no post. */
  post_due_label: string | null;
  /** 'Reminded Thu 11:35 PM', or null. */
  reminded_label: string | null;
};
/** A group's member with the group modal's status line written ('Owner', 'Checked in …', 'Uncertain', 'Invited'). */
export type MemberView = Member & { status_label: string };
export type GroupView = Omit<Group, "owner" | "invitees" | "confirmed" | "uncertain"> & {
  owner: MemberView | null;
  invitees: MemberView[];
  confirmed: MemberView[];
  uncertain: MemberView[];
};
/** One day of a schedule: its heading and the ids of its rows, in order. */
export type ScheduleDay = { day: string; label: string; ids: number[] };
// Offer's schema lets unknown keys through, so its type has an index signature that Omit would
// flatten; the known keys are kept and the two lists replaced.
type Known<T> = { [K in keyof T as string extends K ? never : K]: T[K] };
export type OfferView = Omit<Known<Offer>, "attendees" | "awaitings" | "groups"> & {
  attendees: AttendeeView[];
  awaitings: AttendeeView[];
  badge: DateBadge | null;
  /** Reservation offers: the reserved attendees by day. */
  schedule: ScheduleDay[];
  /** Placeholder offers: the awaiting models by the day they asked for. */
  awaiting_days: ScheduleDay[];
  groups: GroupView[];
};

/**
 * A claim without the model's details no list shows (stats, photos, media, the Instagram
 * profile beyond its handle and followers): for every page that lists claims.
 */
export function withoutModelDetails<T extends { model: object }>(claim: T): T {
  const {
    stats: _stats,
    media: _media,
    photos: _photos,
    ...model
  } = claim.model as T["model"] & {
    stats?: unknown;
    media?: unknown;
    photos?: unknown;
    instagram?: { handle: string; number_of_followers: number } | null;
  };
  const instagram = model.instagram ? { handle: model.instagram.handle, number_of_followers: model.instagram.number_of_followers } : model.instagram;
  return { ...claim, model: { ...model, instagram } };
}

/** An Offers card's claim: no model details, and no shipment (Ship & Track shows that). */
function slimAttendee<T extends Attendee>(attendee: T): T {
  const { shipment: _shipment, ...rest } = withoutModelDetails(attendee) as T & { shipment?: unknown };
  return rest as T;
}

function memberView(member: Member, timeZone: string): MemberView {
  const claim = member.claim && slimAttendee(member.claim);
  const status_label = member.owner ? "Owner" : claim ? claimStatusLabel(claim, timeZone) : member.status === "uncertain" ? "Uncertain" : "Invited";
  return { ...member, claim, status_label };
}

export function listView(offer: Offer, now: Date): OfferView {
  const zone = offer.timezone;
  const view = (attendee: Attendee): AttendeeView => ({
    ...slimAttendee(attendee),
    time: attendee.reserved_for ? timeLabel(new Date(attendee.reserved_for), zone) : null,
    status_label: claimStatusLabel(attendee, zone),
    post_due_label: attendee.post_due ? postDueLabel(attendee.post_due) : null,
    reminded_label: attendee.post_due?.reminded_at ? remindedLabel(attendee.post_due.reminded_at, zone) : null,
  });
  const member = (m: Member) => memberView(m, zone);
  const days = (groups: { day: string; date: Date; attendees: Attendee[] }[]): ScheduleDay[] =>
    groups.map((g) => ({ day: g.day, label: dayLabel(g.date, now, zone), ids: g.attendees.map((a) => a.id) }));
  const when = offer.starts_at ?? offer.visible_from;
  return {
    ...offer,
    // The card shows a 200-character preview and one thumbnail: the rest stays on the server.
    description: previewDescription(offer.description),
    media: [...offer.media].sort((a, b) => a.sort - b.sort).slice(0, 1),
    attendees: offer.attendees.map(view),
    awaitings: offer.awaitings.map(view),
    badge: when ? dateBadge(new Date(when), now, zone) : null,
    schedule: offer.type === "reservation_required" ? days(groupByReservationDay(offer.attendees, zone)) : [],
    awaiting_days: offer.type === "reservation_placeholder" ? days(groupAwaitings(offer.awaitings, now, zone)) : [],
    groups: offer.groups.map((group) => ({
      ...group,
      owner: group.owner && member(group.owner),
      invitees: group.invitees.map(member),
      confirmed: group.confirmed.map(member),
      uncertain: group.uncertain.map(member),
    })),
  };
}
