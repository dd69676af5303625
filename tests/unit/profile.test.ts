import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { canDeleteMedia, canMove, isCompleteOrder, moveMedia, placeMedia } from "~/lib/profile/media-order";
import { CHOOSE_ONE, mediaActionSchema } from "~/lib/profile/media.schema";
import { CHOOSE_FILE, uploadProblem } from "~/lib/uploads/rules";
import { isWebAddress, normalizeWebsite, profileUpdate } from "~/lib/profile/details";
import { profileSchema } from "~/lib/profile/details.schema";
import { formatTime, hoursFormValues, workingHoursPayload, WEEKDAYS } from "~/lib/profile/working-hours";
import { workingHoursSchema } from "~/lib/profile/working-hours.schema";

function errorsOf(result: { status?: string }) {
  return result.status === "error" ? (result as { error?: unknown }).error : undefined;
}

function form(entries: Record<string, string | string[]>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) for (const v of [value].flat()) data.append(key, v);
  return data;
}

const valid = {
  contact_name: "Dana Demo",
  contact_email: "dana@example.com",
  phone_number: "+1 (212) 555-0142",
  website: "https://demo-bistro.example.com",
  description: "Seasonal plates.",
  address: "200 5th Ave, New York, NY 10010",
};

describe("profile edit form", () => {
  it("accepts a complete profile", () => {
    const result = parseWithZod(form(valid), { schema: profileSchema });
    expect(result.status).toBe("success");
  });

  it("gives each bad field its own message", () => {
    const result = parseWithZod(form({ ...valid, contact_email: "dana@", website: "not a website", phone_number: "call me" }), { schema: profileSchema });
    expect(result.status).toBe("error");
    expect(errorsOf(result)).toMatchObject({
      contact_email: ["Enter a valid email address, like name@example.com."],
      website: ["Enter a website address, like https://example.com."],
      phone_number: ["Enter a phone number: 7 to 20 digits, spaces or + ( ) - ."],
    });
  });

  it("needs a contact name and email, and clears optional fields left empty", () => {
    const missing = parseWithZod(form({ ...valid, contact_name: "", contact_email: "" }), { schema: profileSchema });
    expect(errorsOf(missing)).toMatchObject({ contact_name: ["Enter a contact name."], contact_email: ["Enter a contact email."] });
    const cleared = parseWithZod(form({ ...valid, phone_number: "", website: "", description: "", address: "" }), { schema: profileSchema });
    expect(cleared.status === "success" && cleared.value).toMatchObject({ phone_number: "", website: "", description: "", address: "" });
  });

  it("reads a website typed without its scheme as https", () => {
    expect(normalizeWebsite("demo-bistro.com")).toBe("https://demo-bistro.com");
    expect(normalizeWebsite("http://x.org")).toBe("http://x.org");
    expect(isWebAddress("https://demo-bistro.com/menu")).toBe(true);
    expect(isWebAddress("https://localhost")).toBe(false);
    expect(isWebAddress("ftp://files.example.com")).toBe(false);
    expect(isWebAddress("javascript:alert(1)")).toBe(false);
    const result = parseWithZod(form({ ...valid, website: "demo-bistro.com" }), { schema: profileSchema });
    expect(result.status === "success" && result.value.website).toBe("https://demo-bistro.com");
  });

  it("keeps the map position of an unchanged address, drops it for a new one", () => {
    const current = { address: valid.address, lat: 40.7, lon: -73.9 };
    const input = { ...valid, address: valid.address } as const;
    expect(profileUpdate(input, current).location).toEqual(current);
    expect(profileUpdate({ ...input, address: "1 Main St" }, current).location).toEqual({ address: "1 Main St", lat: null, lon: null });
    expect(profileUpdate({ ...input, address: "" }, current).location).toBeNull();
    expect(profileUpdate(input, current)).toMatchObject({ type: "business", contact_name: "Dana Demo" });
    expect(profileUpdate(input, current)).not.toHaveProperty("address");
  });
});

