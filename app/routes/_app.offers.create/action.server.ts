// Every page of the wizard posts here. A valid page is saved into the server-side draft and
// the wizard moves on; Back and "Load more" save what was typed without checking it; the last
// page creates the offer (once per draft) and clears the draft.
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { ApiError, getApi, type Api } from "~/lib/api/client.server";
import { apiErrorMessage } from "~/lib/api/errors.server";
import { getBusiness } from "~/lib/api/users.server";
import { createOffer, getDraft, listCities, saveDraft } from "~/lib/api/wizard.server";
import { requireCsrf } from "~/lib/csrf.server";
import { formValues, newDraft, offerPayload, saveStep, type Draft, type OfferPayload } from "~/lib/wizard/draft";
import { step1Schema } from "~/lib/wizard/step1";
import { step2Schema } from "~/lib/wizard/step2";
import { step3Schema } from "~/lib/wizard/step3";
import { isOfferType, stepsFor, type OfferType, type StepKey } from "~/lib/wizard/types";
import { mediaFieldErrors } from "~/lib/wizard/upload";
import { removeTemplate } from "./templates.server";
import { SAVE_FAILED, startFromPrevious, uploadImages, uploadTooLarge, UPLOAD_TOO_LARGE, withoutFiles } from "./action-extra.server";

export { SAVE_FAILED };

const href = (step: number, extra = "") => `/offers/create?step=${step}${extra}`;

function schemaFor(step: StepKey, type: OfferType | null) {
  if (step === "basics") return step1Schema;
  if (step === "details") return step2Schema(type ?? "anytime", new Date());
  return step3Schema;
}

type Failure = { alert: string | null; message: string | null };
type Replyable = { reply(options?: { fieldErrors?: Record<string, string[]> }): SubmissionResult<string[]> };

export async function wizardAction(args: ActionFunctionArgs) {
  // The media page is multipart (it can carry image files): refuse an oversized one unread.
  if (uploadTooLarge(args.request)) {
    return data({ result: null, failure: { alert: SAVE_FAILED, message: UPLOAD_TOO_LARGE } as Failure | null }, { status: 413 });
  }
  await requireCsrf(args.request);
  const raw = await args.request.formData();
  const form = withoutFiles(raw);
  const intent = String(form.get("intent") ?? "next");
  const api = await getApi(args);
  const headers = async () => ({ headers: await api.headers() });
  const draft = (await getDraft(api).catch(() => null)) ?? newDraft(crypto.randomUUID());

  if (intent === "cancel") {
    await saveDraft(api, null).catch(() => undefined);
    throw redirect("/offers/active", await headers());
  }
  if (intent === "from-previous") {
    const offerId = Number(form.get("offer_id"));
    if (!Number.isInteger(offerId) || offerId <= 0) throw redirect(href(1), await headers());
    return startFromPrevious(api, offerId);
  }
  if (intent === "delete-template") return removeTemplate(api, form);
  if (intent === "change-type") {
    const type = String(form.get("type") ?? "");
    if (!isOfferType(type)) throw redirect(href(1), await headers());
    const fresh = newDraft(crypto.randomUUID(), type);
    return saveOr(api, fresh, null, href(1));
  }

  const step = String(form.get("step") ?? "basics") as StepKey;
  const steps = stepsFor(draft.type);
  if (!steps.includes(step)) throw redirect(href(1), await headers());
  const index = steps.indexOf(step) + 1;
  const submission = parseWithZod(form, { schema: schemaFor(step, draft.type) });
  const values = formValues(submission.payload);

  // Opening the previous offers keeps what was typed on page 1 (its type too) unchecked.
  if (intent === "previous" && step === "basics") {
    const kept = saveStep(draft, "basics", { ...values, type: draft.type ?? values.type }, submission.status === "success" && draft.done.includes("basics"));
    return saveOr(api, kept, submission, href(1, "&previous=1#previous"));
  }
  if (intent === "upload" && step === "media") return uploadImages(api, draft, raw, values, submission, index);
  // Choosing another type once one is set asks first; what was typed is kept meanwhile.
  if (step === "basics" && draft.type && isOfferType(values.type) && values.type !== draft.type) {
    const kept = saveStep(draft, "basics", { ...values, type: draft.type }, false);
    return saveOr(api, kept, submission, href(1, `&modal=change-type&type=${values.type}`));
  }
  if (intent === "back") return saveOr(api, saveStep(draft, step, values, submission.status === "success" && draft.done.includes(step)), submission, href(Math.max(index - 1, 1)));
  if (intent === "more") {
    const pages = Number(form.get("ig_pages")) || 1;
    return saveOr(api, saveStep(draft, step, values, false), submission, href(index, `&ig_pages=${pages + 1}#instagram`));
  }
  if (submission.status !== "success") {
    return data({ result: submission.reply(), failure: null as Failure | null }, { status: 400, ...(await headers()) });
  }
  const saved = saveStep(draft, step, values, true);
  if (index < stepsFor(saved.type).length) return saveOr(api, saved, submission, href(index + 1));
  return submit(api, saved, submission);
}

async function saveOr(api: Api, draft: Draft, submission: Replyable | null, to: string) {
  try {
    await saveDraft(api, draft);
  } catch (error) {
    const failure: Failure = { alert: SAVE_FAILED, message: apiErrorMessage(error) };
    return data({ result: submission?.reply() ?? null, failure }, { status: 400, headers: await api.headers() });
  }
  throw redirect(to, { headers: await api.headers() });
}

async function submit(api: Api, draft: Draft, submission: Replyable) {
  try {
    await saveDraft(api, draft);
  } catch (error) {
    return data({ result: submission.reply(), failure: { alert: SAVE_FAILED, message: apiErrorMessage(error) } as Failure }, { status: 400, headers: await api.headers() });
  }
  // An earlier page may no longer pass (a start time now in the past): show it with its errors.
  const built = offerPayload(draft, new Date());
  if ("step" in built) throw redirect(href(built.step, "&check=1"), { headers: await api.headers() });
  try {
    const [business, payload] = await Promise.all([getBusiness(api), withCityCoordinates(api, built.payload)]);
    await createOffer(api, business.business_id, payload, draft.id);
  } catch (error) {
    // The draft is saved, so nothing typed is lost; the API's field messages sit by their fields.
    const failure: Failure = { alert: SAVE_FAILED, message: apiErrorMessage(error) };
    const fieldErrors = error instanceof ApiError ? mediaFieldErrors(error.fields) : {};
    return data({ result: submission.reply({ fieldErrors }), failure }, { status: 400, headers: await api.headers() });
  }
  // The offer exists; a draft left behind would only be offered again, so a failed clear is harmless.
  await saveDraft(api, null).catch(() => undefined);
  throw redirect("/offers/submitted", { headers: await api.headers() });
}

/** Without a geocoder the typed address takes the chosen city's coordinates. */
async function withCityCoordinates(api: Api, payload: OfferPayload): Promise<OfferPayload> {
  if (!payload.location || !payload.city_id) return payload;
  const city = (await listCities(api)).find((c) => c.id === payload.city_id);
  if (!city || city.lat === undefined || city.lon === undefined) return payload;
  return { ...payload, location: { ...payload.location, lat: city.lat, lon: city.lon } };
}
