import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { revokeSession } from "~/lib/api/auth.server";
import { requireCsrf } from "~/lib/csrf.server";
import { destroySession, getSession } from "~/lib/session.server";

/** Confirmed logout: the refresh token is revoked, the session cookie cleared, then /. */
export async function action({ request }: ActionFunctionArgs) {
  await requireCsrf(request);
  const session = await getSession(request);
  const accessToken = session.get("accessToken");
  const refreshToken = session.get("refreshToken");
  if (accessToken && refreshToken) await revokeSession(accessToken, refreshToken);
  return redirect("/", { headers: { "Set-Cookie": await destroySession(request) } });
}

/** A GET never signs out: it goes to the confirmation instead. */
export function loader() {
  return redirect("/?modal=logout");
}
