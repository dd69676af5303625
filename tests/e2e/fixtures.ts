import { execFile } from "node:child_process";
import { promisify } from "node:util";
import AxeBuilder from "@axe-core/playwright";
import { type Page, expect, test as base } from "@playwright/test";

const run = promisify(execFile);

export const demo = { username: "demo", password: "demo1234", name: "Demo Bistro" };
export const rival = { username: "rival", password: "rival1234", name: "Rival Studio" };

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

/**
 * The marketplace API as a brand, straight over HTTP: for tests that need data of their own
 * (the e2e server is shared by every test and project of a run, so a test that changes data
 * should first create the data it changes).
 */
export async function apiAs(user = demo) {
  const { apiPort } = serverEnv();
  const base = `http://127.0.0.1:${apiPort}/v1.3`;
  const headers = { "x-client-type": "business", "x-client-version": "2.8", "content-type": "application/json" };
  const tokenResponse = await fetch(`${base}/oauth/token`, {
    method: "POST",
    headers,
    body: JSON.stringify({ client_id: "business-web-tool", client_secret: "business-web-tool-secret", grant_type: "password", username: user.username, password: user.password }),
  });
  if (!tokenResponse.ok) throw new Error(`API sign-in failed: ${tokenResponse.status}`);
  const { access_token: token } = (await tokenResponse.json()) as { access_token: string };
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

/** Signs in by posting the login form over HTTP (the form itself has its own test). */
export async function signIn(page: Page, user = demo) {
  const form = await page.request.get("/login");
  const html = await form.text();
  const csrf = html.match(/name="csrf" value="([^"]+)"/)?.[1];
  if (!csrf) throw new Error("The login page carries no CSRF token");
  const response = await page.request.post("/login", {
    form: { csrf, intent: "login", username: user.username, password: user.password, redirect: "" },
    maxRedirects: 0,
  });
  expect(response.status(), "sign-in redirects").toBe(302);
}

/**
 * axe on the page as it is now: no violations of any level. axe is a script, so with JS
 * off the page's HTML is checked in a JS-enabled page of the same browser (scripts removed,
 * styles kept through a <base>), which is what a no-JS visitor sees.
 */
export async function expectAccessible(page: Page) {
  let target = page;
  let scratch: Page | undefined;
  if (test.info().project.use.javaScriptEnabled === false) {
    // A form post's redirect may still be loading: take the HTML of the finished page.
    await page.waitForLoadState("load");
    const html = (await page.content()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "");
    const browser = page.context().browser()!;
    const context = await browser.newContext({ viewport: page.viewportSize(), javaScriptEnabled: true });
    scratch = await context.newPage();
    await scratch.goto(new URL("/healthz", page.url()).href);
    await scratch.setContent(html.replace("<head>", `<head><base href="${new URL("/", page.url()).href}">`), { waitUntil: "load" });
    target = scratch;
  }
  const results = await new AxeBuilder({ page: target }).analyze();
  if (scratch) await scratch.context().close();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  expect(summary, "axe violations").toEqual([]);
}

export function isPhone(page: Page) {
  return (page.viewportSize()?.width ?? 1280) <= 768;
}

/** Opens the phone's slide-out drawer (a <details>, so it works without JS). */
export async function openMenu(page: Page) {
  await page.locator("summary.drawer__toggle").click();
  await expect(page.getByRole("navigation", { name: "Main (mobile)" })).toBeVisible();
}

export const test = base;
export { expect };
