import { parseWithZod } from "~/lib/forms.server";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { SubmitButton } from "~/components/submit-button";
import { PlaidLinkWidget } from "~/components/billing-plaid-link";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Modal } from "~/components/modal";
import { getApi } from "~/lib/api/request-session.server";
import { throwApiError } from "~/lib/api/errors.server";
import { addBankAccount, billingErrorRedirect, getCustomer, startBankLink } from "~/lib/api/billing.server";
import type { LinkSession } from "../../contract/schemas/billing";
import { bankAccountSchema } from "~/lib/billing/bank-account.schema.server";
import { requireCsrf } from "~/lib/csrf.server";
import type { BillingHandle } from "./_app.billing";

export const meta: MetaFunction = () => [{ title: "Plan + Accounting: Add Bank Account" }];
export const handle: BillingHandle = { billing: () => ({ view: "bankAccount" }) };

export async function loader(args: LoaderFunctionArgs) {
  const api = await getApi(args);
  try {
    const { data: customer } = await getCustomer(api);
    if (!customer) throw redirect("/billing");
    const session = await startBankLink(api);
    return data({ session });
  } catch (error) {
    throwApiError(error);
  }
}

/** The sandbox link dialog posts only the account; its bank's public token is looked up again here. */
function publicTokenFor(session: LinkSession, accountId: string) {
  return session.institutions.find((bank) => bank.accounts.some((a) => a.id === accountId))?.public_token;
}

export async function action(args: ActionFunctionArgs) {
  const { request } = args;
  await requireCsrf(request);
  const submission = parseWithZod(await request.formData(), { schema: bankAccountSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), message: "Choose a bank account." }, { status: 400 });
  const api = await getApi(args);
  try {
    const { account_id: accountId } = submission.value;
    const token = submission.value.token ?? publicTokenFor(await startBankLink(api), accountId);
    if (!token) return data({ result: submission.reply(), message: "Choose a bank account." }, { status: 400 });
    await addBankAccount(api, token, accountId);
  } catch (error) {
    return billingErrorRedirect(args, error);
  }
  return redirect("/billing/added");
}

export default function AddBankAccount() {
  const { session } = useLoaderData<typeof loader>();
  if (session.provider === "plaid" && session.link_token) {
    return (
      <section className="billing-card">
        <PlaidLinkWidget linkToken={session.link_token} />
      </section>
    );
  }
  return <SandboxLinkDialog session={session} />;
}

/** Sandbox mode: the bank-linking widget's choice as a plain form, so it works without JS. */
function SandboxLinkDialog({ session }: { session: LinkSession }) {
  const actionData = useActionData<typeof action>();
  return (
    <section className="billing-card">
      <p className="billing-status">Linking bank account...</p>
      <Modal id="bank-link" title="Link a bank account" closeHref="/billing/methods">
        <p className="billing-hint">Sandbox mode: choose a test bank and account. No real bank is contacted.</p>
        <Form method="post" className="bank-link">
          <AuthenticityTokenInput />
          {actionData?.message ? (
            <p className="field__error" id="bank-link-error">
              {actionData.message}
            </p>
          ) : null}
          {session.institutions.map((bank) => (
            <fieldset key={bank.id} className="bank-link__bank" aria-describedby={actionData?.message ? "bank-link-error" : undefined}>
              <legend>{bank.name}</legend>
              {bank.accounts.map((account) => (
                <label key={account.id} className="bank-link__account">
                  <input type="radio" name="account_id" value={account.id} />
                  <span>
                    {account.name} <span className="bank-link__mask">•••• {account.mask}</span>
                  </span>
                </label>
              ))}
            </fieldset>
          ))}
          <SubmitButton pendingText="Linking bank account..." className="button button--block">
            Link account
          </SubmitButton>
        </Form>
      </Modal>
    </section>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
