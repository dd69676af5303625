// Huge posts are refused before they are read (server/body-gate.js): without the CSRF cookie
// every form pairs with, 403 unread; a small form's body over its bound, 413 while it streams
// (with or without Content-Length); an upload without a session, sent to sign in unread. Fifty
// 100 MB posts at once leave the web tool's memory where it was.
import http from "node:http";
import { isTokenPost } from "../../server/token-posts.js";
import { expect, test } from "./support/fixtures";
import { actionRoutes, Browser, demoParams, fillPattern, type Product, useProduct } from "./support/proof-server";

const HUGE = 100 * 1024 * 1024;
const CONCURRENT = 50;
const UPLOAD_PAGES = ["/offers/create", "/profile/edit"];

let product: Product;
let actions: string[];

useProduct({ ACCESS_LOG: "off", LOG_LEVEL: "warn" }, async (started) => {
  product = started;
  const params = await demoParams(product.apiBase);
  actions = (await actionRoutes()).map((route) => fillPattern(route.pattern, params));
});

type Answer = { status: number; location: string; sent: number };

/** Sends up to `bytes` of body (chunked, or with Content-Length) and stops as soon as the answer comes. */
function hugePost(pathname: string, opts: { chunked: boolean; cookie?: string; multipart: boolean }): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = {
      "content-type": opts.multipart ? "multipart/form-data; boundary=----x" : "application/x-www-form-urlencoded",
    };
    if (!opts.chunked) headers["content-length"] = String(HUGE);
    if (opts.cookie) headers.cookie = opts.cookie;
    // A keep-alive client, as browsers are: the server answers, then discards the rest of the
    // body as it comes. (A client that says Connection: close is answered, then closed on.)
    const request = http.request(new URL(pathname, product.base), { method: "POST", headers, agent: new http.Agent({ keepAlive: true }) });
    const chunk = Buffer.alloc(256 * 1024, "a");
    let sent = 0;
    let answered = false;
    request.on("response", (response) => {
      answered = true;
      response.resume();
      resolve({ status: response.statusCode ?? 0, location: String(response.headers.location ?? ""), sent });
      request.destroy();
    });
    request.on("error", (error) => {
      if (!answered) reject(new Error(`${pathname}: ${error.message} after ${sent} bytes`));
    });
    // As fast as the server takes it, but a turn of the event loop between chunks, so that the
    // answer is noticed as soon as it comes (as a browser would).
    const pump = () => {
      if (answered) return;
      if (sent >= HUGE) return void request.end();
      sent += chunk.length;
      if (request.write(chunk)) setImmediate(pump);
      else request.once("drain", pump);
    };
    pump();
  });
}

/** Runs `tasks` with at most `limit` at once. */
async function pool<T>(tasks: Array<() => Promise<T>>, limit: number) {
  const results: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < tasks.length) {
        const index = next++;
        results[index] = await tasks[index]!();
      }
    }),
  );
  return results;
}

