// What the Offers page keeps of an offer: the API sends each attendee's full model (stats,
// photos, Instagram profile), which the cards never show. Dropping it before the loader
// returns keeps the page's data small (an apply offer with 100 applicants was 96 KB).
import type { Attendee, Member, Offer } from "~/lib/api/offers.schemas";

function slimAttendee<T extends Attendee>(attendee: T): T {
  const { stats: _stats, media: _media, ...model } = attendee.model as Attendee["model"] & { stats?: unknown; media?: unknown };
  const instagram = model.instagram ? { handle: model.instagram.handle, number_of_followers: model.instagram.number_of_followers } : null;
  const { shipment: _shipment, ...rest } = attendee as T & { shipment?: unknown };
  return { ...rest, model: { ...model, instagram } } as T;
}

function slimMember(member: Member): Member {
  return member.claim ? { ...member, claim: slimAttendee(member.claim) } : member;
}

export function listView(offer: Offer): Offer {
  return {
    ...offer,
    attendees: offer.attendees.map(slimAttendee),
    awaitings: offer.awaitings.map(slimAttendee),
    groups: offer.groups.map((group) => ({
      ...group,
      owner: group.owner && slimMember(group.owner),
      invitees: group.invitees.map(slimMember),
      confirmed: group.confirmed.map(slimMember),
      uncertain: group.uncertain.map(slimMember),
    })),
  };
}
