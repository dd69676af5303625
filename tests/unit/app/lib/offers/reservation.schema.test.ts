import { describe, expect, it } from "vitest";
import { reservationSchema } from "~/lib/offers/reservation.schema";

const NY = "America/New_York";
const now = new Date("2025-05-15T16:00:00Z"); // noon in New York

describe("reservation time form", () => {
  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [k, v] of Object.entries({ intent: "reserve", claim: "3", timezone: NY, hour: "7", minute: "30", meridiem: "PM", ...fields })) data.set(k, v);
    return reservationSchema(now).safeParse(Object.fromEntries(data));
  };
  const message = (result: ReturnType<typeof form>) => (result.success ? null : result.error.issues[0]!.message);

  it("needs a date, in the future, within 60 days", () => {
    expect(message(form({}))).toBe("Please select a date.");
    expect(message(form({ date: "" }))).toBe("Please select a date.");
    expect(message(form({ date: "2025-05-14" }))).toBe("Date must be in future.");
    expect(message(form({ date: "2025-05-15", hour: "11", meridiem: "AM" }))).toBe("Date must be in future.");
    expect(message(form({ date: "2025-07-20" }))).toBe("Pick a date within 60 days.");
    const ok = form({ date: "2025-05-16" });
    expect(ok.success && ok.data.reserveFor.toISOString()).toBe("2025-05-16T23:30:00.000Z");
  });
});
