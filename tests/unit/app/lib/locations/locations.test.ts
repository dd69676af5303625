import { describe, expect, it } from "vitest";
import {
  hoursSummary,
  locationChanges,
  locationFieldErrors,
  locationFormValues,
  offersCount,
  retireSentence,
  timeZoneLabel,
  timeZoneOptions,
} from "~/lib/locations/locations";
import type { BrandLocation } from "../../../../../contract/schemas/locations";

const nineToFive = { open: "09:00", close: "17:00" };

describe("a location's hours in a few words", () => {
  it("takes the days with the same hours in a row together, closed days as Closed", () => {
    const week = { monday: nineToFive, tuesday: nineToFive, wednesday: nineToFive, thursday: nineToFive, friday: { open: "09:00", close: "18:00" } };
    expect(hoursSummary({ ...week, saturday: null, sunday: null })).toEqual(["Mon–Thu 9:00 AM – 5:00 PM", "Fri 9:00 AM – 6:00 PM", "Sat–Sun Closed"]);
  });

  it("says a week of the same hours once", () => {
    const every = Object.fromEntries(["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].map((d) => [d, nineToFive]));
    expect(hoursSummary(every)).toEqual(["Every day 9:00 AM – 5:00 PM"]);
  });

  it("reads a missing day as closed, and no hours at all as closed every day", () => {
    expect(hoursSummary({ monday: nineToFive })).toEqual(["Mon 9:00 AM – 5:00 PM", "Tue–Sun Closed"]);
    expect(hoursSummary({ sunday: nineToFive })).toEqual(["Mon–Sat Closed", "Sun 9:00 AM – 5:00 PM"]);
    expect(hoursSummary(null)).toEqual(["Closed every day"]);
    expect(hoursSummary({ monday: null })).toEqual(["Closed every day"]);
  });

  it("does not take apart days whose hours differ by a minute", () => {
    expect(hoursSummary({ monday: nineToFive, tuesday: { open: "09:00", close: "17:01" } })).toEqual([
      "Mon 9:00 AM – 5:00 PM",
      "Tue 9:00 AM – 5:01 PM",
      "Wed–Sun Closed",
    ]);
  });
});

describe("a location's time zone", () => {
  it("is said by the form's words, or by its IANA name when the form has none", () => {
    expect(timeZoneLabel("America/Chicago")).toBe("Central (Chicago)");
    expect(timeZoneLabel("Asia/Tokyo")).toBe("Asia/Tokyo");
  });

  it("keeps a zone saved through the API among the form's choices", () => {
    expect(timeZoneOptions().map((o) => o.value)).not.toContain("Asia/Tokyo");
    expect(timeZoneOptions("Asia/Tokyo").at(-1)).toEqual({ value: "Asia/Tokyo", label: "Asia/Tokyo" });
    expect(timeZoneOptions("America/Denver")).toHaveLength(timeZoneOptions().length);
  });
});

describe("a location's offers", () => {
  it("are counted in words", () => {
    expect(offersCount(0)).toBe("No offers yet");
    expect(offersCount(1)).toBe("1 offer");
    expect(offersCount(1204)).toBe("1,204 offers");
  });

  it("keep their history when it is retired, as the confirmation says", () => {
    expect(retireSentence({ name: "Uptown", offers_count: 0 })).toBe("Uptown takes no new offers from now on.");
    expect(retireSentence({ name: "Uptown", offers_count: 1 })).toBe("Uptown takes no new offers from now on. Its one offer so far keeps its history.");
    expect(retireSentence({ name: "Uptown", offers_count: 3 })).toBe("Uptown takes no new offers from now on. Its 3 offers so far keep their history.");
  });
});

describe("the location form's values", () => {
  const saved: BrandLocation = {
    id: 2,
    name: "Downtown",
    location: { address: "150 Greenwich St", lat: 40.7, lon: -74 },
    city_id: 1,
    timezone: "America/Chicago",
    working_hours: { monday: nineToFive },
    phone_number: "",
    main: false,
    offers_count: 0,
    retired_at: null,
    created_at: "2025-03-01T00:00:00.000Z",
  };

  it("start from the location's own", () => {
    const values = locationFormValues(saved);
    expect(values).toMatchObject({ name: "Downtown", address: "150 Greenwich St", city_id: "1", timezone: "America/Chicago", phone_number: "" });
    expect(values.working_hours.monday).toEqual({ open: "09:00", close: "17:00", closed: undefined });
    expect(values.working_hours.tuesday.closed).toBe("on");
  });

  it("start a new location in New York with the profile's hours", () => {
    const values = locationFormValues(null, { friday: nineToFive });
    expect(values).toMatchObject({ name: "", address: "", city_id: "", timezone: "America/New_York" });
    expect(values.working_hours.friday.closed).toBeUndefined();
    expect(values.working_hours.monday.closed).toBe("on");
  });
});

describe("what an edit sends", () => {
  const current: BrandLocation = {
    id: 1,
    name: "Demo Bistro",
    // A point that came with the profile's address: no city gave it.
    location: { address: "200 5th Ave", lat: 40.74, lon: -73.99 },
    city_id: null,
    timezone: "America/New_York",
    working_hours: { monday: nineToFive, tuesday: null },
    phone_number: "+1 (212) 555-0142",
    main: true,
    offers_count: 24,
    retired_at: null,
    created_at: "2025-03-01T00:00:00.000Z",
  };
  const week = { monday: nineToFive, tuesday: null, wednesday: null, thursday: null, friday: null, saturday: null, sunday: null };
  const unchanged = {
    name: "Demo Bistro",
    address: "200 5th Ave",
    city_id: null,
    timezone: "America/New_York",
    phone_number: "+1 (212) 555-0142",
    working_hours: week,
  };

  it("is nothing when nothing changed (a missing day is a closed one)", () => {
    expect(locationChanges(current, unchanged)).toEqual({});
  });

  it("leaves out the address and city while neither changes, so the map point stays", () => {
    expect(locationChanges(current, { ...unchanged, phone_number: "" })).toEqual({ phone_number: "" });
    expect(locationChanges(current, { ...unchanged, name: "Flatiron" })).toEqual({ name: "Flatiron" });
  });

  it("sends the address and the city together when either changes", () => {
    expect(locationChanges(current, { ...unchanged, city_id: 1 })).toEqual({ address: "200 5th Ave", city_id: 1 });
    expect(locationChanges(current, { ...unchanged, address: "1 Main St" })).toEqual({ address: "1 Main St", city_id: null });
  });

  it("sends the whole week when a day changed", () => {
    const friday = { ...week, friday: nineToFive };
    expect(locationChanges(current, { ...unchanged, working_hours: friday })).toEqual({ working_hours: friday });
  });
});

describe("the API's refusal by field", () => {
  it("shows each message by its field, the map point's by the address", () => {
    expect(
      locationFieldErrors({
        name: "You already have a location named “Uptown”.",
        "location.lat": "bad point",
        "working_hours.monday.open": "open must be HH:mm.",
        seats: "not a field of the form",
      }),
    ).toEqual({ name: ["You already have a location named “Uptown”."], address: ["bad point"], "working_hours.monday.open": ["open must be HH:mm."] });
    expect(locationFieldErrors(undefined)).toEqual({});
  });
});
