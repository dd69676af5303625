// PostgreSQL restarts under a steady stream of reads and offer creations: the API answers
// every request (5xx with a JSON message while the database is away, never a hang, never a
// crash) and serves again once PostgreSQL is back, without being restarted itself.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type Answer,
  type Api,
  call,
  type Cluster,
  login,
  offerBody,
  pgUnavailable,
  seedPostgres,
  sleep,
  sql,
  startApi,
  startCluster,
} from "./support/helpers";

const PG_PORT = Number(process.env.FAULTS_PG_PORT ?? 5451);
const API_PORT = Number(process.env.FAULTS_API_PORT ?? 3651);
/** How long the API may take to serve again after PostgreSQL is back. */
const RECOVERY_MS = 10_000;
const skip = pgUnavailable();

type Sample = Answer & { at: number; kind: "read" | "create"; key?: string };

describe.skipIf(skip)(`PostgreSQL restart under load${skip ? ` (skipped: ${skip})` : ""}`, () => {
  let cluster: Cluster;
  let api: Api;
  let dataDir: string;
  let token: string;
  let businessId: number;
  let images: number[];

  beforeAll(async () => {
    cluster = startCluster(PG_PORT);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "faults-api-"));
    const seeded = await seedPostgres(cluster.url, dataDir);
    businessId = seeded.users.demo.businessId;
    images = (await sql<{ id: number }>(cluster.url, "select id from media where business_id = $1 order by id limit 2", [businessId])).map((r) => r.id);
    api = await startApi({ port: API_PORT, dataDir, databaseUrl: cluster.url });
    token = await login(api.base, "demo", "demo1234");
  }, 120_000);

  afterAll(async () => {
    await api?.kill();
    cluster?.destroy();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** Four clients alternating a list read and an offer creation until `stop()`. */
  function load(label: string) {
    const samples: Sample[] = [];
    let running = true;
    let n = 0;
    const client = async (c: number) => {
      while (running) {
        const i = n++;
        const at = Date.now();
        if (i % 2 === 0) {
          samples.push({ ...(await call(api.base, token, "GET", `/businesses/${businessId}/deals/upcoming?attendees=false`)), at, kind: "read" });
        } else {
          const key = `faults-restart-${label}-${c}-${i}`;
          const answer = await call(api.base, token, "POST", `/businesses/${businessId}/deals/`, offerBody(`Restart ${i}`, images), { "idempotency-key": key });
          samples.push({ ...answer, at, kind: "create", key });
        }
        await sleep(20);
      }
    };
    const clients = Promise.all([0, 1, 2, 3].map(client));
    return {
      samples,
      async stop() {
        running = false;
        await clients;
      },
    };
  }

  /** Polls until a read succeeds; the time it took, or null after RECOVERY_MS. */
  async function recovered(): Promise<number | null> {
    const started = Date.now();
    while (Date.now() - started < RECOVERY_MS) {
      const answer = await call(api.base, token, "GET", "/users/me", undefined, {}, 2_000);
      if (answer.status === 200) return Date.now() - started;
      await sleep(100);
    }
    return null;
  }

  function expectAnswered(samples: Sample[]) {
    // Every request got an HTTP answer (status 0 = connection refused/reset or a timeout:
    // the API hung or died); a failure is a 5xx with a JSON message, never a 4xx or HTML.
    const unanswered = samples.filter((s) => s.status === 0);
    expect(unanswered, `${JSON.stringify(unanswered.slice(0, 2))}\n${api.output().slice(-3000)}`).toEqual([]);
    const bad = samples.filter((s) => s.status >= 300 && !(s.status >= 500 && typeof s.json?.message === "string"));
    expect(bad, JSON.stringify(bad.slice(0, 3))).toEqual([]);
    expect(Math.max(...samples.map((s) => s.ms))).toBeLessThan(10_000);
  }

  it("pg_ctl restart -m fast: the API keeps answering and serves again without a restart", async () => {
    const pid = api.child.pid;
    const run = load("a");
    await sleep(1_500);
    cluster.restart();
    const recovery = await recovered();
    await sleep(1_500);
    await run.stop();

    expectAnswered(run.samples);
    expect(recovery, "requests succeed again within 10 s").not.toBeNull();
    expect(api.child.exitCode).toBeNull();
    expect(api.child.pid).toBe(pid);
    const last = run.samples.slice(-8);
    expect(
      last.every((s) => s.status < 300),
      JSON.stringify(last.map((s) => s.status)),
    ).toBe(true);
  });

  it("PostgreSQL down for 3 s: 503 with a message meanwhile, then served again; retried creations make one offer", async () => {
    const run = load("b");
    await sleep(1_000);
    cluster.stop();
    const downAt = Date.now();
    await sleep(3_000);
    cluster.start();
    const upAt = Date.now();
    const recovery = await recovered();
    await sleep(1_500);
    await run.stop();

    expectAnswered(run.samples);
    const duringOutage = run.samples.filter((s) => s.at > downAt + 200 && s.at + s.ms < upAt);
    expect(duringOutage.length).toBeGreaterThan(0);
    // While the database is away the API says so: 503 with a Retry-After, not a bare 500.
    expect(duringOutage.map((s) => s.status).filter((status) => status !== 503)).toEqual([]);
    expect(recovery, "requests succeed again within 10 s").not.toBeNull();
    expect(api.child.exitCode).toBeNull();

    // A creation that failed during the outage is retried with its key: one offer per key,
    // and every acknowledged creation is in the database.
    const creates = run.samples.filter((s) => s.kind === "create");
    for (const failed of creates.filter((s) => s.status >= 500)) {
      const retry = await call(api.base, token, "POST", `/businesses/${businessId}/deals/`, offerBody("Retry", images), { "idempotency-key": failed.key! });
      expect([200, 201]).toContain(retry.status);
    }
    const rows = await sql<{ key: string; n: string; media: string }>(
      cluster.url,
      `select o.idempotency_key as key, count(distinct o.id) as n, count(m.*) as media from offers o left join offer_media m on m.offer_id = o.id
       where o.idempotency_key like 'faults-restart-%' group by o.idempotency_key`,
    );
    expect(rows.every((r) => Number(r.n) === 1 && Number(r.media) === images.length)).toBe(true);
    const stored = new Set(rows.map((r) => r.key));
    expect(creates.filter((s) => !stored.has(s.key!))).toEqual([]);
  });
});
