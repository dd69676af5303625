// Every page of the wizard posts here, with one of the intents of ~/lib/wizard/intents.ts.
// A valid page is saved into the server-side draft and the wizard moves on; Back, "Load more"
// and the previous offers save what was typed without checking it; the last page creates
// the offer (once per draft) and clears the draft. Uploads on the media page become profile
// images (POST /users/me/media) and join the offer's selection.
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { ApiError } from "~/lib/api/client.server";
import { getApi, type Api } from "~/lib/api/request-session.server";
import { apiErrorMessage } from "~/lib/api/errors.server";
import { uploadMedia } from "~/lib/api/profile.server";
import { getBusiness, getBusinessId } from "~/lib/api/users.server";
import { createOffer, deleteTemplate, getDraft, getSourceOffer, listCities, saveDraft } from "~/lib/api/wizard.server";
import { requireCsrf, requireCsrfOf } from "~/lib/csrf.server";
import { FORM_UNREADABLE } from "~/lib/forms/unshown-errors";
import { chosenFiles, isMultipart, withoutFiles, withUploadForm } from "~/lib/uploads/read.server";
import { uploadProblem } from "~/lib/uploads/rules";
import { formValues, newDraft, offerPayload, saveStep, type Draft, type OfferPayload } from "~/lib/wizard/draft";
import { draftFromOffer } from "~/lib/wizard/from-offer";
import { readIntent, type WizardIntent } from "~/lib/wizard/intents";
import { step1Schema } from "~/lib/wizard/step1.schema";
import { step2Schema } from "~/lib/wizard/step2.schema";
import { step3Schema } from "~/lib/wizard/step3.schema";
import { previousListHref, type TemplateRef } from "~/lib/wizard/templates";
import { stepsFor, type StepKey } from "~/lib/wizard/types";
import { mediaFieldErrors } from "~/lib/wizard/upload";
import { type OfferType } from "../../../contract/offers";

export const SAVE_FAILED = "Can't save offer";
const FAILED = "An error occurred!";

const href = (step: number, extra = "") => `/offers/create?step=${step}${extra}`;

type Failure = { alert: string; message: string };
type Replyable = { reply(options?: { fieldErrors?: Record<string, string[]> }): SubmissionResult<string[]> };
type StepIntent = Extract<WizardIntent, { step: StepKey }>;

/** The one refusal of the wizard: the page's alert, and the form's answer with its field messages. */
function refuse(message: string, opts: { submission?: Replyable | null; fieldErrors?: Record<string, string[]>; alert?: string; status?: number } = {}) {
  const failure: Failure = { alert: opts.alert ?? SAVE_FAILED, message };
  const result = opts.submission?.reply(opts.fieldErrors ? { fieldErrors: opts.fieldErrors } : undefined) ?? null;
  return data({ result, failure: failure as Failure | null }, { status: opts.status ?? 400 });
}

/** Saves the draft and goes on, or refuses with the server's message; nothing typed is lost. */
async function saveAndGo(api: Api, draft: Draft, submission: Replyable | null, to: string) {
  try {
    await saveDraft(api, draft);
  } catch (error) {
    return refuse(apiErrorMessage(error), { submission });
  }
  throw redirect(to);
}

export async function wizardAction(args: ActionFunctionArgs) {
  // The media page is multipart (it can carry image files), read once by the upload reader.
  if (!isMultipart(args.request)) {
    await requireCsrf(args.request);
    return wizardPost(args, await args.request.formData());
  }
  // Only a signed-in brand's files are read: without a session the post is sent to sign in unread.
  const api = await getApi(args);
  return withUploadForm(args.request, await getBusinessId(api), async (upload) => {
    await requireCsrfOf(upload.form ?? upload.typed, args.request.headers);
    // Too big to read (declared, or one file over the cap), or one upload too many: the answer
    // is the field's message, and the page shows again what was typed (the file field is last).
    if (upload.problem) {
      const submission = parseWithZod(upload.typed, { schema: step3Schema });
      return data(
        { result: submission.reply({ fieldErrors: { files: [upload.problem.message] } }), failure: null as Failure | null },
        { status: upload.problem.status },
      );
    }
    // The files stay on disk until this answer is given: the whole post is served in here.
    return wizardPost(args, upload.form);
  });
}

