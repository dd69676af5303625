// The door list's script (docs/product/door.md#without-a-connection): the page is plain HTML that works without it (a post and
// a reload per check-in); with it, the door keeps working without a connection. The service
// worker (door-sw.js) keeps the page; a check-in is kept on the phone first (IndexedDB, with the
// time it was made and an idempotency key), shown at once as waiting to send, and sent to
// /door/sync now, when the connection returns, on every load and every SYNC_EVERY_MS while any
// wait. After each answer the list is read again, so two phones at one door converge. A refused
// check-in (another phone was first) stays on its row with the API's reason for the day.
// A few kilobytes, no framework: a door phone is often a cheap one (decision 0041). Type-checked
// from its JSDoc (tsconfig.door.json).
// @ts-check
const SYNC_EVERY_MS = 30_000;
/** The API takes a kept check-in for this long (CHECK_IN_LATE_HOURS); older ones are dropped. */
const KEPT_FOR_MS = 24 * 60 * 60 * 1000;
const WAITING = "Checked in · waiting to send";

// The phone's store: check-ins by their key, and when the list last heard from the server.
const DB = "door";
const STORE = "check-ins";
const SYNCED = "synced-at";

/**
 * A check-in kept on the phone until the server has it: its idempotency key, the claim and offer,
 * when it was made, and the server's refusal once refused.
 * @typedef {{ key: string; claim: number; offer: number; at: string; refused: string | null }} Kept
 */

/** @returns {Promise<IDBDatabase>} */
function openDb() {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB, 1);
    request.onupgradeneeded = () => {
      request.result.createObjectStore(STORE, { keyPath: "key" });
      request.result.createObjectStore(SYNCED);
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/**
 * One request in a transaction of its own, answered once the transaction is done.
 * @template T
 * @param {string} name
 * @param {IDBTransactionMode} mode
 * @param {(store: IDBObjectStore) => IDBRequest<T>} act
 * @returns {Promise<T>}
 */
async function store(name, mode, act) {
  const db = await openDb();
  try {
    return await new Promise((resolve, reject) => {
      const tx = db.transaction(name, mode);
      const request = act(tx.objectStore(name));
      tx.oncomplete = () => resolve(request.result);
      tx.onerror = tx.onabort = () => reject(tx.error);
    });
  } finally {
    db.close();
  }
}

/** @returns {Promise<Kept[]>} */
const kept = () => store(STORE, "readonly", (s) => s.getAll());
/** @param {Kept} checkIn */
const keep = (checkIn) => store(STORE, "readwrite", (s) => s.put(checkIn));
/** @param {string} key */
const forget = (key) => store(STORE, "readwrite", (s) => s.delete(key));
/** @returns {Promise<number | undefined>} */
const syncedAt = () => store(SYNCED, "readonly", (s) => s.get("last"));
const markSynced = () => store(SYNCED, "readwrite", (s) => s.put(Date.now(), "last"));

// The page: the lists the server rendered, with what the phone keeps laid over them.
const page = /** @type {HTMLElement} */ (document.querySelector(".door"));
const lists = () => /** @type {Element} */ (page.querySelector("[data-door-lists]"));
let problem = "";

/**
 * The list of a section, made when the section says it is empty.
 * @param {string} sectionId
 * @param {string} label
 */
function list(sectionId, label) {
  const section = /** @type {Element} */ (page.querySelector(`#${sectionId}`)?.closest("section"));
  let ul = section.querySelector("ul");
  if (!ul) {
    section.querySelector(".door__empty")?.remove();
    ul = document.createElement("ul");
    ul.className = "door__list";
    ul.setAttribute("aria-label", label);
    section.append(ul);
  }
  return ul;
}

/**
 * @param {Element} row
 * @param {string} message
 */
function say(row, message) {
  let p = row.querySelector(".door__refusal--kept");
  if (!p) {
    p = document.createElement("p");
    p.className = "door__refusal door__refusal--error door__refusal--kept";
    p.setAttribute("role", "alert");
    row.append(p);
  }
  p.textContent = message;
}

/** @param {Kept[]} all */
function layOver(all) {
  for (const item of all) {
    const row = page.querySelector(`li[data-claim="${item.claim}"]`);
    if (!row) continue;
    if (item.refused) {
      say(row, item.refused);
    } else {
      const form = row.querySelector("form");
      const time = row.querySelector(".door__time");
      if (!form || !time) continue;
      form.remove();
      row.querySelector(".door__reason")?.remove();
      time.textContent = WAITING;
      time.classList.add("door__time--here");
      list("door-here", "Checked in today").prepend(row);
    }
  }
  const expected = page.querySelector('ul[aria-label="Expected today"]');
  if (expected && !expected.children.length) {
    const empty = document.createElement("p");
    empty.className = "door__empty";
    empty.textContent = "Everyone expected today is here.";
    expected.replaceWith(empty);
  }
  /** @param {string} label */
  const count = (label) => page.querySelectorAll(`ul[aria-label="${label}"] > li`).length;
  const lead = /** @type {HTMLElement} */ (page.querySelector(".door__lead"));
  lead.textContent = `${lead.dataset.date ? `${lead.dataset.date} · ` : ""}${count("Expected today")} expected · ${count("Checked in today")} here`;
}

async function show() {
  const all = await kept();
  layOver(all);
  const waiting = all.filter((k) => !k.refused).length;
  const last = await syncedAt();
  const status = /** @type {Element} */ (page.querySelector(".door__kept"));
  status.classList.toggle("door__kept--waiting", waiting > 0);
  status.textContent = [
    navigator.onLine ? "" : "No connection.",
    waiting ? `${waiting === 1 ? "1 check-in" : `${waiting} check-ins`} waiting to send.` : "Every check-in is sent.",
    last ? `Last synced ${new Date(last).toLocaleTimeString([], { hour: "numeric", minute: "2-digit" })}.` : "Not synced yet.",
    problem,
  ]
    .filter(Boolean)
    .join(" ");
}

/**
 * The list as the server has it now (through the service worker, which keeps it). "no-cache"
 * tells the worker to wait for the server however slow: its copy predates what was just sent.
 */
async function reread() {
  const response = await fetch(location.href, { headers: { Accept: "text/html" }, cache: "no-cache" });
  if (!response.ok || response.redirected) return;
  const fresh = new DOMParser().parseFromString(await response.text(), "text/html").querySelector("[data-door-lists]");
  if (fresh) lists().replaceWith(document.adoptNode(fresh));
}

let sending = false;
let again = false;
async function sync() {
  // One at a time; a check-in made while one is out is sent right after it.
  if (sending) {
    again = true;
    return;
  }
  sending = true;
  again = false;
  try {
    const now = Date.now();
    const all = await kept();
    for (const old of all.filter((k) => now - Date.parse(k.at) > KEPT_FOR_MS)) await forget(old.key);
    const waiting = all.filter((k) => !k.refused && now - Date.parse(k.at) <= KEPT_FOR_MS);
    const csrf = page.dataset.csrf ?? "";
    const body = new URLSearchParams({ csrf, items: JSON.stringify(waiting.map(({ key, claim, at }) => ({ key, claim, at }))) });
    const response = await fetch("/door/sync", { method: "POST", body, headers: { Accept: "application/json" } });
    if (response.redirected) {
      problem = "Sign in again to send the check-ins kept on this phone.";
    } else if (!(response.headers.get("content-type") ?? "").includes("json")) {
      problem = "This page has expired: reload it to send the check-ins kept on this phone.";
    } else {
      /** @type {{ results: { key: string; outcome: string; message?: string }[]; message?: string }} */
      const answer = await response.json();
      for (const result of answer.results) {
        const sent = waiting.find((k) => k.key === result.key);
        if (!sent) continue;
        if (result.outcome === "applied") await forget(sent.key);
        if (result.outcome === "refused") await keep({ ...sent, refused: result.message ?? "" });
      }
      problem = answer.message ?? "";
      await markSynced();
      await reread();
    }
  } catch {
    // No connection, or none that answers: the check-ins stay kept for the next try.
  } finally {
    sending = false;
    await show();
  }
  if (again) await sync();
}

page.addEventListener("submit", (event) => {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !form.classList.contains("door__action")) return;
  event.preventDefault();
  const field = (/** @type {string} */ name) => Number(/** @type {HTMLInputElement} */ (form.elements.namedItem(name)).value);
  const claim = field("claim");
  const offer = field("offer");
  void (async () => {
    // A new tap on a refused row tries again: the old refusal goes.
    for (const old of (await kept()).filter((k) => k.claim === claim)) await forget(old.key);
    await keep({ key: `door-${crypto.randomUUID()}`, claim, offer, at: new Date().toISOString(), refused: null });
    await show();
    if (navigator.onLine) await sync();
  })();
});

