// /profile/team (docs/product/accounts.md#the-team-page): the owner's team. Its seats with their roles, the invitations not
// used yet, and the form that invites a person by email. The API answers 403 to a manager or a
// door seat, which the page shows as the error alert (like billing). Every change is a plain
// form and a redirect back with a notice, so it works without JavaScript.
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { Alert } from "~/components/alert";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { FormProblem } from "~/components/form-problem";
import { ProfileSubpage } from "~/components/profile-subpage";
import { throwApiError } from "~/lib/api/errors.server";
import { getApi, takeFlash } from "~/lib/api/request-session.server";
import { listLocations } from "~/lib/api/locations.server";
import { getTeam } from "~/lib/api/team.server";
import { getBusinessId } from "~/lib/api/users.server";
import { browserRules } from "~/lib/forms.server";
import { INVITE_FIELDS } from "~/lib/seats/roles";
import { inviteSchema } from "~/lib/seats/team.schema";
import profileStyles from "~/styles/profile.css";
import teamStyles from "~/styles/team.css";
import { teamAction } from "./action.server";
import { InviteForm } from "./invite-form";
import { InvitationList, RemoveConfirm, SeatList } from "./team-lists";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: profileStyles },
  { rel: "stylesheet", href: teamStyles },
];
export const meta: MetaFunction = () => [{ title: "Team" }];

export async function loader(args: LoaderFunctionArgs) {
  const api = await getApi(args);
  try {
    const [team, notice, locations] = await Promise.all([getTeam(api), takeFlash(args, "flash"), getBusinessId(api).then((id) => listLocations(api, id))]);
    // A door or manager seat may be limited to some of the open locations (docs/features/locations.md#seats-by-location).
    const places = locations.filter((l) => !l.retired_at).map(({ id, name }) => ({ id, name }));
    return data({ team, notice: notice ?? null, rules: browserRules(inviteSchema), places });
  } catch (error) {
    throwApiError(error);
  }
}

export async function action(args: ActionFunctionArgs) {
  return teamAction(args);
}

export default function TeamPage() {
  const { team, notice, rules, places } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const location = useLocation();
  const invite = actionData?.intent === "invite" ? actionData : undefined;
  // A refused removal says why in its confirmation, which stays open.
  const removeError = actionData?.intent === "remove" ? actionData.message : null;
  const pageError = removeError ? null : (actionData?.message ?? null);
  return (
    <ProfileSubpage width="edit" title="Team">
      <p className="lead">The people who work on this account with you, each with a sign-in and a role of their own.</p>
      {pageError ? (
        <Alert title="An error occurred!">
          <p>{pageError}</p>
        </Alert>
      ) : null}
      <FormProblem result={actionData?.message ? null : actionData?.result} shown={invite ? INVITE_FIELDS : []} />
      {notice && !actionData ? (
        <Alert tone="success">
          <p>{notice}</p>
        </Alert>
      ) : null}
      <SeatList seats={team.seats} places={places} />
      <InvitationList invitations={team.invitations} />
      {/* A new form after each invitation sent; a refused one keeps what was typed. */}
      <InviteForm key={invite ? "refused" : location.key} rules={rules} lastResult={invite?.result} />
      <RemoveConfirm seats={team.seats} error={removeError} />
    </ProfileSubpage>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
