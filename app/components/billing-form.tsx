import { useNavigation } from "@remix-run/react";
import { useEffect, useState, type ReactNode, type RefObject } from "react";

/**
 * Whether the form's inputs are all filled and well-formed (required, type and pattern
 * attributes, checked as the browser does). Null until hydrated: without JS the stylesheet
 * dims the button through `:has(:invalid)` instead. The form is noValidate, so a dimmed
 * button still posts and the server says what is missing.
 */
export function useFormFilled(formRef: RefObject<HTMLFormElement>) {
  const [filled, setFilled] = useState<boolean | null>(null);
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const check = () => setFilled(form.querySelector("input:invalid") === null);
    check();
    form.addEventListener("input", check);
    form.addEventListener("change", check);
    return () => {
      form.removeEventListener("input", check);
      form.removeEventListener("change", check);
    };
  }, [formRef]);
  return filled;
}

/**
 * 'SAVE + CONTINUE' is dimmed until the form is filled, yet still posts (docs/product/billing.md#billing-email-and-agreement):
 * the server checks everything again and says what is missing.
 */
export function BillingSubmit({
  filled,
  pendingText,
  children,
  intent,
}: {
  filled: boolean | null;
  pendingText: string;
  children: ReactNode;
  intent?: string;
}) {
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && (intent === undefined || navigation.formData?.get("intent") === intent);
  return (
    <button
      type="submit"
      className="button button--block billing-submit"
      name={intent ? "intent" : undefined}
      value={intent}
      aria-disabled={pending || filled === false || undefined}
    >
      {pending ? pendingText : children}
    </button>
  );
}
