import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { firstOpenStep, newDraft, offerPayload, readDraft, saveStep } from "~/lib/wizard/draft";
import { cleanSocial } from "~/lib/wizard/social";
import { step1Schema } from "~/lib/wizard/step1.schema";
import { step2Schema } from "~/lib/wizard/step2.schema";
import { step3Schema } from "~/lib/wizard/step3.schema";
import { heightChoices, heightToApi, wallTimeToIso } from "~/lib/wizard/time";
import { forcedFields, stepsFor, type OfferType } from "~/lib/wizard/types";

function form(entries: Record<string, string | string[]>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) for (const v of [value].flat()) data.append(key, v);
  return data;
}
function errors(result: { status?: string; error?: Record<string, string[] | null> | null }) {
  return Object.fromEntries(Object.entries(result.error ?? {}).map(([k, v]) => [k, v?.[0]]));
}

const NOW = new Date("2026-05-01T12:00:00Z");
const basics = { type: "anytime", subtitle: "Free coffee", title: "A coffee on us", description: "Any day.", categories: "food" };
const step2 = (type: OfferType, entries: Record<string, string | string[]>) => parseWithZod(form(entries), { schema: step2Schema(type, NOW) });
const okDetails = { spots_kind: "shared", shared_spots: "5", repeat_type: "none" };

describe("step 1", () => {
  const parse = (entries: Record<string, string | string[]>) => parseWithZod(form(entries), { schema: step1Schema });

  it("accepts a complete page", () => {
    const result = parse(basics);
    expect(result.status).toBe("success");
    expect(result.status === "success" && result.value).toMatchObject({ type: "anytime", categories: ["food"], city_ids: [] });
  });

  it.each([
    ["subtitle", "Title can't be empty"],
    ["title", "Title can't be empty"],
    ["type", "Offer type can't be empty"],
    ["description", "Description can't be empty"],
    ["categories", "Have to select at least one category"],
  ])("an empty %s says %s", (field, message) => {
    const result = parse({ ...basics, [field]: field === "categories" ? [] : "  " });
    expect(errors(result)[field]).toBe(message);
    expect(Object.keys(errors(result))).toEqual([field]);
  });

  it("shows every message at once", () => {
    expect(errors(parse({ categories: [] }))).toEqual({
      type: "Offer type can't be empty",
      subtitle: "Title can't be empty",
      title: "Title can't be empty",
      description: "Description can't be empty",
      categories: "Have to select at least one category",
    });
  });

  it("an unknown type says the type can't be empty", () => {
    expect(errors(parse({ ...basics, type: "party" })).type).toBe("Offer type can't be empty");
  });

  it("a job needs display start and end dates", () => {
    const result = parse({ ...basics, type: "job" });
    expect(errors(result)).toEqual({ display_start_date: "Start time is required", display_end_date: "End time is required" });
    const ok = parse({ ...basics, type: "job", display_start_date: "2026-06-01", display_end_date: "2026-06-03", city_ids: ["1", "x"] });
    expect(ok.status === "success" && ok.value).toMatchObject({ display_start_date: "2026-06-01", city_ids: [1] });
  });
});

