// 'Delete template?' for one of the previous offers: URL state (?deleteTemplate=<offer id>),
// NO is a link back to the list, YES a form post, so it works without JavaScript.
import { Form, Link, useSearchParams } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { Modal } from "~/components/modal";
import { SubmitButton } from "~/components/submit-button";
import type { PreviousOffer } from "../../../contract/schemas/wizard";
import { previousListHref, templateToDelete } from "~/lib/wizard/templates";

export function DeleteTemplateModal({ offers }: { offers: PreviousOffer[] }) {
  const [params] = useSearchParams();
  const target = templateToDelete(offers, params.get("deleteTemplate"));
  if (!target) return null;
  const back = previousListHref();
  return (
    <Modal id="delete-template" title="Delete template?" closeHref={back}>
      <p>The saved template of {target.offer.subtitle} will be deleted. The offer itself stays in your previous offers.</p>
      {/* Posts to the list's URL: a refusal shows its alert above the list, the dialog closed. */}
      <Form method="post" action={back.replace("#previous", "")} className="modal__actions" preventScrollReset>
        <AuthenticityTokenInput />
        <input type="hidden" name="template_id" value={target.template.template_id} />
        <input type="hidden" name="template_key" value={target.template.template_key} />
        <Link className="button button--secondary" to={back} replace preventScrollReset>
          NO
        </Link>
        <SubmitButton intent="delete-template" pendingText="DELETING..." className="button button--danger">
          YES
        </SubmitButton>
      </Form>
    </Modal>
  );
}
