// The action of a Profile subpage that is one form (working hours, reminders and claims), in the
// steps every action takes (docs/conventions.md): the CSRF token; the form read by its schema, bad
// input sent back with its messages (400); saved, back to Profile, whose SAVED message `saved`
// names; refused by the API, the server's message for the page's alert.
import type { ActionFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import type { z, ZodTypeAny } from "zod";
import { apiErrorMessage, apiFailureStatus } from "../api/errors.server";
import { type Api, getApi } from "../api/request-session.server";
import { requireCsrf } from "../csrf.server";
import { parseWithZod } from "../forms.server";

export async function saveProfileForm<Schema extends ZodTypeAny>(
  args: ActionFunctionArgs,
  schema: Schema,
  saved: string,
  save: (api: Api, value: z.output<Schema>) => Promise<unknown>,
) {
  await requireCsrf(args.request);
  const submission = parseWithZod(await args.request.formData(), { schema });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), serverMessage: null }, { status: 400 });
  }
  const api = await getApi(args);
  try {
    await save(api, submission.value);
  } catch (error) {
    return data({ result: submission.reply(), serverMessage: apiErrorMessage(error) }, { status: apiFailureStatus(error) });
  }
  throw redirect(`/profile?saved=${saved}`);
}
