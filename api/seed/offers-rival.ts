// Rival Studio's offers: a few of its own (other businesses' data that Demo Bistro must never
// reach), and one kit per e2e project with an offer for every action, so the four projects
// that run each test at the same time never change the same rows.
import type { SeedContext } from "./index";
import type { SeededModel } from "./models";
import { clock, insertClaims, insertGroup, insertOffer, modelPicker, type OfferImage } from "./offer-builder";
import type { SeededUsers } from "./users";

export const KIT_PROJECTS = ["desktop-js", "desktop-nojs", "phone-js", "phone-nojs"] as const;

export type RivalKit = {
  project: string;
  /** Offer names carry the kit number: "Studio Session 1" … */
  session: number;
  group: number;
  booking: number;
  popup: number;
};

export async function seedRivalOffers(ctx: SeedContext, users: SeededUsers, models: SeededModel[], images: OfferImage[]) {
  const { hours, days } = clock(ctx.now);
  const pick = modelPicker(models, 120);
  const rivalId = users.rival.businessId;
  const base = { timezone: "America/New_York", contactName: "Riley Rival", location: { lat: 40.7081, lon: -73.9571, address: "85 Broadway, Brooklyn, NY 11249" } };
  const offers: Record<string, number> = {};

  const portraits = await insertOffer(ctx, rivalId, { ...base, type: "timed", subtitle: "Rival Portraits", title: "Free portrait session", description: "A free studio portrait session.", startsAt: hours(-1), endsAt: hours(6), sharedSpots: 5 }, [images[3]!]);
  offers.portraits = portraits.id;
  await insertClaims(ctx, portraits, pick, [{ status: "active" }, { status: "active" }]);
  const booking = await insertOffer(ctx, rivalId, { ...base, type: "reservation_required", subtitle: "Rival Bookings", title: "Book the studio", description: "Book an hour in the studio.", startsAt: days(-1), endsAt: days(20), sharedSpots: 5 }, [images[4]!]);
  offers.bookings = booking.id;
  await insertClaims(ctx, booking, pick, [{ status: "active", reservedFor: hours(3) }, { status: "incomplete" }]);
  await insertGroup(ctx, portraits, pick, null, [{ status: "confirmed", claim: "active" }]);

  const kits: RivalKit[] = [];
  for (const [i, project] of KIT_PROJECTS.entries()) {
    const n = i + 1;
    const session = await insertOffer(ctx, rivalId, { ...base, type: "timed", subtitle: `Studio Session ${n}`, title: "Test shoot", description: "An open studio session.", startsAt: hours(-1), endsAt: hours(8), sharedSpots: 10 }, [images[i]!]);
    // In the window: check-in and cancel-claim targets; one whose own window starts tomorrow.
    await insertClaims(ctx, session, pick, [{ status: "active" }, { status: "active" }, { status: "active", startsAt: days(1), endsAt: hours(30) }]);
    const group = await insertOffer(ctx, rivalId, { ...base, type: "timed", subtitle: `Studio Group ${n}`, title: "Group shoot", description: "Bring your friends.", startsAt: hours(-1), endsAt: hours(8), isGroup: true, groupMinSize: 2, groupMaxSize: 3, groupMaxNumber: 2, sharedSpots: 6 }, [images[i + 1]!]);
    await insertGroup(ctx, group, pick, null, [{ status: "confirmed", claim: "active" }, { status: "invited" }]);
    const reservation = await insertOffer(ctx, rivalId, { ...base, type: "reservation_required", subtitle: `Studio Booking ${n}`, title: "Book a slot", description: "Book a studio slot.", startsAt: hours(-1), endsAt: days(30), sharedSpots: 10 }, [images[i + 2]!]);
    await insertClaims(ctx, reservation, pick, [{ status: "active", reservedFor: hours(3) }, { status: "incomplete" }, { status: "incomplete" }]);
    const popup = await insertOffer(ctx, rivalId, { ...base, type: "anytime", subtitle: `Studio Pop-up ${n}`, title: "Pop-up", description: "A pop-up for one week.", visibleFrom: days(-1), visibleUntil: days(6), sharedSpots: -1 }, [images[i]!]);
    await insertClaims(ctx, { ...popup, startsAt: null, endsAt: null }, pick, [{ status: "active" }, { status: "incomplete" }, { status: "used", checkedInAt: hours(-2) }]);
    kits.push({ project, session: session.id, group: group.id, booking: reservation.id, popup: popup.id });
  }
  return { offers, kits };
}