describe("step 2", () => {
  it("takes empty spot values as 0 and needs some spots", () => {
    expect(errors(step2("anytime", { ...okDetails, shared_spots: "" })).shared_spots).toBe("Have to choose something for spots");
    expect(errors(step2("anytime", { ...okDetails, spots_kind: "by_sex", female_spots: "", male_spots: "0" })).female_spots).toBe(
      "Have to choose something for spots",
    );
  });

  it("keeps spots either shared or male and female, never both", () => {
    const shared = step2("anytime", { ...okDetails, female_spots: "3" });
    expect(shared.status === "success" && shared.value).toMatchObject({ shared_spots: 5, female_spots: 0, male_spots: 0 });
    const bySex = step2("anytime", { ...okDetails, spots_kind: "by_sex", female_spots: "3", male_spots: "" });
    expect(bySex.status === "success" && bySex.value).toMatchObject({ shared_spots: 0, female_spots: 3, male_spots: 0 });
  });

  it("says which spot value is not a number", () => {
    expect(errors(step2("anytime", { ...okDetails, shared_spots: "lots" })).shared_spots).toBe("Shared spots is not a number");
  });

  it("needs numeric group sizes and gives max size × max number spots", () => {
    const bad = step2("anytime", { ...okDetails, is_group: "on", group_min_size: "a", group_max_size: "", group_max_number: "2" });
    expect(errors(bad)).toMatchObject({ group_min_size: "Min group size is not a number", group_max_size: "Max group size is not a number" });
    const ok = step2("anytime", { ...okDetails, is_group: "on", group_min_size: "2", group_max_size: "4", group_max_number: "3" });
    expect(ok.status === "success" && ok.value).toMatchObject({ is_group: true, shared_spots: 12, group_max_size: 4 });
  });

  it("needs a start time except for anytime, reservation_required and job", () => {
    expect(errors(step2("timed", okDetails)).start_date).toBe("Start time is required");
    expect(errors(step2("swing_by", okDetails)).start_date).toBe("Start time is required");
    for (const type of ["anytime", "reservation_required", "job"] as const) {
      expect(errors(step2(type, { ...okDetails, reservation_method: "phone", reservation_data: "Call us" })).start_date).toBeUndefined();
    }
  });

  it("needs an end time for timed and swing_by", () => {
    const start = { start_date: "2026-05-02", start_hour: "7", start_minute: "30", start_ampm: "PM" };
    expect(errors(step2("timed", { ...okDetails, ...start })).end_date).toBe("End time is required");
    expect(errors(step2("swing_by", { ...okDetails, ...start })).end_date).toBe("End time is required");
    const ok = step2("timed", { ...okDetails, ...start, end_date: "2026-05-02", end_hour: "9", end_minute: "0", end_ampm: "PM" });
    expect(ok.status === "success" && ok.value).toMatchObject({ starts_at: "2026-05-02T23:30:00.000Z", ends_at: "2026-05-03T01:00:00.000Z" });
  });

  it("checks the age limit bounds", () => {
    expect(errors(step2("anytime", { ...okDetails, age_limit: "17" })).age_limit).toBe("Age limit can't be under 18");
    expect(errors(step2("anytime", { ...okDetails, age_limit: "101" })).age_limit).toBe("Age limit can't be over 100");
    const ok = step2("anytime", { ...okDetails, age_limit: "21" });
    expect(ok.status === "success" && ok.value.age_limit).toBe(21);
  });

  it("needs a repeat type except for a job, and sends none as null", () => {
    expect(errors(step2("anytime", { ...okDetails, repeat_type: "" })).repeat_type).toBe("Repeat is required");
    expect(errors(step2("job", { ...okDetails, repeat_type: "" })).repeat_type).toBeUndefined();
    const none = step2("anytime", okDetails);
    expect(none.status === "success" && none.value.repeat_type).toBeNull();
    const weekly = step2("anytime", { ...okDetails, repeat_type: "weekly" });
    expect(weekly.status === "success" && weekly.value.repeat_type).toBe("weekly");
  });

  it("refuses a start after the end or before now", () => {
    const after = {
      start_date: "2026-05-03",
      start_hour: "1",
      start_minute: "0",
      start_ampm: "PM",
      end_date: "2026-05-02",
      end_hour: "1",
      end_minute: "0",
      end_ampm: "PM",
    };
    expect(errors(step2("timed", { ...okDetails, ...after })).start_date).toBe("Start can't be after end");
    const past = { ...after, start_date: "2026-04-30", end_date: "2026-05-02" };
    expect(errors(step2("timed", { ...okDetails, ...past })).start_date).toBe("Start can't be before now");
  });

  it("checks visible_from and visible_until the same way when there are no times", () => {
    expect(errors(step2("anytime", { ...okDetails, visible_from: "2026-05-05", visible_until: "2026-05-04" })).visible_from).toBe("Start can't be after end");
    expect(errors(step2("anytime", { ...okDetails, visible_from: "2026-04-20" })).visible_from).toBe("Start can't be before now");
    const ok = step2("anytime", { ...okDetails, visible_from: "2026-05-01", visible_until: "2026-05-04" });
    expect(ok.status === "success" && ok.value).toMatchObject({ visible_from: "2026-05-01T04:00:00.000Z", visible_until: "2026-05-05T03:59:59.999Z" });
  });

  it("needs a reservation method and details for reservation_required", () => {
    expect(errors(step2("reservation_required", okDetails))).toEqual({
      reservation_method: "Reservation method is required",
      reservation_data: "Reservation details are required",
    });
  });

  it("sends job heights as ten times the cm", () => {
    const ok = step2("job", { ...okDetails, height_min: "165", height_max: "180", hair_colors: ["black", "red"] });
    expect(ok.status === "success" && ok.value.job_requirements).toMatchObject({
      height_minimum: 1650,
      height_maximum: 1800,
      hair_colors: ["black", "red"],
      eye_colors: [],
    });
    expect(heightToApi(172)).toBe(1720);
    expect(heightChoices(150.5, 153)).toEqual([151, 152, 153]);
  });
});

