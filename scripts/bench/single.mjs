// One request at a time: each signed-in page's median against the bare route's, in the same
// run, with the part of it its API calls took (the web tool's Server-Timing, `api;dur`), and
// the floor of a trivial API call (GET users/me) against the API's bare /health.
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const spread = (xs) => `${Math.min(...xs).toFixed(1)} / ${median(xs).toFixed(1)} / ${Math.max(...xs).toFixed(1)}`;

export const SINGLE_TARGETS = { pageRatio: 4, apiCallMs: 10, floorMs: 1.5 };

/** `count` sequential loads of `url` after a warm-up: milliseconds, and the API's share from Server-Timing. */
async function timed(url, headers, count) {
  for (let i = 0; i < 3; i++) await (await fetch(url, { headers })).arrayBuffer();
  const ms = [];
  const api = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    ms.push(performance.now() - started);
    const dur = response.headers.get("server-timing")?.match(/api;desc="[^"]*";dur=([\d.]+)/)?.[1];
    if (dur) api.push(Number(dur));
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
  }
  return { ms, api };
}

/**
 * Prints the table and returns `{ misses, ratios }`: the pages over their target, and each
 * page's median ratio to the bare route (for the accepted figures).
 */
export async function runSingle({ base, apiBase, token, cookie, paths, count = 15, write }) {
  write(`\nOne request at a time (${count} each, ms min / median / max; ratio of medians to the bare route)\n`);
  const misses = [];
  const ratios = {};
  const bare = await timed(`${base}/healthz`, {}, count);
  write(`  ${"bare /healthz".padEnd(40)} ${spread(bare.ms)}\n`);
  for (const path of paths) {
    const page = await timed(`${base}${path}`, { cookie }, count);
    const ratio = median(page.ms) / median(bare.ms);
    ratios[path] = ratio;
    const flag = ratio > SINGLE_TARGETS.pageRatio ? `  << over ${SINGLE_TARGETS.pageRatio} ×` : "";
    if (flag) misses.push(`one at a time: ${path} is ${ratio.toFixed(1)} × the bare route`);
    const api = page.api.length ? `  API ${median(page.api).toFixed(1)} ms, the web tool ${(median(page.ms) - median(page.api)).toFixed(1)} ms` : "";
    write(`  ${path.padEnd(40)} ${spread(page.ms).padEnd(22)} ratio ${ratio.toFixed(2)}${api}${flag}\n`);
  }
  const headers = { authorization: `Bearer ${token}`, "x-client-type": "business", "x-client-version": "2.8" };
  const health = await timed(`${apiBase.replace(/\/v1\.3$/, "")}/health`, {}, count * 4);
  const me = await timed(`${apiBase}/users/me`, headers, count * 4);
  const floor = median(me.ms) - median(health.ms);
  write(`  API /health ${spread(health.ms)} ms; users/me ${spread(me.ms)} ms: the floor of a signed-in call ${floor.toFixed(2)} ms above /health\n`);
  if (median(me.ms) > SINGLE_TARGETS.floorMs) misses.push(`users/me median ${median(me.ms).toFixed(2)} ms, over ${SINGLE_TARGETS.floorMs} ms`);
  return { misses, ratios };
}
