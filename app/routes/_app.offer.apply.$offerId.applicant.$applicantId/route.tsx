// /offer/apply/{offerId}/applicant/{applicantId}: one applicant, reviewed in the list of its
// filter state (docs/product/applicants.md#applicant-page), the state it is in now, whatever `?status=` a link carried (a
// shared or bookmarked link outlives a move). The API gives its place and neighbours in the
// sort's order. Moves are form posts; after one the page shows the next applicant of the list
// (the previous when it was last; the overview when it is empty).
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import { data, json, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Alert } from "~/components/alert";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { InstagramPhotoModal, type InstagramFeed } from "~/components/applicant-instagram";
import { NoticeModal, useModalLinks } from "~/components/modal";
import { getApplicant, getApplyOffer, getInstagramPosts, moveApplicant } from "~/lib/api/applicants.server";
import type { Applicant } from "../../../contract/schemas/applicants";
import { ApiError } from "~/lib/api/client.server";
import { getApi, type Api } from "~/lib/api/request-session.server";
import { throwApiError } from "~/lib/api/errors.server";
import { isApplicantStatus } from "~/lib/applicants/moves";
import { onlyViewChanged } from "~/lib/applicants/photos";
import { parseSort } from "~/lib/applicants/sort";
import { parseUnit } from "~/lib/applicants/stats";
import { requireCsrf } from "~/lib/csrf.server";
import applicantsStyles from "~/styles/applicants.css";
import { ApplicantView } from "./applicant-view";
import { idParam } from "~/lib/route-params.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: applicantsStyles }];
export const meta: MetaFunction = ({ data: d }: { data: unknown }) => {
  const name = (d as { applicant?: { model: { name: string } } } | undefined)?.applicant?.model.name;
  return [{ title: name ? `${name}: Applicant` : "Applicant" }];
};

/** Opening a photo or switching the unit needs no new data. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) =>
  !formMethod && onlyViewChanged(currentUrl, nextUrl) ? false : defaultShouldRevalidate;

/** The model's Instagram posts, or the API's message: a failure here leaves the page usable. */
async function instagramFeed(api: Api, instagramId: string): Promise<InstagramFeed> {
  try {
    return { posts: await getInstagramPosts(api, instagramId), error: null };
  } catch (error) {
    return { posts: null, error: error instanceof ApiError ? error.message : "Instagram photos could not be loaded." };
  }
}

export async function loader(args: LoaderFunctionArgs) {
  const offerId = idParam(args.params, "offerId");
  const applicantId = idParam(args.params, "applicantId");
  const url = new URL(args.request.url);
  const sort = parseSort(url.searchParams.get("sort"));
  const api = await getApi(args);
  try {
    if (!Number.isInteger(applicantId) || applicantId < 1) throw json(null, { status: 404 });
    // Both calls in one wave; a claim-mode offer is a 404 whatever the applicant call says.
    const found = getApplicant(api, offerId, applicantId, sort);
    found.catch(() => undefined);
    const offer = await getApplyOffer(api, offerId);
    if (offer.mode !== "apply") throw json(null, { status: 404 });
    const { data: applicant, meta, buckets } = await found;
    const pending = applicant.model.instagram ? instagramFeed(api, applicant.model.instagram.id) : null;
    // A page change by script streams the photos in behind a loading text; a document request
    // (every visit without JavaScript) waits for them, since nothing could swap them in later.
    const scripted = args.request.headers.get("sec-fetch-dest") === "empty";
    const instagram = scripted || !pending ? pending : await pending;
    return data({
      offer,
      applicant,
      instagram,
      previousId: meta.previous_id,
      nextId: meta.next_id,
      position: meta.position,
      total: meta.total,
      buckets,
      status: meta.status,
      sort,
      unit: parseUnit(url.searchParams.get("unit")),
    });
  } catch (error) {
    throwApiError(error);
  }
}

export async function action(args: ActionFunctionArgs) {
  await requireCsrf(args.request);
  const offerId = idParam(args.params, "offerId");
  const applicantId = idParam(args.params, "applicantId");
  const url = new URL(args.request.url);
  const sort = parseSort(url.searchParams.get("sort"));
  const to = (await args.request.formData()).get("status");
  if (!isApplicantStatus(to)) return data({ message: "Choose what to do with this applicant." }, { status: 400 });
  const api = await getApi(args);
  let status = url.searchParams.get("status") ?? "";
  const query = (extra: Record<string, string> = {}) => {
    const q = new URLSearchParams({ status, ...(sort === "alphabetically" ? {} : { sort }), ...extra });
    return `?${q}`;
  };
  try {
    // The list it is moved out of, and who follows it there (the one before when it was last).
    const { meta } = await getApplicant(api, offerId, applicantId, sort);
    status = meta.status;
    await moveApplicant(api, applicantId, to);
    const next = meta.next_id ?? meta.previous_id;
    throw redirect(next ? `/offer/apply/${offerId}/applicant/${next}${query()}` : `/offer/apply/${offerId}${query()}`);
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) {
      // The spec's modals: 'Selections are full' and 'Applicant already finalized'.
      const modal = error.message === "Selections are full" ? "full" : "finalized";
      throw redirect(`${url.pathname}${query({ modal })}`);
    }
    if (error instanceof ApiError && error.status !== 404) return data({ message: error.message }, { status: 400 });
    throwApiError(error);
  }
}

export default function ApplicantDetail() {
  const loaded = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const modal = useModalLinks();
  const photos = useModalLinks("photo");
  const photoHref = (n: number) => photos.open(String(n));
  const feed = loaded.instagram as InstagramFeed | Promise<InstagramFeed> | null;
  return (
    <>
      {actionData?.message ? (
        <Alert title="An error occurred!">
          <p>{actionData.message}</p>
        </Alert>
      ) : null}
      <ApplicantView {...loaded} applicant={loaded.applicant as Applicant} instagram={feed} photoHref={photoHref} />
      <InstagramPhotoModal name={loaded.applicant.model.name} feed={feed} photo={photos.current} photoHref={photoHref} closeHref={photos.close} />
      {modal.current === "full" ? (
        <NoticeModal id="full" title="Selections are full" closeHref={modal.close}>
          <p>Every spot of this offer is taken. Unselect an applicant before selecting another.</p>
        </NoticeModal>
      ) : null}
      {modal.current === "finalized" ? (
        <NoticeModal id="finalized" title="Applicant already finalized" closeHref={modal.close}>
          <p>This applicant's selection is final and can't be changed.</p>
        </NoticeModal>
      ) : null}
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
