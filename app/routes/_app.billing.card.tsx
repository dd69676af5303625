import { getFormProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useRef } from "react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { Alert } from "~/components/alert";
import { BillingSubmit, useFormFilled } from "~/components/billing-form";
import { StripeCardForm } from "~/components/billing-stripe-card";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Field } from "~/components/field";
import { FormProblem } from "~/components/form-problem";
import { ApiError } from "~/lib/api/client.server";
import { getApi } from "~/lib/api/request-session.server";
import { throwApiError } from "~/lib/api/errors.server";
import { addSource, billingErrorRedirect, getCustomer, newIdempotencyKey, stripePublishableKey } from "~/lib/api/billing.server";
import { cardDigits, parseExpiry } from "~/lib/billing/card";
import { cardSchema, cardTokenSchema } from "~/lib/billing/card.schema";
import { requireCsrf } from "~/lib/csrf.server";
import { browserRules, parseWithZod } from "~/lib/forms.server";
import { checkInBrowser, type BrowserRules } from "~/lib/forms/browser-check";
import type { BillingHandle } from "./_app.billing";

export const meta: MetaFunction = () => [{ title: "Plan + Accounting: Add Card" }];
export const handle: BillingHandle = { billing: () => ({ view: "card" }) };

const cardErrorTitle = "The card information is incorrect!";

export async function loader(args: LoaderFunctionArgs) {
  const api = await getApi(args);
  try {
    const { data: customer } = await getCustomer(api);
    if (!customer) throw redirect("/billing");
    // One key per rendering of the form: every post of this rendering is the same request.
    return data({ stripeKey: stripePublishableKey(), idempotencyKey: newIdempotencyKey(), rules: browserRules(cardSchema()) });
  } catch (error) {
    throwApiError(error);
  }
}

// The card number and security code are never sent back to the page: without JS they are typed again.
const hideFields = ["number", "cvc"];

export async function action(args: ActionFunctionArgs) {
  const { request } = args;
  await requireCsrf(request);
  const formData = await request.formData();
  const stripeMode = Boolean(stripePublishableKey());
  const submission = stripeMode ? parseWithZod(formData, { schema: cardTokenSchema }) : parseWithZod(formData, { schema: cardSchema() });
  if (submission.status !== "success") return data({ result: submission.reply({ hideFields }), cardError: null }, { status: 400 });
  const api = await getApi(args);
  try {
    const value = submission.value;
    if ("source" in value) {
      await addSource(api, { source: value.source }, value.idempotency_key);
    } else {
      const expiry = parseExpiry(value.expiry)!;
      await addSource(
        api,
        { card: { number: cardDigits(value.number), exp_month: expiry.month, exp_year: expiry.year, cvc: value.cvc } },
        value.idempotency_key,
      );
    }
  } catch (error) {
    // The provider's refusal keeps the brand on the card page with the card's message (docs/product/billing.md#adding-a-card).
    if (error instanceof ApiError && error.status === 400) {
      return data({ result: submission.reply({ hideFields }), cardError: error.message }, { status: 400 });
    }
    return billingErrorRedirect(args, error);
  }
  return redirect("/billing/added");
}

export default function AddCard() {
  const { stripeKey, idempotencyKey, rules } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <section className="billing-card" aria-labelledby="card-hint">
      <p id="card-hint" className="billing-hint">
        Add a new card by entering the details below.
      </p>
      {actionData?.cardError ? (
        <Alert title={cardErrorTitle} tone="error">
          <p>{actionData.cardError}</p>
        </Alert>
      ) : null}
      <FormProblem result={actionData?.result} shown={stripeKey ? [] : ["number", "expiry", "cvc"]} />
      {stripeKey ? (
        <StripeCardForm publishableKey={stripeKey} idempotencyKey={idempotencyKey} />
      ) : (
        <SandboxCardForm idempotencyKey={idempotencyKey} rules={rules} />
      )}
    </section>
  );
}

/** Sandbox mode: plain inputs that work without JS; only Stripe's test numbers are accepted. */
function SandboxCardForm({ idempotencyKey, rules }: { idempotencyKey: string; rules: BrowserRules }) {
  const actionData = useActionData<typeof action>();
  const formRef = useRef<HTMLFormElement>(null);
  const filled = useFormFilled(formRef);
  const [form, fields] = useForm<{ number: string; expiry: string; cvc: string }>({
    id: "billing-card",
    lastResult: actionData?.result,
    constraint: rules.constraint,
    onValidate: checkInBrowser(rules),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <Form method="post" {...getFormProps(form)} noValidate ref={formRef} className="billing-form">
      <AuthenticityTokenInput />
      <input type="hidden" name="idempotency_key" value={idempotencyKey} />
      <Field
        label="Card number"
        field={fields.number}
        type="text"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        pattern="[0-9 ]{12,23}"
        maxLength={23}
        hint="Sandbox mode: use a test card such as 4242 4242 4242 4242."
      />
      <div className="billing-form__row">
        <Field
          label="Expiry (MM/YY)"
          field={fields.expiry}
          type="text"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM / YY"
          pattern="\s*\d{1,2}\s*/\s*(\d{2}|\d{4})\s*"
          maxLength={9}
        />
        <Field
          label="Security code"
          field={fields.cvc}
          type="text"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="CVC"
          pattern="\d{3,4}"
          maxLength={4}
        />
      </div>
      <BillingSubmit filled={filled} pendingText="ADDING CARD...">
        SAVE + CONTINUE
      </BillingSubmit>
    </Form>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
