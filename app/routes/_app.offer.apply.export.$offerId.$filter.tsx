// /offer/apply/export/{offerId}/{filter}: the print view of one filter state's applicants
// (docs/product/applicants.md#print-view), laid out for a portrait page. The overview's PDF button has
// the PDF service render the same list; this page is for the browser's own print-to-PDF.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { getApplyOffer, listApplicants } from "~/lib/api/applicants.server";
import type { Applicant } from "../../contract/schemas/applicants";
import { getApi } from "~/lib/api/request-session.server";
import { throwApiError } from "~/lib/api/errors.server";
import { isApplicantStatus } from "~/lib/applicants/moves";
import { statsBySex } from "~/lib/applicants/stats";
import { abbreviateCount } from "~/lib/format";
import applicantsStyles from "~/styles/applicants.css";
import { idParam } from "~/lib/route-params.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: applicantsStyles }];
export const meta: MetaFunction = ({ data: d }: { data: unknown }) => {
  const loaded = d as { offer?: { subtitle: string }; filter?: string } | undefined;
  return [{ title: loaded?.offer ? `${loaded.offer.subtitle}: ${loaded.filter} applicants` : "Applicants" }];
};

export async function loader(args: LoaderFunctionArgs) {
  const filter = args.params.filter;
  if (!isApplicantStatus(filter)) throw json(null, { status: 404 });
  const offerId = idParam(args.params, "offerId");
  const api = await getApi(args);
  try {
    const [offer, list] = await Promise.all([getApplyOffer(api, offerId), listApplicants(api, offerId, filter, "alphabetically")]);
    if (offer.mode !== "apply") throw json(null, { status: 404 });
    return data({ offer, filter, applicants: list.applicants.data });
  } catch (error) {
    throwApiError(error);
  }
}

export default function ApplicantExport() {
  const { offer, filter, applicants: raw } = useLoaderData<typeof loader>();
  const applicants: Applicant[] = raw;
  return (
    <div className="applicant-export">
      <p className="applicant-export__back">
        <Link to={`/offer/apply/${offer.id}?status=${filter}`}>Back to the applicants</Link>
      </p>
      <h1 className="page-title">
        {offer.subtitle}: {filter} applicants ({applicants.length})
      </h1>
      <p className="applicant-export__hint">Use your browser's Print → Save as PDF (portrait) to keep or share this list.</p>
      {applicants.length === 0 ? <p className="applicants__empty">No applicants here.</p> : null}
      <ol className="applicant-export__list" aria-label={`${filter} applicants`}>
        {applicants.map((a) => (
          <li key={a.id} className="applicant-export__row">
            <img src={a.model.media.path} alt="" width={96} height={120} loading="lazy" />
            <div>
              <h2>{a.model.name}</h2>
              <p>{a.model.instagram ? `@${a.model.instagram.handle} · ${abbreviateCount(a.model.instagram.number_of_followers)} followers` : "No instagram"}</p>
              {offer.is_stats_required ? (
                <p className="applicant-export__stats">
                  {statsBySex(a.model.sex, a.model.stats, "in")
                    .map((s) => `${s.label} ${s.value}`)
                    .join(" · ")}
                </p>
              ) : null}
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
