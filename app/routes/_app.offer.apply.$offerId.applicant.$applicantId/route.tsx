// /offer/apply/{offerId}/applicant/{applicantId}: one applicant, reviewed in the list of its
// filter state (SPEC §2, §4). Moves are form posts; after one the page shows the next
// applicant of the list (the previous when it was last; the overview when it is empty).
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import { data, json, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Alert } from "~/components/alert";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { InstagramPhotoModal, type InstagramFeed } from "~/components/applicant-instagram";
import { NoticeModal, useModalLinks } from "~/components/modal";
import { getApplyOffer, getInstagramPosts, listApplicants, moveApplicant } from "~/lib/api/applicants.server";
import type { Applicant } from "~/lib/api/applicants.schemas";
import { ApiError } from "~/lib/api/client.server";
import { getApi, type Api } from "~/lib/api/context.server";
import { throwApiError } from "~/lib/api/errors.server";
import { DEFAULT_FILTER, isApplicantStatus, neighbours, nextAfterMove, type ApplicantStatus } from "~/lib/applicants/moves";
import { onlyViewChanged } from "~/lib/applicants/photos";
import { parseSort, type ApplicantSort } from "~/lib/applicants/sort";
import { parseUnit } from "~/lib/applicants/stats";
import { requireCsrf } from "~/lib/csrf.server";
import applicantsStyles from "~/styles/applicants.css";
import { ApplicantView } from "./applicant-view";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: applicantsStyles }];
export const meta: MetaFunction = ({ data: d }: { data: unknown }) => {
  const name = (d as { applicant?: { model: { name: string } } } | undefined)?.applicant?.model.name;
  return [{ title: name ? `${name}: Applicant` : "Applicant" }];
};

function listParams(url: URL) {
  const raw = url.searchParams.get("status");
  return { status: isApplicantStatus(raw) ? raw : DEFAULT_FILTER, sort: parseSort(url.searchParams.get("sort")) };
}

async function sortedList(api: Api, offerId: string, status: ApplicantStatus, sort: ApplicantSort) {
  const list = await listApplicants(api, offerId, status, sort);
  return { applicants: list.applicants.data, buckets: list.buckets };
}

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
  const offerId = args.params.offerId ?? "";
  const applicantId = Number(args.params.applicantId);
  const url = new URL(args.request.url);
  const { status, sort } = listParams(url);
  const api = await getApi(args);
  try {
    const [offer, list] = await Promise.all([getApplyOffer(api, offerId), sortedList(api, offerId, status, sort)]);
    const index = list.applicants.findIndex((a) => a.id === applicantId);
    // An applicant who isn't in this list (moved, or someone else's) is not found here.
    if (offer.mode !== "apply" || index === -1) throw json(null, { status: 404 });
    const { previous, next } = neighbours(list.applicants, index);
    const applicant = list.applicants[index]!;
    const pending = applicant.model.instagram ? instagramFeed(api, applicant.model.instagram.id) : null;
    // A page change by script streams the photos in behind a loading text; a document request
    // (every visit without JavaScript) waits for them, since nothing could swap them in later.
    const scripted = args.request.headers.get("sec-fetch-dest") === "empty";
    const instagram = scripted || !pending ? pending : await pending;
    return data({
      offer,
      applicant,
      instagram,
      previousId: previous?.id ?? null,
      nextId: next?.id ?? null,
      position: index + 1,
      total: list.applicants.length,
      buckets: list.buckets,
      status,
      sort,
      unit: parseUnit(url.searchParams.get("unit")),
    });
  } catch (error) {
    throwApiError(error);
  }
}

export async function action(args: ActionFunctionArgs) {
  await requireCsrf(args.request);
  const offerId = args.params.offerId ?? "";
  const applicantId = Number(args.params.applicantId);
  const url = new URL(args.request.url);
  const { status, sort } = listParams(url);
  const to = (await args.request.formData()).get("status");
  if (!isApplicantStatus(to)) return data({ message: "Choose what to do with this applicant." }, { status: 400 });
  const api = await getApi(args);
  const query = (extra: Record<string, string> = {}) => {
    const q = new URLSearchParams({ status, ...(sort === "alphabetically" ? {} : { sort }), ...extra });
    return `?${q}`;
  };
  try {
    const { applicants } = await sortedList(api, offerId, status, sort);
    const index = applicants.findIndex((a) => a.id === applicantId);
    await moveApplicant(api, applicantId, to);
    const next = index === -1 ? null : nextAfterMove(applicants, index);
    throw redirect(next ? `/offer/apply/${offerId}/applicant/${next.id}${query()}` : `/offer/apply/${offerId}${query()}`);
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
