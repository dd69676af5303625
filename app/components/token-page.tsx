import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
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
