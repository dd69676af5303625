// Card entry with Stripe Elements (STRIPE_PUBLISHABLE_KEY): the card data goes from the
// browser straight to Stripe, and only the token reaches our action. Imported by the card
// page only, so Stripe.js loads nowhere else.
import { CardCvcElement, CardExpiryElement, CardNumberElement, Elements, useElements, useStripe } from "@stripe/react-stripe-js";
// The pure entry adds Stripe.js to the page only when loadStripe is called (a publishable key is
// set); the main entry injects it on import, so the sandbox form would load it too.
import { loadStripe } from "@stripe/stripe-js/pure";
import type { Stripe, StripeElementChangeEvent } from "@stripe/stripe-js";
import { useActionData, useNavigation, useSubmit } from "@remix-run/react";
import { useEffect, useState, type FormEvent, type ReactNode } from "react";
import { useAuthenticityToken } from "remix-utils/csrf/react";
import { Alert } from "./alert";

type Part = "number" | "expiry" | "cvc";

export function StripeCardForm({ publishableKey, idempotencyKey }: { publishableKey: string; idempotencyKey: string }) {
  const [stripe, setStripe] = useState<Promise<Stripe | null> | null>(null);
  useEffect(() => setStripe(loadStripe(publishableKey)), [publishableKey]);
  return (
    <>
      <noscript>
        <Alert tone="info">
          <p>Card entry needs JavaScript: the card details go straight to our payment provider, Stripe. Please turn JavaScript on to add a card.</p>
        </Alert>
      </noscript>
      {stripe ? (
        <Elements stripe={stripe}>
          <ElementsForm idempotencyKey={idempotencyKey} />
        </Elements>
      ) : null}
    </>
  );
}

function ElementsForm({ idempotencyKey }: { idempotencyKey: string }) {
  const stripe = useStripe();
  const elements = useElements();
  const submit = useSubmit();
  const csrf = useAuthenticityToken();
  const navigation = useNavigation();
  const actionData = useActionData<{ cardError?: string | null }>();
  const [complete, setComplete] = useState<Record<Part, boolean>>({ number: false, expiry: false, cvc: false });
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const filled = complete.number && complete.expiry && complete.cvc;
  const onChange = (part: Part) => (event: StripeElementChangeEvent) => setComplete((c) => ({ ...c, [part]: event.complete }));

  // The adding flag resets when the provider or our API refuses the card.
  useEffect(() => {
    if (navigation.state === "idle") setAdding(false);
  }, [navigation.state, actionData]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const card = elements?.getElement(CardNumberElement);
    if (!stripe || !card || !filled || adding) return;
    setAdding(true);
    setError(null);
    const result = await stripe.createToken(card);
    if (result.error || !result.token) {
      setError(result.error?.message ?? "The card could not be read.");
      setAdding(false);
      return;
    }
    submit({ csrf, source: result.token.id, idempotency_key: idempotencyKey }, { method: "post" });
  }

  return (
    <form onSubmit={onSubmit} className="billing-form" noValidate>
      {error ? (
        <Alert title="The card information is incorrect!" tone="error">
          <p>{error}</p>
        </Alert>
      ) : null}
      <StripeField id="card-number" label="Card number">
        <CardNumberElement onChange={onChange("number")} />
      </StripeField>
      <div className="billing-form__row">
        <StripeField id="card-expiry" label="Expiry">
          <CardExpiryElement onChange={onChange("expiry")} />
        </StripeField>
        <StripeField id="card-cvc" label="Security code">
          <CardCvcElement onChange={onChange("cvc")} />
        </StripeField>
      </div>
      <button type="submit" className="button button--block billing-submit" aria-disabled={!filled || adding || undefined}>
        {adding ? "ADDING CARD..." : "SAVE + CONTINUE"}
      </button>
    </form>
  );
}

/** One of Stripe's card inputs with its label (Stripe renders the input in its own frame). */
function StripeField({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="field">
      <span className="field__label" id={`${id}-label`}>
        {label}
      </span>
      <div className="stripe-input">{children}</div>
    </div>
  );
}
