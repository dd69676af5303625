import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { Alert } from "~/components/alert";
import { PdfPreparing, PdfReady, PdfRendering } from "~/components/pdf-ready";
import { pdfErrorHint, pdfErrorTitle, pdfMailMessage, renderingMessageDelay } from "~/lib/reports/download";
import { type FigurePlace, withPlace } from "~/lib/reports/figure-place";
import type { MonthItem } from "~/lib/reports/months";

export type PdfOutcome =
  | { status: "ready"; file: string; link: string; renderMs: number }
  | { status: "mail"; email: string; renderMs: number }
  | { status: "preparing"; job: string; renderMs: number }
  | { status: "error"; message: string | null; renderMs: number };

/**
 * 'Download PDF' and 'Download Content'. Both post to the page's action. The PDF comes back
 * as a result here (with its short link) and then downloads: by script with JS, by a
 * <noscript> refresh without. Content redirects straight to the streamed zip.
 */
export function DownloadButtons({ month, place }: { month: MonthItem; place: FigurePlace }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  return (
    <Form method="post" className="results__downloads">
      <AuthenticityTokenInput />
      <input type="hidden" name="year" value={month.year} />
      <input type="hidden" name="month" value={month.month} />
      {place === null ? null : <input type="hidden" name="location" value={place} />}
      <button type="submit" name="intent" value="pdf" className="button" aria-disabled={busy === "pdf" || undefined}>
        {busy === "pdf" ? "RENDERING PDF..." : "Download PDF"}
      </button>
      <button type="submit" name="intent" value="content" className="button button--secondary" aria-disabled={busy === "content" || undefined}>
        {busy === "content" ? "PREPARING..." : "Download Content"}
      </button>
    </Form>
  );
}

/**
 * The month's posts and models as CSV, for the brand's accountant or agency: plain links to the
 * streamed files, so they work without JavaScript and on a phone.
 */
export function CsvLinks({ month, place }: { month: MonthItem; place: FigurePlace }) {
  const href = (kind: string) => withPlace(`/results/csv/${kind}?year=${month.year}&month=${month.month}`, place);
  return (
    <p className="results__csv">
      <a href={href("posts")} download>
        Posts CSV
      </a>{" "}
      <a href={href("models")} download>
        Models CSV
      </a>
    </p>
  );
}

/** Keeps the rendering message up at least 2 s when rendering took under 1 s (docs/product/results.md#report-pdf). */
function useHeldOutcome(outcome: PdfOutcome | null | undefined) {
  const navigation = useNavigation();
  const rendering = navigation.state !== "idle" && navigation.formData?.get("intent") === "pdf";
  const [shown, setShown] = useState<PdfOutcome | null | undefined>(outcome);
  const started = useRef<number | null>(null);
  if (rendering && started.current === null) started.current = Date.now();
  useEffect(() => {
    if (!outcome || started.current === null) {
      setShown(outcome);
      return;
    }
    const elapsed = Date.now() - started.current;
    const wait = Math.max(0, renderingMessageDelay(outcome.renderMs) - Math.max(0, elapsed - outcome.renderMs));
    started.current = null;
    const timer = setTimeout(() => setShown(outcome), wait);
    return () => clearTimeout(timer);
  }, [outcome]);
  return { rendering: rendering || (outcome !== shown && !!outcome), shown };
}

export function PdfStatus({ outcome }: { outcome: PdfOutcome | null | undefined }) {
  const { rendering, shown } = useHeldOutcome(outcome);
  useEffect(() => {
    if (shown?.status === "ready") window.location.assign(shown.file);
  }, [shown]);
  if (rendering) return <PdfRendering>Rendering your report as a PDF...</PdfRendering>;
  if (!shown) return null;
  if (shown.status === "preparing") return <PdfPreparing job={shown.job} />;
  if (shown.status === "mail") {
    return (
      <Alert tone="info">
        <p>{pdfMailMessage(shown.email)}</p>
      </Alert>
    );
  }
  if (shown.status === "error") {
    return (
      <Alert title={pdfErrorTitle} tone="error">
        {shown.message ? <p>{shown.message}</p> : null}
        <p>{pdfErrorHint}</p>
      </Alert>
    );
  }
  return <PdfReady file={shown.file} link={shown.link} />;
}
