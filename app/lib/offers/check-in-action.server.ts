// The Check in button's post on the dashboard and the door list: the form of
// components/check-in-form.tsx, the API call and the messages of the Offers page. And the
// dashboard's Remind button of a post due, answered the same way.
import type { ActionFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { REFUSALS } from "../../../contract/refusals";
import { ApiError } from "~/lib/api/client.server";
import { getApi } from "~/lib/api/request-session.server";
import { apiErrorMessage } from "~/lib/api/errors.server";
import { checkIn, remindModel } from "~/lib/api/offers.server";
import { requireCsrf } from "~/lib/csrf.server";
import { parseWithZod } from "~/lib/forms.server";
import type { RemindNotice } from "~/lib/posts/due";
import { checkInSchema, remindSchema } from "./actions.schema";
import type { CheckInRefusal } from "./check-in-button";

/**
 * The API's sentence when it refused a check-in outside the offer's times, or null: that refusal
 * is a notice beside the button, not a failure (docs/product/offers.md#check-in).
 */
export function checkInNotice(error: unknown): string | null {
  return error instanceof ApiError && error.code === REFUSALS.checkInOutsideOffer ? error.message : null;
}

/**
 * Checks the posted claim in and redirects to `next`, or answers why not (status 400). `read`:
 * the form when the caller has checked its CSRF token and read it already.
 */
export async function checkInFromForm(args: ActionFunctionArgs, next: string, read?: FormData) {
  if (!read) await requireCsrf(args.request);
  const submission = parseWithZod(read ?? (await args.request.formData()), { schema: checkInSchema });
  if (submission.status !== "success") return data<CheckInRefusal>({ message: "Choose a model to check in.", notice: null, claim: null }, { status: 400 });
  const api = await getApi(args);
  try {
    await checkIn(api, submission.value.claim);
  } catch (error) {
    const notice = checkInNotice(error);
    return data<CheckInRefusal>({ message: notice ? null : apiErrorMessage(error), notice, claim: submission.value.claim }, { status: 400 });
  }
  throw redirect(next);
}

/**
 * The Remind button of a post due (the form already read): sends and redirects to `next`, or
 * answers why not: too soon after the last reminder as a notice beside the row, anything else in
 * the page's alert.
 */
export async function remindFromForm(args: ActionFunctionArgs, form: FormData, next: string) {
  const submission = parseWithZod(form, { schema: remindSchema });
  if (submission.status !== "success") return data<CheckInRefusal>({ message: "Choose a model to remind.", notice: null, claim: null }, { status: 400 });
  const { claim } = submission.value;
  try {
    await remindModel(await getApi(args), claim);
  } catch (error) {
    const message = apiErrorMessage(error);
    if (error instanceof ApiError && error.code === REFUSALS.remindTooSoon) return data<RemindNotice>({ remindNotice: message, claim }, { status: 400 });
    return data<CheckInRefusal>({ message, notice: null, claim }, { status: 400 });
  }
  throw redirect(next);
}
