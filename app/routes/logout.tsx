import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { revokeSession } from "~/lib/api/auth.server";
import { endSession, publicApi } from "~/lib/api/request-session.server";
import { requireCsrf } from "~/lib/csrf.server";

/**
 * Confirmed logout: the refresh token is revoked, the session cookie cleared, then /. What the
 * door list kept on this browser (its page, and check-ins not yet sent) goes with it.
 */
export async function action(args: ActionFunctionArgs) {
  await requireCsrf(args.request);
  const { refreshToken } = await endSession(args);
  if (refreshToken) await revokeSession(publicApi(args), refreshToken);
  return redirect("/", { headers: { "Clear-Site-Data": '"cache", "storage"' } });
}

/** A GET never signs out: it goes to the confirmation instead. */
export function loader() {
  return redirect("/?modal=logout");
}
