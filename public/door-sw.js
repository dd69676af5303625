// The door list's service worker (docs/product/door.md#without-a-connection), scope /door: the page and what it loads stay
// available without a connection. The page is asked of the network first and kept; with no
// answer within NETWORK_WAIT_MS (one bar of signal) or none at all, the kept copy is shown, if it
// is today's (PAGE_MAX_AGE_MS). Built assets are kept as they are fetched (their names change with
// their content); pictures are shown from the copy and refreshed behind. A signed-out answer (a
// redirect to the sign-in page) drops the kept pages, and a fresh list drops the assets and
// pictures it no longer names. Check-ins are not this file's: the page keeps them in IndexedDB and
// sends them itself (public/door.js). Type-checked from its JSDoc (tsconfig.door-sw.json).
// @ts-check
/// <reference lib="webworker" />
const sw = /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (self));
const CACHE = "door-v1";
const NETWORK_WAIT_MS = 4000;
const PAGE_MAX_AGE_MS = 18 * 60 * 60 * 1000;
const KEPT_AT = "x-door-kept-at";

sw.addEventListener("install", () => void sw.skipWaiting());

sw.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name !== CACHE) await caches.delete(name);
      await sw.clients.claim();
    })(),
  );
});

sw.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== sw.location.origin) return;
  // Built assets and the door's script have names that change with their content.
  if (url.pathname.startsWith("/build/") || url.pathname === "/door.js") event.respondWith(keptFirst(request));
  else if (url.pathname === "/door" || url.pathname === "/door/") event.respondWith(pageFirst(request, url));
  else if (url.pathname.startsWith("/media/") || url.pathname === "/favicon.svg") event.respondWith(keptThenRefreshed(event, request));
});

/**
 * The key a page is kept under: the list of its location (each location's door is a list of its
 * own), without its search (a search of it is the page's own).
 * @param {URL} url
 */
function pageKey(url) {
  const place = url.searchParams.get("location") ?? "";
  const key = new URLSearchParams(/^[1-9]\d{0,8}$/.test(place) ? { location: place } : {});
  const data = url.searchParams.get("_data");
  if (data) key.set("_data", data);
  const query = key.toString();
  return query ? `/door?${query}` : "/door";
}

/**
 * The HTML of every list the phone keeps but `except`: a location's list still names its
 * pictures when another location's is refreshed.
 * @param {Cache} cache
 * @param {string} except
 */
async function otherLists(cache, except) {
  const pages = [];
  for (const request of await cache.keys()) {
    const url = new URL(request.url);
    if (url.pathname !== "/door" || url.searchParams.has("_data") || pageKey(url) === except) continue;
    const kept = await cache.match(request);
    if (kept) pages.push(await kept.text());
  }
  return pages;
}

/**
 * @param {Request} request
 * @param {URL} url
 * @returns {Promise<Response>}
 */
async function pageFirst(request, url) {
  const cache = await caches.open(CACHE);
  const key = pageKey(url);
  const network = fetch(request).then(async (response) => {
    // Signed out: a redirect (a page) or Remix's redirect header (its data) to the sign-in page.
    const remixRedirect = response.headers.get("x-remix-redirect") ?? "";
    if (response.redirected || response.type === "opaqueredirect" || remixRedirect.startsWith("/login")) {
      await dropPages(cache);
    } else if (response.ok) {
      const headers = new Headers(response.headers);
      headers.set(KEPT_AT, String(Date.now()));
      const body = await response.clone().blob();
      if (!url.searchParams.has("_data")) {
        const before = await cache.match(key);
        await dropUnnamed(cache, [await body.text(), before ? await before.text() : "", ...(await otherLists(cache, key))]);
      }
      await cache.put(key, new Response(body, { status: response.status, headers }));
    }
    return response;
  });
  const kept = await keptPage(cache, key);
  if (!kept) return network;
  // Asked to revalidate (the page rereads its list after a send): the copy only without a network.
  if (request.cache === "no-cache" || request.cache === "reload") return network.catch(() => kept);
  /** @type {Promise<Response>} */
  const waited = new Promise((resolve) => setTimeout(() => resolve(kept), NETWORK_WAIT_MS));
  return Promise.race([network.catch(() => kept), waited]);
}

/**
 * @param {Cache} cache
 * @param {string} key
 */
async function keptPage(cache, key) {
  const kept = await cache.match(key);
  if (!kept) return null;
  if (Date.now() - Number(kept.headers.get(KEPT_AT) ?? 0) > PAGE_MAX_AGE_MS) {
    await cache.delete(key);
    return null;
  }
  return kept;
}

/** @param {Cache} cache */
async function dropPages(cache) {
  for (const request of await cache.keys()) if (new URL(request.url).pathname.startsWith("/door")) await cache.delete(request);
}

/**
 * Drops the kept assets and pictures that neither the fresh list, the one it replaces nor another
 * location's kept list names: a deployment's old built names and the pictures of past days' models
 * would otherwise pile up on the phone. The list it replaces still counts, for a page shown from the
 * copy while the network was slow.
 * @param {Cache} cache
 * @param {string[]} pages the lists' HTML
 */
async function dropUnnamed(cache, pages) {
  const named = new Set();
  for (const html of pages) {
    for (const [, value] of html.matchAll(/(?:src|href)="([^"]+)"/g)) named.add(new URL(value.replaceAll("&amp;", "&"), sw.location.origin).href);
  }
  for (const request of await cache.keys()) {
    const path = new URL(request.url).pathname;
    const asset = path.startsWith("/build/") || path === "/door.js" || path.startsWith("/media/");
    if (asset && !named.has(request.url)) await cache.delete(request);
  }
}

/** @param {Request} request */
async function keptFirst(request) {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

/**
 * @param {FetchEvent} event
 * @param {Request} request
 */
async function keptThenRefreshed(event, request) {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(request);
  const network = fetch(request).then(async (response) => {
    if (response.ok) await cache.put(request, response.clone());
    return response;
  });
  if (!kept) return network;
  event.waitUntil(network.catch(() => undefined));
  return kept;
}
