// Attack checks over HTTP on a private product with its access log on: open redirects, the
// sign-in lockout as the brand sees it, security headers and cookie flags, uploads, and a grep
// of everything logged or served for the password, the login token and the card number.
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { expect, test } from "./support/fixtures";
import { CRAFTED_REDIRECTS } from "./support/proof-redirects";
import { Browser, demoGet, type Product, useProduct } from "./support/proof-server";

let product: Product;
/** Every HTML page and Location header the tests saw, for the final grep. */
const served: string[] = [];

useProduct({ ACCESS_LOG: "on" }, (started) => {
  product = started;
});

async function loginToken(username: string) {
  const secret = fs.readFileSync(path.join(product.dataDir, "internal-secret"), "utf8").trim();
  const response = await fetch(`${product.apiBase}/internal/login-link`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-internal-secret": secret },
    body: JSON.stringify({ username }),
  });
  const { url } = (await response.json()) as { url: string };
  return new URL(url).pathname.replace("/token/", "");
}

/** The id of Demo Bistro's latest monthly report (its public page is /report/{id}). */
async function demoReportId() {
  const get = await demoGet(product.apiBase);
  const [latest] = (await get<{ data: Array<{ year: number; month: number }> }>("/report/months")).data;
  const monthly = await get<{ data: { report: { id: string } } }>(`/report/monthly?month=${latest!.month}&year=${latest!.year}`);
  return monthly.data.report.id;
}

const sameSite = (location: string | null) => new URL(location ?? "", product.base).origin === product.base;

test("no crafted redirect value leaves the site: sign-in form, signed-in /login and login links (over HTTP, so it runs once: skipped in all but desktop-js)", async () => {
  test.setTimeout(150_000);
  expect(CRAFTED_REDIRECTS.length).toBeGreaterThanOrEqual(60);
  const leaks: string[] = [];
  const signedIn = new Browser(product.base);
  await signedIn.signIn();
  for (const value of CRAFTED_REDIRECTS) {
    const fresh = new Browser(product.base);
    const form = await fresh.signIn("demo", "demo1234", value);
    if (form.status !== 302 || !sameSite(form.headers.get("location")))
      leaks.push(`login form ${JSON.stringify(value)} -> ${form.status} ${form.headers.get("location")}`);
    const visit = await signedIn.get(`/login?redirect=${encodeURIComponent(value)}`);
    if (visit.status !== 302 || !sameSite(visit.headers.get("location")))
      leaks.push(`/login?redirect ${JSON.stringify(value)} -> ${visit.status} ${visit.headers.get("location")}`);
  }
  for (const value of CRAFTED_REDIRECTS) {
    const link = await new Browser(product.base).get(`/token/${await loginToken("rival")}?redirect=${encodeURIComponent(value)}`);
    served.push(link.headers.get("location") ?? "");
    if (link.status !== 302 || !sameSite(link.headers.get("location")))
      leaks.push(`/token/…?redirect ${JSON.stringify(value)} -> ${link.status} ${link.headers.get("location")}`);
  }
  expect(leaks).toEqual([]);
});

test("pages carry an enforced CSP with a fresh nonce, and only public reports may be framed (over HTTP, so it runs once: skipped in all but desktop-js)", async () => {
  const browser = new Browser(product.base);
  await browser.signIn();
  const nonces = new Set<string>();
  for (const pathname of ["/login", "/", "/offers/active", "/results", "/profile/edit", "/profile/hours"]) {
    const response = await (pathname === "/login" ? new Browser(product.base) : browser).get(pathname);
    const html = await response.text();
    expect(response.status, pathname).toBe(200);
    served.push(html);
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(response.headers.get("content-security-policy-report-only"), pathname).toBeNull();
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce, `${pathname} CSP nonce`).toBeTruthy();
    nonces.add(nonce!);
    expect(csp).toContain("style-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("referrer-policy")).toBe("same-origin");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    // Every inline or external script of the page carries this response's nonce.
    for (const script of html.matchAll(/<script\b[^>]*>/g)) expect(script[0], pathname).toContain(`nonce="${nonce}"`);
  }
  expect(nonces.size, "a new nonce per response").toBe(6);
  // SPEC: public report pages are meant to be embedded on the brand's own site.
  const reportId = await demoReportId();
  const report = await new Browser(product.base).get(`/report/${reportId}`);
  expect(report.status).toBe(200);
  expect(report.headers.get("content-security-policy")).toContain("frame-ancestors *");
  expect(report.headers.get("x-frame-options")).toBeNull();
  expect(report.headers.get("x-content-type-options")).toBe("nosniff");
});

test("the session cookie is HttpOnly and SameSite=Lax, and Secure behind https (over HTTP, so it runs once: skipped in all but desktop-js)", async () => {
  const cookieOf = (response: Response) => response.headers.getSetCookie().find((c) => c.startsWith("__session="));
  const plain = cookieOf(await new Browser(product.base).signIn())!;
  expect(plain).toMatch(/;\s*HttpOnly/i);
  expect(plain).toMatch(/;\s*SameSite=Lax/i);
  expect(plain).not.toMatch(/;\s*Secure/i);
  const https = await product.web({ PUBLIC_URL: "https://brands.example" });
  try {
    const secure = cookieOf(await new Browser(https.base).signIn())!;
    expect(secure).toMatch(/;\s*Secure/i);
    expect(secure).toMatch(/;\s*HttpOnly/i);
    expect(secure).toMatch(/;\s*SameSite=Lax/i);
  } finally {
    https.stop();
  }
});

