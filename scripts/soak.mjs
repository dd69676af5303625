#!/usr/bin/env node
// `npm run soak`: starts the product on a temporary DATA_DIR (or DATABASE_URL) and runs
// SOAK_BRANDS simulated brands at once for SOAK_SECONDS over the signed-in pages and the web
// tool's forms (with their CSRF tokens), plus offer creations through the API with an
// Idempotency-Key. Every acknowledged write is recorded and looked up in the database
// afterwards (through the API). Prints requests, req/s, p50/p99, 5xx, acknowledged and
// missing writes; exits non-zero on any 5xx, network failure or lost write.
// Settings: SOAK_PORT (3650; the API gets +1), SOAK_SECONDS (60), SOAK_BRANDS (200),
// DATABASE_URL (optional; that database is emptied and seeded).
import os from "node:os";
import { startProduct } from "./lib/product.mjs";

const port = Number(process.env.SOAK_PORT ?? 3650);
const seconds = Number(process.env.SOAK_SECONDS ?? 60);
const brands = Number(process.env.SOAK_BRANDS ?? 200);
const ACCOUNTS = [
  ["demo", "demo1234"],
  ["rival", "rival1234"],
];
const API_HEADERS = { "x-client-type": "business", "x-client-version": "2.8", "content-type": "application/json" };
const write = (s) => process.stdout.write(s);

// Requests and latencies count the measured window; 5xx and failures count the whole run.
const stats = { requests: 0, latencies: [], fivexx: [], failures: [], byKind: {} };

/** One timed request; a 5xx or a network failure is recorded for the summary. */
async function timed(kind, url, init = {}) {
  const started = performance.now();
  let response;
  try {
    response = await fetch(url, { redirect: "manual", signal: AbortSignal.timeout(60_000), ...init });
    await response.arrayBuffer().then((b) => (response.bodyBytes = b));
  } catch (error) {
    stats.failures.push(`${kind} ${url}: ${error.message}`);
    return null;
  } finally {
    stats.requests++;
    stats.latencies.push(performance.now() - started);
    stats.byKind[kind] = (stats.byKind[kind] ?? 0) + 1;
  }
  if (response.status >= 500) stats.fivexx.push(`${kind} ${url}: ${response.status}`);
  return response;
}

const text = (response) => new TextDecoder().decode(response.bodyBytes);

/** A browser: a cookie jar and the CSRF token of the last page it loaded. */
function browser(base) {
  const jar = new Map();
  const keep = (response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const at = pair.indexOf("=");
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
  let csrf = "";
  return {
    async get(kind, pathname) {
      const response = await timed(kind, `${base}${pathname}`, { headers: { cookie: cookie() } });
      if (!response) return null;
      keep(response);
      csrf = text(response).match(/name="csrf" value="([^"]+)"/)?.[1] ?? csrf;
      return response;
    },
    async post(kind, pathname, fields) {
      const body = new URLSearchParams({ csrf, ...fields });
      const response = await timed(kind, `${base}${pathname}`, {
        method: "POST",
        headers: { cookie: cookie(), origin: base, "content-type": "application/x-www-form-urlencoded" },
        body,
      });
      if (response) keep(response);
      return response;
    },
  };
}

async function apiToken(apiBase, username, password) {
  const response = await fetch(`${apiBase}/oauth/token`, {
    method: "POST",
    headers: API_HEADERS,
    body: JSON.stringify({ client_id: "business-web-tool", client_secret: "business-web-tool-secret", grant_type: "password", username, password }),
  });
  if (!response.ok) throw new Error(`API sign-in ${username}: ${response.status}`);
  return (await response.json()).access_token;
}

const PAGES = ["/", "/offers/active", "/offers/upcoming", "/offers/past", "/results", "/profile", "/billing"];
const inHours = (n) => new Date(Date.now() + n * 3600_000).toISOString();

const product = await startProduct(port, { name: "soak", env: { LOGIN_MAX_FAILURES: "100000" }, tries: 1500, seedDatabaseUrl: true });
write(`Soak: ${brands} brands × ${seconds} s on ${product.base}, ${os.cpus().length} CPUs, Node ${process.version}\n`);
const accounts = [];
for (const [username, password] of ACCOUNTS) {
  const token = await apiToken(product.apiBase, username, password);
  const auth = { ...API_HEADERS, authorization: `Bearer ${token}` };
  const me = await (await fetch(`${product.apiBase}/users/me`, { headers: auth })).json();
  const media = await (await fetch(`${product.apiBase}/users/me/media`, { headers: auth })).json();
  // Profile writes of one account go one at a time, so its last acknowledged value is the one
  // the database must hold at the end.
  accounts.push({ username, password, auth, me: me.data, images: media.data.slice(0, 1).map((m) => m.id), profileBusy: false, lastProfile: null });
}

const acknowledged = { offers: [], cancels: [], profiles: 0 };
let deadline = 0;

/** Signs a brand in through the sign-in form: its own browser and session. */
async function signIn(n) {
  const account = accounts[n % accounts.length];
  const web = browser(product.base);
  await web.get("page", "/login");
  const signedIn = await web.post("login", "/login", { intent: "login", username: account.username, password: account.password, redirect: "/" });
  if (signedIn?.status !== 302) stats.failures.push(`brand ${n}: sign-in answered ${signedIn?.status}`);
  return signedIn?.status === 302 ? { n, account, web } : null;
}

