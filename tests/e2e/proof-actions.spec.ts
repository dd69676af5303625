// Every form action of the web tool (enumerated from the build's route manifest, not a hand
// list) refuses a post without a valid CSRF token, and survives random form posts: no 5xx,
// no unexpected-error page, and a refused post shows its message (an alert or a field error).
// HTTP only, so it runs in one project, on a private product (random posts change data).
import fc from "fast-check";
import { isTokenPost } from "../../server/token-posts.js";
import { expect, test } from "./support/fixtures";
import { actionRoutes, Browser, demoParams, fillPattern, type Product, useProduct } from "./support/proof-server";

const RUNS_PER_ACTION = Number(process.env.FUZZ_WEB_RUNS ?? 60);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Date.now() % 2 ** 31;
const CSRF_MESSAGE = "This form has expired. Please reload the page and try again.";
/**
 * A refused post must say why, even a tampered one whose `intent` is missing or unknown (or
 * whose form lives in a ?modal=… URL that is not open): the page then shows a form-level alert
 * (app/components/form-problem.tsx). PROOF_STRICT_MESSAGES=0 only counts such silent 400s.
 */
const STRICT_MESSAGES = process.env.PROOF_STRICT_MESSAGES !== "0";

/** A signed-in page with a form, where a signed-in browser picks up its CSRF token. */
const SIGNED_IN_FORM = "/profile/hours";
const UNEXPECTED = "An error has occurred! It has been reported to our team.";

let product: Product;
let actions: Array<{ id: string; url: string }>;

useProduct({ ACCESS_LOG: "off" }, async (started) => {
  product = started;
  const params = await demoParams(product.apiBase);
  actions = (await actionRoutes()).map((route) => ({ id: route.id, url: fillPattern(route.pattern, params) }));
});

test("every action refuses a post without a valid CSRF token (over HTTP, so it runs once: skipped in all but desktop-js)", async () => {
  expect(actions.length).toBeGreaterThanOrEqual(15);
  // A post whose credential is a token in its path (the digest's one-click unsubscribe) takes no
  // CSRF token on purpose (server/token-posts.js): without a token it knows, it is a 404.
  const tokenPosts = actions.filter((action) => isTokenPost(action.url));
  expect(tokenPosts.map((action) => action.url)).toEqual(["/digest/unsubscribe/:token"]);
  for (const action of tokenPosts) {
    const response = await new Browser(product.base).post(action.url, new URLSearchParams({ "List-Unsubscribe": "One-Click" }), {
      origin: "https://evil.example",
    });
    expect(response.status, `${action.url} with a made-up token`).toBe(404);
  }
  const signedIn = new Browser(product.base);
  expect((await signedIn.signIn()).status).toBe(302);
  const stranger = new Browser(product.base);
  // A real token, but of another browser's cookie.
  const foreignToken = await stranger.csrf("/login");
  const refused: string[] = [];
  const formActions = actions.filter((action) => !isTokenPost(action.url));
  for (const action of formActions) {
    const attempts: Array<[string, Browser, URLSearchParams | FormData, Record<string, string>]> = [
      ["no token", signedIn, new URLSearchParams({ intent: "x" }), {}],
      ["a made-up token", signedIn, new URLSearchParams({ csrf: "forged", intent: "x" }), {}],
      ["another browser's token", signedIn, new URLSearchParams({ csrf: foreignToken, intent: "x" }), {}],
      ["multipart without a token", signedIn, multipart({ intent: "x" }), {}],
      ["a cross-site origin", signedIn, new URLSearchParams({ csrf: await signedIn.csrf(SIGNED_IN_FORM) }), { origin: "https://evil.example" }],
    ];
    for (const [what, browser, body, headers] of attempts) {
      const response = await browser.post(action.url, body, headers);
      const text = await response.text();
      if (response.status !== 403 || !text.includes(CSRF_MESSAGE)) refused.push(`${action.url} with ${what}: ${response.status} ${text.slice(0, 120)}`);
    }
  }
  expect(refused, "actions that did not refuse").toEqual([]);
  // Without any session there is nothing to ride on: signed-in actions send the visitor to
  // sign in (and the public ones, login and token, still want the token).
  for (const action of formActions) {
    const response = await new Browser(product.base).post(
      action.url,
      new URLSearchParams({ csrf: foreignToken, intent: "login", username: "demo", password: "demo1234" }),
    );
    const location = response.headers.get("location") ?? "";
    const text = await response.text();
    const ok = response.status === 403 ? text.includes(CSRF_MESSAGE) : response.status === 302 && location.startsWith("/login");
    expect(ok, `${action.url} without any cookie: ${response.status} ${location}`).toBe(true);
  }
});

