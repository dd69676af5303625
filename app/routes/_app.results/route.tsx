import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirectDocument } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { Alert } from "~/components/alert";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { PlaceFilter } from "~/components/place-filter";
import { ReportBody } from "~/components/report-view";
import { type Api, getApi } from "~/lib/api/request-session.server";
import { apiErrorMessage, apiFailureStatus, throwApiError } from "~/lib/api/errors.server";
import { getPdfJob, getResultsPage, renewReportLink, requestReportPdf, shareLocationReport, shortenLink, signContentArchive } from "~/lib/api/reports.server";
import { getBusiness, getBusinessId } from "~/lib/api/users.server";
import { roleOf, seatLocations } from "~/lib/seats/nav";
import { requireCsrf } from "~/lib/csrf.server";
import { apiBaseUrl, mobileAppUrl, publicOrigin } from "~/lib/env.server";
import { formatDateRange, formatFileDate, monthName } from "~/lib/format";
import { figurePlaceOf, placeLabel } from "~/lib/reports/figure-place";
import { shareLink } from "~/lib/share-links";
import { webFilePath, webZipPath } from "~/lib/reports/download";
import { parseDownloadForm } from "~/lib/reports/download.schema.server";
import { pdfCheckSchema } from "~/lib/reports/pdf-check.schema.server";
import { renewLinkSchema, shareLocationSchema } from "~/lib/reports/renew-link.schema.server";
import { pdfResultSchema } from "../../../contract/schemas/reports";
import type { z } from "zod";
import stylesheet from "~/styles/results.css";
import trendStylesheet from "~/styles/results-trend.css";
import { ReportCosts } from "./costs";
import { CsvLinks, DownloadButtons, PdfStatus, type PdfOutcome } from "./download-panel";
import { MonthPicker } from "./month-picker";
import { SharePanel, type ShareOutcome } from "./share-panel";
import { ResultsTrend } from "./trend";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "stylesheet", href: trendStylesheet },
];
export const meta: MetaFunction<typeof loader> = ({ data: page }: { data: { report: { report: { title: string } } | null } | undefined }) => [
  { title: page?.report ? `Results: ${page.report.report.title}` : "Results" },
];

/** The navigation shrinks to icons with the brand logo on this page (docs/product/accounts.md#navigation). */
export const handle = { compactNav: true };

export async function loader(args: LoaderFunctionArgs) {
  const api = await getApi(args);
  const params = new URL(args.request.url).searchParams;
  try {
    const asked = Number(params.get("year")) && Number(params.get("month")) ? { year: Number(params.get("year")), month: Number(params.get("month")) } : null;
    const asking = figurePlaceOf(params);
    // One call, whether or not the URL names a month: the API picks the newest when it does not. It
    // is asked beside the seat (which the layout asks for anyway), not after it.
    const [me, page] = await Promise.all([getBusiness(api), getResultsPage(api, await getBusinessId(api), asked, asking)]);
    // A seat limited to one location is answered that location's page when it asks for none.
    const scope = seatLocations(me);
    const place = asking ?? (scope?.length === 1 ? scope[0]! : null);
    const { months, selected, report, trend, costs, venues } = page;
    // What Share shows: the month's report (the group's, never a seat's of some locations), or one
    // location's once shared (the rest has none). The public link is on the web tool's own origin
    // (/report/{id}), never the API's.
    const shared = place === null ? (scope ? null : (report?.report.id ?? null)) : place === "none" ? null : page.location_report;
    const shareUrl = report && shared ? `${publicOrigin(args.request)}/report/${encodeURIComponent(shared)}` : null;
    return data({ months, selected, report, trend, costs, venues, place, shared, shareUrl, mobileAppUrl, role: roleOf(me) });
  } catch (error) {
    throwApiError(error);
  }
}

