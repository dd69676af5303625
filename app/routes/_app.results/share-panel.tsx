import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { Alert } from "~/components/alert";
import { REPORT_LINK_GRACE } from "~/lib/reports/download";
import type { MonthItem } from "~/lib/reports/months";

export type ShareOutcome = { status: "renewed" } | { status: "made" } | { status: "error"; message: string };

/**
 * 'Share': the report's public link on the web tool's origin, in a field to select (and a
 * Copy button with JavaScript), and a way to take the link back: a new id, after which the
 * old link answers Page Not Found. Both disclosures are <details>, so they work without JS.
 * Of one location, its month has a report of its own, made when the brand first shares it. Taking
 * a link back is the brand's as a whole: a venue's manager (`renewable` false) shares, no more.
 */
export function SharePanel({
  report,
  place,
  month,
  outcome,
  renewable = true,
}: {
  report: { id: string; url: string } | null;
  place: { id: number; name: string } | null;
  month: MonthItem;
  outcome: ShareOutcome | undefined;
  renewable?: boolean;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  if (!report && !place) return null;
  return (
    <details className="share" open={outcome ? true : undefined}>
      <summary className="button button--secondary">Share</summary>
      <div className="share__panel">
        {outcome?.status === "error" ? (
          <Alert tone="error" title={report ? "The link could not be changed." : "The link could not be made."}>
            <p>{outcome.message}</p>
          </Alert>
        ) : null}
        {report ? (
          <ShareLink report={report} place={place} renewed={outcome?.status === "renewed"} renewing={busy === "renew-link"} renewable={renewable} />
        ) : (
          <Form method="post" className="share__make">
            <AuthenticityTokenInput />
            <input type="hidden" name="year" value={month.year} />
            <input type="hidden" name="month" value={month.month} />
            <input type="hidden" name="location" value={place!.id} />
            <p>A link of its own shows {place!.name}&rsquo;s month to anyone who has it, without signing in.</p>
            <button type="submit" name="intent" value="share-location" className="button" aria-disabled={busy === "share-location" || undefined}>
              {busy === "share-location" ? "MAKING A LINK..." : "Make a link"}
            </button>
          </Form>
        )}
      </div>
    </details>
  );
}

/** The report's link, with Copy and the way to take it back. */
function ShareLink({
  report,
  place,
  renewed,
  renewing,
  renewable,
}: {
  report: { id: string; url: string };
  place: { name: string } | null;
  renewed: boolean;
  renewing: boolean;
  renewable: boolean;
}) {
  const url = report.url;
  return (
    <>
      {renewed ? (
        <Alert tone="success" title="A new link is ready.">
          <p>The old link no longer works.</p>
        </Alert>
      ) : null}
      <label htmlFor="share-link">
        {place ? `Anyone with this link can see ${place.name}’s report, without signing in:` : "Anyone with this link can see this report, without signing in:"}
      </label>
      <div className="share__row">
        <input id="share-link" className="share__link" readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
        <CopyButton text={url} />
      </div>
      {renewable ? (
        <details className="share__renew">
          <summary>Stop this link and make a new one</summary>
          <p>
            Anyone who opens the current link will see Page Not Found (within {REPORT_LINK_GRACE}, where a copy was cached). Send the new link to the people who
            should still see the report.
          </p>
          <Form method="post">
            <AuthenticityTokenInput />
            <input type="hidden" name="reportId" value={report.id} />
            <button type="submit" name="intent" value="renew-link" className="button button--danger" aria-disabled={renewing || undefined}>
              {renewing ? "MAKING A NEW LINK..." : "Make a new link"}
            </button>
          </Form>
        </details>
      ) : null}
    </>
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
