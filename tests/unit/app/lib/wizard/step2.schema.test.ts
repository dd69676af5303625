import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { step2Schema } from "~/lib/wizard/step2.schema";
import { heightChoices, heightToApi } from "~/lib/wizard/time";
import { errors, form } from "../../../support/forms";
import { type OfferType } from "../../../../../contract/offers";

const NOW = new Date("2026-05-01T12:00:00Z");
const step2 = (type: OfferType, entries: Record<string, string | string[]>) => parseWithZod(form(entries), { schema: step2Schema(type, NOW) });
const okDetails = { spots_kind: "shared", shared_spots: "5", repeat_type: "none", location_ids: "1" };

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
    expect(ok.status === "success" && ok.value.model_requirements).toMatchObject({
      height_minimum: 1650,
      height_maximum: 1800,
      hair_colors: ["black", "red"],
      eye_colors: [],
    });
    expect(heightToApi(172)).toBe(1720);
    expect(heightChoices(150.5, 153)).toEqual([151, 152, 153]);
  });

  it("runs at the ticked locations, one as location_id, several as location_ids, or at none", () => {
    const one = step2("anytime", okDetails);
    expect(one.status === "success" && one.value).toMatchObject({ location_id: 1, has_no_location: false });
    expect(one.status === "success" && one.value).not.toHaveProperty("location_ids");
    const two = step2("anytime", { ...okDetails, location_ids: ["3", "1"] });
    expect(two.status === "success" && two.value).toMatchObject({ location_ids: [3, 1] });
    expect(two.status === "success" && two.value).not.toHaveProperty("location_id");
    const none = step2("anytime", { ...okDetails, location_ids: ["3"], has_no_location: "on" });
    expect(none.status === "success" && none.value).toMatchObject({ has_no_location: true, location: null });
    expect(none.status === "success" && none.value).not.toHaveProperty("location_id");
    expect(none.status === "success" && none.value).not.toHaveProperty("location_ids");
  });

  it("needs a location ticked, or no location", () => {
    const { location_ids: _ids, ...unticked } = okDetails;
    expect(errors(step2("anytime", unticked)).location_ids).toBe("Choose at least one location, or tick “This offer has no location”.");
    expect(errors(step2("anytime", { ...unticked, has_no_location: "on" })).location_ids).toBeUndefined();
  });
});