describe("step 3 and social data", () => {
  it("needs at least one image", () => {
    expect(errors(parseWithZod(form({}), { schema: step3Schema })).images).toBe("Have to choose at least one image");
    const ok = parseWithZod(form({ images: ["4", "4"], social_mentions: "@demo, demo  @Other", social_hashtags: "#brunch ## #Brunch" }), {
      schema: step3Schema,
    });
    expect(ok.status === "success" && ok.value).toMatchObject({ images: [4], social_mentions: ["demo", "Other"], social_hashtags: ["brunch"] });
  });

  it("drops a leading @ or #, blanks and duplicates", () => {
    expect(cleanSocial(["@a", "a", " ", "#b", "B"])).toEqual(["a", "b"]);
  });
});

describe("types, times and the draft", () => {
  it("gift and sponsored_content skip the details page and get forced spots", () => {
    expect(stepsFor("gift")).toEqual(["basics", "media"]);
    expect(stepsFor("sponsored_content")).toHaveLength(2);
    expect(stepsFor("timed")).toHaveLength(3);
    expect(forcedFields("gift")).toEqual({ female_spots: 1, male_spots: 0, shared_spots: 0, contact_name: "-" });
    expect(forcedFields("job")).toBeNull();
  });

  it("reads 12-hour times in 5-minute steps in the zone", () => {
    expect(wallTimeToIso({ date: "2026-01-10", hour: "12", minute: "0", ampm: "AM" })).toBe("2026-01-10T05:00:00.000Z");
    expect(wallTimeToIso({ date: "2026-07-10", hour: "12", minute: "5", ampm: "PM" })).toBe("2026-07-10T16:05:00.000Z");
    // A stored minute between the steps is kept as it was (the picker offers it); no minute 60.
    expect(wallTimeToIso({ date: "2026-07-10", hour: "1", minute: "3", ampm: "PM" })).toBe("2026-07-10T17:03:00.000Z");
    expect(wallTimeToIso({ date: "2026-07-10", hour: "1", minute: "60", ampm: "PM" })).toBeNull();
    expect(wallTimeToIso({ date: "2026-07-10", hour: "13", minute: "0", ampm: "PM" })).toBeNull();
    // Through date-fns-tz: the zone's own offset on each side of a daylight-saving change, and no made-up days.
    expect(wallTimeToIso({ date: "2026-11-01", hour: "1", minute: "30", ampm: "AM" })).toBe("2026-11-01T05:30:00.000Z");
    expect(wallTimeToIso({ date: "2026-07-01", hour: "12", minute: "0", ampm: "AM" }, "Europe/Berlin")).toBe("2026-06-30T22:00:00.000Z");
    expect(wallTimeToIso({ date: "2026-02-31", hour: "7", minute: "30", ampm: "PM" })).toBeNull();
  });

  it("builds the create request from a finished draft", () => {
    let draft = saveStep(newDraft("draft-0001"), "basics", { ...basics, type: "gift", categories: ["food"] }, true);
    expect(firstOpenStep(draft)).toBe(2);
    draft = saveStep(draft, "media", { images: ["7"], social_hashtags: "#gift" }, true);
    expect(readDraft(JSON.parse(JSON.stringify(draft)))).toEqual(draft);
    const result = offerPayload(draft, NOW);
    expect("payload" in result && result.payload).toMatchObject({
      type: "gift",
      female_spots: 1,
      male_spots: 0,
      shared_spots: 0,
      contact_name: "-",
      images: [7],
      social_hashtags: ["gift"],
    });
  });

  it("sends the user back to a page that no longer passes", () => {
    const draft = saveStep(saveStep(newDraft("draft-0002"), "basics", { ...basics, type: "timed" }, true), "details", okDetails, true);
    expect(offerPayload(draft, NOW)).toEqual({ step: 2 });
    expect(readDraft({ nope: 1 })).toBeNull();
  });
});