/** One post of the wizard, its form read (files and all). */
async function wizardPost(args: ActionFunctionArgs, raw: FormData) {
  const form = withoutFiles(raw);
  const intent = readIntent(form);
  if (!intent.success) return refuse(FORM_UNREADABLE, { alert: FAILED });
  const api = await getApi(args);
  // The business is asked once per post, and only by the intents that need it.
  let business: ReturnType<typeof getBusiness> | undefined;
  const theBusiness = () => (business ??= getBusiness(api));

  const value = intent.data;
  switch (value.intent) {
    case "cancel":
      await saveDraft(api, null).catch(() => undefined);
      throw redirect("/offers/active");
    case "from-previous":
      return startFromPrevious(api, value.offer_id, theBusiness);
    case "delete-template":
      return removeTemplate(api, value);
    case "change-type":
      return saveAndGo(api, newDraft(crypto.randomUUID(), value.type), null, href(1));
    default: {
      const draft = (await getDraft(api).catch(() => null)) ?? newDraft(crypto.randomUUID());
      return stepPage(api, draft, value, form, raw, theBusiness);
    }
  }
}

function schemaFor(step: StepKey, type: OfferType | null) {
  if (step === "basics") return step1Schema;
  if (step === "details") return step2Schema(type ?? "anytime", new Date());
  return step3Schema;
}

async function stepPage(api: Api, draft: Draft, intent: StepIntent, form: FormData, raw: FormData, theBusiness: () => ReturnType<typeof getBusiness>) {
  const { step } = intent;
  const steps = stepsFor(draft.type);
  if (!steps.includes(step)) throw redirect(href(1));
  const index = steps.indexOf(step) + 1;
  const submission = parseWithZod(form, { schema: schemaFor(step, draft.type) });
  const values = formValues(submission.payload);
  const valid = submission.status === "success";

  // Choosing another type once one is set asks first; what was typed is kept meanwhile.
  if (intent.intent !== "previous" && step === "basics" && draft.type && typeof values.type === "string" && values.type !== draft.type) {
    const kept = saveStep(draft, "basics", { ...values, type: draft.type }, false);
    return saveAndGo(api, kept, submission, href(1, `&modal=change-type&type=${encodeURIComponent(values.type)}`));
  }
  switch (intent.intent) {
    case "previous":
      // Opening the previous offers keeps what was typed on page 1 (its type too) unchecked.
      if (step !== "basics") break;
      return saveAndGo(
        api,
        saveStep(draft, "basics", { ...values, type: draft.type ?? values.type }, valid && draft.done.includes("basics")),
        submission,
        href(1, "&previous=1#previous"),
      );
    case "upload":
      if (step !== "media") break;
      return uploadImages(api, draft, raw, values, submission, index, theBusiness);
    case "back":
      return saveAndGo(api, saveStep(draft, step, values, valid && draft.done.includes(step)), submission, href(Math.max(index - 1, 1)));
    case "more":
      return saveAndGo(api, saveStep(draft, step, values, false), submission, href(index, `&ig_pages=${intent.ig_pages + 1}#instagram`));
    case "next":
      break;
  }
  if (!valid) return data({ result: submission.reply(), failure: null as Failure | null }, { status: 400 });
  const saved = saveStep(draft, step, values, true);
  if (index < stepsFor(saved.type).length) return saveAndGo(api, saved, submission, href(index + 1));
  return submit(api, saved, submission, theBusiness);
}

