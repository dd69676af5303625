import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { Alert } from "~/components/alert";
import { REPORT_LINK_GRACE } from "~/lib/reports/download";

export type ShareOutcome = { status: "renewed" } | { status: "error"; message: string };

/**
 * 'Share': the report's public link on the web tool's origin, in a field to select (and a
 * Copy button with JavaScript), and a way to take the link back: a new id, after which the
 * old link answers Page Not Found. Both disclosures are <details>, so they work without JS.
 */
export function SharePanel({ reportId, url, outcome }: { reportId: string; url: string; outcome: ShareOutcome | undefined }) {
  const navigation = useNavigation();
  const renewing = navigation.state === "submitting" && navigation.formData?.get("intent") === "renew-link";
  return (
    <details className="share" open={outcome ? true : undefined}>
      <summary className="button button--secondary">Share</summary>
      <div className="share__panel">
        {outcome?.status === "renewed" ? (
          <Alert tone="success" title="A new link is ready.">
            <p>The old link no longer works.</p>
          </Alert>
        ) : null}
        {outcome?.status === "error" ? (
          <Alert tone="error" title="The link could not be changed.">
            <p>{outcome.message}</p>
          </Alert>
        ) : null}
        <label htmlFor="share-link">Anyone with this link can see this report, without signing in:</label>
        <div className="share__row">
          <input id="share-link" className="share__link" readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
          <CopyButton text={url} />
        </div>
        <details className="share__renew">
          <summary>Stop this link and make a new one</summary>
          <p>
            Anyone who opens the current link will see Page Not Found (within {REPORT_LINK_GRACE}, where a copy was cached). Send the new link to the people who
            should still see the report.
          </p>
          <Form method="post">
            <AuthenticityTokenInput />
            <input type="hidden" name="reportId" value={reportId} />
            <button type="submit" name="intent" value="renew-link" className="button button--danger" aria-disabled={renewing || undefined}>
              {renewing ? "MAKING A NEW LINK..." : "Make a new link"}
            </button>
          </Form>
        </details>
      </div>
    </details>
  );
}

/** Copies `text` to the clipboard; shown only once scripts run (without them the field is selected by hand). */
function CopyButton({ text }: { text: string }) {
  const [ready, setReady] = useState(false);
  const [copied, setCopied] = useState(false);
  useEffect(() => setReady(true), []);
  useEffect(() => setCopied(false), [text]);
  if (!ready) return null;
  return (
    <>
      <button
        type="button"
        className="button button--secondary"
        onClick={() =>
          navigator.clipboard.writeText(text).then(
            () => setCopied(true),
            () => setCopied(false),
          )
        }
      >
        {copied ? "Copied" : "Copy link"}
      </button>
      <span className="visually-hidden" role="status">
        {copied ? "The link is copied." : ""}
      </span>
    </>
  );
}
