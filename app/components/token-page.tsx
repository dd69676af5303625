import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import type { SwitchQuestion } from "~/lib/auth/token-login.server";
import { Alert } from "./alert";

export function TokenPage({ title, error, children }: { title: string; error?: string | null; children?: ReactNode }) {
  return (
    <main className="page page--center login">
      <div className="login__card">
        <h1 className="login__title">{title}</h1>
        {error ? (
          <Alert tone="error">
            <p>{error}</p>
          </Alert>
        ) : null}
        {children}
        {error ? (
          <p className="login__links">
            <Link to="/login">Sign in with your password</Link>
            <Link to="/token/">Enter a token</Link>
          </p>
        ) : null}
      </div>
    </main>
  );
}

/**
 * A login link of another brand than the one signed in: it switches only when asked to, by a
 * post (the page's own URL still carries the link's token).
 */
export function SwitchBrand({ question }: { question: SwitchQuestion }) {
  return (
    <TokenPage title="Switch brand?">
      <p>
        This link signs in as <strong>{question.brand}</strong>. You are signed in as <strong>{question.current}</strong>.
      </p>
      <Form method="post" className="login__form">
        <AuthenticityTokenInput />
        <button type="submit" className="button">
          Continue as {question.brand}
        </button>
      </Form>
      <p className="login__links">
        <Link to="/">Stay signed in as {question.current}</Link>
      </p>
    </TokenPage>
  );
}
