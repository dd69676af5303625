// The regression guard: the last accepted figures (docs/bench-accepted.json, committed) against
// today's run. Each figure is a ratio to the bare route of its own run, so machines of other
// speeds compare. A throughput ratio more than 30 % under its accepted figure, or a one-at-a-time
// ratio more than 30 % over it (1 / 0.7), fails the bench. BENCH_ACCEPT=1 makes today's figures
// the accepted ones, for the database the run used.
import fs from "node:fs";

export const ACCEPTED_FILE = new URL("../../docs/bench-accepted.json", import.meta.url);
const TOLERANCE = 0.3;

const read = () => (fs.existsSync(ACCEPTED_FILE) ? JSON.parse(fs.readFileSync(ACCEPTED_FILE, "utf8")) : {});

/**
 * `stage`: "throughput" or "throughput-quick" (higher is better), or "single" (lower is better); `ratios`: page → today's
 * median ratio. Prints each page against its accepted figure; returns the misses.
 */
export function compareWithAccepted({ database, stage, ratios, write }) {
  const accepted = read()[database]?.[stage] ?? {};
  const misses = [];
  const rows = Object.entries(ratios).filter(([page]) => accepted[page] !== undefined);
  if (!rows.length) {
    write(`  (no accepted ${stage} figures for ${database} in docs/bench-accepted.json yet: BENCH_ACCEPT=1 records them)\n`);
    return misses;
  }
  write(`  against the accepted figures (${read()[database].date}):\n`);
  for (const [page, today] of rows) {
    const was = accepted[page];
    const change = today / was - 1;
    const worse = stage.startsWith("throughput") ? today < was * (1 - TOLERANCE) : today * (1 - TOLERANCE) > was;
    if (worse) misses.push(`${stage} ${page}: ${today.toFixed(2)} against the accepted ${was.toFixed(2)}`);
    write(
      `    ${page.padEnd(36)} ${was.toFixed(2)} → ${today.toFixed(2)} (${change >= 0 ? "+" : ""}${(change * 100).toFixed(0)} %)${worse ? "  << more than 30 % worse" : ""}\n`,
    );
  }
  return misses;
}

/** Records today's ratios as the accepted ones (BENCH_ACCEPT=1). */
export function acceptFigures({ database, figures }) {
  const all = read();
  const rounded = Object.fromEntries(
    Object.entries(figures).map(([stage, ratios]) => [stage, Object.fromEntries(Object.entries(ratios).map(([page, r]) => [page, Number(r.toFixed(3))]))]),
  );
  all[database] = { ...(all[database] ?? {}), ...rounded, date: new Date().toISOString().slice(0, 10), command: "npm run bench" };
  fs.writeFileSync(ACCEPTED_FILE, `${JSON.stringify(all, null, 2)}\n`);
}
