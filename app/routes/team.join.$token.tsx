// /team/join/:token (docs/product/accounts.md#joining): the page an invitation's mail links to. The invited person
// chooses a username and a password; the API makes their seat and the link is used up. The join
// answers no tokens, so they then sign in on /login, their username filled in. The token is the
// credential: it stays in the URL the mail carries (the access log redacts it) and is never put
// into loader data or a script; the page sends no JavaScript at all.
import { getFormProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { Alert } from "~/components/alert";
import { StandaloneErrorBoundary } from "~/components/error-boundary";
import { Field } from "~/components/field";
import { FormProblem } from "~/components/form-problem";
import { SubmitButton } from "~/components/submit-button";
import { ApiError } from "~/lib/api/client.server";
import { apiErrorMessage } from "~/lib/api/errors.server";
import { flash, publicApi } from "~/lib/api/request-session.server";
import { joinTeam } from "~/lib/api/team.server";
import { requireCsrf } from "~/lib/csrf.server";
import { browserRules, parseWithZod } from "~/lib/forms.server";
import { joinSchema } from "~/lib/seats/join.schema";

export const meta: MetaFunction = () => [{ title: "Join the team" }];

/** Works the same without JavaScript, so none is sent (app/root.tsx): no script ever holds the token. */
export const handle = { hydrate: false };

/** What an invitation's token can look like (the API's are 43 URL-safe characters): anything else is no link of ours. */
const TOKEN = /^[A-Za-z0-9_-]{16,200}$/;

export function loader({ params }: LoaderFunctionArgs) {
  if (!TOKEN.test(params.token ?? "")) throw new Response("Not found", { status: 404 });
  return { rules: browserRules(joinSchema) };
}

/** The API's refusal: its messages for the form's own fields under them, anything else (the link) in the alert. */
function refusal(error: unknown) {
  const message = apiErrorMessage(error);
  const fields = error instanceof ApiError && error.status === 400 ? (error.fields ?? {}) : {};
  const fieldErrors = Object.fromEntries(
    Object.entries(fields).flatMap(([name, text]) => (name === "username" || name === "password" ? [[name, [text]]] : [])),
  );
  const shownByFields = Object.keys(fieldErrors).length > 0 && !fields.token;
  return { fieldErrors, message: shownByFields ? null : (fields.token ?? message) };
}

export async function action(args: ActionFunctionArgs) {
  await requireCsrf(args.request);
  if (!TOKEN.test(args.params.token ?? "")) throw new Response("Not found", { status: 404 });
  const submission = parseWithZod(await args.request.formData(), { schema: joinSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["password", "confirm"] }), message: null }, { status: 400 });
  }
  const { username, password } = submission.value;
  let joined: string;
  try {
    joined = (await joinTeam(publicApi(args), { token: args.params.token ?? "", username, password })).username;
  } catch (error) {
    const { fieldErrors, message } = refusal(error);
    const status = error instanceof ApiError && error.status === 429 ? 429 : 400;
    return data({ result: submission.reply({ fieldErrors, hideFields: ["password", "confirm"] }), message }, { status });
  }
  await flash(args, "joined", joined);
  throw redirect("/login");
}

export default function JoinTeam() {
  const { rules } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useForm({ id: "join", lastResult: actionData?.result, constraint: rules.constraint, shouldValidate: "onSubmit" });
  return (
    <main className="page page--center login">
      <div className="login__card">
        <h1 className="login__title">Join the team</h1>
        <p className="lead">Choose the username and password you will sign in with.</p>
        {actionData?.message ? (
          <Alert title="An error occurred!">
            <p>{actionData.message}</p>
          </Alert>
        ) : null}
        {actionData?.message ? null : <FormProblem result={actionData?.result} shown={["username", "password", "confirm"]} />}
        {/* noValidate: our messages sit by the fields instead of browser bubbles. */}
        <Form method="post" {...getFormProps(form)} noValidate>
          <AuthenticityTokenInput />
          <Field
            label="Username"
            field={fields.username}
            type="text"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            hint="3 or more letters, digits or . _ @ -"
          />
          <Field label="Password" field={fields.password} type="password" autoComplete="new-password" hint="8 or more characters" />
          <Field label="Password again" field={fields.confirm} type="password" autoComplete="new-password" />
          <SubmitButton pendingText="JOINING..." className="button button--block">
            Join
          </SubmitButton>
        </Form>
      </div>
    </main>
  );
}

export const ErrorBoundary = StandaloneErrorBoundary;