async function brand({ n, account, web }) {
  const mine = [];
  for (let step = 0; Date.now() < deadline; step++) {
    const roll = step % 10;
    if (roll === 3) {
      const key = `soak-${process.pid}-${n}-${step}`;
      const response = await timed("create offer (API)", `${product.apiBase}/businesses/${account.me.business_id}/deals/`, {
        method: "POST",
        headers: { ...account.auth, "idempotency-key": key },
        body: JSON.stringify({
          type: "timed",
          subtitle: `Soak ${n}-${step}`,
          title: "Soak test",
          description: "Created by npm run soak.",
          categories: ["food"],
          shared_spots: 5,
          repeat_type: null,
          starts_at: inHours(48),
          ends_at: inHours(50),
          images: account.images,
        }),
      });
      if (response && (response.status === 201 || response.status === 200)) {
        const id = JSON.parse(text(response)).data.id;
        mine.push(id);
        acknowledged.offers.push({ account, id, key });
      } else if (response) stats.failures.push(`create offer: ${response.status} ${text(response).slice(0, 200)}`);
    } else if (roll === 6 && mine.length) {
      const id = mine.shift();
      await web.get("page", "/offers/upcoming");
      const response = await web.post("cancel offer (form)", "/offers/upcoming", { intent: "cancel-offer", offer: String(id) });
      if (response?.status === 302) acknowledged.cancels.push({ account, id });
      else if (response) stats.failures.push(`cancel offer ${id}: ${response.status}`);
    } else if (roll === 8 && !account.profileBusy) {
      account.profileBusy = true;
      try {
        await web.get("page", "/profile/edit");
        const description = `Soak ${n}-${step} ${Date.now()}`;
        const me = account.me;
        const response = await web.post("profile edit (form)", "/profile/edit", {
          intent: "profile",
          contact_name: me.contact_name ?? "Soak",
          contact_email: me.contact_email ?? "soak@example.com",
          phone_number: me.phone_number ?? "",
          website: me.website ?? "",
          description,
          address: me.address ?? "",
        });
        if (response?.status === 302) {
          account.lastProfile = description;
          acknowledged.profiles++;
        } else if (response) stats.failures.push(`profile edit: ${response.status} ${text(response).match(/role="alert"[^>]*>([^<]*)/)?.[1] ?? ""}`);
      } finally {
        account.profileBusy = false;
      }
    } else {
      await web.get("page", PAGES[(n + step) % PAGES.length]);
    }
  }
}

// Sign-ins first, eight at a time (password hashing is deliberately slow), outside the
// measured window; then every brand runs at once.
const sessions = [];
for (let n = 0; n < brands; n += 8) sessions.push(...(await Promise.all(Array.from({ length: Math.min(8, brands - n) }, (_, i) => signIn(n + i)))));
write(`signed in       ${sessions.filter(Boolean).length} of ${brands} brands (${stats.requests} requests)\n`);
stats.latencies = [];
stats.requests = 0;
const started = Date.now();
deadline = started + seconds * 1000;
await Promise.all(sessions.filter(Boolean).map(brand));
const elapsed = (Date.now() - started) / 1000;

// Every acknowledged write must be in the database.
const missing = [];
const canceled = new Set(acknowledged.cancels.map((c) => `${c.account.username}:${c.id}`));
for (const { account, id, key } of acknowledged.offers) {
  const response = await fetch(`${product.apiBase}/deals/${id}?attendees=false`, { headers: account.auth });
  if (!response.ok) {
    missing.push(`offer ${id} (${key}): ${response.status}`);
    continue;
  }
  const offer = (await response.json()).data;
  if (canceled.has(`${account.username}:${id}`) && offer.state !== "canceled") missing.push(`cancel of offer ${id}: state ${offer.state}`);
}
for (const account of accounts) {
  if (!account.lastProfile) continue;
  const me = (await (await fetch(`${product.apiBase}/users/me`, { headers: account.auth })).json()).data;
  if (me.description !== account.lastProfile) missing.push(`profile of ${account.username}: "${me.description}" instead of "${account.lastProfile}"`);
}
product.stop();

const sorted = stats.latencies.sort((a, b) => a - b);
const pct = (p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]?.toFixed(0) ?? "-";
write(`\nrequests        ${stats.requests} in ${elapsed.toFixed(1)} s (${(stats.requests / elapsed).toFixed(1)} req/s)\n`);
write(`latency         p50 ${pct(50)} ms, p99 ${pct(99)} ms, max ${sorted.at(-1)?.toFixed(0)} ms\n`);
write(
  `by kind         ${Object.entries(stats.byKind)
    .map(([k, v]) => `${k} ${v}`)
    .join(", ")}\n`,
);
write(`5xx             ${stats.fivexx.length}\n`);
write(`other failures  ${stats.failures.length}\n`);
write(`acknowledged    ${acknowledged.offers.length} offer creations, ${acknowledged.cancels.length} cancels, ${acknowledged.profiles} profile edits\n`);
write(`missing writes  ${missing.length}\n`);
for (const line of [...stats.fivexx, ...stats.failures, ...missing].slice(0, 20)) write(`  - ${line}\n`);
process.exitCode = stats.fivexx.length || stats.failures.length || missing.length ? 1 : 0;