test("fifty 100 MB posts at once, chunked and not, to every action: refused unread, memory flat (over HTTP, so it runs once: skipped in all but desktop-js)", async () => {
  test.setTimeout(170_000);
  expect(actions.length).toBeGreaterThanOrEqual(15);
  // A stranger's browser: a real CSRF cookie (any visitor gets one from /login), a forged session.
  const stranger = new Browser(product.base);
  await stranger.csrf("/login");
  const cookie = `${stranger.cookie()}; __session=forged`;
  const tasks: Array<() => Promise<{ url: string; what: string; answer: Answer }>> = [];
  for (const url of actions) {
    const upload = UPLOAD_PAGES.includes(new URL(url, product.base).pathname);
    for (const chunked of [true, false])
      for (const withCookie of [false, true]) {
        const what = `${url} ${chunked ? "chunked" : "with Content-Length"} ${withCookie ? "with cookies" : "without cookies"}`;
        tasks.push(async () => ({ url, what, answer: await hugePost(url, { chunked, cookie: withCookie ? cookie : undefined, multipart: upload }) }));
      }
  }
  const before = product.webRss();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, product.webRss())), 25);
  const results = await pool(tasks, CONCURRENT).finally(() => clearInterval(sampler));
  peak = Math.max(peak, product.webRss());

  // A post whose credential is a token in its path asks for no cookie (server/token-posts.js):
  // a made-up token is its page's 404, answered before the body is read.
  const refused = ({ url, answer }: (typeof results)[number]) =>
    answer.status === 403 ||
    answer.status === 413 ||
    (answer.status === 302 && answer.location.startsWith("/login")) ||
    (answer.status === 404 && isTokenPost(url));
  const wrong = results.filter((result) => !refused(result)).map(({ what, answer }) => `${what}: ${answer.status} ${answer.location}`);
  expect(wrong).toEqual([]);
  // Nothing was read whole: each post stopped long before its 100 MB.
  const mostSent = Math.max(...results.map(({ answer }) => answer.sent));
  expect(mostSent).toBeLessThan(HUGE / 4);
  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
  console.log(`${results.length} posts of 100 MB, ${CONCURRENT} at once: at most ${mb(mostSent)} MB sent; web tool ${mb(before)} → ${mb(peak)} MB`);
  // What a refused post sends before its client stops is read and dropped (server/body-gate.js),
  // a few MB each: garbage that V8 collects when its external memory has grown by about 64 MB,
  // so the peak sits near that mark and at times just over it. Read whole, the same posts held
  // 1.4 GB; the bound is twice V8's mark, a fiftieth of that.
  expect(peak - before, `the web tool grew from ${before} to ${peak} bytes`).toBeLessThan(128 * 1024 * 1024);
  // And the product still serves a signed-in brand.
  const brand = new Browser(product.base);
  expect((await brand.signIn()).status).toBe(302);
  expect((await brand.get("/offers/active")).status).toBe(200);
});

test("malformed bodies from a signed-in brand (JSON, plain text, a multipart post cut short) answer 4xx with a message on every action, never 500 (over HTTP, so it runs once: skipped in all but desktop-js)", async () => {
  const brand = new Browser(product.base);
  expect((await brand.signIn()).status).toBe(302);
  const bodies = [
    { type: "application/json", body: '{"intent":' },
    { type: "text/plain", body: "intent=cancel" },
    { type: "multipart/form-data; boundary=xyz", body: '--xyz\r\nContent-Disposition: form-data; name="intent"\r\n\r\ncanc' },
  ];
  const wrong: string[] = [];
  for (const url of actions)
    for (const { type, body } of bodies) {
      const response = await fetch(new URL(url, product.base), {
        method: "POST",
        redirect: "manual",
        headers: { cookie: brand.cookie(), "content-type": type, origin: product.base },
        body,
      });
      const text = (await response.text()).replace(/<[^>]*>/g, " ");
      // A post whose credential is a token in its path reads no body: its made-up token is the refusal.
      const said = (isTokenPost(url) ? /could not be read|This link is not valid/ : /could not be read|has expired/).test(text);
      if (response.status >= 500 || response.status < 400 || !said) wrong.push(`${url} ${type.split(";")[0]}: ${response.status}`);
      // The first two are no form at all: refused before any route reads them.
      if (!type.startsWith("multipart") && response.status !== 400) wrong.push(`${url} ${type}: ${response.status}, not 400`);
    }
  expect(wrong).toEqual([]);
});

test("a post to an upload page that is no multipart form is bounded at the form limit, chunked or not (over HTTP, so it runs once: skipped in all but desktop-js)", async () => {
  const brand = new Browser(product.base);
  expect((await brand.signIn()).status).toBe(302);
  for (const url of UPLOAD_PAGES)
    for (const chunked of [false, true]) {
      // 413 from the body gate at the form limit (256 KiB); read up to an upload's 101 MiB, the
      // same post went on to the page's action instead.
      const answer = await hugePost(url, { chunked, cookie: brand.cookie(), multipart: false });
      expect(`${url} ${chunked ? "chunked" : "with Content-Length"}: ${answer.status}`).toBe(`${url} ${chunked ? "chunked" : "with Content-Length"}: 413`);
    }
});
