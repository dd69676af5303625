// The action of a location's page, new or existing (Profile → Locations), in the steps every
// action takes (docs/conventions.md): the CSRF token; the form read by its schema, bad input sent
// back with its messages (400); saved or retired, back to the list, which says so; refused by the
// API, its sentence for the page's alert and, for a refusal by field, each message by its field,
// with everything typed kept.
import type { ActionFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { ApiError } from "../api/client.server";
import { apiErrorMessage, apiFailureStatus } from "../api/errors.server";
import { addLocation, getLocation, retireLocation, updateLocation } from "../api/locations.server";
import { type Api, getApi } from "../api/request-session.server";
import { getBusinessId } from "../api/users.server";
import { requireCsrf } from "../csrf.server";
import { parseWithZod } from "../forms.server";
import { locationActionSchema, newLocationSchema } from "./location.schema";
import { locationChanges, locationFieldErrors, locationPayload, type LocationPayload } from "./locations";

/** Sends only what changed (locations.ts, locationChanges); a retired location is sent all, for the API's refusal. */
async function saveChanges(api: Api, businessId: number, locationId: number, payload: LocationPayload) {
  const current = await getLocation(api, businessId, locationId);
  const changes = current.retired_at ? payload : locationChanges(current, payload);
  if (Object.keys(changes).length > 0) await updateLocation(api, businessId, locationId, changes);
}

/** `locationId`: the location edited, or null for the new page (which cannot retire). */
export async function locationAction(args: ActionFunctionArgs, locationId: number | null) {
  await requireCsrf(args.request);
  const formData = await args.request.formData();
  const submission = parseWithZod(formData, { schema: locationId === null ? newLocationSchema : locationActionSchema });
  const intent = formData.get("intent") === "retire" ? "retire" : "save";
  if (submission.status !== "success") {
    return data({ intent, result: submission.reply(), message: null, code: null }, { status: 400 });
  }
  const value = submission.value;
  const api = await getApi(args);
  try {
    const businessId = await getBusinessId(api);
    switch (value.intent) {
      case "save":
        if (locationId === null) await addLocation(api, businessId, locationPayload(value));
        else await saveChanges(api, businessId, locationId, locationPayload(value));
        break;
      case "retire":
        // Only the edit page's schema has this intent.
        await retireLocation(api, businessId, locationId!);
        break;
    }
  } catch (error) {
    const message = apiErrorMessage(error);
    const fieldErrors = error instanceof ApiError ? locationFieldErrors(error.fields) : {};
    return data(
      {
        intent: value.intent,
        result: value.intent === "save" ? submission.reply({ fieldErrors }) : null,
        message,
        code: error instanceof ApiError ? (error.code ?? null) : null,
      },
      { status: apiFailureStatus(error) },
    );
  }
  const saved = value.intent === "retire" ? "retired" : locationId === null ? "added" : "edited";
  throw redirect(`/profile/locations?saved=${saved}`);
}