async function submit(api: Api, draft: Draft, submission: Replyable, theBusiness: () => ReturnType<typeof getBusiness>) {
  try {
    await saveDraft(api, draft);
  } catch (error) {
    return refuse(apiErrorMessage(error), { submission });
  }
  // An earlier page may no longer pass (a start time now in the past): show it with its errors.
  const built = offerPayload(draft, new Date());
  if ("step" in built) throw redirect(href(built.step, "&check=1"));
  try {
    const [business, payload] = await Promise.all([theBusiness(), withCityCoordinates(api, built.payload)]);
    await createOffer(api, business.business_id, payload, draft.id);
  } catch (error) {
    // The draft is saved, so nothing typed is lost; the API's field messages sit by their fields.
    return refuse(apiErrorMessage(error), { submission, fieldErrors: error instanceof ApiError ? mediaFieldErrors(error.fields) : {} });
  }
  // The offer exists; a draft left behind would only be offered again, so a failed clear is harmless.
  await saveDraft(api, null).catch(() => undefined);
  throw redirect("/offers/submitted");
}

/** Without a geocoder the typed address takes the chosen city's coordinates. */
async function withCityCoordinates(api: Api, payload: OfferPayload): Promise<OfferPayload> {
  if (!payload.location || !payload.city_id) return payload;
  const city = (await listCities(api)).find((c) => c.id === payload.city_id);
  if (!city || city.lat === undefined || city.lon === undefined) return payload;
  return { ...payload, location: { ...payload.location, lat: city.lat, lon: city.lon } };
}

type Values = Record<string, string | string[] | undefined>;

async function uploadImages(
  api: Api,
  draft: Draft,
  form: FormData,
  values: Values,
  submission: Replyable,
  index: number,
  theBusiness: () => ReturnType<typeof getBusiness>,
) {
  const files = chosenFiles(form);
  const fail = (message: string) => data({ result: submission.reply({ fieldErrors: { files: [message] } }), failure: null as Failure | null }, { status: 400 });
  const problem = uploadProblem(files.length ? files : form.getAll("files").filter((f): f is File => typeof f !== "string"));
  if (problem) return fail(problem);
  let added: number[];
  try {
    const before = new Set(((await theBusiness()).media ?? []).map((m) => m.id));
    added = (await uploadMedia(api, files)).map((m) => m.id).filter((id) => !before.has(id));
  } catch (error) {
    return fail(apiErrorMessage(error));
  }
  // The new images join the selection, next to what was typed and chosen so far.
  const images = [...new Set([...[values.images ?? []].flat(), ...added.map(String)])];
  return saveAndGo(api, saveStep(draft, "media", { ...values, images }, false), submission, `/offers/create?step=${index}#images`);
}

/** Replaces the draft with one pre-filled from the chosen earlier offer, then opens page 1. */
async function startFromPrevious(api: Api, offerId: number, theBusiness: () => ReturnType<typeof getBusiness>) {
  try {
    const [offer, business] = await Promise.all([getSourceOffer(api, offerId), theBusiness()]);
    await saveDraft(
      api,
      draftFromOffer(
        crypto.randomUUID(),
        { ...offer, media: offer.media ?? [] },
        (business.media ?? []).map((m) => m.id),
      ),
    );
  } catch (error) {
    return refuse(apiErrorMessage(error));
  }
  throw redirect(href(1));
}

/**
 * Deleting a saved template from the previous offers (DELETE /templates/{a}/{b}): the offer
 * stays in the list, only its template goes. Back to the open list either way.
 */
async function removeTemplate(api: Api, ref: TemplateRef) {
  try {
    await deleteTemplate(api, ref);
  } catch (error) {
    // Already gone (a doubled submit, another tab): the list shows it without the template.
    if (error instanceof ApiError && error.status === 404) throw redirect(previousListHref());
    return refuse(apiErrorMessage(error), { alert: FAILED });
  }
  throw redirect(previousListHref({ done: "template-deleted" }));
}
