// Retiring a location asks first, as URL state (?confirm=retire), so it works without JavaScript.
// The confirmation posts to its own URL, so a refusal is said in it, still open, where the brand
// is looking; the brand's last open location can't be retired, and the way on is to add another.
import { Link } from "@remix-run/react";
import { Alert } from "~/components/alert";
import { ConfirmForm } from "~/components/confirm-form";
import { Modal, useModalLinks } from "~/components/modal";
import type { BrandLocation } from "../../../contract/schemas/locations";
import { retireSentence } from "~/lib/locations/locations";
import { REFUSALS } from "../../../contract/refusals";

/** The card at the foot of an open location's page, whose link opens the confirmation. */
export function RetireCard() {
  const confirm = useModalLinks("confirm");
  return (
    <section className="profile-card location-retire" aria-labelledby="retire-title">
      <h2 id="retire-title">Retire this location</h2>
      <p className="field__hint">A retired location takes no new offers. Its offers so far keep their history.</p>
      <Link to={confirm.open("retire")} className="button button--danger" preventScrollReset>
        Retire location
      </Link>
    </section>
  );
}

/** `refusal`: the API's refusal of the last try, its sentence and its code. */
export function RetireConfirm({ location, refusal }: { location: BrandLocation; refusal: { message: string | null; code: string | null } | null }) {
  const error = refusal?.message ?? null;
  const confirm = useModalLinks("confirm");
  if (confirm.current !== "retire") return null;
  return (
    <Modal id="confirm" title="Retire this location?" closeHref={confirm.close}>
      {error ? (
        <Alert title="An error occurred!">
          <p>{error}</p>
        </Alert>
      ) : null}
      <p>{retireSentence(location)}</p>
      {refusal?.code === REFUSALS.lastLocation ? (
        <div className="modal__actions">
          <Link to={confirm.close} className="button button--secondary" preventScrollReset replace>
            Keep
          </Link>
          <Link to="/profile/locations/new" className="button">
            Add a location
          </Link>
        </div>
      ) : (
        <ConfirmForm hidden={{}} backHref={confirm.close} back="Keep" intent="retire" pendingText="RETIRING...">
          Retire location
        </ConfirmForm>
      )}
    </Modal>
  );
}