function multipart(fields: Record<string, string>, file?: { name: string; bytes: Uint8Array }) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append("files", new Blob([Buffer.from(file.bytes)], { type: "image/png" }), file.name);
  return form;
}

/** The form fields a page really has (names, and the values its buttons and hidden inputs send). */
async function formFields(browser: Browser, url: string) {
  const html = await (await browser.get(url.replace("?index", ""))).text();
  const names = new Set<string>();
  const values = new Set<string>();
  for (const match of html.matchAll(/<(?:input|select|textarea|button)\b[^>]*>/g)) {
    const name = /\bname="([^"]+)"/.exec(match[0])?.[1];
    const value = /\bvalue="([^"]*)"/.exec(match[0])?.[1];
    if (name && name !== "csrf") names.add(name);
    if (value) values.add(value);
  }
  return { names: [...names], values: [...values] };
}

const oddValues = fc.oneof(
  fc.string(),
  fc.string({ unit: "binary", maxLength: 30 }),
  fc.integer().map(String),
  fc.constantFrom(
    "",
    " ",
    "0",
    "-1",
    "99999999999",
    "2026-02-30",
    "13/99",
    "12/20",
    "4242 4242 4242 4242",
    "<script>",
    "null",
    "a".repeat(5000),
    "💥",
    "\u0000",
  ),
);

test("random form posts never break a page (over HTTP, so it runs once: skipped in all but desktop-js)", async () => {
  test.setTimeout(300_000);
  const browser = new Browser(product.base);
  await browser.signIn();
  let csrf = await browser.csrf(SIGNED_IN_FORM);
  let sent = 0;
  let ip = 0;
  const statuses: Record<number, number> = {};
  const failures: string[] = [];
  const silentRoutes: string[] = [];
  for (const [index, action] of actions.entries()) {
    const { names, values } = await formFields(browser, action.url);
    let silent = 0;
    const known = [...names, "intent", "id", "redirect"];
    const fieldValue = fc.oneof({ weight: 2, arbitrary: fc.constantFrom(...(values.length ? values : ["x"])) }, { weight: 3, arbitrary: oddValues });
    const form = fc.record({
      fields: fc.array(fc.tuple(fc.constantFrom(...known), fieldValue), { maxLength: 10 }),
      asMultipart: fc.boolean().map((b) => b && action.id.includes("profile.edit")),
    });
    await fc.assert(
      fc.asyncProperty(form, async ({ fields, asMultipart }) => {
        sent++;
        let body: URLSearchParams | FormData;
        if (asMultipart)
          body = multipart({ csrf, ...Object.fromEntries(fields) }, { name: "x.png", bytes: new TextEncoder().encode(fields.map((f) => f[1]).join("")) });
        else body = new URLSearchParams([["csrf", csrf], ...fields]);
        // A new client address per post: the sign-in lockout per address is not under test here.
        ip++;
        const response = await browser.post(action.url, body, { "x-forwarded-for": `198.18.${(ip >> 8) & 255}.${ip & 255}` });
        const html = await response.text();
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
        const location = response.headers.get("location") ?? "";
        const shown = /role="alert"|aria-invalid="true"|class="field__error"|Page Not Found/.test(html);
        if (response.status === 400 && !shown) silent++;
        const explained = response.status < 400 || shown || (response.status === 400 && !STRICT_MESSAGES);
        if (response.status >= 500 || html.includes(UNEXPECTED) || !explained) {
          if (failures.length < 30)
            failures.push(
              `${action.url} ${JSON.stringify(fields).slice(0, 300)} -> ${response.status} ${html
                .replace(/<[^>]+>/g, " ")
                .replace(/\s+/g, " ")
                .slice(0, 200)}`,
            );
        }
        // A post that signed the brand out (logout, a lost session) signs in again.
        if (/^\/login/.test(location)) {
          await browser.signIn();
          csrf = await browser.csrf(SIGNED_IN_FORM);
        }
        return true;
      }),
      { numRuns: RUNS_PER_ACTION, seed: SEED + index },
    );
    if (silent) silentRoutes.push(`${action.url}: ${silent}`);
  }
  test
    .info()
    .annotations.push({ type: "fuzz", description: `${sent} form posts over ${actions.length} actions (seed ${SEED}); answers ${JSON.stringify(statuses)}` });
  process.stdout.write(
    `web fuzz: ${sent} form posts over ${actions.length} actions (seed ${SEED}); answers ${JSON.stringify(statuses)}; 400s without a message: ${silentRoutes.join(", ") || "none"}\n`,
  );
  expect(sent).toBeGreaterThanOrEqual(1000);
  expect(failures, "posts that broke a page").toEqual([]);
});
