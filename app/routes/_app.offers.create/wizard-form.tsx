// The frame every page of the wizard shares: the form post with its CSRF token and page
// name, and the Back / Cancel / Next buttons.
import { getFormProps, type FormMetadata } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { useModalLinks } from "~/components/modal";
import { SubmitButton } from "~/components/submit-button";
import type { StepKey } from "~/lib/wizard/types";

type Props = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  form: FormMetadata<any, string[]>;
  step: StepKey;
  index: number;
  total: number;
  children: ReactNode;
  encType?: "multipart/form-data";
};

export function WizardForm({ form, step, index, total, children, encType }: Props) {
  const modal = useModalLinks();
  const last = index === total;
  return (
    <Form method="post" {...getFormProps(form)} encType={encType} className="wizard__form">
      <AuthenticityTokenInput />
      <input type="hidden" name="step" value={step} />
      {children}
      <div className="wizard__actions">
        {index > 1 ? (
          // Back keeps what was typed on this page without checking it.
          <button type="submit" name="intent" value="back" formNoValidate className="button button--secondary">
            Back
          </button>
        ) : null}
        <Link to={modal.open("cancel")} className="button button--secondary" preventScrollReset>
          Cancel
        </Link>
        <SubmitButton intent="next" pendingText={last ? "SUBMITTING..." : "SAVING..."} className="button wizard__next">
          {last ? "Submit offer" : "Next"}
        </SubmitButton>
      </div>
    </Form>
  );
}
