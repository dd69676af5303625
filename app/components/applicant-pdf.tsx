import { Form, useNavigation } from "@remix-run/react";
import { useEffect } from "react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { Alert } from "~/components/alert";
import { PdfPreparing, PdfReady, PdfRendering } from "~/components/pdf-ready";
import { SubmitButton } from "~/components/submit-button";
import { fileIdOf } from "~/lib/applicants/export";
import { type ApplicantStatus } from "../../contract/offers";

/** A rendered export: the web tool's download path and the 7-day short link to share. */
export type ApplicantPdf = { file: string; link: string };
/** An export whose link was renewed: its new path and link, and how long the link lasts ('expires in 6 days'). */
export type RenewedPdf = ApplicantPdf & { expires: string };

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
 * (by script, or a <noscript> refresh) and its short link is shown, with 'Renew link'. After a
 * renewal, the new link in its place. A failed export just ends the progress: the applicant
 * export fails silently (docs/product/applicants.md#the-pdf).
 */
export function ApplicantPdfStatus({
  pdf,
  preparing,
  renewed,
  renewable = true,
}: {
  pdf: ApplicantPdf | null | undefined;
  preparing?: string | null;
  renewed?: RenewedPdf | null;
  /** Taking a link back is the brand's as a whole: a venue's manager shares the link, no more. */
  renewable?: boolean;
}) {
  const navigation = useNavigation();
  const rendering = navigation.state === "submitting" && navigation.formData?.get("intent") === "pdf";
  useEffect(() => {
    if (pdf) window.location.assign(pdf.file);
  }, [pdf]);
  if (rendering) return <PdfRendering>Rendering the applicant list as a PDF...</PdfRendering>;
  if (preparing) return <PdfPreparing job={preparing} />;
  if (pdf)
    return (
      <PdfReady file={pdf.file} link={pdf.link}>
        {renewable ? <RenewLinkForm file={pdf.file} /> : null}
      </PdfReady>
    );
  if (!renewed) return null;
  return (
    <Alert tone="success" title="A new link is ready.">
      <p>The old link no longer works: whoever opens it, or the PDF&apos;s old address, is told it has expired or doesn&apos;t exist.</p>
      <p className="pdf-share">
        Share link ({renewed.expires}):{" "}
        <a href={renewed.link} target="_blank" rel="noreferrer noopener">
          {renewed.link}
        </a>
      </p>
      <p>
        <a href={renewed.file} download>
          Download the PDF
        </a>
      </p>
      <RenewLinkForm file={renewed.file} />
    </Alert>
  );
}

/** 'Renew link': takes the share link back and makes a new one to the same PDF (a form post, with or without JavaScript). */
function RenewLinkForm({ file }: { file: string }) {
  return (
    <Form method="post" className="pdf-renew">
      <AuthenticityTokenInput />
      <input type="hidden" name="file" value={fileIdOf(file)} />
      <p id="pdf-renew-hint">Renewing stops this link and makes a new one to the same PDF, for as long as the PDF is kept.</p>
      <SubmitButton intent="pdf-renew" pendingText="RENEWING LINK..." className="button button--secondary" aria-describedby="pdf-renew-hint">
        Renew link
      </SubmitButton>
    </Form>
  );
}
