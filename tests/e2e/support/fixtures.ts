import { execFile } from "node:child_process";
import { promisify } from "node:util";
import AxeBuilder from "@axe-core/playwright";
import { type Browser, type Page, expect, test as base } from "@playwright/test";
import type { Kit, TestBrand } from "../../../api/test-support/kits";

const run = promisify(execFile);

export const demo = { username: "demo", password: "demo1234", name: "Demo Bistro" };
export const rival = { username: "rival", password: "rival1234", name: "Rival Studio" };

const API_HEADERS = { "x-client-type": "business", "x-client-version": "2.8", "content-type": "application/json" };

/** The e2e server's settings, as playwright.config.ts starts it. */
export function serverEnv() {
  const port = Number(process.env.E2E_PORT ?? 3210);
  return { port, apiPort: port + 1, dataDir: process.env.E2E_DATA_DIR ?? "" };
}

/** A one-time login URL from `npm run login-link`, as a brand's email would carry it. */
export async function loginLink(username: string, kind?: "monthly" | "billing") {
  const { port, apiPort, dataDir } = serverEnv();
  const { stdout } = await run(process.execPath, ["--import", "tsx", "api/scripts/login-link.ts", username, ...(kind ? [kind] : [])], {
    env: { ...process.env, PORT: String(port), API_PORT: String(apiPort), DATA_DIR: dataDir, PUBLIC_URL: `http://127.0.0.1:${port}` },
  });
  return stdout.trim();
}

