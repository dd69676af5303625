// /team/join/:token (docs/product/accounts.md#joining): the page an invitation's mail links to. Opened, it asks the API
// what the link is for: a link that was used, cancelled or has expired says so at once, with no
// form. Otherwise the invited person chooses a username and a password; the API makes their seat
// and the link is used up. The join answers no tokens, so they then sign in on /login, their
// username filled in. The token is the credential: it stays in the URL the mail carries (the
// access log redacts it) and is never put into loader data or a script; the page sends no
// JavaScript at all.
import { getFormProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { Alert } from "~/components/alert";
import { StandaloneErrorBoundary } from "~/components/error-boundary";
import { Field } from "~/components/field";
import { FormProblem } from "~/components/form-problem";
import { SubmitButton } from "~/components/submit-button";
import { REFUSALS } from "../../contract/refusals";
import { ApiError } from "~/lib/api/client.server";
import { apiErrorMessage, throwApiError } from "~/lib/api/errors.server";
import { flash, publicApi } from "~/lib/api/request-session.server";
import { joinTeam, readInvitation } from "~/lib/api/team.server";
import { requireCsrf } from "~/lib/csrf.server";
import { browserRules, parseWithZod } from "~/lib/forms.server";
import { joinSchema } from "~/lib/seats/join.schema";
import { roleInWords } from "~/lib/seats/roles";

export const meta: MetaFunction = () => [{ title: "Join the team" }];

/** Works the same without JavaScript, so none is sent (app/root.tsx): no script ever holds the token. */
export const handle = { hydrate: false };

/** What an invitation's token can look like (the API's are 43 URL-safe characters): anything else is no link of ours. */
const TOKEN = /^[A-Za-z0-9_-]{16,200}$/;

/** Why a link no longer works, by the API's code: the page says it instead of the form. */
const CLOSED: readonly string[] = [REFUSALS.invitationUsed, REFUSALS.invitationCancelled, REFUSALS.invitationExpired];
const NOT_OURS = "This invitation link is not valid. Ask the account's owner for a new one.";

export async function loader(args: LoaderFunctionArgs) {
  const token = args.params.token ?? "";
  if (!TOKEN.test(token)) throw new Response("Not found", { status: 404 });
  try {
    const { business, name, email, role } = await readInvitation(publicApi(args), token);
    return data({ invitation: { business: business.name, name, email, role: roleInWords(role) }, closed: null, rules: browserRules(joinSchema) });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || CLOSED.includes(error.code ?? ""))) {
      const closed = { message: error.status === 404 ? NOT_OURS : error.message, used: error.code === REFUSALS.invitationUsed };
      return data({ invitation: null, closed, rules: null }, { status: error.status });
    }
    throwApiError(error);
  }
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

/** A link that no longer works: why, at once, and no form to fill in for nothing. */
function ClosedLink({ closed }: { closed: { message: string; used: boolean } }) {
  return (
    <>
      <Alert tone="info">
        <p>{closed.message}</p>
      </Alert>
      {closed.used ? (
        <p className="login__links">
          <Link to="/login">Sign in</Link>
        </p>
      ) : null}
    </>
  );
}

export default function JoinTeam() {
  const { invitation, closed, rules } = useLoaderData<typeof loader>();
  return (
    <main className="page page--center login">
      <div className="login__card">
        <h1 className="login__title">Join the team</h1>
        {invitation && rules ? <JoinForm invitation={invitation} rules={rules} /> : closed ? <ClosedLink closed={closed} /> : null}
      </div>
    </main>
  );
}

type Invited = { business: string; name: string; email: string; role: string };

function JoinForm({ invitation, rules }: { invitation: Invited; rules: ReturnType<typeof browserRules> }) {
  const actionData = useActionData<typeof action>();
  const [form, fields] = useForm({ id: "join", lastResult: actionData?.result, constraint: rules.constraint, shouldValidate: "onSubmit" });
  return (
    <>
      <p className="lead">
        {invitation.business} invites {invitation.name} ({invitation.email}) as {invitation.role}. Choose the username and password you will sign in with.
      </p>
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
    </>
  );
}

export const ErrorBoundary = StandaloneErrorBoundary;
