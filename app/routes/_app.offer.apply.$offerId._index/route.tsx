// /offer/apply/{offerId}: the applicants of an apply-mode offer by filter state
// (docs/product/applicants.md#applicant-overview). Status buttons are links, the sort is a GET form; PDF (with 'Renew link' of its
// share link) and FINALIZE are form posts told apart by their intent (pdf.server.ts has the PDF's).
import { parseWithZod } from "~/lib/forms.server";
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, json, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useSearchParams, useSubmit } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { Alert } from "~/components/alert";
import { ApplicantPdfButton, ApplicantPdfStatus } from "~/components/applicant-pdf";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Modal } from "~/components/modal";
import { ShowMore } from "~/components/show-more";
import { SubmitButton } from "~/components/submit-button";
import { TrackRecordLine } from "~/components/track-record";
import { RuleNote } from "~/components/rule-note";
import { finalizeOffer, getApplyOffer, listApplicants } from "~/lib/api/applicants.server";
import { flash, getApi } from "~/lib/api/request-session.server";
import { getBusiness } from "~/lib/api/users.server";
import { roleOf } from "~/lib/seats/nav";
import { apiErrorMessage, throwApiError } from "~/lib/api/errors.server";
import type { TrackRecord } from "../../../contract/schemas/offers";
import { canFinalize, DEFAULT_FILTER, finalizedMessage, isApplicantStatus } from "~/lib/applicants/moves";
import { overviewFormSchema } from "~/lib/applicants/overview.schema";
import { APPLICANTS_PAGE_SIZE, MAX_APPLICANT_PAGES, parseSort, SORT_LABELS, SORTS } from "~/lib/applicants/sort";
import { shownPages } from "~/lib/offers/paging";
import { abbreviateCount } from "~/lib/format";
import { requireCsrf } from "~/lib/csrf.server";
import applicantsStyles from "~/styles/applicants.css";
import { idParam } from "~/lib/route-params.server";
import { exportPdf, renewPdf, takeRenewedPdf } from "./pdf.server";
import { APPLICANT_STATUSES, type ApplicantStatus } from "../../../contract/offers";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: applicantsStyles }];
export const meta: MetaFunction = ({ data: d }: { data: { offer: { subtitle: string } } | undefined }) => [
  { title: d ? `${d.offer.subtitle}: Applicants` : "Applicants" },
];

const STATUS_LABELS = { dismissed: "Dismissed", unreviewed: "Unreviewed", liked: "Liked", selected: "Selected" } as const;

/** An applicant as the grid's card shows it. */
type ApplicantCard = {
  id: number;
  is_locked: boolean;
  name: string;
  photo: string;
  instagram: { handle: string; followers: number } | null;
  track_record: TrackRecord;
  rule_note: string | null;
};

export async function loader(args: LoaderFunctionArgs) {
  const offerId = idParam(args.params, "offerId");
  const url = new URL(args.request.url);
  const raw = url.searchParams.get("status");
  const status = isApplicantStatus(raw) ? raw : DEFAULT_FILTER;
  const sort = parseSort(url.searchParams.get("sort"));
  const api = await getApi(args);
  try {
    const pages = shownPages(url.searchParams.get("page"), MAX_APPLICANT_PAGES);
    const [offer, list, renewedPdf, me] = await Promise.all([
      getApplyOffer(api, offerId),
      listApplicants(api, offerId, status, sort, pages * APPLICANTS_PAGE_SIZE),
      takeRenewedPdf(args),
      getBusiness(api),
    ]);
    if (offer.mode !== "apply") throw json(null, { status: 404 });
    // What a card shows, and no more: the grid's data grows by five fields an applicant.
    const applicants = list.applicants.data.map((a): ApplicantCard => ({
      id: a.id,
      is_locked: a.is_locked,
      name: a.model.name,
      photo: a.model.media.path,
      instagram: a.model.instagram ? { handle: a.model.instagram.handle, followers: a.model.instagram.number_of_followers } : null,
      track_record: a.track_record,
      rule_note: a.rule_note ?? null,
    }));
    const more = list.applicants.meta.total > applicants.length;
    const renewable = roleOf(me) !== "venue";
    return data({ offer, applicants, more, pages, buckets: list.buckets, status, sort, renewedPdf, renewable, now: new Date().toISOString() });
  } catch (error) {
    throwApiError(error);
  }
}

export async function action(args: ActionFunctionArgs) {
  await requireCsrf(args.request);
  const offerId = idParam(args.params, "offerId");
  const submission = parseWithZod(await args.request.formData(), { schema: overviewFormSchema });
  if (submission.status !== "success") return data({ message: "Choose PDF or FINALIZE.", pdf: null, preparing: null }, { status: 400 });
  const api = await getApi(args);
  const form = submission.value;
  if (form.intent === "pdf" || form.intent === "pdf-check") return exportPdf(args, api, offerId, form);
  if (form.intent === "pdf-renew") return renewPdf(args, api, form.file);
  try {
    const offer = await getApplyOffer(api, offerId);
    await finalizeOffer(api, offerId);
    // The Offers page says it worked, naming the offer (a message for the next page only).
    await flash(args, "flash", finalizedMessage(offer.subtitle));
  } catch (error) {
    return data({ message: apiErrorMessage(error), pdf: null, preparing: null }, { status: 400 });
  }
  throw redirect("/offers/active");
}

