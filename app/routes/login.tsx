import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { Alert } from "~/components/alert";
import { StandaloneErrorBoundary } from "~/components/error-boundary";
import { Field } from "~/components/field";
import { FormProblem } from "~/components/form-problem";
import { Modal, useModalLinks } from "~/components/modal";
import { SubmitButton } from "~/components/submit-button";
import { findUsername, requestPasswordLink, signInWithPassword } from "~/lib/api/auth.server";
import { ApiError } from "~/lib/api/client.server";
import { isSignedIn, publicApi, signIn, takeFlash } from "~/lib/api/request-session.server";
import { loginErrorText, loginPageSchema, loginSchema } from "~/lib/auth/login.schema";
import { requireCsrf } from "~/lib/csrf.server";
import { safeRedirect } from "~/lib/safe-redirect";

export const meta: MetaFunction = () => [{ title: "Sign in" }];

/** Works the same without JavaScript, so none is sent (app/root.tsx). */
export const handle = { hydrate: false };

/** `joined`: the username of a seat just made on the join page (/team/join/…), filled in for its first sign-in. */
export async function loader(args: LoaderFunctionArgs) {
  const joined = (await takeFlash(args, "joined")) ?? null;
  if (await isSignedIn(args)) {
    throw redirect(safeRedirect(new URL(args.request.url).searchParams.get("redirect")));
  }
  return { joined };
}

type ForgotResult = { intent: "forgot-password" | "forgot-username"; tone: "success" | "error"; message: string };

export async function action(args: ActionFunctionArgs) {
  const { request } = args;
  await requireCsrf(request);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: loginPageSchema });
  const intent = formData.get("intent");
  if (submission.status !== "success") {
    return data({ intent, result: submission.reply({ hideFields: ["password"] }), banner: null, forgot: null }, { status: 400 });
  }
  const api = publicApi(args);
  const value = submission.value;

  if (value.intent === "login") {
    try {
      const tokens = await signInWithPassword(api, value.username, value.password);
      return signIn(args, tokens, value.redirect ?? null);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const banner =
        error.status === 401 || error.status === 400
          ? { title: null, message: loginErrorText }
          : error.status === 429
            ? { title: null, message: error.message }
            : { title: "An error occurred!", message: error.message };
      return data({ intent, result: submission.reply({ hideFields: ["password"] }), banner, forgot: null }, { status: error.status === 429 ? 429 : 400 });
    }
  }

  let forgot: ForgotResult;
  try {
    if (value.intent === "forgot-password") {
      const response = await requestPasswordLink(api, value.username);
      forgot = response?.status
        ? { intent: value.intent, tone: "success", message: "Password reset sent" }
        : { intent: value.intent, tone: "error", message: "User not found" };
    } else {
      const response = await findUsername(api, value.email);
      const username = response?.data?.[0];
      forgot = username
        ? { intent: value.intent, tone: "success", message: `Your username is: ${username}` }
        : { intent: value.intent, tone: "error", message: "User not found" };
    }
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    forgot = { intent: value.intent, tone: "error", message: "An error occurred" };
  }
  return data({ intent, result: submission.reply(), banner: null, forgot });
}

export default function Login() {
  const { joined } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const location = useLocation();
  const modal = useModalLinks();
  const redirectTo = modal.params.get("redirect") ?? "";
  const [form, fields] = useForm({
    id: "login",
    lastResult: actionData?.intent === "login" ? actionData.result : undefined,
    defaultValue: { username: joined ?? "", password: "" },
    constraint: getZodConstraint(loginSchema),
    shouldValidate: "onSubmit",
  });
  const banner = actionData?.intent === "login" ? actionData.banner : null;
  // The fields that show their own errors right now; any other error gets the form-level alert.
  const shown =
    actionData?.intent === "login"
      ? ["username", "password"]
      : actionData?.intent === modal.current && modal.current === "forgot-password"
        ? ["username"]
        : actionData?.intent === modal.current && modal.current === "forgot-username"
          ? ["email"]
          : [];

  return (
    <main className="page page--center login">
      <div className="login__card">
        <h1 className="login__title">Sign in</h1>
        <p className="lead">Manage your offers, models and results.</p>
        {banner ? (
          <Alert title={banner.title ?? undefined} tone="error">
            <p>{banner.message}</p>
          </Alert>
        ) : null}
        {joined && !actionData ? (
          <Alert tone="success">
            <p>Your seat is ready. Sign in with your new username.</p>
          </Alert>
        ) : null}
        <FormProblem result={actionData?.result} shown={shown} />
        <Form method="post" action={`/login${location.search}`} {...getFormProps(form)}>
          <AuthenticityTokenInput />
          <input type="hidden" name="redirect" value={redirectTo} />
          <Field label="Username" field={fields.username} type="text" autoComplete="username" autoCapitalize="none" spellCheck={false} />
          <Field label="Password" field={fields.password} type="password" autoComplete="current-password" />
          <SubmitButton intent="login" pendingText="SIGNING IN..." className="button button--block">
            Sign in
          </SubmitButton>
        </Form>
        <p className="login__links">
          <Link to={modal.open("forgot-username")} preventScrollReset>
            Forgot username?
          </Link>
          <Link to={modal.open("forgot-password")} preventScrollReset>
            Forgot password?
          </Link>
        </p>
      </div>
      {modal.current === "forgot-password" || modal.current === "forgot-username" ? (
        <ForgotModal key={modal.current} intent={modal.current} closeHref={modal.close} />
      ) : null}
    </main>
  );
}

function useForgotResult(intent: ForgotResult["intent"]) {
  const actionData = useActionData<typeof action>();
  return actionData?.intent === intent ? actionData : undefined;
}

/** The two forgot flows differ only in their one field and their words. */
const FORGOT = {
  "forgot-password": {
    title: "Forgot password?",
    lead: "Enter your username and we will email you a link to sign in.",
    field: { name: "username", label: "Username", type: "text", autoComplete: "username" },
    pending: "SENDING...",
    submit: "Send link",
  },
  "forgot-username": {
    title: "Forgot username?",
    lead: "Enter the email address of your account.",
    field: { name: "email", label: "Email", type: "email", autoComplete: "email" },
    pending: "LOOKING UP...",
    submit: "Show username",
  },
} as const;

function ForgotModal({ intent, closeHref }: { intent: ForgotResult["intent"]; closeHref: string }) {
  const location = useLocation();
  const actionData = useForgotResult(intent);
  const words = FORGOT[intent];
  const [form, fields] = useForm({
    id: intent,
    lastResult: actionData?.result,
    constraint: getZodConstraint(loginPageSchema.options[intent === "forgot-password" ? 1 : 2]),
    shouldValidate: "onSubmit",
  });
  const field = words.field.name === "username" ? fields.username : fields.email;
  return (
    <Modal id={intent} title={words.title} closeHref={closeHref}>
      <p>{words.lead}</p>
      {actionData?.forgot ? (
        <Alert tone={actionData.forgot.tone}>
          <p>{actionData.forgot.message}</p>
        </Alert>
      ) : null}
      <Form method="post" action={`/login${location.search}`} {...getFormProps(form)}>
        <AuthenticityTokenInput />
        <Field
          label={words.field.label}
          field={field}
          type={words.field.type}
          autoComplete={words.field.autoComplete}
          autoCapitalize={words.field.name === "username" ? "none" : undefined}
        />
        <SubmitButton intent={intent} pendingText={words.pending} className="button button--block">
          {words.submit}
        </SubmitButton>
      </Form>
    </Modal>
  );
}

export const ErrorBoundary = StandaloneErrorBoundary;
