// The overview's PDF forms (docs/product/applicants.md#the-pdf): the export with its 7-day short
// link, 'Check again' while the PDF service prepares it, and 'Renew link', which takes that link
// back and shows the new one on the page it redirects to.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { z } from "zod";
import type { ApplicantPdf, RenewedPdf } from "~/components/applicant-pdf";
import { exportApplicants, renewPdfLink } from "~/lib/api/applicants.server";
import { applicantExportSchema } from "../../../contract/schemas/applicants";
import { apiErrorMessage, apiFailureStatus } from "~/lib/api/errors.server";
import { getPdfJob } from "~/lib/api/reports.server";
import { type Api, flash, takeFlash } from "~/lib/api/request-session.server";
import { getBusiness } from "~/lib/api/users.server";
import { expiresIn, webFilePath } from "~/lib/applicants/export";
import { apiBaseUrl, publicOrigin } from "~/lib/env.server";
import { exportFilename } from "~/lib/exports/filename";
import { shareLink } from "~/lib/share-links";
import { type ApplicantStatus } from "../../../contract/offers";

type PdfAnswer = { message: string | null; pdf: ApplicantPdf | null; preparing: string | null };

/** The PDF button ('pdf') or 'Check again' ('pdf-check'): the file with its short link, the job still being prepared, or nothing. */
export async function exportPdf(args: ActionFunctionArgs, api: Api, offerId: number, form: { filter: ApplicantStatus } | { job: string }) {
  let answer: PdfAnswer = { message: null, pdf: null, preparing: null };
  try {
    if ("job" in form) {
      answer = applicantPdf(args, await getPdfJob(api, form.job, applicantExportSchema), form.job);
    } else {
      const business = await getBusiness(api);
      const result = await exportApplicants(api, offerId, {
        filter: form.filter,
        filename: exportFilename(business.username, form.filter, new Date()),
        url: new URL(`/offer/apply/export/${offerId}/${form.filter}`, args.request.url).href,
        apiUrl: apiBaseUrl,
      });
      answer = applicantPdf(args, result);
    }
  } catch {
    // A failed applicant export only ends the progress, with no alert (docs/product/applicants.md#the-pdf).
  }
  return data(answer, { status: answer.pdf || answer.preparing ? 200 : 502 });
}

/** The PDF service's answer: the file with its short link, or the job still being prepared. */
function applicantPdf({ request }: ActionFunctionArgs, result: z.output<typeof applicantExportSchema>, asked?: string): PdfAnswer {
  const file = webFilePath(result.url);
  const origin = publicOrigin(request);
  if (file) return { message: null, pdf: { file, link: shareLink(result.page_url, origin) ?? new URL(file, origin).href }, preparing: null };
  // A job asked about again is named by the form, not by the answer.
  return { message: null, pdf: null, preparing: result.data?.status === "preparing" ? (result.data.job ?? asked ?? null) : null };
}

const renewedSchema = z.object({ file: z.string(), link: z.string(), expiresAt: z.string() });

/**
 * 'Renew link': the API gives the file a new id and short link; the page it redirects to (the
 * same filter and sort) shows them once. A refusal is the page's alert with the server's message.
 */
export async function renewPdf(args: ActionFunctionArgs, api: Api, fileId: string) {
  try {
    const renewed = await renewPdfLink(api, fileId);
    const origin = publicOrigin(args.request);
    const file = webFilePath(renewed.url);
    const link = shareLink(renewed.page_url, origin);
    if (!file || !link) throw new Error(`the renewed link could not be read: ${renewed.url} ${renewed.page_url}`);
    await flash(args, "renewedPdf", JSON.stringify(renewedSchema.parse({ file, link, expiresAt: renewed.expires_at })));
  } catch (error) {
    const answer: PdfAnswer = { message: apiErrorMessage(error), pdf: null, preparing: null };
    return data(answer, { status: apiFailureStatus(error) });
  }
  const url = new URL(args.request.url);
  const next = new URLSearchParams();
  for (const key of ["status", "sort", "page"]) if (url.searchParams.has(key)) next.set(key, url.searchParams.get(key)!);
  const query = next.toString();
  throw redirect(query ? `${url.pathname}?${query}` : url.pathname);
}

/** The renewed link the last 'Renew link' left for this page, once (a reload no longer shows it). */
export async function takeRenewedPdf(args: LoaderFunctionArgs): Promise<RenewedPdf | null> {
  const stored = await takeFlash(args, "renewedPdf");
  if (!stored) return null;
  try {
    const { file, link, expiresAt } = renewedSchema.parse(JSON.parse(stored));
    return { file, link, expires: expiresIn(expiresAt, new Date()) };
  } catch {
    return null;
  }
}
