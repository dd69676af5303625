// Bank linking with Plaid Link (PLAID_* keys on the API): the widget opens at once and hands
// back a public token and the chosen account, which are posted to the page's action.
import { useNavigation, useSubmit } from "@remix-run/react";
import { useEffect } from "react";
import { usePlaidLink } from "react-plaid-link";
import { useAuthenticityToken } from "remix-utils/csrf/react";
import { Alert } from "./alert";

export function PlaidLinkWidget({ linkToken }: { linkToken: string }) {
  const submit = useSubmit();
  const csrf = useAuthenticityToken();
  const navigation = useNavigation();
  const { open, ready } = usePlaidLink({
    token: linkToken,
    onSuccess: (publicToken, metadata) => {
      const account = metadata.accounts[0];
      if (account) submit({ csrf, token: publicToken, account_id: account.id }, { method: "post" });
    },
  });
  useEffect(() => {
    if (ready) open();
  }, [ready, open]);
  return (
    <>
      <noscript>
        <Alert tone="info">
          <p>Linking a bank account needs JavaScript: your bank is chosen in our provider Plaid&rsquo;s window. Please turn JavaScript on.</p>
        </Alert>
      </noscript>
      <p role="status" className="billing-status">
        Linking bank account...
      </p>
      <button type="button" className="button button--secondary" onClick={() => open()} aria-disabled={!ready || navigation.state !== "idle" || undefined}>
        Open bank linking again
      </button>
    </>
  );
}
