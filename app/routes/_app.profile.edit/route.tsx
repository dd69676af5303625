import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { useModalLinks } from "~/components/modal";
import { ProfileSubpage } from "~/components/profile-subpage";
import { getApi } from "~/lib/api/request-session.server";
import { throwApiError } from "~/lib/api/errors.server";
import { listInstagramImages } from "~/lib/api/profile.server";
import { getBusinessId } from "~/lib/api/users.server";
import { browserRules } from "~/lib/forms.server";
import { profileSchema } from "~/lib/profile/details.schema";
import profileStyles from "~/styles/profile.css";
import type { AppLoaderData } from "../_app";
import { profileEditAction } from "./action.server";
import { DetailsForm } from "./details-form";
import { MediaManager } from "./media-manager";
import { DeleteMediaConfirm, InstagramPicker } from "./media-modals";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: profileStyles }];
export const meta: MetaFunction = () => [{ title: "Edit profile" }];

/** The business comes from the layout; the Instagram images only while their picker is open. */
export async function loader(args: LoaderFunctionArgs) {
  const url = new URL(args.request.url);
  const rules = browserRules(profileSchema);
  if (url.searchParams.get("modal") !== "instagram") return data({ instagram: null, rules });
  const api = await getApi(args);
  try {
    const lastId = Number(url.searchParams.get("last_id")) || undefined;
    const instagram = await listInstagramImages(api, await getBusinessId(api), lastId);
    return data({ instagram, rules });
  } catch (error) {
    throwApiError(error);
  }
}

export async function action(args: ActionFunctionArgs) {
  return profileEditAction(args);
}

export default function EditProfile() {
  const { business } = useRouteLoaderData<AppLoaderData>("routes/_app")!;
  const { instagram, rules } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const modal = useModalLinks();
  const detailsResult = actionData?.intent === "profile" ? actionData : undefined;
  const mediaFailure = actionData && actionData.intent !== "profile" ? { intent: actionData.intent, message: actionData.message } : undefined;
  return (
    <ProfileSubpage width="edit" title="Edit profile">
      <DetailsForm business={business} rules={rules} lastResult={detailsResult?.result} message={detailsResult?.message} />
      <MediaManager media={business.media} brand={business.name} failure={mediaFailure} />
      {modal.current === "instagram" ? (
        <InstagramPicker page={instagram} error={mediaFailure?.intent === "add-instagram" ? mediaFailure.message : null} />
      ) : null}
      {modal.current === "delete-media" ? <DeleteMediaConfirm media={business.media} brand={business.name} /> : null}
    </ProfileSubpage>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
