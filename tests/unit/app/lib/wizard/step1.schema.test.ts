import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { draftFromOffer } from "~/lib/wizard/from-offer";
import { step1Schema } from "~/lib/wizard/step1.schema";
import { VALUE_FORMAT } from "~/lib/wizard/value";
import { errors, form } from "../../../support/forms";

const basics = { type: "anytime", subtitle: "Free coffee", title: "A coffee on us", description: "Any day.", categories: "food" };

describe("step 1's value per model", () => {
  const basics = { type: "gift", subtitle: "Tote", title: "A tote", description: "Our tote.", categories: "fashion" };
  const parse = (entries: Record<string, string>) => parseWithZod(toForm(entries), { schema: step1Schema });
  const toForm = (entries: Record<string, string>) => {
    const data = new FormData();
    for (const [k, v] of Object.entries(entries)) data.append(k, v);
    return data;
  };

  it("is sent to the API in cents, or null when left empty", () => {
    const typed = parse({ ...basics, value_per_model: "12.50" });
    expect(typed.status === "success" && typed.value.value_per_model_cents).toBe(1250);
    const empty = parse(basics);
    expect(empty.status === "success" && empty.value.value_per_model_cents).toBeNull();
  });

  it("has its message next to the field when it can't be read", () => {
    const result = parse({ ...basics, value_per_model: "twelve" });
    expect(result.status === "error" && result.error?.value_per_model).toEqual([VALUE_FORMAT]);
  });

  it("is not asked of a job, whose cost is its wages", () => {
    const job = parse({ ...basics, type: "job", display_start_date: "2030-01-01", display_end_date: "2030-01-02", value_per_model: "twelve" });
    expect(job.status === "success" && job.value.value_per_model_cents).toBeNull();
  });

  it("comes with a previous offer the brand starts from", () => {
    const draft = draftFromOffer("d-12345678", { type: "gift", media: [], value_per_model_cents: 3850 }, []);
    expect(draft.values.basics?.value_per_model).toBe("38.50");
  });
});

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
