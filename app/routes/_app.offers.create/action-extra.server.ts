// The wizard's side actions: uploading image files on the media page (they become profile
// images through POST /users/me/media and are added to the offer's selection), and starting
// a new draft from a previous offer.
import type { SubmissionResult } from "@conform-to/react";
import { data, redirect } from "@remix-run/node";
import type { Api } from "~/lib/api/client.server";
import { apiErrorMessage } from "~/lib/api/errors.server";
import { uploadMedia } from "~/lib/api/profile.server";
import { getBusiness } from "~/lib/api/users.server";
import { getSourceOffer, saveDraft } from "~/lib/api/wizard.server";
import { saveStep, type Draft } from "~/lib/wizard/draft";
import { draftFromOffer } from "~/lib/wizard/from-offer";
import { MAX_FILE_MB, MAX_FILES, uploadProblem } from "~/lib/wizard/upload";

type Values = Record<string, string | string[] | undefined>;
type Replyable = { reply(options?: { fieldErrors?: Record<string, string[]> }): SubmissionResult<string[]> };

const MB = 1024 * 1024;
export const SAVE_FAILED = "Can't save offer";

/** A multipart post bigger than the upload cap is refused before its body is read. */
export function uploadTooLarge(request: Request) {
  if (!(request.headers.get("Content-Type") ?? "").startsWith("multipart/form-data")) return false;
  const length = Number(request.headers.get("Content-Length"));
  return !Number.isFinite(length) || length > MAX_FILES * MAX_FILE_MB * MB + MB;
}

export const UPLOAD_TOO_LARGE = `Upload at most ${MAX_FILES} images of up to ${MAX_FILE_MB} MB each.`;

/** The form without its files, so a reply never tries to echo a file back. */
export function withoutFiles(form: FormData) {
  const out = new FormData();
  for (const [key, value] of form.entries()) if (typeof value === "string") out.append(key, value);
  return out;
}

export async function uploadImages(api: Api, draft: Draft, form: FormData, values: Values, submission: Replyable, index: number) {
  const files = form.getAll("files").filter((f): f is File => typeof f !== "string" && f.size > 0);
  const fail = async (message: string, status = 400) =>
    data({ result: submission.reply({ fieldErrors: { files: [message] } }), failure: null }, { status, headers: await api.headers() });
  const problem = uploadProblem(files.length ? files : form.getAll("files").filter((f): f is File => typeof f !== "string"));
  if (problem) return fail(problem);
  let added: number[];
  try {
    const before = new Set(((await getBusiness(api)).media ?? []).map((m) => m.id));
    added = (await uploadMedia(api, files)).map((m) => m.id).filter((id) => !before.has(id));
  } catch (error) {
    return fail(apiErrorMessage(error));
  }
  // The new images join the selection, next to what was typed and chosen so far.
  const images = [...new Set([...[values.images ?? []].flat(), ...added.map(String)])];
  const saved = saveStep(draft, "media", { ...values, images }, false);
  try {
    await saveDraft(api, saved);
  } catch (error) {
    return data({ result: submission.reply(), failure: { alert: SAVE_FAILED, message: apiErrorMessage(error) } }, { status: 400, headers: await api.headers() });
  }
  throw redirect(`/offers/create?step=${index}#images`, { headers: await api.headers() });
}

/** Replaces the draft with one pre-filled from the chosen earlier offer, then opens page 1. */
export async function startFromPrevious(api: Api, offerId: number) {
  try {
    const [offer, business] = await Promise.all([getSourceOffer(api, offerId), getBusiness(api)]);
    await saveDraft(api, draftFromOffer(crypto.randomUUID(), { ...offer, media: offer.media ?? [] }, (business.media ?? []).map((m) => m.id)));
  } catch (error) {
    return data({ result: null, failure: { alert: SAVE_FAILED, message: apiErrorMessage(error) } }, { status: 400, headers: await api.headers() });
  }
  throw redirect("/offers/create?step=1", { headers: await api.headers() });
}
