// Growth: what a brand's history costs its pages. The demo brand's lists and dashboard are timed on the seed,
// then the product is stopped, the brand is given years of history (api/scripts/grow-history.ts:
// 2,000 offers, 100,000 claims and posts up to 5,000 by default) on the same DATA_DIR, and the
// lists (the content library among them) are timed again. Target: each list's median at most
// 1.5 × its median on the seed.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { signIn } from "./pages.mjs";
import { startProduct } from "../lib/product.mjs";

export const GROWTH_TARGET = 1.5;
const PATHS = ["/offers/upcoming", "/offers/active", "/offers/past", "/content", "/"];
/**
 * The dashboard is timed but held to no ratio: the grown brand's 400 running offers carry some
 * 20,000 claims of today, and that day's work is what the dashboard lists (its first 50
 * check-ins) and counts. The history itself (past offers) it never reads.
 */
const REPORTED_ONLY = new Set(["/"]);

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Milliseconds of `count` sequential loads of each path (after a warm-up), with the page's bytes. */
async function timeLists(base, cookie, count) {
  const times = {};
  for (const p of PATHS) {
    let bytes = 0;
    for (let i = 0; i < 5; i++) await (await fetch(`${base}${p}`, { headers: { cookie } })).arrayBuffer();
    const each = [];
    for (let i = 0; i < count; i++) {
      const started = performance.now();
      const response = await fetch(`${base}${p}`, { headers: { cookie, "accept-encoding": "identity" } });
      bytes = (await response.arrayBuffer()).byteLength;
      if (!response.ok) throw new Error(`${p}: ${response.status}`);
      each.push(performance.now() - started);
    }
    times[p] = { each, bytes };
  }
  return times;
}

async function waitUntilDown(url) {
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(url);
    } catch {
      return;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function runGrowth({
  port,
  write,
  offers = process.env.GROWTH_OFFERS ?? "2000",
  claims = process.env.GROWTH_CLAIMS ?? "100000",
  posts = process.env.GROWTH_POSTS ?? "5000",
  count = 30,
}) {
  write(
    `\nGrowth: the demo brand's lists on the seed, then with ${offers} more offers, ${claims} more claims and ${posts} posts in all (${count} loads each)\n`,
  );
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "brand-tool-growth-"));
  const misses = [];
  try {
    let product = await startProduct(port, { dataDir });
    const seed = await timeLists(product.base, await signIn(product.base), count);
    await product.stop();
    await waitUntilDown(`${product.apiBase}/health`);
    const grown = spawnSync(process.execPath, ["--import", "tsx", "api/scripts/grow-history.ts", "demo", offers, claims, posts], {
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "warn" },
      stdio: ["ignore", "inherit", "inherit"],
    });
    if (grown.status !== 0) throw new Error("growing the history failed");
    product = await startProduct(port, { dataDir });
    const big = await timeLists(product.base, await signIn(product.base), count);
    await product.stop();
    for (const p of PATHS) {
      const ratio = median(big[p].each) / median(seed[p].each);
      const flag = REPORTED_ONLY.has(p) ? "  (reported only)" : ratio > GROWTH_TARGET ? `  << over ${GROWTH_TARGET}` : "";
      if (flag && !REPORTED_ONLY.has(p)) misses.push(`growth: ${p} median ${ratio.toFixed(2)} × the seed's`);
      const row = (t) =>
        `${median(t.each).toFixed(1)} ms (min ${Math.min(...t.each).toFixed(1)}, max ${Math.max(...t.each).toFixed(1)}), ${(t.bytes / 1024).toFixed(1)} KB`;
      write(`  ${p.padEnd(18)} seed ${row(seed[p]).padEnd(44)} grown ${row(big[p]).padEnd(44)} ratio ${ratio.toFixed(2)}${flag}\n`);
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return misses;
}
