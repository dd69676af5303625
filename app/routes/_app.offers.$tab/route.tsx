import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, json, redirect } from "@remix-run/node";
import { NavLink, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { Alert } from "~/components/alert";
import { FormProblem } from "~/components/form-problem";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { getApi, takeFlash } from "~/lib/api/request-session.server";
import { apiErrorMessage, throwApiError } from "~/lib/api/errors.server";
import { checkInNotice } from "~/lib/offers/check-in-action.server";
import type { OfferView as Offer } from "~/lib/offers/list-view";
import { getBusinessId } from "~/lib/api/users.server";
import { requireCsrf } from "~/lib/csrf.server";
import { doneMessages } from "~/lib/offers/done-messages";
import { keepPlace, shownPages, shownPeriod } from "~/lib/offers/paging";
import offersStyles from "~/styles/offers.css";
import { ClaimsModal, GroupModal } from "./claims-modal";
import { ConfirmModal, ReserveModal } from "./confirm-modals";
import { useOfferModal } from "./modal-links";
import { OfferList, PastPeriods, ShowMore } from "./offer-lists";
import { loadTab, parseAction, runAction } from "./queries.server";
import { TABS, isTab, type Tab } from "../../../contract/offers";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: offersStyles }];

const TAB_LABELS: Record<Tab, string> = { active: "Active", upcoming: "Upcoming", past: "Past" };

export const meta: MetaFunction = (args: { params: Record<string, string | undefined> }) => {
  const tab = args.params.tab;
  return [{ title: isTab(tab) ? `Offers: ${TAB_LABELS[tab]}` : "Offers" }];
};

export async function loader(args: LoaderFunctionArgs) {
  const tab = args.params.tab;
  if (!isTab(tab)) throw json(null, { status: 404 });
  const api = await getApi(args);
  const params = new URL(args.request.url).searchParams;
  const pages = shownPages(params.get("page"));
  const period = tab === "past" ? shownPeriod(params.get("period")) : null;
  const modalOffer = Number(params.get("offer"));
  try {
    const list = await loadTab(
      api,
      await getBusinessId(api),
      tab,
      { pages, period },
      params.get("modal") && Number.isSafeInteger(modalOffer) && modalOffer > 0 ? modalOffer : null,
    );
    // A message another page left for this one (FINALIZE's, naming its offer): shown once.
    const flash = (await takeFlash(args, "flash")) ?? null;
    return data({ tab, ...list, pages, flash });
  } catch (error) {
    throwApiError(error);
  }
}

type ActionResult = { intent: string; result: unknown; message: string | null; notice: string | null };

export async function action(args: ActionFunctionArgs) {
  await requireCsrf(args.request);
  const formData = await args.request.formData();
  const intent = String(formData.get("intent") ?? "");
  const submission = parseAction(formData, new Date());
  if (submission.status !== "success") {
    return data<ActionResult>({ intent, result: submission.reply(), message: null, notice: null }, { status: 400 });
  }
  const api = await getApi(args);
  try {
    await runAction(api, submission.value);
  } catch (error) {
    const notice = checkInNotice(error);
    return data<ActionResult>({ intent, result: submission.reply(), message: notice ? null : apiErrorMessage(error), notice }, { status: 400 });
  }
  // Back to the list, or to the claims / group modal the form was in, with what happened.
  const url = new URL(args.request.url);
  const next = new URLSearchParams();
  const from = url.searchParams.get("modal");
  if (from === "claims" || from === "group")
    for (const key of ["modal", "offer", "group", "view"]) if (url.searchParams.has(key)) next.set(key, url.searchParams.get(key)!);
  keepPlace(url.searchParams, next);
  next.set("done", submission.value.intent);
  throw redirect(`${url.pathname}?${next}`);
}

function Notice() {
  const actionData = useActionData<typeof action>();
  const { flash } = useLoaderData<typeof loader>();
  const location = useLocation();
  const modal = useOfferModal();
  const done = new URLSearchParams(location.search).get("done");
  // Only the reservation form has visible fields; every other refusal needs the alert.
  const shown = modal.current === "reserve" && actionData?.intent === "reserve" ? ["date"] : [];
  if (actionData && actionData.message === null && actionData.notice === null) {
    return <FormProblem result={actionData.result as Parameters<typeof FormProblem>[0]["result"]} shown={shown} />;
  }
  if (actionData?.message) {
    return (
      <Alert title="An error occurred!" tone="error">
        <p>{actionData.message}</p>
      </Alert>
    );
  }
  if (actionData?.notice) {
    return (
      <Alert tone="info">
        <p>{actionData.notice}</p>
      </Alert>
    );
  }
  if (flash) {
    return (
      <Alert tone="success">
        <p>{flash}</p>
      </Alert>
    );
  }
  if (done && doneMessages[done]) {
    return (
      <Alert tone="success">
        <p>{doneMessages[done]}</p>
      </Alert>
    );
  }
  return null;
}

