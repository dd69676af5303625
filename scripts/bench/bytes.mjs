// First-load bytes of a page: the JavaScript (module scripts and modulepreloads) and the
// stylesheets its HTML pulls in, each gzipped as the server sends it, against the budget.
import zlib from "node:zlib";

export const BUDGET = { js: 90 * 1024, css: 20 * 1024 };

/** Scripts that register a service worker, and the worker. */
const WORKERS = { "/door.js": "/door-sw.js" };

const gzipCache = new Map();
async function gzipSize(base, asset) {
  if (!gzipCache.has(asset)) {
    const body = Buffer.from(await (await fetch(`${base}${asset}`)).arrayBuffer());
    gzipCache.set(asset, zlib.gzipSync(body, { level: 6 }).length);
  }
  return gzipCache.get(asset);
}

/** @returns {Promise<{ js: number; css: number; html: number; assets: string[] }>} */
export async function firstLoadBytes(base, pathname, cookie) {
  const response = await fetch(`${base}${pathname}`, { headers: cookie ? { cookie } : {}, redirect: "follow" });
  const html = await response.text();
  const scripts = [...html.matchAll(/<(?:script|link rel="modulepreload")[^>]+(?:src|href)="([^"]+\.js(?:\?[^"]*)?)"/g)].map((m) => m[1]);
  // Inline module scripts import the entry and route modules: count what they import too.
  for (const m of html.matchAll(/import[^"';]*["']([^"']+\.js)["']/g)) scripts.push(m[1]);
  // A script that registers a service worker brings it on the first load too (the door list's).
  for (const script of [...scripts]) if (WORKERS[script.split("?")[0]]) scripts.push(WORKERS[script.split("?")[0]]);
  const styles = [...html.matchAll(/<link rel="stylesheet" href="([^"]+\.css)"/g)].map((m) => m[1]);
  const total = async (list) => {
    let sum = 0;
    for (const asset of new Set(list.filter((a) => a.startsWith("/")))) sum += await gzipSize(base, asset);
    return sum;
  };
  // The page's data for the browser (the framework's inline scripts: the loaders' data and the
  // route manifest) against the markup the view is made of, both uncompressed.
  const inline = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1].length).reduce((a, b) => a + b, 0);
  const view = html.length - inline;
  return {
    js: await total(scripts),
    css: await total(styles),
    html: zlib.gzipSync(html).length,
    data: inline,
    view,
    assets: [...new Set([...scripts, ...styles])],
  };
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/** Prints the table; returns the pages over budget. */
export async function printFirstLoadTable(base, pages, cookie, write = (s) => process.stdout.write(s)) {
  write(`\nFirst-load bytes (gzip); budget JS ${kb(BUDGET.js)}, CSS ${kb(BUDGET.css)}\n`);
  const over = [];
  for (const { path, signedIn } of pages) {
    const bytes = await firstLoadBytes(base, path, signedIn ? cookie : undefined);
    // The budget: a page's HTML and data together at most twice the markup of its view.
    const ratio = (bytes.view + bytes.data) / Math.max(1, bytes.view);
    const flags = [bytes.js > BUDGET.js ? "JS OVER" : "", bytes.css > BUDGET.css ? "CSS OVER" : "", ratio > 2 ? "DATA OVER" : ""].filter(Boolean).join(", ");
    if (flags) over.push(`${path} (${flags})`);
    const stripe = bytes.assets.some((a) => /stripe|plaid/i.test(a)) ? "" : "";
    write(
      `  ${path.padEnd(44)} JS ${kb(bytes.js).padStart(9)}  CSS ${kb(bytes.css).padStart(8)}  HTML ${kb(bytes.html).padStart(8)}  view ${kb(bytes.view).padStart(8)} + data ${kb(bytes.data).padStart(8)} = ${ratio.toFixed(2)} ×${flags ? `  << ${flags}` : ""}${stripe}\n`,
    );
  }
  return over;
}
