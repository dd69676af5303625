// POST /door/sync (docs/product/door.md#without-a-connection): the door list's kept check-ins (public/door.js),
// sent when the connection is back and on every load of the page. Each goes to the API with its
// own time and idempotency key, so a repeat (a lost answer, two tabs) acts once. Answers, per
// check-in, whether it was applied, refused (with the API's reason, e.g. another phone was
// first) or must wait (the API could not be reached). A form post, as every post here, so the
// CSRF check and the body's bound are the forms'. Only the door list's script posts here.
import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { z } from "zod";
import { ApiError } from "~/lib/api/client.server";
import { checkIn } from "~/lib/api/offers.server";
import { getApi } from "~/lib/api/request-session.server";
import { requireCsrf } from "~/lib/csrf.server";

/** What one sync sends at most: a door's day, and a bound on what one post asks of the API. */
export const SYNC_LIMIT = 100;

const keptSchema = z.object({
  key: z.string().regex(/^[\x21-\x7e]{8,100}$/),
  claim: z.number().int().positive(),
  at: z.string().datetime({ offset: true }),
});
const itemsSchema = z.array(keptSchema).max(SYNC_LIMIT);

export type SyncResult = { key: string; outcome: "applied" | "refused" | "waiting"; message: string | null };

export async function action(args: ActionFunctionArgs) {
  // The CSRF check first: it reads the body as a form, and answers one that is none with 400.
  await requireCsrf(args.request);
  const form = await args.request.formData();
  let items;
  try {
    items = itemsSchema.parse(JSON.parse(String(form.get("items") ?? "[]")));
  } catch {
    return json({ results: [] as SyncResult[], message: "These check-ins could not be read." }, { status: 400 });
  }
  const api = await getApi(args);
  const results: SyncResult[] = [];
  for (const item of items) {
    try {
      await checkIn(api, item.claim, item);
      results.push({ key: item.key, outcome: "applied", message: null });
    } catch (error) {
      if (error instanceof Response) throw error;
      if (!(error instanceof ApiError)) throw error;
      // The API refused this one for good (already checked in, outside its window, not found);
      // a failure of its own, or of the way to it, leaves the check-in waiting for the next sync.
      const refused = error.status >= 400 && error.status < 500 && error.status !== 401 && error.status !== 429;
      results.push({ key: item.key, outcome: refused ? "refused" : "waiting", message: error.message });
    }
  }
  return json({ results, message: null });
}
