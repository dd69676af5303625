import { useNavigation } from "@remix-run/react";
import type { ButtonHTMLAttributes } from "react";

/** A submit button that says what is happening while its form is pending. */
export function SubmitButton({
  pendingText,
  children,
  intent,
  className = "button",
  ...rest
}: { pendingText: string; intent?: string } & ButtonHTMLAttributes<HTMLButtonElement>) {
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && (intent === undefined || navigation.formData?.get("intent") === intent);
  return (
    <button type="submit" className={className} name={intent ? "intent" : undefined} value={intent} aria-disabled={pending || undefined} {...rest}>
      {pending ? pendingText : children}
    </button>
  );
}