describe("working hours form", () => {
  const week = (overrides: Record<string, string> = {}) => {
    const entries: Record<string, string> = {};
    for (const day of WEEKDAYS) Object.assign(entries, { [`${day}.open`]: "09:00", [`${day}.close`]: "17:00" });
    return form({ ...entries, ...overrides });
  };

  it("turns the form into HH:mm hours per weekday, closed days as null", () => {
    const result = parseWithZod(week({ "sunday.closed": "on", "monday.open": "08:30:00" }), { schema: workingHoursSchema });
    expect(result.status).toBe("success");
    if (result.status !== "success") return;
    expect(result.value.sunday).toBeNull();
    expect(result.value.monday).toEqual({ open: "08:30", close: "17:00" });
    expect(JSON.parse(workingHoursPayload(result.value).working_hours)).toEqual(result.value);
  });

  it("refuses close before or equal to open, and missing times on an open day", () => {
    const result = parseWithZod(
      week({ "friday.open": "18:00", "friday.close": "09:00", "monday.close": "09:00", "monday.open": "09:00", "tuesday.open": "" }),
      {
        schema: workingHoursSchema,
      },
    );
    expect(errorsOf(result)).toMatchObject({
      "friday.close": ["The close time must be after the open time."],
      "monday.close": ["The close time must be after the open time."],
      "tuesday.open": ["Enter an open time, or mark the day closed."],
    });
    const bad = parseWithZod(week({ "wednesday.open": "25:00" }), { schema: workingHoursSchema });
    expect(errorsOf(bad)).toMatchObject({ "wednesday.open": ["Enter the open time as HH:mm."] });
  });

  it("ignores the times of a closed day", () => {
    const result = parseWithZod(week({ "friday.closed": "on", "friday.open": "23:00", "friday.close": "01:00" }), { schema: workingHoursSchema });
    expect(result.status).toBe("success");
  });

  it("starts from the saved hours, a missing day being closed", () => {
    const values = hoursFormValues({ monday: { open: "11:00", close: "22:00" }, tuesday: null });
    expect(values.monday).toEqual({ open: "11:00", close: "22:00", closed: undefined });
    expect(values.tuesday).toEqual({ open: "", close: "", closed: "on" });
    expect(values.sunday.closed).toBe("on");
    expect(hoursFormValues(null).monday.closed).toBe("on");
  });

  it("shows times in 12-hour format", () => {
    expect(formatTime("00:05")).toBe("12:05 AM");
    expect(formatTime("12:00")).toBe("12:00 PM");
    expect(formatTime("23:30")).toBe("11:30 PM");
  });
});

describe("profile media order", () => {
  const ids = [10, 20, 30];
  it("moves a photo one place up or down, not past either end", () => {
    expect(moveMedia(ids, 20, "up")).toEqual([20, 10, 30]);
    expect(moveMedia(ids, 20, "down")).toEqual([10, 30, 20]);
    expect(moveMedia(ids, 10, "up")).toBe(ids);
    expect(moveMedia(ids, 30, "down")).toBe(ids);
    expect(moveMedia(ids, 99, "up")).toBe(ids);
    expect(canMove(ids, 10, "up")).toBe(false);
    expect(canMove(ids, 10, "down")).toBe(true);
    expect(canMove(ids, 30, "down")).toBe(false);
  });

  it("places a dragged photo where it is dropped", () => {
    expect(placeMedia(ids, 30, 10)).toEqual([30, 10, 20]);
    expect(placeMedia(ids, 10, 30)).toEqual([20, 30, 10]);
    expect(placeMedia(ids, 10, 10)).toBe(ids);
  });

  it("never offers to delete the last photo", () => {
    expect(canDeleteMedia(1)).toBe(false);
    expect(canDeleteMedia(2)).toBe(true);
  });

  it("checks that a new order lists every photo once", () => {
    expect(isCompleteOrder([30, 10, 20], ids)).toBe(true);
    expect(isCompleteOrder([30, 10], ids)).toBe(false);
    expect(isCompleteOrder([30, 30, 10], ids)).toBe(false);
    expect(isCompleteOrder([30, 10, 99], ids)).toBe(false);
  });
});

describe("media forms", () => {
  it("needs at least one Instagram image chosen", () => {
    const none = parseWithZod(form({ intent: "add-instagram" }), { schema: mediaActionSchema });
    expect(errorsOf(none)).toMatchObject({ ids: [CHOOSE_ONE] });
    const some = parseWithZod(form({ intent: "add-instagram", ids: ["3", "4"] }), { schema: mediaActionSchema });
    expect(some.status === "success" && some.value).toEqual({ intent: "add-instagram", ids: [3, 4] });
  });

  it("reads moves and drag orders", () => {
    const move = parseWithZod(form({ intent: "move", id: "3", direction: "up" }), { schema: mediaActionSchema });
    expect(move.status === "success" && move.value).toEqual({ intent: "move", id: 3, direction: "up" });
    const sort = parseWithZod(form({ intent: "sort", order: "3,1,2" }), { schema: mediaActionSchema });
    expect(sort.status === "success" && sort.value).toEqual({ intent: "sort", order: [3, 1, 2] });
    expect(parseWithZod(form({ intent: "sort", order: "3,x" }), { schema: mediaActionSchema }).status).toBe("error");
  });

  it("checks the upload with the wizard's rule: one to ten image files, each within 10 MB", () => {
    const jpeg = { name: "a.jpg", type: "image/jpeg" };
    expect(uploadProblem([])).toBe(CHOOSE_FILE);
    expect(uploadProblem([{ ...jpeg, size: 0 }])).toBe(CHOOSE_FILE);
    expect(uploadProblem([{ ...jpeg, size: 1000 }])).toBeNull();
    expect(uploadProblem(Array.from({ length: 11 }, () => ({ ...jpeg, size: 10 })))).toBe("Upload at most 10 images at a time.");
    expect(uploadProblem([{ ...jpeg, size: 11 * 1024 * 1024 }])).toBe("Each image must be at most 10 MB.");
    expect(uploadProblem([{ name: "cv.pdf", type: "application/pdf", size: 10 }])).toBe("Only image files can be uploaded: cv.pdf isn't an image.");
  });
});
