// The check-in button of the Offers page and the dashboard: a form of its own posting the
// `check-in` intent with the offer and claim. The API says whether it would check the model in
// now; a reservation outside its own time is disabled, with the reason beside it, and any button
// whose time has not come is grey (a click then shows the spec's notice).
import { Form } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { SubmitButton } from "~/components/submit-button";
import type { CheckInButton } from "~/lib/offers/check-in-button";

export function CheckInForm({
  offerId,
  claimId,
  name,
  action,
  reason,
  waiting,
  className = "",
  reasonClassName,
}: {
  offerId: number;
  claimId: number;
  /** The model's name, for the button's accessible name. */
  name: string;
  /** Where the form posts; the current route when left out. */
  action?: string;
  /** Why the button is disabled, shown beside it; null when it is not. */
  reason: string | null;
  waiting: boolean;
  className?: string;
  reasonClassName: string;
}) {
  const reasonId = `check-in-reason-${claimId}`;
  return (
    <>
      <Form method="post" action={action} preventScrollReset className={`inline-form${className ? ` ${className}` : ""}`}>
        <AuthenticityTokenInput />
        <input type="hidden" name="offer" value={offerId} />
        <input type="hidden" name="claim" value={claimId} />
        <SubmitButton
          intent="check-in"
          pendingText="CHECKING IN..."
          className={`button button--small${waiting || reason ? " button--waiting" : ""}`}
          disabled={reason ? true : undefined}
          aria-describedby={reason ? reasonId : undefined}
        >
          Check in<span className="visually-hidden"> {name}</span>
        </SubmitButton>
      </Form>
      {reason ? (
        <>
          {" "}
          <span id={reasonId} className={reasonClassName}>
            {reason}
          </span>
        </>
      ) : null}
    </>
  );
}

/** The button of a row of today's check-ins (the dashboard's Today block, the door list), classed by its block. */
export function RowCheckInForm({ row, block }: { row: CheckInButton & { offerId: number; claimId: number; model: string }; block: "today" | "door" }) {
  return (
    <CheckInForm
      offerId={row.offerId}
      claimId={row.claimId}
      name={row.model}
      reason={row.reason}
      waiting={row.waiting}
      className={`${block}__action`}
      reasonClassName={`${block}__reason`}
    />
  );
}
