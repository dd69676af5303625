// The check-in window (api/services/offers/check-in.ts), the one rule the API refuses by and every
// attendee it sends reports.
import { describe, expect, it } from "vitest";
import { checkInState } from "../../../api/services/offers/check-in";
import type { OfferRow } from "../../../api/services/offers/shapes";
import type { claims } from "../../../api/db/schema";

type ClaimRow = typeof claims.$inferSelect;
const at = (iso: string) => new Date(iso);
const now = at("2025-05-15T16:00:00Z");
const offer = (fields: Partial<OfferRow>) =>
  ({
    type: "timed",
    startsAt: at("2025-05-15T15:00:00Z"),
    endsAt: at("2025-05-15T19:00:00Z"),
    visibleFrom: null,
    visibleUntil: null,
    timezone: "America/New_York",
    ...fields,
  }) as OfferRow;
const claim = (fields: Partial<ClaimRow>) => ({ startsAt: null, endsAt: null, reservedFor: null, ...fields }) as ClaimRow;
const NOTICE = "Click this button to check in a model once your offer begins.";

describe("check-in window", () => {
  it("is the claim's starts_at and ends_at, with the spec's notice outside", () => {
    expect(checkInState(claim({ startsAt: at("2025-05-15T15:00:00Z"), endsAt: at("2025-05-15T17:00:00Z") }), offer({}), now)).toMatchObject({
      open: true,
      notice: null,
    });
    expect(checkInState(claim({ startsAt: at("2025-05-15T17:00:00Z"), endsAt: at("2025-05-15T19:00:00Z") }), offer({}), now)).toMatchObject({
      open: false,
      notice: NOTICE,
    });
    expect(checkInState(claim({ startsAt: at("2025-05-15T10:00:00Z"), endsAt: at("2025-05-15T11:00:00Z") }), offer({}), now)).toMatchObject({
      open: false,
      notice: NOTICE,
    });
  });

  it("falls back to the offer's times, then its visibility window", () => {
    expect(checkInState(claim({}), offer({}), now).open).toBe(true);
    expect(checkInState(claim({}), offer({ startsAt: null, endsAt: null, visibleFrom: at("2025-05-16T00:00:00Z") }), now).open).toBe(false);
  });

  it("on a reservation offer is the reservation's time, an hour either side, whatever the offer's times", () => {
    const reservation = offer({ type: "reservation_required", startsAt: at("2025-05-01T00:00:00Z"), endsAt: at("2025-06-30T00:00:00Z") });
    expect(checkInState(claim({ reservedFor: at("2025-05-15T16:45:00Z") }), reservation, now)).toMatchObject({ open: true, notice: null });
    expect(checkInState(claim({ reservedFor: at("2025-05-15T15:05:00Z") }), reservation, now)).toMatchObject({ open: true });
    // Tomorrow's reservation: 12:00 PM New York, so check-in opens at 11:00 AM.
    expect(checkInState(claim({ reservedFor: at("2025-05-16T16:00:00Z") }), reservation, now)).toEqual({
      open: false,
      opens_at: "2025-05-16T15:00:00.000Z",
      closes_at: "2025-05-16T17:00:00.000Z",
      notice: "Check-in for this reservation opens at 11:00 AM on Fri, May 16.",
    });
    expect(checkInState(claim({ reservedFor: at("2025-05-15T14:00:00Z") }), reservation, now)).toMatchObject({
      open: false,
      notice: "Check-in for this reservation closed at 11:00 AM on Thu, May 15.",
    });
    // Without a reservation time, the claim's and the offer's times as on any offer.
    expect(checkInState(claim({}), reservation, now).open).toBe(true);
  });
});
