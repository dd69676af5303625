import { Form, useNavigation } from "@remix-run/react";
import { useEffect } from "react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { PdfPreparing, PdfReady, PdfRendering } from "~/components/pdf-ready";
import { SubmitButton } from "~/components/submit-button";
import type { ApplicantStatus } from "~/lib/applicants/moves";

/** A rendered export: the web tool's download path and the 7-day short link to share. */
export type ApplicantPdf = { file: string; link: string };

/** The overview's PDF button: a form post, so it works without JavaScript too. */
export function ApplicantPdfButton({ filter }: { filter: ApplicantStatus }) {
  return (
    <Form method="post" className="applicants__pdf">
      <AuthenticityTokenInput />
      <input type="hidden" name="filter" value={filter} />
      <SubmitButton intent="pdf" pendingText="RENDERING PDF..." className="button button--secondary">
        PDF
      </SubmitButton>
    </Form>
  );
}

/**
 * The progress while the PDF service renders, then the ready file: it downloads by itself
 * (by script, or a <noscript> refresh) and its short link is shown. A failed export just
 * ends the progress (SPEC §9: the applicant export fails silently).
 */
export function ApplicantPdfStatus({ pdf, preparing }: { pdf: ApplicantPdf | null | undefined; preparing?: string | null }) {
  const navigation = useNavigation();
  const rendering = navigation.state === "submitting" && navigation.formData?.get("intent") === "pdf";
  useEffect(() => {
    if (pdf) window.location.assign(pdf.file);
  }, [pdf]);
  if (rendering) return <PdfRendering>Rendering the applicant list as a PDF...</PdfRendering>;
  if (preparing) return <PdfPreparing job={preparing} />;
  if (!pdf) return null;
  return <PdfReady file={pdf.file} link={pdf.link} />;
}
