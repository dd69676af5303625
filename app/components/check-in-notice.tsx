// What the dashboard and the door list say after a Check in button: the refusal in the page's
// alert, the notice before an offer begins (docs/product/offers.md#check-in), or that the model is checked in.
import { Alert } from "~/components/alert";
import type { CheckInRefusal } from "~/lib/offers/check-in-button";
import { doneMessages } from "~/lib/offers/done-messages";

export function CheckInNotice({ refusal, done }: { refusal: CheckInRefusal | undefined; done: string | null }) {
  if (refusal?.message)
    return (
      <Alert title="An error occurred!" tone="error">
        <p>{refusal.message}</p>
      </Alert>
    );
  if (refusal?.notice)
    return (
      <Alert tone="info">
        <p>{refusal.notice}</p>
      </Alert>
    );
  if (done && doneMessages[done])
    return (
      <Alert tone="success">
        <p>{doneMessages[done]}</p>
      </Alert>
    );
  return null;
}
