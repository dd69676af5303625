// Confirmations as URL state: cancelling the wizard and changing the offer type.
import { Form, Link } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { Modal, useModalLinks } from "~/components/modal";
import { SubmitButton } from "~/components/submit-button";
import { isOfferType, TYPE_LABELS } from "~/lib/wizard/types";

export function WizardModals() {
  const modal = useModalLinks();
  const close = modal.close;
  if (modal.current === "cancel") {
    return (
      <Modal id="cancel-offer" title="Cancel offer?" closeHref={close}>
        <p>The offer you started will be discarded.</p>
        <Form method="post" className="modal__actions">
          <AuthenticityTokenInput />
          <Link className="button button--secondary" to={close} replace>
            NO
          </Link>
          <SubmitButton intent="cancel" pendingText="DISCARDING..." className="button button--danger">
            YES
          </SubmitButton>
        </Form>
      </Modal>
    );
  }
  const type = modal.params.get("type");
  if (modal.current === "change-type" && isOfferType(type)) {
    const back = new URLSearchParams(modal.params);
    back.delete("modal");
    back.delete("type");
    return (
      <Modal id="change-type" title="Change offer type?" closeHref={`/offers/create?${back.toString()}`}>
        <p>Changing the type to {TYPE_LABELS[type]} erases the data you entered.</p>
        <Form method="post" className="modal__actions">
          <AuthenticityTokenInput />
          <input type="hidden" name="type" value={type} />
          <Link className="button button--secondary" to={`/offers/create?${back.toString()}`} replace>
            NO
          </Link>
          <SubmitButton intent="change-type" pendingText="CHANGING..." className="button button--danger">
            YES
          </SubmitButton>
        </Form>
      </Modal>
    );
  }
  return null;
}
