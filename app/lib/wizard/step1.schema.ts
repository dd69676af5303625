// Offer step 1 (docs/product/wizard.md#basics): type, title, subtitle, description, categories; a job also needs
// its display start and end dates and may target cities; any other offer may say what one
// model's perk or gift is worth. Every field is read leniently and
// checked in one pass, so all messages show at once.
import { z } from "zod";
import { isOfferType } from "./types";
import { parseDollars } from "./value";
import { type OfferType } from "../../../contract/offers";

export const TITLE_EMPTY = "Title can't be empty";
export const TYPE_EMPTY = "Offer type can't be empty";
export const DESCRIPTION_EMPTY = "Description can't be empty";
export const CATEGORY_REQUIRED = "Have to select at least one category";
export const START_REQUIRED = "Start time is required";
export const END_REQUIRED_MESSAGE = "End time is required";

/** A checkbox group: absent when none is ticked, one value when one is. */
export const list = z.preprocess((v) => (v === undefined ? [] : [v].flat()), z.array(z.string()));
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const LIMITS = { subtitle: 100, title: 100, description: 2000 } as const;

export const step1Schema = z
  .object({
    type: z.string().optional(),
    subtitle: z.string().optional(),
    title: z.string().optional(),
    description: z.string().optional(),
    categories: list,
    city_ids: list,
    display_start_date: z.string().optional(),
    display_end_date: z.string().optional(),
    value_per_model: z.string().optional(),
  })
  .transform((value, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    if (!isOfferType(value.type)) issue("type", TYPE_EMPTY);
    const texts = { subtitle: TITLE_EMPTY, title: TITLE_EMPTY, description: DESCRIPTION_EMPTY } as const;
    for (const [key, message] of Object.entries(texts) as [keyof typeof texts, string][]) {
      const text = value[key]?.trim() ?? "";
      if (!text) issue(key, message);
      else if (text.length > LIMITS[key]) issue(key, `Use at most ${LIMITS[key]} characters.`);
    }
    if (!value.categories.length) issue("categories", CATEGORY_REQUIRED);
    const isJob = value.type === "job";
    if (isJob) {
      const start = value.display_start_date ?? "";
      const end = value.display_end_date ?? "";
      if (!DATE.test(start)) issue("display_start_date", START_REQUIRED);
      if (!DATE.test(end)) issue("display_end_date", END_REQUIRED_MESSAGE);
      else if (DATE.test(start) && start > end) issue("display_start_date", "Start can't be after end");
    }
    // Optional, and not asked of a job: a job's cost is its wages.
    const worth = isJob ? { cents: null } : parseDollars(value.value_per_model);
    if ("error" in worth) issue("value_per_model", worth.error);
    return {
      type: value.type as OfferType,
      subtitle: value.subtitle?.trim() ?? "",
      title: value.title?.trim() ?? "",
      description: value.description?.trim() ?? "",
      categories: value.categories,
      city_ids: value.city_ids.map(Number).filter((n) => Number.isInteger(n) && n > 0),
      display_start_date: isJob ? (value.display_start_date ?? null) : null,
      display_end_date: isJob ? (value.display_end_date ?? null) : null,
      value_per_model_cents: "cents" in worth ? worth.cents : null,
    };
  });

export type Step1 = z.output<typeof step1Schema>;
