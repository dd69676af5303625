import { getFormProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { Alert } from "~/components/alert";
import { PaymentMethodsSection, PlanSection } from "~/components/billing-methods";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Field } from "~/components/field";
import { FormProblem } from "~/components/form-problem";
import { SubmitButton } from "~/components/submit-button";
import { ApiError } from "~/lib/api/client.server";
import { getApi } from "~/lib/api/request-session.server";
import { throwApiError } from "~/lib/api/errors.server";
import { billingErrorRedirect, getCustomer, removeSource, setDefaultSource, startSubscription, updateBillingEmail } from "~/lib/api/billing.server";
import { methodsSchema } from "~/lib/billing/methods.schema";
import { requireCsrf } from "~/lib/csrf.server";
import { browserRules, parseWithZod } from "~/lib/forms.server";
import { checkInBrowser, type BrowserRules } from "~/lib/forms/browser-check";
import type { BillingHandle } from "./_app.billing";

export const meta: MetaFunction = () => [{ title: "Plan + Accounting: Payment Method" }];
export const handle: BillingHandle = {
  billing: (loaderData) => ({
    view: "methods",
    hasSubscription: ((loaderData as { customer?: { subscriptions: { total_count: number } } } | undefined)?.customer?.subscriptions.total_count ?? 0) > 0,
  }),
};

export async function loader(args: LoaderFunctionArgs) {
  const api = await getApi(args);
  try {
    const { data: customer, meta } = await getCustomer(api);
    if (!customer) throw redirect("/billing");
    return data({ customer, partnershipsEmail: meta.partnerships_email, emailRules: browserRules(methodsSchema.options[2]) });
  } catch (error) {
    throwApiError(error);
  }
}

export async function action(args: ActionFunctionArgs) {
  const { request } = args;
  await requireCsrf(request);
  const submission = parseWithZod(await request.formData(), { schema: methodsSchema });
  if (submission.status !== "success") {
    const intent = submission.payload.intent;
    return data({ intent: typeof intent === "string" ? intent : null, result: submission.reply(), updated: false }, { status: 400 });
  }
  const value = submission.value;
  const api = await getApi(args);
  try {
    switch (value.intent) {
      case "set-default":
        await setDefaultSource(api, value.source);
        return redirect("/billing/methods");
      case "remove":
        await removeSource(api, value.source);
        return redirect("/billing/methods?modal=removed");
      case "start-plan":
        // Selecting a plan starts a subscription and returns to /billing (docs/product/billing.md#plans).
        await startSubscription(api, value.plan, value.frequency);
        return redirect("/billing");
      case "update-email":
        await updateBillingEmail(api, value.email);
        return data({ intent: value.intent, result: submission.reply(), updated: true });
    }
  } catch (error) {
    if (value.intent === "update-email" && error instanceof ApiError && error.status === 400 && error.fields?.email) {
      return data({ intent: value.intent, result: submission.reply({ fieldErrors: { email: [error.fields.email] } }), updated: false }, { status: 400 });
    }
    return billingErrorRedirect(args, error);
  }
}

export default function PaymentMethods() {
  const { customer, partnershipsEmail, emailRules } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const planErrors = actionData?.intent === "start-plan" ? Object.values(actionData.result.error ?? {}).flat() : [];
  const planError = planErrors.find((message): message is string => typeof message === "string");
  const hasSources = customer.sources.total_count > 0;
  // The fields that show their own errors; any other refusal (a tampered post) gets the alert.
  const planPicker = !customer.subscriptions.data[0] && !customer.plan && Boolean(customer.default_source);
  const shown = actionData?.intent === "update-email" && hasSources ? ["email"] : [];
  return (
    <div className="billing-grid">
      {planError && planPicker ? null : <FormProblem result={actionData?.result} shown={shown} />}
      <PlanSection customer={customer} partnershipsEmail={partnershipsEmail} planError={planError} />
      <PaymentMethodsSection customer={customer} />
      {hasSources ? <BillingEmailSection email={customer.email} rules={emailRules} /> : null}
    </div>
  );
}

function BillingEmailSection({ email, rules }: { email: string; rules: BrowserRules }) {
  const actionData = useActionData<typeof action>();
  const mine = actionData?.intent === "update-email" ? actionData : undefined;
  const [form, fields] = useForm<{ email: string }>({
    id: "billing-email",
    lastResult: mine?.result,
    defaultValue: { email },
    constraint: rules.constraint,
    onValidate: checkInBrowser(rules),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <section className="billing-card">
      <h2 className="billing-section__title">BILLING EMAIL</h2>
      {mine?.updated ? (
        <Alert tone="success">
          <p>Billing email updated.</p>
        </Alert>
      ) : null}
      <Form method="post" {...getFormProps(form)} noValidate className="billing-form billing-form--inline">
        <AuthenticityTokenInput />
        <Field label="Billing email" field={fields.email} type="email" autoComplete="email" hint="This email will receive all plan communication" />
        <SubmitButton intent="update-email" pendingText="UPDATING...">
          UPDATE
        </SubmitButton>
      </Form>
    </section>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
