// The web tool's refusal of a page that the seat's role may not open (the table of pages.ts),
// before anything of the brand's is rendered. Every loader and action of a signed-in page reaches
// the API through getApi (request-session.server.ts), which hands it the API behind this gate:
// an answer reaches the loader only once the seat's role (GET /users/me, which the layout asks
// for anyway, and the request asks once) lets it open the page, and nothing that changes data
// is sent before. So the layout's loader throws the refusal on a document, and a page's loader
// throws it on a client-side navigation (where the layout keeps its data and does not run), and
// neither carries the brand's data beside it. The API refuses a seat on its own as well.
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import type { Api } from "../api/request-session.server";
import { getBusiness } from "../api/users.server";
import { roleOf } from "./nav";
import { EVERYONE, pagePath, pageRoles, type PageRefusal } from "./pages";

/**
 * `api` as the page at the request's URL may use it. A page every seat may open, and the Not
 * Found page (the layout's splat, `params["*"]`, which shows nothing of the brand), need no role.
 */
export function gatePage(api: Api, { request, params }: { request: Request; params?: LoaderFunctionArgs["params"] }): Api {
  const page = pageRoles(pagePath(new URL(request.url).pathname));
  if (page === EVERYONE || params?.["*"] !== undefined) return api;
  let verdict: Promise<PageRefusal | null> | undefined;
  const refusalOf = () =>
    (verdict ??= getBusiness(api).then((me) => {
      const role = roleOf(me);
      return page.includes(role) ? null : { refusal: { role, page, brand: { name: me.name, logo: me.media[0]?.thumbnail ?? null } } };
    }));
  /** Each loader throws a refusal of its own: Remix reads the body of every response thrown. */
  async function allowed() {
    const refusal = await refusalOf();
    if (refusal) throw json(refusal, { status: 403 });
  }
  /** A read is asked at once, beside the role, and answered only once the role allows it. */
  async function held<T>(answer: Promise<T>): Promise<T> {
    answer.catch(() => undefined);
    await allowed();
    return answer;
  }
  return {
    ...api,
    get: (path, query, schema) => held(api.get(path, query, schema)),
    call: async (method, path, opts, schema) =>
      method === "GET" ? held(api.call(method, path, opts, schema)) : allowed().then(() => api.call(method, path, opts, schema)),
    send: async (method, path, opts) => (method === "GET" ? held(api.send(method, path, opts)) : allowed().then(() => api.send(method, path, opts))),
  };
}
