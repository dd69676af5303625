import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { locationActionSchema, locationSchema, newLocationSchema } from "~/lib/locations/location.schema";
import { locationPayload } from "~/lib/locations/locations";
import { WEEKDAYS } from "~/lib/profile/working-hours";
import { MAX_LOCATION_ADDRESS, MAX_LOCATION_NAME } from "../../../../../contract/locations";
import { errors, form } from "../../../support/forms";

/** A location form as the page posts it: weekdays 9 to 5, the weekend closed. */
function location(overrides: Record<string, string> = {}) {
  const entries: Record<string, string> = { name: "Demo Bistro Downtown", address: "150 Greenwich St", timezone: "America/New_York" };
  for (const day of WEEKDAYS.slice(0, 5)) Object.assign(entries, { [`working_hours.${day}.open`]: "09:00", [`working_hours.${day}.close`]: "17:00" });
  Object.assign(entries, { "working_hours.saturday.closed": "on", "working_hours.sunday.closed": "on" });
  return form({ ...entries, ...overrides });
}

describe("the location form", () => {
  it("turns the form into what the API takes: a city's id, no phone as empty, the hours per weekday", () => {
    const result = parseWithZod(location({ city_id: "4", phone_number: "" }), { schema: locationSchema });
    expect(result.status).toBe("success");
    if (result.status !== "success") return;
    expect(locationPayload(result.value)).toEqual({
      name: "Demo Bistro Downtown",
      address: "150 Greenwich St",
      city_id: 4,
      timezone: "America/New_York",
      phone_number: "",
      working_hours: {
        monday: { open: "09:00", close: "17:00" },
        tuesday: { open: "09:00", close: "17:00" },
        wednesday: { open: "09:00", close: "17:00" },
        thursday: { open: "09:00", close: "17:00" },
        friday: { open: "09:00", close: "17:00" },
        saturday: null,
        sunday: null,
      },
    });
  });

  it("gives no city as null: the location has no map point", () => {
    const result = parseWithZod(location({ city_id: "" }), { schema: locationSchema });
    expect(result.status === "success" && result.value.city_id).toBeNull();
  });

  it("requires a name of at most the contract's length", () => {
    expect(errors(parseWithZod(location({ name: "" }), { schema: locationSchema }))).toMatchObject({ name: "Enter the location's name." });
    expect(errors(parseWithZod(location({ name: "   " }), { schema: locationSchema }))).toMatchObject({ name: "Enter the location's name." });
    expect(parseWithZod(location({ name: "n".repeat(MAX_LOCATION_NAME) }), { schema: locationSchema }).status).toBe("success");
    expect(errors(parseWithZod(location({ name: "n".repeat(MAX_LOCATION_NAME + 1) }), { schema: locationSchema }))).toMatchObject({
      name: "Keep the name to 80 characters or fewer.",
    });
  });

  it("requires an address of at most the contract's length", () => {
    expect(errors(parseWithZod(location({ address: "" }), { schema: locationSchema }))).toMatchObject({ address: "Enter the location's address." });
    expect(errors(parseWithZod(location({ address: "a".repeat(MAX_LOCATION_ADDRESS + 1) }), { schema: locationSchema }))).toMatchObject({
      address: "Keep the address to 300 characters or fewer.",
    });
  });

  it("refuses a time zone that is none, a city that is no id and a phone that is no number", () => {
    const result = parseWithZod(location({ timezone: "Mars/Olympus", city_id: "abc", phone_number: "call me" }), { schema: locationSchema });
    expect(errors(result)).toMatchObject({
      timezone: "Choose a time zone from the list.",
      city_id: "Choose a city from the list.",
      phone_number: "Enter a phone number: 7 to 20 digits, spaces or + ( ) - .",
    });
    expect(errors(parseWithZod(location({ timezone: "" }), { schema: locationSchema }))).toMatchObject({ timezone: "Choose a time zone." });
  });

  it("takes any IANA zone, as the API does, not only the form's list", () => {
    expect(parseWithZod(location({ timezone: "Asia/Tokyo" }), { schema: locationSchema }).status).toBe("success");
  });

  it("checks the hours by the working hours' rules, each message by its day's field", () => {
    const result = parseWithZod(
      location({
        "working_hours.friday.open": "18:00",
        "working_hours.friday.close": "09:00",
        "working_hours.monday.open": "",
        "working_hours.tuesday.close": "25:00",
      }),
      { schema: locationSchema },
    );
    expect(errors(result)).toMatchObject({
      "working_hours.friday.close": "The close time must be after the open time.",
      "working_hours.monday.open": "Enter an open time, or mark the day closed.",
      "working_hours.tuesday.close": "Enter the close time as HH:mm.",
    });
  });

  it("asks for every day when no hours were sent at all", () => {
    const result = parseWithZod(form({ name: "Uptown", address: "1 Main St", timezone: "America/New_York" }), { schema: locationSchema });
    expect(Object.keys(errors(result))).toEqual(WEEKDAYS.flatMap((day) => [`working_hours.${day}.open`, `working_hours.${day}.close`]));
  });

  it("tells the edit page's two forms apart by their intent; the new page only saves", () => {
    const save = parseWithZod(location({ intent: "save" }), { schema: locationActionSchema });
    expect(save.status === "success" && save.value.intent).toBe("save");
    const retire = parseWithZod(form({ intent: "retire" }), { schema: locationActionSchema });
    expect(retire.status === "success" && retire.value.intent).toBe("retire");
    expect(parseWithZod(form({ intent: "retire" }), { schema: newLocationSchema }).status).toBe("error");
    expect(errors(parseWithZod(location({ intent: "delete" }), { schema: locationActionSchema }))).toMatchObject({ intent: "Unknown action." });
  });
});
