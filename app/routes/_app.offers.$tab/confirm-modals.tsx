// Confirmations of the cancel actions (docs/product/offers.md#cancellations: 'Cancel Offer?', 'Cancel Reservation?',
// 'Cancel Group?' with NO / YES) and the reservation-time form. All are URL state.
import { Form, Link } from "@remix-run/react";
import { Fragment, type ReactNode } from "react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { Modal } from "~/components/modal";
import { SubmitButton } from "~/components/submit-button";
import { HOURS, MERIDIEMS, MINUTES } from "~/lib/offers/reservation";
import { useOfferModal } from "./modal-links";
import type { SubmissionResult } from "@conform-to/react";

type ConfirmProps = { id: string; title: string; intent: string; fields: Record<string, number>; children: ReactNode; notice: ReactNode; pendingText: string };

export function ConfirmModal({ id, title, intent, fields, children, notice, pendingText }: ConfirmProps) {
  const modal = useOfferModal();
  return (
    <Modal id={id} title={title} closeHref={modal.close}>
      {notice}
      {children}
      <Form method="post" action={modal.formAction} preventScrollReset className="modal__actions">
        <AuthenticityTokenInput />
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Link className="button button--secondary" to={modal.close} preventScrollReset replace>
          NO
        </Link>
        <SubmitButton intent={intent} pendingText={pendingText} className="button button--danger">
          YES
        </SubmitButton>
      </Form>
    </Modal>
  );
}

type ReserveProps = { claimId: number; name: string; timeZone: string; lastResult?: SubmissionResult<string[]>; notice: ReactNode };

/** What the reservation form posts, and what it shows again after the server refused it. */
const RESERVE_DEFAULTS = { date: "", hour: "7", minute: "00", meridiem: "PM" };

// Plain fields: the server checks the time and answers with its message under the date, so the
// page carries no form library for this one form (decision 0012).
export function ReserveModal({ claimId, name, timeZone, lastResult, notice }: ReserveProps) {
  const modal = useOfferModal();
  const id = `reserve-${claimId}`;
  const typed = (lastResult?.initialValue ?? {}) as Record<string, unknown>;
  const value = (key: keyof typeof RESERVE_DEFAULTS) => (typeof typed[key] === "string" ? (typed[key] as string) : RESERVE_DEFAULTS[key]);
  const dateError = lastResult?.error?.date?.[0];
  const parts = [
    ["hour", "Hour", HOURS],
    ["minute", "Minutes", MINUTES],
    ["meridiem", "AM or PM", MERIDIEMS],
  ] as const;
  return (
    <Modal id="reserve" title="Enter reservation time" closeHref={modal.close}>
      <p>Reservation for {name}.</p>
      {notice}
      <Form method="post" action={modal.formAction} preventScrollReset id={id} noValidate>
        <AuthenticityTokenInput />
        <input type="hidden" name="claim" value={claimId} />
        <input type="hidden" name="timezone" value={timeZone} />
        <div className="field">
          <label htmlFor={`${id}-date`}>Date</label>
          <input
            type="date"
            id={`${id}-date`}
            name="date"
            defaultValue={value("date")}
            aria-invalid={dateError ? true : undefined}
            aria-describedby={dateError ? `${id}-date-error` : undefined}
          />
          {dateError ? (
            <p className="field__error" id={`${id}-date-error`}>
              {dateError}
            </p>
          ) : null}
        </div>
        <fieldset className="reserve-time">
          <legend>Time</legend>
          {parts.map(([key, label, choices], i) => (
            <Fragment key={label}>
              {i === 1 ? <span aria-hidden="true">:</span> : null}
              <label>
                <span className="visually-hidden">{label}</span>
                <select name={key} defaultValue={value(key)}>
                  {choices.map((choice) => (
                    <option key={choice}>{choice}</option>
                  ))}
                </select>
              </label>
            </Fragment>
          ))}
        </fieldset>
        <div className="modal__actions">
          <Link className="button button--secondary" to={modal.close} preventScrollReset replace>
            Cancel
          </Link>
          <SubmitButton intent="reserve" pendingText="SAVING..." className="button">
            Save
          </SubmitButton>
        </div>
      </Form>
    </Modal>
  );
}