test("uploads of non-images, bombs and oversize files are refused with a message (over HTTP, so it runs once: skipped in all but desktop-js)", async () => {
  const browser = new Browser(product.base);
  await browser.signIn();
  const csrf = await browser.csrf("/profile/edit");
  const tiny = await sharp({ create: { width: 1, height: 1, channels: 3, background: "#000" } })
    .png()
    .toBuffer();
  const bomb = Buffer.from(tiny);
  bomb.writeUInt32BE(20000, 16);
  bomb.writeUInt32BE(20000, 20);
  const zip = Buffer.concat([Buffer.from("PK\u0003\u0004"), Buffer.alloc(2000, 0)]);
  const cases: Array<[string, Buffer, RegExp]> = [
    ["notes.png", Buffer.from("plain text, not a picture"), /not an image/],
    ["archive.png", zip, /not an image/],
    ["bomb.png", bomb, /too large|megapixels|not an image/],
    ["huge.jpg", Buffer.alloc(11 * 1024 * 1024, 7), /at most 10 MB/],
  ];
  for (const [name, bytes, message] of cases) {
    const form = new FormData();
    form.append("csrf", csrf);
    form.append("intent", "upload");
    form.append("files", new Blob([new Uint8Array(bytes)], { type: "image/png" }), name);
    const response = await browser.post("/profile/edit", form);
    const html = await response.text();
    expect(response.status, name).toBeGreaterThanOrEqual(400);
    expect(response.status, name).toBeLessThan(500);
    expect(/role="alert"|aria-invalid="true"/.test(html), `${name}: a message by the field or in an alert`).toBe(true);
    expect(html.replace(/<[^>]+>/g, " "), name).toMatch(message);
  }
});

test("the lockout says so on the sign-in page, per username and per address (over HTTP, so it runs once: skipped in all but desktop-js)", async () => {
  const post = async (username: string, password: string, ip: string) => {
    const browser = new Browser(product.base);
    const csrf = await browser.csrf("/login");
    return browser.post("/login", new URLSearchParams({ csrf, intent: "login", username, password, redirect: "" }), { "x-forwarded-for": ip });
  };
  const locked = /Too many failed sign-in attempts\. Please wait \d+ minutes? and try again\./;
  for (let i = 0; i < 10; i++) expect((await post("lock-me", "wrong", `203.0.113.${i}`)).status).toBeGreaterThanOrEqual(400);
  const byName = await post("lock-me", "whatever", "203.0.113.99");
  expect(byName.status).toBeGreaterThanOrEqual(400);
  expect((await byName.text()).replace(/<[^>]+>/g, " ")).toMatch(locked);
  for (let i = 0; i < 10; i++) expect((await post(`nobody${i}`, "wrong", "192.0.2.44")).status).toBeGreaterThanOrEqual(400);
  const byAddress = await post("rival", "rival1234", "192.0.2.44");
  const text = (await byAddress.text()).replace(/<[^>]+>/g, " ");
  expect(text).toMatch(locked);
  // Another address still signs in.
  expect((await post("rival", "rival1234", "192.0.2.45")).status).toBe(302);
});

test("logs, pages and URLs never carry the password, a login token or the card number (over HTTP, so it runs once: skipped in all but desktop-js)", async () => {
  const browser = new Browser(product.base);
  const signIn = await browser.signIn("demo", "demo1234");
  served.push(signIn.headers.get("location") ?? "");
  const token = await loginToken("demo");
  const viaLink = new Browser(product.base);
  const link = await viaLink.get(`/token/${token}`);
  expect(link.status).toBe(302);
  served.push(link.headers.get("location") ?? "", await (await viaLink.get(link.headers.get("location")!)).text());
  const csrf = await viaLink.csrf("/billing/card");
  const card = await viaLink.post("/billing/card", new URLSearchParams({ csrf, number: "4242 4242 4242 4242", expiry: "12/39", cvc: "737" }));
  expect(card.status, await card.clone().text()).toBe(302);
  served.push(card.headers.get("location") ?? "", await (await viaLink.get("/billing/methods")).text());
  // Give the processes a moment to flush their logs.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const logs = product.logs();
  expect(logs, "the access log is on").toContain('"method":"GET"');
  expect(logs).toContain("/token/[redacted]");
  // The API's start-up line names the demo accounts' published passwords on purpose (README).
  const banner = /^.*seeded the demo data \(demo \/ demo1234, rival \/ rival1234\).*$/m;
  const haystack = `${logs.replace(banner, "")}\n${served.join("\n")}`;
  for (const secret of ["demo1234", token, "4242424242424242", "4242 4242 4242 4242", "cvc=737", '"cvc":"737"']) {
    const at = haystack.indexOf(secret);
    expect(at, `found ${secret}: …${haystack.slice(Math.max(0, at - 200), at + 50)}…`).toBe(-1);
  }
  expect(haystack).not.toMatch(/Bearer [A-Za-z0-9._-]{10,}/);
  expect(haystack).not.toMatch(/"(access_token|refresh_token)":"[^"[]/);
});