/** Whether the open modal renders the page's notice itself (see Modals). */
function modalShowsNotice(modal: ReturnType<typeof useOfferModal>, offer: Offer | null) {
  if (!offer || offer.id !== modal.offerId || !modal.current || modal.current === "group") return false;
  if (modal.current === "claims" || modal.current === "cancel-offer") return true;
  if (modal.current === "cancel-group") return offer.groups.some((g) => g.id === modal.groupId);
  return [...offer.attendees, ...offer.awaitings].some((a) => a.id === modal.claimId);
}

/** The open modal, on its offer as the loader fetched it with its claims. */
function Modals({ offer, tab }: { offer: Offer | null; tab: Tab }) {
  const modal = useOfferModal();
  const actionData = useActionData<typeof action>();
  if (!modal.current || !offer || offer.id !== modal.offerId) return null;
  const live = tab !== "past" && !offer.is_cancelled;
  const notice = <Notice />;
  const claim = [...offer.attendees, ...offer.awaitings].find((a) => a.id === modal.claimId);
  const group = offer.groups.find((g) => g.id === modal.groupId);
  switch (modal.current) {
    case "claims":
      return <ClaimsModal offer={offer} tab={tab} live={live} notice={notice} />;
    case "group":
      return group ? <GroupModal offer={offer} group={group} /> : null;
    case "cancel-offer":
      return (
        <ConfirmModal id="cancel-offer" title="Cancel Offer?" intent="cancel-offer" fields={{ offer: offer.id }} notice={notice} pendingText="CANCELLING...">
          <p>{offer.subtitle} will be cancelled for every model who claimed it.</p>
        </ConfirmModal>
      );
    case "cancel-claim":
      return claim ? (
        <ConfirmModal
          id="cancel-claim"
          title="Cancel Claim?"
          intent="cancel-claim"
          fields={{ offer: offer.id, claim: claim.id }}
          notice={notice}
          pendingText="CANCELLING..."
        >
          <p>
            The claim of {claim.model.name} on {offer.subtitle} will be cancelled.
          </p>
        </ConfirmModal>
      ) : null;
    case "cancel-group":
      return group ? (
        <ConfirmModal id="cancel-group" title="Cancel Group?" intent="cancel-group" fields={{ group: group.id }} notice={notice} pendingText="CANCELLING...">
          <p>
            The group of {group.owner ? `${group.owner.first_name} ${group.owner.last_name}` : "these models"} on {offer.subtitle} will be cancelled.
          </p>
        </ConfirmModal>
      ) : null;
    case "cancel-reservation":
      return claim ? (
        <ConfirmModal
          id="cancel-reservation"
          title="Cancel Reservation?"
          intent="cancel-reservation"
          fields={{ claim: claim.id }}
          notice={notice}
          pendingText="CANCELLING..."
        >
          <p>The reservation of {claim.model.name} will be cleared; the model waits for a new time.</p>
        </ConfirmModal>
      ) : null;
    case "reserve":
      return claim ? (
        <ReserveModal
          claimId={claim.id}
          name={claim.model.name}
          timeZone={offer.timezone}
          lastResult={actionData?.intent === "reserve" ? actionData.result : undefined}
          notice={notice}
        />
      ) : null;
    default:
      return null;
  }
}

export default function OffersPage() {
  const { tab, offers, periods, period, more, pages, modalOffer } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const modal = useOfferModal();
  const switching = navigation.state === "loading" && navigation.location.pathname.startsWith("/offers/") && navigation.location.pathname !== `/offers/${tab}`;
  return (
    <div className="offers">
      <h1 className="page-title">Offers</h1>
      <nav className="offers__tabs" aria-label="Offer lists">
        {TABS.map((t) => (
          <NavLink key={t} to={`/offers/${t}`} className="offers__tab" aria-current={t === tab ? "page" : undefined} prefetch="intent">
            {TAB_LABELS[t]}
          </NavLink>
        ))}
      </nav>
      {modalShowsNotice(modal, modalOffer) ? null : <Notice />}
      {switching ? (
        <p className="offers__loading" role="status">
          Loading offers...
        </p>
      ) : tab === "past" ? (
        <PastPeriods view={{ periods, period, offers, more, pages }} />
      ) : (
        <>
          <OfferList offers={offers} tab={tab} />
          {more ? <ShowMore tab={tab} pages={pages} period={null} /> : null}
        </>
      )}
      <Modals offer={modalOffer} tab={tab} />
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
