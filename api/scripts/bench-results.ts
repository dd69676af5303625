// Results benchmark, for `npm run bench` to call (`tsx api/scripts/bench-results.ts`): the API
// time of /report/{id} for the big seeded report, and the time and peak memory (RSS) of its PDF
// and of a month's content archive. Runs in-process on a fresh in-memory database.
import { Worker } from "node:worker_threads";
import { eq } from "drizzle-orm";
import { reports } from "../db/schema";
import { createRenderPool } from "../adapters/render-pool";
import { describePercentiles, healthDuring } from "../test-support/health-probe";
import { HEADERS, startBenchApi } from "./bench-app";

/**
 * Runs `work` and returns its wall and CPU time and how far it raised the process's RSS above
 * where it stood before. A worker thread samples the process-wide RSS every 20 ms, so a spike
 * during synchronous rendering on the main thread is seen too. (The kernel's high-water mark
 * is no use here: seeding the in-memory database has already pushed it to ~1 GB.)
 */
async function measure<T>(work: () => Promise<T>) {
  const sampler = new Worker(
    "const { parentPort } = require('node:worker_threads'); let peak = 0; const t = setInterval(() => { peak = Math.max(peak, process.memoryUsage.rss()); }, 20); parentPort.on('message', () => { clearInterval(t); parentPort.postMessage(Math.max(peak, process.memoryUsage.rss())); });",
    { eval: true },
  );
  await new Promise((resolve) => setTimeout(resolve, 50));
  const before = process.memoryUsage.rss();
  const cpu = process.cpuUsage();
  const started = performance.now();
  const result = await work();
  const ms = performance.now() - started;
  const cpuUsed = process.cpuUsage(cpu);
  const peak = await new Promise<number>((resolve) => {
    sampler.once("message", resolve);
    sampler.postMessage("stop");
  });
  await sampler.terminate();
  return { result, ms, cpuMs: (cpuUsed.user + cpuUsed.system) / 1000, growthMb: (peak - before) / 1024 ** 2, peakMb: peak / 1024 ** 2 };
}

const { database, seeded, app, auth, close } = await startBenchApi("bench-results", { LOG_LEVEL: "warn" });
const bigId = seeded.results.big;
const [big] = await database.db.select().from(reports).where(eq(reports.id, bigId));

const times: number[] = [];
for (let i = 0; i < 10; i++) {
  const started = performance.now();
  const response = await app.inject({ method: "GET", url: `/v1.3/report/${bigId}`, headers: HEADERS });
  if (response.statusCode !== 200) throw new Error(`report: ${response.statusCode}`);
  times.push(performance.now() - started);
}
times.sort((a, b) => a - b);

const renderPdf = () => app.inject({ method: "POST", url: "/v1.3/pdf", headers: auth, payload: { reportId: bigId } });
const pdf = await measure(renderPdf);
const pdf2 = await measure(renderPdf);
const month = seeded.results.monthly[0]!.period.split("-").map(Number);
const signed = await app.inject({ method: "GET", url: `/v1.3/report/zipSign?year=${month[0]}&month=${month[1]}`, headers: auth });
const zip = await measure(() => app.inject({ method: "GET", url: `/v1.3/report/zip?id=${encodeURIComponent(signed.json().data.id)}`, headers: HEADERS }));

const base = await app.listen({ host: "127.0.0.1", port: 0 });
const idle = await healthDuring(base, () => new Promise((resolve) => setTimeout(resolve, 2000)));
const fourPdfs = await healthDuring(base, () => Promise.all([1, 2, 3, 4].map(() => renderPdf())));
// The same four renders on the API's own thread (RENDER_WORKERS=0), for comparison.
const pool = app.ctx.renderer;
app.ctx.renderer = createRenderPool(0);
const fourPdfsInline = await healthDuring(base, () => Promise.all([1, 2, 3, 4].map(() => renderPdf())));
app.ctx.renderer = pool;
const archiveHealth = await healthDuring(base, () =>
  app.inject({ method: "GET", url: `/v1.3/report/zip?id=${encodeURIComponent(signed.json().data.id)}`, headers: HEADERS }),
);

const line = (name: string, value: string) => process.stdout.write(`  ${name.padEnd(44)} ${value}\n`);
process.stdout.write(`\nResults (big report: ${big!.title})\n`);
line("API GET /report/{id}, median of 10", `${times[5]!.toFixed(0)} ms`);
line(
  "PDF of the big report (first, cold)",
  `${pdf.ms.toFixed(0)} ms (CPU ${pdf.cpuMs.toFixed(0)} ms), RSS +${pdf.growthMb.toFixed(0)} MB (peak ${pdf.peakMb.toFixed(0)} MB)`,
);
line("PDF of the big report (second, warm)", `${pdf2.ms.toFixed(0)} ms (CPU ${pdf2.cpuMs.toFixed(0)} ms), RSS +${pdf2.growthMb.toFixed(0)} MB`);
line("content archive of one month", `${zip.ms.toFixed(0)} ms, RSS +${zip.growthMb.toFixed(0)} MB, ${(zip.result.rawPayload.length / 1024).toFixed(0)} KB`);
line("/health over HTTP, idle", describePercentiles(idle));
line("/health while four PDFs of it render", describePercentiles(fourPdfs));
line("  the same, drawn on the API's own thread", describePercentiles(fourPdfsInline));
line("/health while the month's archive is made", describePercentiles(archiveHealth));
if (fourPdfs.p99 > 50) process.exitCode = 1;
if (pdf.result.statusCode !== 200) throw new Error(`pdf: ${pdf.result.statusCode}`);
if (pdf.ms > 5000) process.exitCode = 1;

await close();