export async function action(args: ActionFunctionArgs) {
  const { request } = args;
  await requireCsrf(request);
  const formData = await request.formData();
  if (formData.get("intent") === "renew-link") return renewLink(args, formData);
  if (formData.get("intent") === "share-location") return shareLocation(args, formData);
  if (formData.get("intent") === "pdf-check") return checkPdf(args, formData);
  const submission = parseDownloadForm(formData);
  if (submission.status !== "success") {
    const pdf: PdfOutcome = { status: "error", message: "Choose a month to download.", renderMs: 0 };
    return data({ pdf }, { status: 400 });
  }
  const { intent, year, month, location } = submission.value;
  const api = await getApi(args);

  if (intent === "content") {
    try {
      const target = webZipPath(await signContentArchive(api, { year, month }));
      if (target) return redirectDocument(target);
      return data({ pdf: { status: "error", message: "The download link could not be read.", renderMs: 0 } as PdfOutcome }, { status: 502 });
    } catch (error) {
      return data({ pdf: { status: "error", message: apiErrorMessage(error), renderMs: 0 } as PdfOutcome }, { status: apiFailureStatus(error) });
    }
  }

  const started = Date.now();
  try {
    const pageUrl = new URL(location ? `/results?year=${year}&month=${month}&location=${location}` : `/results?year=${year}&month=${month}`, request.url).href;
    const result = await requestReportPdf(api, {
      year,
      month,
      url: pageUrl,
      apiUrl: apiBaseUrl,
      filename: `results-${monthName(month).toLowerCase()}-${year}-${formatFileDate(new Date())}`,
    });
    return pdfReply(args, api, result, started);
  } catch (error) {
    return pdfFailure(error, started);
  }
}

/** 'Check again' on a PDF being prepared (docs/product/results.md#report-pdf, when the render outlasts the request). */
async function checkPdf(args: ActionFunctionArgs, formData: FormData) {
  const submission = pdfCheckSchema.safeParse(Object.fromEntries(formData));
  if (!submission.success) return data({ pdf: { status: "error", message: "Choose a month to download.", renderMs: 0 } as PdfOutcome }, { status: 400 });
  const api = await getApi(args);
  const started = Date.now();
  try {
    return pdfReply(args, api, await getPdfJob(api, submission.data.job, pdfResultSchema), started, submission.data.job);
  } catch (error) {
    return pdfFailure(error, started);
  }
}

/** The PDF service's answer as the page shows it: the file with its short link, the mail notice, still preparing, or an error. */
async function pdfReply({ request }: ActionFunctionArgs, api: Api, result: z.output<typeof pdfResultSchema>, started: number, asked?: string) {
  const renderMs = Date.now() - started;
  const file = result.url ? webFilePath(result.url) : null;
  // A job asked about again is named by the form, not by the answer.
  const preparing = result.data?.status === "preparing" ? (result.data.job ?? asked) : undefined;
  let pdf: PdfOutcome;
  if (file) {
    const origin = publicOrigin(request);
    const short = await shortenLink(api, new URL(file, origin).href);
    pdf = { status: "ready", file, link: shareLink(short, origin) ?? new URL(file, origin).href, renderMs };
  } else if (result.mail) {
    pdf = { status: "mail", email: (await getBusiness(api)).email, renderMs };
  } else if (preparing) {
    pdf = { status: "preparing", job: preparing, renderMs };
  } else {
    pdf = { status: "error", message: result.data?.message ?? null, renderMs };
  }
  // A render that gives no file is the PDF service's failure.
  return data({ pdf }, { status: pdf.status === "error" ? 502 : 200 });
}

/** A refusal of the month is the form's (400); anything else is the PDF service's failure (502). */
function pdfFailure(error: unknown, started: number) {
  const pdf: PdfOutcome = { status: "error", message: apiErrorMessage(error), renderMs: Date.now() - started };
  return data({ pdf }, { status: apiFailureStatus(error) });
}

/** Share of one location's month: its report gets a link of its own, which the page then shows. */
async function shareLocation(args: ActionFunctionArgs, formData: FormData) {
  const submission = shareLocationSchema.safeParse(Object.fromEntries(formData));
  if (!submission.success) return data({ share: { status: "error", message: "Choose a location to share." } as ShareOutcome }, { status: 400 });
  const { intent: _intent, ...share } = submission.data;
  const api = await getApi(args);
  try {
    await shareLocationReport(api, await getBusinessId(api), share);
    return data({ share: { status: "made" } as ShareOutcome });
  } catch (error) {
    return data({ share: { status: "error", message: apiErrorMessage(error) } as ShareOutcome }, { status: apiFailureStatus(error) });
  }
}

