// The door list without a connection (issue #30), with JavaScript: the service worker
// (public/door-sw.js) keeps the page; a check-in is kept on the phone first (queue.client.ts),
// shown at once, and sent to /door/sync when it can be: at once, when the connection returns,
// on every load and every SYNC_EVERY_MS while some wait. After each answer the list is read
// again, so two phones at one door converge. Without JavaScript none of this runs: the forms post.
import { useRevalidator } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useAuthenticityToken } from "remix-utils/csrf/react";
import { forget, keep, keptCheckIns, markSynced, newCheckIn, syncedAt, type Kept } from "~/lib/door/queue.client";
import type { SyncResult } from "../door.sync";

const SYNC_EVERY_MS = 30_000;
/** A kept check-in older than this is dropped: the API no longer takes it (CHECK_IN_LATE_HOURS). */
const KEPT_FOR_MS = 24 * 60 * 60 * 1000;

export type DoorKept = {
  /** Whether the phone keeps check-ins (IndexedDB and a service worker): false until the script runs. */
  ready: boolean;
  kept: Kept[];
  online: boolean;
  /** When the list last heard from the server (ms). */
  syncedAt: number | null;
  /** Why the last sync could not send (signed out, a refusal of the whole post). */
  problem: string | null;
  checkIn(claim: number, offer: number): void;
};

/**
 * The first visit, which the service worker did not yet serve: once it controls the page, the
 * page and what it loaded are asked again through it (the browser's cache answers the assets),
 * so it keeps them for a visit without a connection. Later visits pass through it anyway.
 */
async function keepThisPage() {
  if (navigator.serviceWorker.controller) return;
  await new Promise((resolve) => navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true }));
  const assets = [
    ...document.querySelectorAll<HTMLScriptElement | HTMLImageElement | HTMLLinkElement>(
      "script[src], img[src], link[rel=stylesheet], link[rel=modulepreload], link[rel=icon]",
    ),
  ]
    .map((el) => ("src" in el ? el.src : el.href))
    .filter((url) => new URL(url).origin === location.origin);
  await Promise.all(["/door", ...new Set(assets)].map((url) => fetch(url).catch(() => undefined)));
}

export function useKeptCheckIns(): DoorKept {
  const csrf = useAuthenticityToken();
  const revalidator = useRevalidator();
  const [state, setState] = useState({ ready: false, kept: [] as Kept[], online: true, syncedAt: null as number | null, problem: null as string | null });
  const sending = useRef(false);

  const refresh = useCallback(async (patch: Partial<typeof state> = {}) => {
    const [kept, synced] = await Promise.all([keptCheckIns(), syncedAt()]);
    setState((s) => ({ ...s, ...patch, ready: true, kept, syncedAt: synced, online: navigator.onLine }));
  }, []);

  const sync = useCallback(async () => {
    if (sending.current) return;
    sending.current = true;
    try {
      const now = Date.now();
      const all = await keptCheckIns();
      for (const old of all.filter((k) => now - Date.parse(k.at) > KEPT_FOR_MS)) await forget(old.key);
      const waiting = all.filter((k) => k.refused === null && now - Date.parse(k.at) <= KEPT_FOR_MS);
      const body = new URLSearchParams({ csrf, items: JSON.stringify(waiting.map(({ key, claim, at }) => ({ key, claim, at }))) });
      const response = await fetch("/door/sync", { method: "POST", body, headers: { Accept: "application/json" } });
      if (response.redirected || !response.headers.get("content-type")?.includes("json")) {
        return refresh({ problem: "Sign in again to send the check-ins kept on this phone." });
      }
      const answer = (await response.json()) as { results: SyncResult[]; message: string | null };
      for (const result of answer.results) {
        const sent = waiting.find((k) => k.key === result.key)!;
        if (result.outcome === "applied") await forget(sent.key);
        if (result.outcome === "refused") await keep({ ...sent, refused: result.message });
      }
      await markSynced(Date.now());
      await refresh({ problem: answer.message });
      revalidator.revalidate();
    } catch {
      // No connection (or none that answers): the check-ins stay kept for the next try.
      await refresh();
    } finally {
      sending.current = false;
    }
  }, [csrf, refresh, revalidator]);

  useEffect(() => {
    if ("serviceWorker" in navigator) {
      navigator.serviceWorker
        .register("/door-sw.js", { scope: "/door" })
        .then(() => keepThisPage())
        .catch(() => undefined);
    }
    const online = () => void sync();
    const offline = () => setState((s) => ({ ...s, online: false }));
    window.addEventListener("online", online);
    window.addEventListener("offline", offline);
    const timer = window.setInterval(() => {
      if (navigator.onLine && document.visibilityState === "visible") void sync();
    }, SYNC_EVERY_MS);
    void refresh().then(() => (navigator.onLine ? sync() : undefined));
    return () => {
      window.removeEventListener("online", online);
      window.removeEventListener("offline", offline);
      window.clearInterval(timer);
    };
    // Once per page: sync and refresh read the latest state through IndexedDB.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const checkIn = useCallback(
    (claim: number, offer: number) => {
      void (async () => {
        // A new tap on a refused row tries again: the old refusal goes.
        for (const old of (await keptCheckIns()).filter((k) => k.claim === claim)) await forget(old.key);
        await keep(newCheckIn(claim, offer));
        await refresh();
        if (navigator.onLine) await sync();
      })();
    },
    [refresh, sync],
  );

  return { ...state, checkIn };
}
