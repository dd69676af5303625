import { describe, expect, it } from "vitest";
import { reservationMoment } from "~/lib/offers/reservation";

const NY = "America/New_York";

describe("reservation time form", () => {
  it("reads 12-hour times in the offer's time zone", () => {
    expect(reservationMoment("2025-05-16", "12", "00", "AM", NY).toISOString()).toBe("2025-05-16T04:00:00.000Z");
    expect(reservationMoment("2025-05-16", "12", "05", "PM", NY).toISOString()).toBe("2025-05-16T16:05:00.000Z");
  });
});