/** An access token of a brand (Demo Bistro by default) from an API's password grant, as the web tool signs in. */
export async function apiToken(apiBase: string, user: { username: string; password: string } = demo) {
  const client = { client_id: "business-web-tool", client_secret: "business-web-tool-secret", grant_type: "password" };
  const body = JSON.stringify({ ...client, username: user.username, password: user.password });
  const response = await fetch(`${apiBase}/v1.3/oauth/token`, { method: "POST", headers: API_HEADERS, body });
  if (!response.ok) throw new Error(`API sign-in failed: ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/**
 * The marketplace API as a brand, straight over HTTP: for tests that need data of their own
 * (the e2e server is shared by every test and project of a run, so a test that changes data
 * should first create the data it changes).
 */
export async function apiAs(user = demo) {
  const { apiPort } = serverEnv();
  const base = `http://127.0.0.1:${apiPort}/v1.3`;
  const headers = API_HEADERS;
  const token = await apiToken(`http://127.0.0.1:${apiPort}`, user);
  async function call<T = unknown>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
    const response = await fetch(`${base}/${path.replace(/^\//, "")}`, {
      method,
      headers: { ...headers, authorization: `Bearer ${token}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
  }
  const me = await call<{ data: { business_id: number } }>("GET", "/users/me");
  return { call, businessId: me.body.data.business_id };
}

/** A brand's weekly digest token, which only the digest's mail carries otherwise (a test-support route of the API). */
export async function digestToken(user: typeof demo) {
  const api = await apiAs(user);
  const { status, body } = await api.call<{ data: { token: string } }>("POST", "/test-support/digest-token", {});
  expect(status, "the API's digest token for the brand").toBe(200);
  return body.data.token;
}

/** The id of one of a brand's active offers (Demo Bistro's by default), found by its subtitle. */
export async function offerId(subtitle: string, user = demo) {
  const api = await apiAs(user);
  const { body } = await api.call<{ data: { id: number; subtitle: string }[] }>("GET", `/businesses/${api.businessId}/deals/active?attendees=false`);
  const offer = body.data.find((o) => o.subtitle === subtitle);
  if (!offer) throw new Error(`no offer ${subtitle}`);
  return offer.id;
}

/** A brand made for a test, and the kits of records it can be made with (api/test-support/kits.ts). */
export type { Kit, TestBrand as Brand };

/**
 * A new brand of its own, made by the API's test-support route (the e2e server runs the API
 * with API_TEST_SUPPORT=1), with the records of the kits asked for.
 */
async function newBrand(kit: Kit[]): Promise<TestBrand> {
  const { apiPort } = serverEnv();
  const response = await fetch(`http://127.0.0.1:${apiPort}/v1.3/test-support/brands`, {
    method: "POST",
    headers: API_HEADERS,
    body: JSON.stringify({ kit }),
  });
  if (response.status !== 201) throw new Error(`making a test brand failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: TestBrand }).data;
}

/** Signs in by posting the login form over HTTP (the form itself has its own test); `base`: a private product's web tool. */
export async function signIn(page: Page, user = demo, base = "") {
  const form = await page.request.get(`${base}/login`);
  const html = await form.text();
  const csrf = html.match(/name="csrf" value="([^"]+)"/)?.[1];
  if (!csrf) throw new Error("The login page carries no CSRF token");
  const response = await page.request.post(`${base}/login`, {
    form: { csrf, intent: "login", username: user.username, password: user.password, redirect: "" },
    maxRedirects: 0,
  });
  expect(response.status(), "sign-in redirects").toBe(302);
}

/** Posts a form over HTTP as the signed-in page, with the CSRF token of the page at `url` (redirects not followed). */
export async function postForm(page: Page, url: string, form: Record<string, string>) {
  const html = await (await page.request.get(url)).text();
  const csrf = html.match(/name="csrf" value="([^"]+)"/)?.[1] ?? "";
  return page.request.post(url, { form: { csrf, ...form }, maxRedirects: 0 });
}

/** A JavaScript-enabled page on the server's origin, one per browser: axe's page for the HTML of a page without JavaScript. */
const scratchPages = new WeakMap<Browser, Promise<Page>>();

async function scratchPage(page: Page) {
  const browser = page.context().browser()!;
  let scratch = scratchPages.get(browser);
  if (!scratch) {
    scratch = browser.newContext({ javaScriptEnabled: true }).then(async (context) => {
      const opened = await context.newPage();
      await opened.goto(new URL("/healthz", page.url()).href);
      return opened;
    });
    scratchPages.set(browser, scratch);
  }
  const opened = await scratch;
  await opened.setViewportSize(page.viewportSize()!);
  return opened;
}

/**
 * axe on the page as it is now: no violations of any level. axe is a script, so with JS
 * off the page's HTML is checked in a JS-enabled page of the same browser (scripts removed,
 * styles kept through a <base>), which is what a no-JS visitor sees.
 */
export async function expectAccessible(page: Page) {
  let target = page;
  if (test.info().project.use.javaScriptEnabled === false) {
    // A form post's redirect may still be loading: take the HTML of the finished page.
    await page.waitForLoadState("load");
    const html = (await page.content()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "");
    target = await scratchPage(page);
    await target.setContent(html.replace("<head>", `<head><base href="${new URL("/", page.url()).href}">`), { waitUntil: "load" });
  }
  // Label in Name (WCAG 2.5.3) is one of axe's experimental rules, off unless asked for.
  const results = await new AxeBuilder({ page: target }).options({ rules: { "label-content-name-mismatch": { enabled: true } } }).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  expect(summary, "axe violations").toEqual([]);
}

/**
 * With JavaScript, resolves once the page's router runs: a click before then is the browser's
 * alone, and a control whose click the page handles (a question first) would be clicked twice.
 */
export async function hydrated(page: Page) {
  if (await page.evaluate(() => document.querySelector("script[src]") === null)) return;
  // Remix's browser build keeps its router on window; the page's types do not declare it.
  await page.waitForFunction(() => Reflect.get(window, "__remixRouter")?.state?.initialized === true);
}

export function isPhone(page: Page) {
  return (page.viewportSize()?.width ?? 1280) <= 768;
}

/** On a 360 px phone, the page scrolls down and never sideways. */
export async function expectFitsPhone(page: Page) {
  if (isPhone(page)) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

/** Opens the phone's slide-out drawer (a <details>, so it works without JS). */
export async function openMenu(page: Page) {
  await page.locator("summary.drawer__toggle").click();
  await expect(page.getByRole("navigation", { name: "Main (mobile)" })).toBeVisible();
}

/**
 * `brand`: a brand made for this one test, so a test that changes data changes only its own and
 * the four projects run each test at the same time without sharing a record. A spec file names
 * the records it needs with `test.use({ kit: ["offers"] })`; without it the brand is bare (a
 * profile with photos, Instagram images and working hours, no offers, no billing customer).
 */
export const test = base.extend<{ kit: Kit[]; brand: TestBrand }>({
  kit: [[], { option: true }],
  brand: async ({ kit }, use) => {
    await use(await newBrand(kit));
  },
});
export { expect };

/** The path and query of the first link on the page at `url` whose href matches `pattern` (its first group). */
export async function linkOn(page: Page, url: string, pattern: RegExp) {
  const html = await (await page.request.get(url)).text();
  const href = pattern.exec(html)?.[1];
  expect(href, `a link on ${url} like ${pattern}`).toBeTruthy();
  const target = new URL(href!.replaceAll("&amp;", "&"), `http://x${url}`);
  return target.pathname + target.search;
}

/** The single-fetch data URL a client-side navigation to `path` requests. */
export function dataUrl(path: string) {
  const url = new URL(path, "http://x");
  const pathname = url.pathname.replace(/\/$/, "");
  return `${pathname || "/_root"}.data${url.search}`;
}

/**
 * The page's console errors from now on: none is expected. The browser's own line for a refused
 * form's or filter's answer is left out: a 400 is how every refusal answers (docs/conventions.md).
 */
export function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && !message.text().includes("status of 400 (Bad Request)")) errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}