/** Share's "Make a new link": the report gets a new id; the page then shows the new link. */
async function renewLink(args: ActionFunctionArgs, formData: FormData) {
  const submission = renewLinkSchema.safeParse(Object.fromEntries(formData));
  if (!submission.success) return data({ share: { status: "error", message: "Choose a report to share." } as ShareOutcome }, { status: 400 });
  const api = await getApi(args);
  try {
    await renewReportLink(api, submission.data.reportId);
    return data({ share: { status: "renewed" } as ShareOutcome });
  } catch (error) {
    return data({ share: { status: "error", message: apiErrorMessage(error) } as ShareOutcome }, { status: apiFailureStatus(error) });
  }
}

export default function Results() {
  const { months, selected, report, trend, costs, venues, place, shared, shareUrl, mobileAppUrl, role } = useLoaderData<typeof loader>();
  // A venue's manager reads its locations' figures and their CSVs; the PDF, the content archive and a
  // link taken back are the brand's as a whole.
  const group = role !== "venue";
  const at = placeLabel(venues, place);
  const actionData = useActionData<typeof action>();
  return (
    <div className="results">
      <div className="results__desktop">
        {report && selected ? (
          <>
            <header className="results__head">
              <div>
                <h1 className="page-title">{report.report.title}</h1>
                <p className="results__range">
                  {formatDateRange(report.report.date_from, report.report.date_to)}
                  {at ? <span className="results__place"> · {at}</span> : null}
                </p>
                <PlaceFilter id="results-location" action="/results" venues={venues} place={place} keep={selected} scoped={!group} />
              </div>
              <div className="results__actions">
                {group ? <DownloadButtons month={selected} place={place} /> : null}
                <CsvLinks month={selected} place={place} />
                {place === "none" || (!group && place === null) ? null : (
                  <SharePanel
                    report={shared && shareUrl ? { id: shared, url: shareUrl } : null}
                    place={typeof place === "number" ? { id: place, name: at ?? "" } : null}
                    month={selected}
                    outcome={actionData && "share" in actionData ? actionData.share : undefined}
                    renewable={group}
                  />
                )}
              </div>
            </header>
            <div className="results__layout">
              <MonthPicker months={months} selected={selected} place={place} />
              <div className="results__content">
                <PdfStatus outcome={actionData && "pdf" in actionData ? actionData.pdf : undefined} />
                {trend ? <ResultsTrend months={trend} picker={months} selected={selected} place={place} /> : null}
                <ReportBody report={report} afterFigures={costs ? <ReportCosts costs={costs} /> : null} />
              </div>
            </div>
          </>
        ) : (
          <>
            <h1 className="page-title">Results</h1>
            <Alert title="No data" tone="info">
              <p>There are no monthly results yet. They appear here once models post about your business.</p>
            </Alert>
          </>
        )}
      </div>
      <section className="results__phone" aria-labelledby="open-on-desktop">
        <h1 id="open-on-desktop">OPEN ON A DESKTOP</h1>
        <p>
          {group
            ? "The monthly results are made for a larger screen. On your phone, use the mobile app or the Instagram results."
            : "The monthly results are made for a larger screen. On your phone, use the mobile app or the CSV files."}
        </p>
        {selected ? (
          <>
            <PlaceFilter id="results-location-phone" action="/results" venues={venues} place={place} keep={selected} scoped={!group} />
            <CsvLinks month={selected} place={place} />
          </>
        ) : null}
        <p className="results__phone-actions">
          <a className="button" href={mobileAppUrl}>
            Get the mobile app
          </a>
          {group ? (
            <Link className="button button--secondary" to="/instagram">
              Instagram results
            </Link>
          ) : null}
        </p>
      </section>
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
