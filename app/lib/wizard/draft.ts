// The offer draft kept on the server as the user property 'offer_draft' (one per user): each
// page's raw form values, so a reload, the back button or another device resumes it.
import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";
import { step1Schema, type Step1 } from "./step1.schema";
import { step2Schema, type Step2 } from "./step2.schema";
import { step3Schema, type Step3 } from "./step3.schema";
import { forcedFields, isOfferType, stepsFor, type StepKey } from "./types";
import { type OfferType } from "../../../contract/offers";

export const DRAFT_PROPERTY = "offer_draft";

type Values = Record<string, string | string[] | undefined>;
export type Draft = { id: string; type: OfferType | null; values: Partial<Record<StepKey, Values>>; done: StepKey[] };

const valuesSchema = z.record(z.union([z.string(), z.array(z.string()), z.undefined()]));
const draftSchema = z.object({
  id: z.string().min(8).max(100),
  type: z.string().nullable(),
  values: z.object({ basics: valuesSchema.optional(), details: valuesSchema.optional(), media: valuesSchema.optional() }),
  done: z.array(z.enum(["basics", "details", "media"])),
});

export function newDraft(id: string, type: OfferType | null = null): Draft {
  return { id, type, values: type ? { basics: { type } } : {}, done: [] };
}

/** The stored property value as a draft, or null when there is none (or it is unreadable). */
export function readDraft(value: unknown): Draft | null {
  const parsed = draftSchema.safeParse(value);
  if (!parsed.success) return null;
  return { ...parsed.data, type: isOfferType(parsed.data.type) ? parsed.data.type : null };
}

/** Only the form's own fields, as strings, so the draft never stores the CSRF token or intent. */
export function formValues(payload: Record<string, unknown>): Values {
  const out: Values = {};
  for (const [key, value] of Object.entries(payload)) {
    if (key === "csrf" || key === "intent" || key.startsWith("_")) continue;
    if (typeof value === "string") out[key] = value;
    else if (Array.isArray(value)) out[key] = value.filter((v): v is string => typeof v === "string");
  }
  return out;
}

export function saveStep(draft: Draft, step: StepKey, values: Values, done: boolean): Draft {
  const type = step === "basics" && isOfferType(values.type) ? values.type : draft.type;
  const doneSteps = draft.done.filter((s) => s !== step);
  return { ...draft, type, values: { ...draft.values, [step]: values }, done: done ? [...doneSteps, step] : doneSteps };
}

/** The first page not yet completed: the farthest page the user may open. */
export function firstOpenStep(draft: Draft | null): number {
  const steps = stepsFor(draft?.type);
  const index = steps.findIndex((s) => !draft?.done.includes(s));
  return index === -1 ? steps.length : index + 1;
}

export function toFormData(values: Values | undefined) {
  const data = new FormData();
  for (const [key, value] of Object.entries(values ?? {})) for (const v of [value ?? []].flat()) data.append(key, v);
  return data;
}

export type OfferPayload = Step1 & Partial<Step2> & Step3 & Record<string, unknown>;

/**
 * The create request from a finished draft, or the page (1-based) whose values no longer
 * pass (for example a start time that is now in the past).
 */
export function offerPayload(draft: Draft, now: Date, timeZone?: string): { payload: OfferPayload } | { step: number } {
  const steps = stepsFor(draft.type);
  const basics = parseWithZod(toFormData(draft.values.basics), { schema: step1Schema });
  if (basics.status !== "success") return { step: 1 };
  const type = basics.value.type;
  let details: Partial<Step2> = {};
  if (steps.includes("details")) {
    const parsed = parseWithZod(toFormData(draft.values.details), { schema: step2Schema(type, now, timeZone) });
    if (parsed.status !== "success") return { step: steps.indexOf("details") + 1 };
    details = parsed.value;
  }
  const media = parseWithZod(toFormData(draft.values.media), { schema: step3Schema });
  if (media.status !== "success") return { step: steps.length };
  return { payload: { ...basics.value, ...details, ...media.value, ...(forcedFields(type) ?? {}), ...(timeZone ? { timezone: timeZone } : {}) } };
}
