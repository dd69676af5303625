// The session seam (docs/decisions/0006): an access token refreshed anywhere during a request
// reaches the browser, whatever the answer is (a page, a redirect, a failed action's alert),
// so the next page does not refresh again. Access tokens live 6 s in this product: long enough for one test step on a loaded machine.
import { expect, test } from "./support/fixtures";
import { Browser, type Product, useProduct } from "./support/proof-server";

let product: Product;

useProduct({ ACCESS_TOKEN_TTL_SECONDS: "6", ACCESS_LOG: "off", LOG_LEVEL: "warn" }, (started) => {
  product = started;
});

/** The tokens inside a `__session` cookie value (signed base64 JSON, as Remix writes it). */
function sessionTokens(cookieValue: string | undefined): { accessToken?: string; refreshToken?: string; billingError?: string } {
  if (!cookieValue) return {};
  const signed = decodeURIComponent(cookieValue);
  const payload = signed.slice(0, signed.lastIndexOf("."));
  const json = JSON.parse(decodeURIComponent(escape(atob(payload)))) as Record<string, unknown>;
  return {
    accessToken: json.accessToken as string | undefined,
    refreshToken: json.refreshToken as string | undefined,
    billingError: json.__flash_billingError__ as string | undefined,
  };
}

function sessionCookieOf(response: Response) {
  const line = response.headers.getSetCookie().find((cookie) => cookie.startsWith("__session="));
  return line?.slice("__session=".length).split(";")[0];
}

/** A signed-in browser whose session has learnt its business, with an access token now expired. */
async function expiredBrowser() {
  const browser = new Browser(product.base);
  expect((await browser.signIn()).status).toBe(302);
  expect((await browser.get("/")).status).toBe(200);
  const before = sessionTokens(browser.cookie().match(/__session=([^;]+)/)?.[1]);
  expect(before.accessToken).toBeTruthy();
  await new Promise((resolve) => setTimeout(resolve, 6_500));
  return { browser, before };
}

/** The answer carries a refreshed access token, and the next page needs no second refresh. */
async function expectRefreshedOnce(browser: Browser, response: Response, before: { accessToken?: string }) {
  const after = sessionTokens(sessionCookieOf(response));
  expect(after.accessToken).toBeTruthy();
  expect(after.accessToken).not.toBe(before.accessToken);
  await expectNoSecondRefresh(browser);
  return after;
}

/** The next page uses the token the browser was given: no second refresh, no new cookie. */
async function expectNoSecondRefresh(browser: Browser) {
  const next = await browser.get("/offers/active");
  expect(next.status).toBe(200);
  expect(sessionCookieOf(next), "the next page had to refresh again").toBeUndefined();
}

test("a token refreshed by a page's loaders is sent with the page (over HTTP, so it runs once: skipped in all but desktop-js)", async () => {
  const { browser, before } = await expiredBrowser();
  const page = await browser.get("/offers/active");
  expect(page.status).toBe(200);
  await expectRefreshedOnce(browser, page, before);
});

test("a token refreshed inside an action that redirects reaches the browser with the redirect (over HTTP, so it runs once: skipped in all but desktop-js)", async () => {
  const { browser, before } = await expiredBrowser();
  const csrf = await browser.csrf("/token"); // a form page that asks the API nothing
  // An unknown payment method: the API refuses, and the action redirects to /billing/error
  // with the server's message as a flash (docs/product/billing.md#billing-errors).
  const response = await browser.post("/billing/methods", new URLSearchParams({ csrf, intent: "set-default", source: "card_unknown" }));
  expect(response.status).toBe(302);
  expect(response.headers.get("Location")).toBe("/billing/error");
  const flash = sessionTokens(sessionCookieOf(response)).billingError;
  expect(flash).toBeTruthy();
  await expectRefreshedOnce(browser, response, before);
  expect(await (await browser.get("/billing/error")).text()).toContain(flash!);
});

test("a token refreshed inside an action that fails reaches the browser with the page's alert (over HTTP, so it runs once: skipped in all but desktop-js)", async () => {
  const { browser, before } = await expiredBrowser();
  const csrf = await browser.csrf("/token"); // a form page that asks the API nothing
  const response = await browser.post("/offers/active", new URLSearchParams({ csrf, intent: "cancel-offer", offer: "987654321" }));
  expect(response.status).toBe(400);
  await expectRefreshedOnce(browser, response, before);
});

test("the layout's and the page's loaders share one session and set one cookie (over HTTP, so it runs once: skipped in all but desktop-js)", async () => {
  const { browser } = await expiredBrowser();
  // The layout and the page ask the API at once; both 401s wait for the same refresh.
  const page = await browser.get("/results");
  expect(page.status).toBe(200);
  const cookies = page.headers.getSetCookie().filter((cookie) => cookie.startsWith("__session="));
  expect(cookies).toHaveLength(1);
  await expectNoSecondRefresh(browser);
});

test("logging out after the access token expired ends the session: the old cookie replayed signs nobody in (over HTTP, so it runs once: skipped in all but desktop-js)", async () => {
  const { browser } = await expiredBrowser();
  const copied = browser.cookie();
  const csrf = await browser.csrf("/token"); // a form page that asks the API nothing
  const logout = await browser.post("/logout", new URLSearchParams({ csrf }));
  expect(logout.status).toBe(302);
  expect(logout.headers.get("Location")).toBe("/");
  // The copy taken before logout still carries the refresh token: it must be dead now.
  const replayed = await fetch(`${product.base}/offers/active`, { redirect: "manual", headers: { cookie: copied } });
  expect(replayed.status).toBe(302);
  expect(new URL(replayed.headers.get("Location")!, product.base).pathname).toBe("/login");
});
