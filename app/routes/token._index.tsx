import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { StandaloneErrorBoundary } from "~/components/error-boundary";
import { Field } from "~/components/field";
import { SubmitButton } from "~/components/submit-button";
import { TokenPage } from "~/components/token-page";
import { tokenSchema } from "~/lib/auth/token.schema";
import { loginWithToken } from "~/lib/auth/token-login.server";
import { requireCsrf } from "~/lib/csrf.server";

export const meta: MetaFunction = () => [{ title: "Log in with a token" }];

/** Works the same without JavaScript, so none is sent (app/root.tsx). */
export const handle = { hydrate: false };

/** Token entry: a brand pastes the token of a login link. */
export async function action({ request, context }: ActionFunctionArgs) {
  await requireCsrf(request);
  const submission = parseWithZod(await request.formData(), { schema: tokenSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["token"] }), error: null }, { status: 400 });
  }
  const outcome = await loginWithToken({ request, context }, submission.value.token, "/");
  if (outcome.response) return outcome.response;
  return data({ result: submission.reply({ hideFields: ["token"] }), error: outcome.error }, { status: 400 });
}

export default function TokenEntry() {
  const actionData = useActionData<typeof action>();
  const [form, fields] = useForm({ id: "token", lastResult: actionData?.result, constraint: getZodConstraint(tokenSchema) });
  return (
    <TokenPage title="Log in with a token" error={actionData?.error}>
      <Form method="post" {...getFormProps(form)}>
        <AuthenticityTokenInput />
        <Field label="Token" field={fields.token} type="text" autoComplete="one-time-code" autoCapitalize="none" spellCheck={false} />
        <SubmitButton pendingText="Logging In..." className="button button--block">
          Log in
        </SubmitButton>
      </Form>
    </TokenPage>
  );
}

export const ErrorBoundary = StandaloneErrorBoundary;
