// A post's rights history: every request for its rights, newest first, each with its uses,
// term, fee, state, who asked and when, its answer, its end, who revoked it, and the terms the
// model read, word for word. Granted rights keep the model's partnership-ad code; requested or
// granted ones are revoked after a confirmation (?confirm=revoke-<id>).
import { Form, Link } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { Alert } from "~/components/alert";
import { ConfirmForm } from "~/components/confirm-form";
import { RightsBadge } from "~/components/content-badges";
import { Modal, useModalLinks } from "~/components/modal";
import { SubmitButton } from "~/components/submit-button";
import { formatDay } from "~/lib/format";
import type { ContentPost } from "../../../contract/schemas/content";
import { MAX_AD_CODE_LENGTH, RIGHTS_TERMS, RIGHTS_USE_KEYS, RIGHTS_USE_NAMES } from "../../../contract/content";

type Request = ContentPost["history"][number];
/** The last refused change of one request: its message, and the code typed. */
type Failed = { rights: number | null; message: string; typed: string } | null;

const revocable = (r: Request) => r.state === "requested" || r.state === "granted";
const money = (cents: number) => `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: cents % 100 ? 2 : 0 })}`;
const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function Facts({ r }: { r: Request }) {
  const uses = RIGHTS_USE_KEYS.filter((use) => r.uses.includes(use)).map((use) => RIGHTS_USE_NAMES[use]);
  return (
    <dl className="content-facts">
      <dt>Uses</dt>
      <dd>{uses.join(", ")}</dd>
      <dt>Term</dt>
      <dd>{sentence(RIGHTS_TERMS[r.term as keyof typeof RIGHTS_TERMS])}</dd>
      <dt>Fee</dt>
      <dd>{r.fee_cents ? money(r.fee_cents) : "No fee"}</dd>
      <dt>Requested</dt>
      <dd>
        {r.from_claim ? "With the claim, as the offer asked up front" : `By ${r.requested_by ?? "a former seat"}`}, {formatDay(r.requested_at)}
      </dd>
      {r.state === "requested" && r.link_expires_at ? (
        <>
          <dt>Link works until</dt>
          <dd>{formatDay(r.link_expires_at)}</dd>
        </>
      ) : null}
      <dt>Answered</dt>
      <dd>{r.answered_at ? formatDay(r.answered_at) : "Not answered"}</dd>
      {r.starts_at ? (
        <>
          <dt>Ends</dt>
          <dd>{r.ends_at ? formatDay(r.ends_at) : "Never: no end date"}</dd>
        </>
      ) : null}
      {r.revoked_at ? (
        <>
          <dt>Revoked</dt>
          <dd>
            {formatDay(r.revoked_at)}
            {r.revoked_by ? ` by ${r.revoked_by}` : ""}
          </dd>
        </>
      ) : null}
      {r.note ? (
        <>
          <dt>Note</dt>
          <dd>{r.note}</dd>
        </>
      ) : null}
    </dl>
  );
}

/** The model's partnership-ad code on granted rights, kept for the brand's ads manager. */
function AdCodeForm({ r, failed }: { r: Request; failed: Failed }) {
  const id = `ad-code-${r.id}`;
  const error = failed?.rights === r.id ? failed.message : null;
  return (
    <Form method="post" className="rights-actions" preventScrollReset>
      <AuthenticityTokenInput />
      <input type="hidden" name="rights" value={r.id} />
      <div className="field">
        <label htmlFor={id}>Partnership-ad code</label>
        <input
          id={id}
          name="ad_code"
          type="text"
          maxLength={MAX_AD_CODE_LENGTH}
          defaultValue={error ? failed!.typed : (r.ad_code ?? "")}
          key={error ? `failed-${failed!.typed}` : (r.ad_code ?? "")}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          autoComplete="off"
        />
        {error ? (
          <p className="field__error" id={`${id}-error`}>
            {error}
          </p>
        ) : (
          <p className="field__hint" id={`${id}-hint`}>
            The code the model shares from Instagram for a partnership ad; empty to clear it.
          </p>
        )}
      </div>
      <SubmitButton intent="ad-code" pendingText="SAVING..." className="button button--small button--secondary">
        Save code
      </SubmitButton>
    </Form>
  );
}

export function RightsHistory({ history, failed }: { history: Request[]; failed: Failed }) {
  const confirm = useModalLinks("confirm");
  if (!history.length) return <p className="content-hint">Nobody asked the model for rights to this post yet.</p>;
  return (
    <>
      <h3 id="rights-history">History</h3>
      <ol className="rights-history" aria-labelledby="rights-history">
        {history.map((r) => (
          <li key={r.id}>
            <h4>
              <RightsBadge state={r.state} /> Asked {formatDay(r.requested_at)}
            </h4>
            <Facts r={r} />
            <details>
              <summary>The terms the model read</summary>
              <blockquote>{r.terms_text}</blockquote>
            </details>
            {r.state === "granted" ? <AdCodeForm r={r} failed={failed} /> : null}
            {revocable(r) ? (
              <p className="rights-actions">
                <Link to={confirm.open(`revoke-${r.id}`)} className="button button--small button--secondary" preventScrollReset>
                  Revoke<span className="visually-hidden"> the rights asked {formatDay(r.requested_at)}</span>
                </Link>
              </p>
            ) : null}
          </li>
        ))}
      </ol>
    </>
  );
}

/** The confirmation of a revocation; `error`: the API's refusal of the last try. */
export function RevokeConfirm({ history, closeHref, error }: { history: Request[]; closeHref: string; error: string | null }) {
  const confirm = useModalLinks("confirm");
  const r = history.find((item) => confirm.current === `revoke-${item.id}` && revocable(item));
  if (!r) return null;
  return (
    <Modal id="confirm" title={r.state === "granted" ? "Revoke these rights?" : "Take this request back?"} closeHref={closeHref}>
      {error ? (
        <Alert title="An error occurred!">
          <p>{error}</p>
        </Alert>
      ) : null}
      <p>
        {r.state === "granted"
          ? "The rights end now: stop using the post for these uses. The model is not asked again."
          : "The model's link stops working and says you took the request back."}
      </p>
      <ConfirmForm hidden={{ rights: r.id }} backHref={closeHref} back="Keep" intent="revoke" pendingText="REVOKING...">
        Revoke rights
      </ConfirmForm>
    </Modal>
  );
}
