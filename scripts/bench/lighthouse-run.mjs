// Lighthouse (mobile, simulated throttling) on the pages the issue names, driving the system
// Chromium. Signed-in pages get the session cookie set in the browser (Chromium ignores a
// Cookie in Lighthouse's extraHeaders), with Lighthouse's storage reset turned off for them.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import puppeteer from "puppeteer-core";
import { seededReport } from "./pages.mjs";

export const TARGETS = { performance: 98, accessibility: 100, "best-practices": 100, cls: 0 };

/** The pages Lighthouse scores (apiBase: `http://…/v1.3`, to find the big report's public id). */
export const lighthousePages = async (apiBase) => [
  { path: "/login", signedIn: false },
  { path: "/", signedIn: true },
  { path: "/door", signedIn: true },
  { path: "/offers/active", signedIn: true },
  { path: "/results", signedIn: true },
  { path: `/report/${await seededReport(apiBase)}`, signedIn: false },
  { path: "/offers/create?step=1", signedIn: true },
  { path: "/billing", signedIn: true },
];

/** Returns a list of the misses (page: what). */
export async function runLighthouse({ base, apiBase, cookie, write, pages }) {
  pages ??= await lighthousePages(apiBase);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const url = new URL(base);
  const cookies = cookie.split("; ").map((pair) => {
    const at = pair.indexOf("=");
    return { name: pair.slice(0, at), value: pair.slice(at + 1), domain: url.hostname, path: "/", httpOnly: true };
  });
  const misses = [];
  write(`\nLighthouse ${"(mobile, simulated throttling)".padEnd(30)}  perf  a11y    BP     CLS    LCP   TBT\n`);
  try {
    for (const { path, signedIn } of pages) {
      const page = await browser.newPage();
      if (signedIn) await page.setCookie(...cookies);
      else await page.deleteCookie(...cookies);
      await page.close();
      const audit = () =>
        lighthouse(`${base}${path}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility", "best-practices"],
          disableStorageReset: signedIn,
        });
      let result = await audit();
      // NO_NAVSTART and its kin are Lighthouse's own trace hiccups: one more try.
      if (result.lhr.runtimeError) result = await audit();
      if (result.lhr.runtimeError) misses.push(`${path}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
      const { categories, audits } = result.lhr;
      const landed = new URL(result.lhr.finalDisplayedUrl).pathname;
      if (signedIn && landed.startsWith("/login")) misses.push(`${path}: landed on ${landed} (not signed in)`);
      const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
      const cls = audits["cumulative-layout-shift"]?.numericValue ?? NaN;
      const row = { performance: score("performance"), accessibility: score("accessibility"), "best-practices": score("best-practices") };
      for (const [key, target] of Object.entries(row)) {
        if (target < TARGETS[key]) {
          const failing = Object.values(audits)
            .filter((a) => a.score !== null && a.score < 1 && result.lhr.categories[key].auditRefs.some((r) => r.id === a.id && r.weight > 0))
            .map((a) => a.id)
            .slice(0, 6);
          misses.push(`${path}: ${key} ${target} (${failing.join(", ")})`);
        }
      }
      if (cls > TARGETS.cls) misses.push(`${path}: CLS ${cls.toFixed(3)}`);
      write(
        `  ${(landed === path.split("?")[0] ? path : `${path} -> ${landed}`).padEnd(42)} ${String(row.performance).padStart(4)}  ${String(row.accessibility).padStart(4)}  ${String(row["best-practices"]).padStart(4)}  ${cls.toFixed(3).padStart(6)}  ${(audits["largest-contentful-paint"].numericValue / 1000).toFixed(1).padStart(4)} s ${Math.round(audits["total-blocking-time"].numericValue).toString().padStart(4)} ms\n`,
      );
    }
  } finally {
    await browser.disconnect();
    await chrome.kill();
  }
  return misses;
}
