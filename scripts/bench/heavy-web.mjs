// The heavy pages as a brand meets them, through the running web tool:
//   - the big seeded report's public page /report/{id}: server time (to the last byte), median;
//   - a ~1 GB content archive downloaded through /report/zip while sampling the RSS of the web
//     tool's and the API's processes (/proc/<pid>/status), against 150 MB of growth.
// The archive's media are made by overwriting the seeded media files of the newest month with
// random bytes (the embedded database belongs to the running API, so the files the seed
// registered are reused rather than new rows written).
import { randomFillSync } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { seededReport } from "./pages.mjs";

export const TARGETS = { reportMs: 150, archiveRssMb: 150 };
const HEADERS = { "x-client-type": "business", "x-client-version": "2.8", "content-type": "application/json" };
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The pids of `rootPid`'s descendants, with their command lines. */
function descendants(rootPid) {
  const out = [];
  const walk = (pid) => {
    let children = [];
    try {
      children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
    } catch {
      return;
    }
    for (const child of children) {
      out.push({ pid: child, cmd: fs.readFileSync(`/proc/${child}/cmdline`, "utf8").replace(/\0/g, " ") });
      walk(child);
    }
  };
  walk(rootPid);
  return out;
}

const rssMb = (pid) => Number(fs.readFileSync(`/proc/${pid}/status`, "utf8").match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) / 1024;

async function apiToken(apiBase) {
  const response = await fetch(`${apiBase}/oauth/token`, {
    method: "POST",
    headers: HEADERS,
    body: JSON.stringify({
      client_id: "business-web-tool",
      client_secret: "business-web-tool-secret",
      grant_type: "password",
      username: "demo",
      password: "demo1234",
    }),
  });
  return (await response.json()).access_token;
}

/** Overwrites the month's media files so that the month's archive is about `totalBytes`. */
function inflateMedia(dataDir, mediaUrls, totalBytes) {
  const perEntry = Math.ceil(totalBytes / mediaUrls.length);
  const chunk = Buffer.alloc(4 * 1024 * 1024);
  for (const url of new Set(mediaUrls)) {
    const file = path.join(dataDir, "media", url.replace(/^\/media\//, ""));
    const fd = fs.openSync(file, "w");
    for (let written = 0; written < perEntry; written += chunk.length) {
      randomFillSync(chunk);
      fs.writeSync(fd, chunk, 0, Math.min(chunk.length, perEntry - written));
    }
    fs.closeSync(fd);
  }
  return perEntry * mediaUrls.length;
}

export async function runHeavyWeb({ base, apiBase, dataDir, rootPid, write, archiveBytes = 1024 ** 3, reportRuns = 11 }) {
  const misses = [];
  write("\nHeavy pages through the web tool\n");

  // The public report page: every request renders on the server (the API's answer is cached by
  // CDNs, not by the web tool), so the median of a warm series is the page's server time.
  const reportPath = `/report/${await seededReport(apiBase)}`;
  const times = [];
  for (let i = 0; i < reportRuns + 1; i++) {
    const started = performance.now();
    const response = await fetch(`${base}${reportPath}`, { headers: { "accept-encoding": "gzip" } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${reportPath}: ${response.status}`);
    if (i > 0) times.push(performance.now() - started);
  }
  const reportMs = median(times);
  if (reportMs > TARGETS.reportMs) misses.push(`report page ${reportMs.toFixed(0)} ms > ${TARGETS.reportMs} ms`);
  write(
    `  ${"web /report/{big}, median of " + reportRuns}`.padEnd(46) +
      ` ${reportMs.toFixed(0)} ms (min ${Math.min(...times).toFixed(0)}, max ${Math.max(...times).toFixed(0)})\n`,
  );

  // The newest month's archive, inflated to ~1 GB.
  const token = await apiToken(apiBase);
  const auth = { ...HEADERS, authorization: `Bearer ${token}` };
  const [{ year, month }] = (await (await fetch(`${apiBase}/report/months`, { headers: auth })).json()).data;
  const monthly = (await (await fetch(`${apiBase}/report/monthly?year=${year}&month=${month}`, { headers: auth })).json()).data;
  const made = inflateMedia(
    dataDir,
    monthly.posts.map((p) => p.media),
    archiveBytes,
  );
  const { id } = (await (await fetch(`${apiBase}/report/zipSign?year=${year}&month=${month}`, { headers: auth })).json()).data;

  const processes = descendants(rootPid).filter((p) => /server\.js|api\/main\.ts/.test(p.cmd));
  if (processes.length < 2) misses.push(`archive: found ${processes.length} of the 2 processes to sample under pid ${rootPid}`);
  const named = processes.map((p) => ({ ...p, name: p.cmd.includes("server.js") ? "web tool" : "API", base: rssMb(p.pid), peak: 0 }));
  for (const p of named) p.peak = p.base;
  const sampler = setInterval(() => {
    for (const p of named) p.peak = Math.max(p.peak, rssMb(p.pid));
  }, 50);
  // The API's /health, called all along: the archive is streamed, so other requests are answered meanwhile.
  const health = [];
  let downloading = true;
  const probe = (async () => {
    while (downloading) {
      const sent = performance.now();
      await fetch(`${new URL(apiBase).origin}/health`).then((r) => r.arrayBuffer());
      health.push(performance.now() - sent);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const started = performance.now();
  const response = await fetch(`${base}/report/zip?id=${encodeURIComponent(id)}`);
  let bytes = 0;
  for await (const chunk of response.body) bytes += chunk.length;
  const seconds = (performance.now() - started) / 1000;
  downloading = false;
  await probe;
  clearInterval(sampler);
  for (const p of named) p.peak = Math.max(p.peak, rssMb(p.pid));
  write(
    `  ${"content archive through /report/zip"}`.padEnd(46) +
      ` ${(bytes / 1024 ** 2).toFixed(0)} MB (${monthly.posts.length} files, ${(made / 1024 ** 2).toFixed(0)} MB of media) in ${seconds.toFixed(1)} s, ${(bytes / 1024 ** 2 / seconds).toFixed(0)} MB/s\n`,
  );
  for (const p of named) {
    const growth = p.peak - p.base;
    if (growth > TARGETS.archiveRssMb) misses.push(`archive: ${p.name} RSS grew ${growth.toFixed(0)} MB`);
    write(`    ${p.name} RSS`.padEnd(46) + ` ${p.base.toFixed(0)} MB before, peak ${p.peak.toFixed(0)} MB, growth ${growth.toFixed(0)} MB\n`);
  }
  health.sort((x, y) => x - y);
  const at = (q) => health[Math.min(health.length - 1, Math.floor(q * health.length))] ?? 0;
  write(
    `    API /health meanwhile`.padEnd(46) +
      ` p50 ${at(0.5).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms, max ${(health.at(-1) ?? 0).toFixed(1)} ms (${health.length} calls)\n`,
  );
  if (at(0.99) > 50) misses.push(`archive: API /health p99 ${at(0.99).toFixed(0)} ms while it streamed`);
  if (response.status !== 200 || bytes < made) misses.push(`archive: status ${response.status}, ${bytes} bytes`);
  return misses;
}
