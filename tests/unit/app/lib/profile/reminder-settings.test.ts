import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { claimRuleText, digestLabel, reminderSettingsOf, reminderSettingsFormValues, reminderSettingsSummary } from "~/lib/profile/reminder-settings";
import { reminderSettingsSchema } from "~/lib/profile/reminder-settings.schema";
import { errors, form } from "../../../support/forms";

const parse = (entries: Record<string, string>) => parseWithZod(form(entries), { schema: reminderSettingsSchema });

describe("the reminders and claims form", () => {
  it("sends all four settings: a box not ticked is false, an empty rule is no rule", () => {
    const result = parse({ weekly_digest: "on", skip_no_shows: "", skip_below_rate: "60" });
    expect(result.status).toBe("success");
    if (result.status !== "success") return;
    expect(reminderSettingsOf(result.value)).toEqual({ auto_reminders: false, weekly_digest: true, skip_no_shows: null, skip_below_rate: 60 });
  });

  it("takes 1 to 10 no-shows and 1 to 100 per cent, whole numbers only", () => {
    expect(parse({ skip_no_shows: "1", skip_below_rate: "100" }).status).toBe("success");
    expect(parse({ skip_no_shows: "10", skip_below_rate: "1" }).status).toBe("success");
    for (const [noShows, rate] of [
      ["0", "101"],
      ["11", "0"],
      ["2.5", "50.5"],
      ["two", "-"],
    ]) {
      expect(errors(parse({ skip_no_shows: noShows!, skip_below_rate: rate! }))).toEqual({
        skip_no_shows: "Enter a whole number of no-shows from 1 to 10, or leave it empty.",
        skip_below_rate: "Enter a posting rate from 1 to 100 per cent, or leave it empty.",
      });
    }
  });

  it("starts from the saved settings, no rule as an empty field", () => {
    expect(reminderSettingsFormValues({ auto_reminders: true, weekly_digest: false, skip_no_shows: 2, skip_below_rate: null })).toEqual({
      auto_reminders: "on",
      weekly_digest: undefined,
      skip_no_shows: "2",
      skip_below_rate: "",
    });
  });
});

describe("the settings as Profile says them", () => {
  it("names who may claim", () => {
    expect(claimRuleText({ skip_no_shows: null, skip_below_rate: null })).toBe("Every model.");
    expect(claimRuleText({ skip_no_shows: 2, skip_below_rate: null })).toBe("Every model but models with 2 or more no-shows in the last 90 days.");
    expect(claimRuleText({ skip_no_shows: 2, skip_below_rate: 50 })).toBe(
      "Every model but models with 2 or more no-shows in the last 90 days, and models who posted for less than 50% of their claims.",
    );
  });

  it("says where the digest goes, and when it cannot go yet", () => {
    expect(digestLabel("ana@example.com")).toBe("Send the weekly digest to ana@example.com");
    expect(digestLabel("")).toMatch(/none is set yet/);
    const off = { auto_reminders: false, weekly_digest: false, skip_no_shows: null, skip_below_rate: null };
    expect(reminderSettingsSummary(off, "ana@example.com")).toEqual([
      ["Reminders to post", "Off: only the Remind button on the dashboard."],
      ["Weekly digest", "Off."],
      ["Who may claim", "Every model."],
    ]);
    expect(reminderSettingsSummary({ ...off, weekly_digest: true }, "")[1]).toEqual(["Weekly digest", "On, once a contact email is set."]);
  });
});
