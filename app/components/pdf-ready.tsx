import { Form, useNavigation, useSubmit } from "@remix-run/react";
import { type ReactNode, useEffect, useRef } from "react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { Alert } from "./alert";

/** While the PDF service renders (JS only: without it the post simply waits). */
export function PdfRendering({ children }: { children: ReactNode }) {
  return (
    <div className="pdf-progress" role="status">
      <p>{children}</p>
      <div className="pdf-progress__bar" aria-hidden="true" />
    </div>
  );
}

/** A rendered PDF: it downloads by itself (a refresh without JS), with its 7-day share link (and what the page adds, as `children`). */
export function PdfReady({ file, link, children }: { file: string; link: string; children?: ReactNode }) {
  return (
    <Alert tone="success" title="Your PDF is ready.">
      <noscript>
        <meta httpEquiv="refresh" content={`0;url=${file}`} />
      </noscript>
      <p>
        The download starts by itself. If it doesn&apos;t,{" "}
        <a href={file} download>
          download the PDF
        </a>
        .
      </p>
      <p className="pdf-share">
        Share link (expires in 7 days):{" "}
        <a href={link} target="_blank" rel="noreferrer noopener">
          {link}
        </a>
      </p>
      {children}
    </Alert>
  );
}

/** How often a page with JavaScript asks again about a PDF that is being prepared. */
const CHECK_AGAIN_MS = 3000;

/**
 * A PDF that took longer than the PDF service waits: a form post asks about its job again
 * ('Check again', without JavaScript); with JavaScript the page asks by itself every few seconds.
 */
export function PdfPreparing({ job }: { job: string }) {
  const form = useRef<HTMLFormElement>(null);
  const submit = useSubmit();
  const navigation = useNavigation();
  const checking = navigation.state !== "idle" && navigation.formData?.get("intent") === "pdf-check";
  useEffect(() => {
    if (checking) return;
    const timer = setTimeout(() => form.current && submit(form.current, { replace: true }), CHECK_AGAIN_MS);
    return () => clearTimeout(timer);
  }, [checking, job, submit]);
  return (
    <Alert tone="info" title="Your PDF is being prepared.">
      <Form method="post" ref={form} className="pdf-preparing">
        <AuthenticityTokenInput />
        <input type="hidden" name="intent" value="pdf-check" />
        <input type="hidden" name="job" value={job} />
        <button type="submit" className="button button--secondary" aria-disabled={checking || undefined}>
          {checking ? "CHECKING..." : "Check again"}
        </button>
      </Form>
    </Alert>
  );
}
