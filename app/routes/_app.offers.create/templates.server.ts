// Deleting a saved template from the previous offers (DELETE /templates/{a}/{b}): the offer
// stays in the list, only its template goes. Back to the open list either way.
import { data, redirect } from "@remix-run/node";
import { ApiError, type Api } from "~/lib/api/client.server";
import { apiErrorMessage } from "~/lib/api/errors.server";
import { deleteTemplate } from "~/lib/api/wizard.server";
import { FORM_UNREADABLE } from "~/lib/forms/unshown-errors";
import { previousListHref, templateRefSchema } from "~/lib/wizard/templates";

const FAILED = "An error occurred!";

export async function removeTemplate(api: Api, form: FormData) {
  const parsed = templateRefSchema.safeParse({ template_id: form.get("template_id"), template_key: form.get("template_key") });
  if (!parsed.success) {
    return data({ result: null, failure: { alert: FAILED, message: FORM_UNREADABLE } }, { status: 400, headers: await api.headers() });
  }
  try {
    await deleteTemplate(api, parsed.data);
  } catch (error) {
    // Already gone (a doubled submit, another tab): the list shows it without the template.
    if (error instanceof ApiError && error.status === 404) throw redirect(previousListHref(), { headers: await api.headers() });
    return data({ result: null, failure: { alert: FAILED, message: apiErrorMessage(error) } }, { status: 400, headers: await api.headers() });
  }
  throw redirect(previousListHref({ done: "template-deleted" }), { headers: await api.headers() });
}
