import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useRef } from "react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { BillingSubmit, useFormFilled } from "~/components/billing-form";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Field } from "~/components/field";
import { Modal, useModalLinks } from "~/components/modal";
import { ServicesAgreement } from "~/components/services-agreement";
import { ApiError } from "~/lib/api/client.server";
import { getApi } from "~/lib/api/request-session.server";
import { throwApiError } from "~/lib/api/errors.server";
import { billingErrorRedirect, createCustomer, getCustomer } from "~/lib/api/billing.server";
import { introSchema } from "~/lib/billing/intro.schema";
import { requireCsrf } from "~/lib/csrf.server";
import { browserRules, parseWithZod } from "~/lib/forms.server";
import { checkInBrowser } from "~/lib/forms/browser-check";
import type { BillingHandle } from "./_app.billing";

export const meta: MetaFunction = () => [{ title: "Plan + Payment" }];
export const handle: BillingHandle = { billing: () => ({ view: "intro" }) };

/** A brand that already has a billing customer goes straight to its payment methods. */
export async function loader(args: LoaderFunctionArgs) {
  const api = await getApi(args);
  let customer;
  try {
    customer = (await getCustomer(api)).data;
  } catch (error) {
    throwApiError(error);
  }
  if (customer) throw redirect("/billing/methods");
  return data({ rules: browserRules(introSchema) });
}

export async function action(args: ActionFunctionArgs) {
  const { request } = args;
  await requireCsrf(request);
  const submission = parseWithZod(await request.formData(), { schema: introSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const api = await getApi(args);
  try {
    await createCustomer(api, submission.value.email);
  } catch (error) {
    // The API's own check of the email belongs next to the field; anything else is a billing failure.
    if (error instanceof ApiError && error.status === 400 && error.fields?.email) {
      return data({ result: submission.reply({ fieldErrors: { email: [error.fields.email] } }) }, { status: 400 });
    }
    return billingErrorRedirect(args, error);
  }
  return redirect("/billing/methods");
}

export default function BillingIntro() {
  const { rules } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const modal = useModalLinks();
  const formRef = useRef<HTMLFormElement>(null);
  const filled = useFormFilled(formRef);
  const [form, fields] = useForm({
    id: "billing-intro",
    lastResult: actionData?.result,
    constraint: rules.constraint,
    onValidate: checkInBrowser(rules),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const agreement = fields.agreement;
  return (
    <section className="billing-card">
      <p className="billing-hint">Set up payment for your plan: enter the email for billing and accept the Services Agreement.</p>
      <Form method="post" {...getFormProps(form)} noValidate ref={formRef} className="billing-form">
        <AuthenticityTokenInput />
        <Field
          label="Billing email"
          field={fields.email}
          type="email"
          autoComplete="email"
          placeholder="accounts@yourbrand.com"
          hint="This email will receive all plan communication"
        />
        <div className="field field--check">
          <div className="check">
            <input
              {...getInputProps(agreement, { type: "checkbox", ariaAttributes: true })}
              key={agreement.key}
              aria-describedby={agreement.errors?.length ? agreement.errorId : undefined}
            />
            <label htmlFor={agreement.id}>
              I have read and accept the{" "}
              <Link to={modal.open("agreement")} preventScrollReset>
                Services Agreement
              </Link>
            </label>
          </div>
          {agreement.errors?.length ? (
            <p className="field__error" id={agreement.errorId}>
              {agreement.errors[0]}
            </p>
          ) : null}
        </div>
        <BillingSubmit filled={filled} pendingText="CREATING ACCOUNT...">
          SAVE + CONTINUE
        </BillingSubmit>
      </Form>
      {modal.current === "agreement" ? (
        <Modal id="agreement" title="Services Agreement" closeHref={modal.close}>
          <ServicesAgreement />
          <div className="modal__actions">
            <Link to={modal.close} className="button" replace preventScrollReset>
              Close
            </Link>
          </div>
        </Modal>
      ) : null}
    </section>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
