// The actions of /profile/edit: the details form, and the media forms (move, sort, delete,
// add from Instagram, upload). Upload is multipart; its files stream to disk, bounded (withUploadForm).
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { ApiError } from "~/lib/api/client.server";
import { getApi, type Api } from "~/lib/api/request-session.server";
import { apiErrorMessage } from "~/lib/api/errors.server";
import { addInstagramMedia, deleteMedia, sortMedia, updateProfile, uploadMedia } from "~/lib/api/profile.server";
import { getBusiness, getBusinessId } from "~/lib/api/users.server";
import { requireCsrf, requireCsrfOf } from "~/lib/csrf.server";
import { isCompleteOrder, moveMedia } from "~/lib/profile/media-order";
import { mediaActionSchema } from "~/lib/profile/media.schema";
import { chosenFiles, isMultipart, oversizeUpload, withUploadForm } from "~/lib/uploads/read.server";
import { uploadProblem } from "~/lib/uploads/rules";
import { profileUpdate } from "~/lib/profile/details";
import { profileSchema } from "~/lib/profile/details.schema";

/** A media form's outcome for the page: which form, and the message to show by it. */
function mediaFailure(intent: string, message: string, status = 400) {
  return data({ intent, result: null, message }, { status });
}

async function saveDetails(args: ActionFunctionArgs, formData: FormData) {
  const submission = parseWithZod(formData, { schema: profileSchema });
  if (submission.status !== "success") {
    return data({ intent: "profile", result: submission.reply(), message: null }, { status: 400 });
  }
  const api = await getApi(args);
  try {
    const business = await getBusiness(api);
    await updateProfile(api, profileUpdate(submission.value, business.location));
  } catch (error) {
    const message = apiErrorMessage(error);
    // The API names the offending field: show its message there too.
    const fields = error instanceof ApiError && error.fields ? error.fields : {};
    const fieldErrors = Object.fromEntries(Object.entries(fields).map(([key, text]) => [key.startsWith("location") ? "address" : key, [text]]));
    return data({ intent: "profile", result: submission.reply({ fieldErrors }), message }, { status: 400 });
  }
  throw redirect("/profile?saved=profile");
}

async function changeMedia(args: ActionFunctionArgs, formData: FormData) {
  const submission = parseWithZod(formData, { schema: mediaActionSchema });
  const intent = String(formData.get("intent") ?? "media");
  if (submission.status !== "success") {
    const errors = submission.error ?? {};
    const first = Object.values(errors).flat().find(Boolean) ?? "That change could not be made.";
    return mediaFailure(intent, first);
  }
  const value = submission.value;
  const api = await getApi(args);
  try {
    if (value.intent === "delete") await deleteMedia(api, value.id);
    else if (value.intent === "add-instagram") await addInstagramMedia(api, value.ids);
    else {
      // Moves are computed on the freshest order, so two tabs cannot undo each other's moves.
      const ids = ((await getBusiness(api)).media ?? []).map((item) => item.id);
      const order = value.intent === "move" ? moveMedia(ids, value.id, value.direction) : value.order;
      if (!isCompleteOrder(order, ids)) return mediaFailure(intent, "The photos changed meanwhile: please try again.", 409);
      if (order.join() !== ids.join()) await sortMedia(api, order);
    }
  } catch (error) {
    return mediaFailure(intent, apiErrorMessage(error));
  }
  throw redirect("/profile/edit#photos");
}

async function upload(args: ActionFunctionArgs) {
  const { request } = args;
  // An oversized post is refused before anything is read.
  const oversize = oversizeUpload(request);
  if (oversize) return mediaFailure("upload", oversize.message, oversize.status);
  // Only a signed-in brand's files are read: without a session the post is sent to sign in unread.
  const api: Api = await getApi(args);
  return withUploadForm(request, await getBusinessId(api), async (upload) => {
    await requireCsrfOf(upload.form ?? upload.typed, request.headers);
    if (upload.problem) return mediaFailure("upload", upload.problem.message, upload.problem.status);
    const files = chosenFiles(upload.form);
    const problem = uploadProblem(files);
    if (problem) return mediaFailure("upload", problem);
    try {
      await uploadMedia(api, files);
    } catch (error) {
      return mediaFailure("upload", apiErrorMessage(error));
    }
    throw redirect("/profile/edit#photos");
  });
}

export async function profileEditAction(args: ActionFunctionArgs) {
  if (isMultipart(args.request)) return upload(args);
  await requireCsrf(args.request);
  const formData = await args.request.formData();
  return formData.get("intent") === "profile" ? saveDetails(args, formData) : changeMedia(args, formData);
}
