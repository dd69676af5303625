#!/usr/bin/env node
// `npm run bench:lighthouse`: Lighthouse on login, dashboard, the door list, offers, results, a
// public report, the wizard's first step and billing (mobile, simulated throttling), against BASE_URL when
// given (signed in as demo; API_BASE_URL names its API, to find the public report), else against
// the product started on a temporary DATA_DIR.
import { signIn } from "./bench/pages.mjs";
import { runLighthouse } from "./bench/lighthouse-run.mjs";
import { startProduct } from "./lib/product.mjs";

const write = (s) => process.stdout.write(s);
const product = process.env.BASE_URL
  ? { base: process.env.BASE_URL.replace(/\/$/, ""), apiBase: process.env.API_BASE_URL ?? "http://127.0.0.1:3001/v1.3", stop() {} }
  : await startProduct(Number(process.env.BENCH_PORT ?? 3520));
try {
  const misses = await runLighthouse({ base: product.base, apiBase: product.apiBase, cookie: await signIn(product.base), write });
  if (misses.length) write(`\nLighthouse targets missed:\n${misses.map((m) => `  - ${m}`).join("\n")}\n`);
  process.exitCode = misses.length ? 1 : 0;
} finally {
  product.stop();
}
