// Several API instances deployed at once all migrate at start. Two of them opening the same
// empty PostgreSQL at the same moment must both come up, with every migration applied once,
// ten times out of ten; and a migration that fails says which one and why, in one line.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Cluster, pgUnavailable, sql, startCluster } from "./support/helpers";

const PG_PORT = Number(process.env.FAULTS_PG_PORT ?? 5451) + 2;
const API_PORT = Number(process.env.FAULTS_API_PORT ?? 3651) + 2;
const ROUNDS = 10;
const skip = pgUnavailable();

const journal = JSON.parse(fs.readFileSync("api/db/migrations/meta/_journal.json", "utf8")) as { entries: { tag: string }[] };

type Exit = { code: number | null; stderr: string };

/** A Node child process; resolves with its exit code and what it wrote on stderr. */
function run(args: string[], env: NodeJS.ProcessEnv = process.env) {
  const child = spawn(process.execPath, ["--import", "tsx", ...args], { env, stdio: ["pipe", "pipe", "pipe"] });
  let stdout = "";
  let stderr = "";
  child.stdout!.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const timer = setTimeout(() => child.kill("SIGKILL"), 60_000);
  const exited = new Promise<Exit>((resolve) =>
    child.once("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    }),
  );
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", () => stdout.includes("ready\n") && resolve());
    void exited.then((exit) => reject(new Error(`exited before it was ready: ${exit.code} ${exit.stderr}`)));
  });
  // Only openTwiceAtOnce waits for "ready"; for the others an early exit is the answer.
  ready.catch(() => {});
  return { child, ready, exited };
}

/** Two processes each opening (and so migrating) `url`, told to start at the same moment. */
async function openTwiceAtOnce(url: string): Promise<Exit[]> {
  const both = [0, 1].map(() => run(["tests/faults/support/open-database.ts", url]));
  await Promise.all(both.map((p) => p.ready));
  for (const p of both) p.child.stdin!.write("go\n");
  return Promise.all(both.map((p) => p.exited));
}

describe.skipIf(skip)(`Two APIs migrating one empty PostgreSQL at once${skip ? ` (skipped: ${skip})` : ""}`, () => {
  let cluster: Cluster;
  let dataDir: string;
  const databaseUrl = (name: string) => cluster.url.replace(/\/faults$/, `/${name}`);

  beforeAll(() => {
    cluster = startCluster(PG_PORT);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "faults-migrate-"));
  }, 120_000);
  afterAll(() => {
    cluster?.destroy();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it(`both come up ${ROUNDS} times out of ${ROUNDS}, with each migration applied once`, { timeout: 600_000 }, async () => {
    const failed: string[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const name = `migrate_${round}`;
      await sql(cluster.url, `create database ${name}`);
      const exits = await openTwiceAtOnce(databaseUrl(name));
      for (const exit of exits) if (exit.code !== 0) failed.push(`round ${round}: exit ${exit.code}: ${exit.stderr.trim().split("\n")[0]}`);

      const applied = await sql<{ n: string; hashes: string }>(
        databaseUrl(name),
        "select count(*) as n, count(distinct hash) as hashes from drizzle.__drizzle_migrations",
      ).catch(() => [{ n: "0", hashes: "0" }]);
      if (Number(applied[0].n) !== journal.entries.length || Number(applied[0].hashes) !== journal.entries.length) {
        failed.push(`round ${round}: ${applied[0].n} migration rows (${applied[0].hashes} distinct) for ${journal.entries.length} migrations`);
      }
    }
    expect(failed, `${failed.length} failures in ${ROUNDS} rounds`).toEqual([]);
  });

  it("a migration that fails is named, with PostgreSQL's reason, in one line at the API's start", async () => {
    // A table that the second migration creates is already there, so that migration fails.
    await sql(cluster.url, "create database migrate_conflict");
    await sql(databaseUrl("migrate_conflict"), "create table mail_requests (id int)");
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: "production",
      DATABASE_URL: databaseUrl("migrate_conflict"),
      DATA_DIR: dataDir,
      API_PORT: String(API_PORT),
    };
    const exit = await run(["api/main.ts"], env).exited;

    expect(exit.code).toBe(1);
    const lines = exit.stderr.trim().split("\n");
    expect(lines, exit.stderr).toHaveLength(1);
    expect(lines[0]).toContain("API failed to start");
    expect(lines[0]).toContain("0001_sign_in_addresses");
    expect(lines[0]).toContain('relation "mail_requests" already exists');
    // Nothing was half applied: the migrations run in one transaction.
    expect(await sql(databaseUrl("migrate_conflict"), "select to_regclass('public.billing_customers') as t")).toEqual([{ t: null }]);
  });
});