export default function ApplicantsOverview() {
  const loaderData = useLoaderData<typeof loader>();
  const { offer, buckets, sort, now, more, pages, renewedPdf, renewable } = loaderData;
  const applicants = loaderData.applicants as ApplicantCard[];
  const status = loaderData.status as ApplicantStatus;
  const actionData = useActionData<typeof action>();
  const submit = useSubmit();
  const confirm = useSearchParams()[0].get("confirm");
  const query = (s: string) => `?status=${s}${sort === "alphabetically" ? "" : `&sort=${sort}`}`;
  const spots = buckets.spots === -1 ? "∞" : String(buckets.spots);
  const finalizable = canFinalize(offer.deliberation_starts, offer.deliberation_status, new Date(now));
  return (
    <div className="applicants">
      <h1 className="page-title">{offer.subtitle}: Applicants</h1>
      {actionData?.message ? (
        <Alert title="An error occurred!">
          <p>{actionData.message}</p>
        </Alert>
      ) : null}
      <nav className="applicants__filters" aria-label="Applicant filters">
        {APPLICANT_STATUSES.map((s) => (
          <Link
            key={s}
            to={query(s)}
            className={`applicants__filter${s === status ? " applicants__filter--current" : ""}`}
            aria-current={s === status ? "page" : undefined}
          >
            <span>{STATUS_LABELS[s]}</span> <span className="applicants__count">{s === "selected" ? `${buckets.selected}/${spots}` : buckets[s]}</span>
          </Link>
        ))}
      </nav>
      <ApplicantPdfStatus
        pdf={actionData?.pdf}
        preparing={actionData && "preparing" in actionData ? actionData.preparing : null}
        renewed={renewedPdf}
        renewable={renewable}
      />
      <div className="applicants__tools">
        <Form method="get" className="applicants__sort">
          <input type="hidden" name="status" value={status} />
          <label htmlFor="sort">Sort</label>
          <select id="sort" name="sort" defaultValue={sort} onChange={(e) => submit(e.currentTarget.form)}>
            {SORTS.map((s) => (
              <option key={s} value={s}>
                {SORT_LABELS[s]}
              </option>
            ))}
          </select>
          <noscript>
            <button type="submit" className="button button--secondary">
              Apply
            </button>
          </noscript>
        </Form>
        <ApplicantPdfButton filter={status} />
        {/* A plain link: the CSV streams straight from its route, with or without JavaScript. */}
        <a href={`/offer/apply/csv/${offer.id}/${status}`} className="button button--secondary" download>
          CSV
        </a>
        <Link to={`/offer/apply/export/${offer.id}/${status}`} className="button button--secondary">
          Print view
        </Link>
        {status === "selected" ? (
          // FINALIZE asks first: a link to the confirmation (URL state, so it works without JavaScript).
          <div className="applicants__finalize">
            {finalizable ? (
              <Link to={`${query(status)}&confirm=finalize`} className="button" preventScrollReset>
                FINALIZE
              </Link>
            ) : (
              <>
                <button type="button" className="button" disabled aria-describedby="finalize-hint">
                  FINALIZE
                </button>
                <p id="finalize-hint" className="applicants__hint">
                  {offer.deliberation_status === "finalized" ? "These selections are finalized." : "You can finalize once the deliberation starts."}
                </p>
              </>
            )}
          </div>
        ) : null}
      </div>
      {applicants.length === 0 ? (
        <p className="applicants__empty">No applicants here.</p>
      ) : (
        <ul className="applicants__grid" aria-label={`${STATUS_LABELS[status]} applicants`}>
          {applicants.map((a) => (
            <li key={a.id} className="applicants__item">
              <Link to={`/offer/apply/${offer.id}/applicant/${a.id}${query(status)}`} className="applicant-card">
                <img src={a.photo} alt="" width={240} height={300} loading="lazy" />
                <span className="applicant-card__name">{a.name}</span> {/* One line: a long handle is cut short, the follower count always shows. */}
                <span className="applicant-card__meta">
                  {a.instagram ? (
                    <>
                      <span className="applicant-card__handle">@{a.instagram.handle}</span>{" "}
                      <span className="nowrap">· {abbreviateCount(a.instagram.followers)}</span>
                    </>
                  ) : (
                    "No instagram"
                  )}
                </span>
                {a.is_locked ? <span className="applicant-card__badge">FINALIZED</span> : null}
              </Link>
              {/* Beside the link, not in it: the explanation opens on its own. */}
              <TrackRecordLine record={a.track_record} className="applicant-card__record" />
              {a.rule_note ? <RuleNote note={a.rule_note} className="applicant-card__rule" /> : null}
            </li>
          ))}
        </ul>
      )}
      {more ? (
        <ShowMore
          to={`${query(status)}&page=${pages + 1}`}
          what="applicants"
          last={pages >= MAX_APPLICANT_PAGES}
          shown={pages * APPLICANTS_PAGE_SIZE}
          className="applicants__more"
        />
      ) : null}
      {status === "selected" && finalizable && confirm === "finalize" ? (
        <Modal id="finalize" title="Finalize selections?" closeHref={query(status)}>
          <p>
            This locks the {buckets.selected} selected {buckets.selected === 1 ? "applicant" : "applicants"} of {offer.subtitle}. They can't be moved
            afterwards.
          </p>
          <Form method="post" className="modal__actions">
            <AuthenticityTokenInput />
            <Link to={query(status)} className="button button--secondary" preventScrollReset replace>
              NO
            </Link>
            <SubmitButton intent="finalize" pendingText="FINALIZING...">
              YES
            </SubmitButton>
          </Form>
        </Modal>
      ) : null}
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
