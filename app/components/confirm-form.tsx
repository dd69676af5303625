import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { SubmitButton } from "./submit-button";

/**
 * The two answers of a confirmation that destroys something (a modal opened as URL state): a link
 * back that changes nothing, and the post that does it, naming its record in hidden fields.
 */
export function ConfirmForm({
  action,
  hidden,
  backHref,
  back,
  intent,
  pendingText,
  children,
}: {
  action?: string;
  hidden: Record<string, string | number>;
  backHref: string;
  back: string;
  intent: string;
  pendingText: string;
  children: ReactNode;
}) {
  return (
    <Form method="post" action={action} className="modal__actions">
      <AuthenticityTokenInput />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Link to={backHref} className="button button--secondary" preventScrollReset replace>
        {back}
      </Link>
      <SubmitButton intent={intent} pendingText={pendingText} className="button button--danger">
        {children}
      </SubmitButton>
    </Form>
  );
}