/**
 * The first visit, which the service worker did not serve: once it controls the page, the page
 * and what it loaded are asked again through it (the browser's cache answers the assets), so it
 * keeps them for a visit without a connection. Later visits pass through it anyway.
 */
async function keepThisPage() {
  if (navigator.serviceWorker.controller) return;
  await new Promise((resolve) => navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true }));
  const assets = [...document.querySelectorAll("script[src], img[src], link[rel=stylesheet], link[rel=icon]")]
    .map((el) => el.getAttribute("src") ?? el.getAttribute("href") ?? "")
    .map((url) => new URL(url, location.href).href)
    .filter((url) => new URL(url).origin === location.origin);
  await Promise.all([location.href, ...new Set(assets)].map((url) => fetch(url).catch(() => undefined)));
}

/**
 * The location chosen on this phone (docs/features/locations.md#the-door-per-location): the list
 * opened without one goes to the one chosen last, when the seat may still choose it; a list
 * opened at a location (or at all of them) is the new choice.
 */
function rememberPlace() {
  const chooser = document.querySelector("[data-door-place]");
  if (!(chooser instanceof HTMLFormElement)) return false;
  const KEY = "door-location";
  const shown = new URL(location.href).searchParams.get("location");
  const remembered = localStorage.getItem(KEY);
  const offered = [...chooser.querySelectorAll("option")].some((option) => option.value === remembered);
  if (shown === null && remembered !== null && remembered !== (chooser.dataset.doorPlace ?? "") && offered) {
    location.replace(`/door?${new URLSearchParams({ location: remembered })}`);
    return true;
  }
  localStorage.setItem(KEY, shown ?? chooser.dataset.doorPlace ?? "");
  return false;
}

const moving = rememberPlace();

if ("serviceWorker" in navigator && !moving) {
  navigator.serviceWorker
    .register("/door-sw.js", { scope: "/door" })
    .then(keepThisPage)
    .catch(() => undefined);
}
window.addEventListener("online", () => void sync());
window.addEventListener("offline", () => void show());
setInterval(() => {
  if (navigator.onLine && document.visibilityState === "visible") void sync();
}, SYNC_EVERY_MS);
void show().then(() => (navigator.onLine ? sync() : undefined));
