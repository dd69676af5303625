// The forms of /profile/team (docs/product/accounts.md#the-team-page): invite, change a role, remove a seat, cancel an
// invitation. Each success goes back to the page with a notice for it (a flash: a reload no
// longer shows it); the API's refusal of an invitation's field sits under that field, anything
// else the API refuses is the page's alert with its message.
import type { ActionFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { ApiError } from "~/lib/api/client.server";
import { apiErrorMessage, apiFailureStatus } from "~/lib/api/errors.server";
import { flash, getApi, type Api } from "~/lib/api/request-session.server";
import { listLocations } from "~/lib/api/locations.server";
import { cancelInvitation, changeSeatLocations, changeSeatRole, inviteSeat, removeSeat } from "~/lib/api/team.server";
import { getBusinessId } from "~/lib/api/users.server";
import { requireCsrf } from "~/lib/csrf.server";
import { parseWithZod } from "~/lib/forms.server";
import { INVITE_FIELDS, placeNames, teamNotice } from "~/lib/seats/roles";
import { teamSchema } from "~/lib/seats/team.schema";
import type { z } from "zod";

type Change = z.output<typeof teamSchema>;

/** Makes the change at the API; the notice to show when it went through. */
async function makeChange(api: Api, change: Change): Promise<string> {
  switch (change.intent) {
    case "invite": {
      const invitation = await inviteSeat(api, { name: change.name, email: change.email, role: change.role });
      return teamNotice.invited(invitation.name, invitation.email);
    }
    case "change-role": {
      const seat = await changeSeatRole(api, change.seat, change.role);
      return teamNotice.roleChanged(seat.name || seat.username, change.role);
    }
    case "change-locations": {
      const seat = await changeSeatLocations(api, change.seat, change.locations.length ? change.locations : null);
      const places = await listLocations(api, await getBusinessId(api));
      return teamNotice.locationsChanged(seat.name || seat.username, placeNames(seat.location_ids, places), seat.role === "manager" ? "manager" : "door");
    }
    case "remove":
      await removeSeat(api, change.seat);
      return teamNotice.removed;
    case "cancel-invitation":
      await cancelInvitation(api, change.invitation);
      return teamNotice.cancelled;
  }
}

/** The API's messages for the invitation's own fields, or null when it named none of them. */
function inviteFieldErrors(error: unknown): Record<string, string[]> | null {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.fields) return null;
  const entries = Object.entries(error.fields).filter(([name]) => INVITE_FIELDS.includes(name));
  return entries.length ? Object.fromEntries(entries.map(([name, message]) => [name, [message]])) : null;
}

export async function teamAction(args: ActionFunctionArgs) {
  await requireCsrf(args.request);
  const submission = parseWithZod(await args.request.formData(), { schema: teamSchema });
  if (submission.status !== "success") {
    const intent = typeof submission.payload.intent === "string" ? submission.payload.intent : null;
    return data({ intent, result: submission.reply(), message: null }, { status: 400 });
  }
  const change = submission.value;
  const api = await getApi(args);
  let notice: string;
  try {
    notice = await makeChange(api, change);
  } catch (error) {
    const fieldErrors = change.intent === "invite" ? inviteFieldErrors(error) : null;
    if (fieldErrors) return data({ intent: change.intent, result: submission.reply({ fieldErrors }), message: null }, { status: 400 });
    return data({ intent: change.intent, result: submission.reply(), message: apiErrorMessage(error) }, { status: apiFailureStatus(error) });
  }
  await flash(args, "flash", notice);
  throw redirect("/profile/team");
}
