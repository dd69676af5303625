// Two of everything, as the scale-out recipe says (docs/scale-out.md) (tests/cluster/support/recipe.ts): PostgreSQL, Redis
// and an S3-compatible server, two APIs, one worker, two web tools behind HAProxy, all real
// processes on loopback. A browser signs in on one web tool and reads pages on the other; the
// limits hold once across both APIs; a PDF asked of one API is drawn by the worker and
// downloaded through the other web tool, and survives its worker being killed; a photo
// uploaded through one web tool is served by the other. Run by `npm run test:cluster`.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Cluster, sql, startCluster } from "../faults/support/helpers";
import { Browser, request } from "./support/client";
import { readRecipe, type Recipe } from "./support/recipe";
import {
  clusterUnavailable,
  freePort,
  type Program,
  requireEngines,
  sleep,
  startApi,
  startHaproxy,
  startRedis,
  startS3,
  startWeb,
  startWorker,
  until,
  run,
} from "./support/processes";

const skip = clusterUnavailable();
/** The sign-in tier this test spends: small, so that spending it on both APIs is quick. */
const SIGN_IN_PER_MINUTE = 6;

describe.skipIf(skip)(`two of everything${skip ? ` (skipped: ${skip})` : ""}`, () => {
  let pg: Cluster;
  let redis: Program;
  let s3: Awaited<ReturnType<typeof startS3>>;
  const programs: Program[] = [];
  const dirs: string[] = [];
  let recipe: Recipe;
  const ports = {} as Record<"redis" | "lbWeb" | "lbApi" | "api1" | "api2" | "web1" | "web2", number>;
  let apis: Program[] = [];
  let worker: Program;

  /** A program's own environment: the recipe's settings, its port, a DATA_DIR of its own (machines share no folder). */
  function envOf(settings: Record<string, string>, extra: Record<string, string>): NodeJS.ProcessEnv {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cluster-machine-"));
    dirs.push(dir);
    return {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: "production",
      LOG_FORMAT: "json",
      LOG_LEVEL: "warn",
      DATA_DIR: dir,
      ...settings,
      ...extra,
    };
  }
  const apiEnv = (port: number, extra: Record<string, string> = {}) =>
    envOf(recipe.api, { API_PORT: String(port), RATE_LIMIT_SIGN_IN_PER_MINUTE: String(SIGN_IN_PER_MINUTE), ...extra });
  const webEnv = (port: number) => envOf(recipe.web, { PORT: String(port), ACCESS_LOG: "off" });
  const keep = (program: Program) => (programs.push(program), program);
  const web = (n: 1 | 2) => `http://127.0.0.1:${ports[`web${n}`]}`;
  const lb = () => `http://127.0.0.1:${ports.lbWeb}`;

  beforeAll(async () => {
    requireEngines();
    for (const name of Object.keys({ redis: 0, lbWeb: 0, lbApi: 0, api1: 0, api2: 0, web1: 0, web2: 0 }) as (keyof typeof ports)[])
      ports[name] = await freePort();
    pg = startCluster(await freePort());
    redis = await startRedis(ports.redis);
    s3 = await startS3(await freePort(), "brandtool");
    const pgUrl = new URL(pg.url);
    recipe = readRecipe([
      ["postgres://brandtool:secret@db.internal:5432/brandtool", pg.url],
      ["redis.internal:6379", `127.0.0.1:${ports.redis}`],
      ["http://s3.internal:9000", `http://127.0.0.1:${s3.port}`],
      ["S3_ACCESS_KEY_ID=brandtool", "S3_ACCESS_KEY_ID=S3RVER"],
      ["S3_SECRET_ACCESS_KEY=change-me", "S3_SECRET_ACCESS_KEY=S3RVER"],
      ["http://api.internal:3001", `http://127.0.0.1:${ports.lbApi}`],
      ["https://brands.example.com", lb()],
      // The example subnets are this machine's loopback here.
      [/\b10\.0\.[12]\.0\/24\b/g, "loopback"],
      ["bind :80", `bind 127.0.0.1:${ports.lbWeb}`],
      ["bind :3001", `bind 127.0.0.1:${ports.lbApi}`],
      ["10.0.1.11:3000", `127.0.0.1:${ports.web1}`],
      ["10.0.1.12:3000", `127.0.0.1:${ports.web2}`],
      ["10.0.2.21:3001", `127.0.0.1:${ports.api1}`],
      ["10.0.2.22:3001", `127.0.0.1:${ports.api2}`],
    ]);
    expect(pgUrl.port).not.toBe("");
  }, 120_000);

  afterAll(async () => {
    await Promise.all(programs.map((p) => p.stop("SIGKILL")));
    await redis?.stop();
    await s3?.program.stop();
    if (s3) fs.rmSync(s3.directory, { recursive: true, force: true });
    pg?.destroy();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("two APIs started at the same moment on an empty database both come up, ten times out of ten", async () => {
    for (let round = 1; round <= 10; round++) {
      await sql(pg.url, "drop schema public cascade; create schema public; drop schema if exists drizzle cascade; drop schema if exists pgboss cascade");
      const pair = [startApi(`api1 (round ${round})`, apiEnv(ports.api1)), startApi(`api2 (round ${round})`, apiEnv(ports.api2))];
      try {
        await Promise.all(pair.map((api, i) => until(api, `http://127.0.0.1:${i ? ports.api2 : ports.api1}/health`, 90_000)));
      } finally {
        await Promise.all(pair.map((api) => api.stop()));
      }
    }
  }, 900_000);

  it("the cluster comes up as the recipe says: demo data seeded into PostgreSQL and the bucket, two APIs, a worker, two web tools, HAProxy", async () => {
    const seed = run("seed", process.execPath, ["--import", "tsx", "api/seed/cli.ts", "--force"], apiEnv(ports.api1));
    await new Promise((resolve) => seed.child.once("exit", resolve));
    expect(seed.child.exitCode, seed.output()).toBe(0);
    // The second API answers a PDF request at once with its job (PDF_WAIT_SECONDS=0), so the
    // test can kill the worker while it draws; the first waits, as the recipe's APIs do.
    apis = [keep(startApi("api1", apiEnv(ports.api1))), keep(startApi("api2", apiEnv(ports.api2, { PDF_WAIT_SECONDS: "0" })))];
    worker = keep(startWorker("worker", apiEnv(await freePort())));
    const webs = [keep(startWeb("web1", webEnv(ports.web1))), keep(startWeb("web2", webEnv(ports.web2)))];
    await Promise.all([until(apis[0]!, `http://127.0.0.1:${ports.api1}/health`), until(apis[1]!, `http://127.0.0.1:${ports.api2}/health`)]);
    // The web tools reach their APIs through the API balancer.
    const haproxy = keep(await startHaproxy(recipe.haproxy, [ports.lbWeb, ports.lbApi]));
    await Promise.all([until(webs[0]!, `${web(1)}/readyz`), until(webs[1]!, `${web(2)}/readyz`)]);
    await until(haproxy, `${lb()}/readyz`);
  }, 240_000);

  it("a brand signs in on one web tool and reads its pages on the other", async () => {
    const browser = new Browser(web(1), "127.0.0.2");
    const signedIn = await browser.signIn("demo", "demo1234");
    expect(signedIn.status, signedIn.text()).toBe(302);
    browser.base = web(2);
    const offers = await browser.get("/offers/active");
    expect(offers.status).toBe(200);
    expect(offers.text()).toContain("Demo Bistro");
  });

  it("ten failed sign-ins from ten browsers lock out none of the others: each browser is counted by its own address", async () => {
    for (let n = 11; n <= 20; n++) {
      const answer = await new Browser(lb(), `127.0.0.${n}`).signIn("rival", "wrong-password");
      expect(answer.status).toBe(400);
      expect(answer.text()).not.toContain("Too many");
    }
    const owner = await new Browser(lb(), "127.0.0.21").signIn("demo", "demo1234");
    expect(owner.status, owner.text()).toBe(302);
  });

  it("a request limit spent across both APIs is enforced once", async () => {
    const browser = new Browser(lb(), "127.0.0.30");
    // Every sign-in asks the API once; the balancers send them to both APIs in turn.
    for (let i = 0; i < SIGN_IN_PER_MINUTE; i++) expect((await browser.signIn("nobody-here", "wrong-password")).text()).not.toContain("Too many requests");
    const over = await browser.signIn("demo", "demo1234");
    expect(over.text()).toContain("Too many requests");
    // Another browser is not touched by it.
    expect((await new Browser(lb(), "127.0.0.31").signIn("demo", "demo1234")).status).toBe(302);
  });

  /** A bearer token of Demo Bistro, from one API. */
  async function token(port: number) {
    const answer = await request(`http://127.0.0.1:${port}/v1.3/oauth/token`, {
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
    expect(answer.status, answer.text()).toBe(200);
    return (JSON.parse(answer.text()) as { access_token: string }).access_token;
  }

  async function api<T>(port: number, bearer: string, method: string, pathname: string, body?: unknown) {
    const answer = await request(`http://127.0.0.1:${port}/v1.3${pathname}`, {
      method,
      headers: { ...HEADERS, authorization: `Bearer ${bearer}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: answer.status, body: JSON.parse(answer.text() || "{}") as T };
  }

  /** The PDF service's answer (`{url}`), or while it is being drawn `{data: {status, job}}`. */
  type PdfAnswer = { url?: string; data?: { status?: string; job?: string; message?: string } };

  /** Polls the PDF job on `port` until it is no longer being prepared. */
  async function finished(port: number, bearer: string, job: string, ms: number) {
    const end = Date.now() + ms;
    while (Date.now() < end) {
      const answer = await api<PdfAnswer>(port, bearer, "GET", `/pdf/${job}`);
      if (answer.body.data?.status !== "preparing") return answer;
      await sleep(250);
    }
    throw new Error(`the PDF job ${job} was still being prepared after ${ms} ms:\n${worker.output()}`);
  }

  /** Downloads a generated file through a web tool, by the path of its URL. */
  async function download(base: string, url: string) {
    const file = await request(`${base}${new URL(url).pathname}`);
    expect(file.status).toBe(200);
    expect(file.headers["content-type"]).toBe("application/pdf");
    expect(file.body.subarray(0, 5).toString()).toBe("%PDF-");
    return file;
  }

  it("a PDF asked of one API is drawn by the worker and downloaded through the other web tool", async () => {
    const bearer = await token(ports.api1);
    const asked = await api<PdfAnswer>(ports.api1, bearer, "POST", "/pdf", { reportId: await bigReport(), destination: "link" });
    expect([200, 202]).toContain(asked.status);
    const done = asked.status === 202 ? await finished(ports.api2, await token(ports.api2), asked.body.data!.job!, 120_000) : asked;
    expect(done.body.url, JSON.stringify(done.body)).toMatch(/\/files\/[\w-]+$/);
    await download(web(2), done.body.url!);
    // Only the worker works jobs (JOBS_IN_API=false): both APIs' queues stood still.
    const [{ count }] = await sql<{ count: string }>(pg.url, "select count(*) from pgboss.job where name = 'pdf' and state = 'completed'");
    expect(Number(count)).toBeGreaterThanOrEqual(1);
  });

  it("a PDF whose worker is killed while drawing it is finished once the worker is back", async () => {
    const bearer = await token(ports.api2);
    const asked = await api<PdfAnswer>(ports.api2, bearer, "POST", "/pdf", { reportId: await bigReport(), destination: "link", filename: "killed" });
    const job = asked.body.data?.job;
    expect(asked.status, JSON.stringify(asked.body)).toBe(202);
    // Killed as soon as the worker has taken the job.
    for (let i = 0; i < 400; i++) {
      const [row] = await sql<{ state: string }>(pg.url, "select state from pgboss.job where id = $1", [job]);
      if (row?.state === "active") break;
      expect(row?.state).not.toBe("completed");
      await sleep(25);
    }
    await worker.stop("SIGKILL");
    expect((await api<PdfAnswer>(ports.api1, bearer, "GET", `/pdf/${job}`)).body.data?.status).toBe("preparing");
    worker = keep(startWorker("worker (restarted)", apiEnv(await freePort())));
    const done = await finished(ports.api1, bearer, job!, 150_000);
    expect(done.body.url, JSON.stringify(done.body)).toMatch(/\/files\/[\w-]+$/);
    await download(web(1), done.body.url!);
  }, 200_000);

  it("a photo uploaded through one web tool is served by the other, with the same ETag", async () => {
    const browser = new Browser(web(1), "127.0.0.40");
    expect((await browser.signIn("demo", "demo1234")).status).toBe(302);
    const before = new Set(mediaUrls((await browser.get("/profile/edit")).text()));
    const form = new FormData();
    form.set("csrf", await browser.csrf("/profile/edit"));
    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#84a59d" } })
      .jpeg()
      .toBuffer();
    form.set("files", new Blob([photo], { type: "image/jpeg" }), "cluster.jpg");
    const uploaded = await browser.postMultipart("/profile/edit", form);
    expect([200, 302, 303]).toContain(uploaded.status);
    browser.base = web(2);
    const added = mediaUrls((await browser.get("/profile/edit")).text()).filter((url) => !before.has(url));
    expect(added.length, "the new photo is listed on the other web tool").toBeGreaterThan(0);
    const [one, two] = [await request(`${web(1)}${added[0]}`), await request(`${web(2)}${added[0]}`)];
    expect([one.status, two.status]).toEqual([200, 200]);
    expect(one.headers["content-type"]).toBe("image/jpeg");
    expect(Buffer.compare(one.body, two.body)).toBe(0);
    expect(one.headers.etag).toBeTruthy();
    expect(two.headers.etag).toBe(one.headers.etag);
    expect((await request(`${web(2)}${added[0]}`, { headers: { "if-none-match": one.headers.etag! } })).status).toBe(304);
  });

  it("with Redis gone, brands still sign in and read pages, and each API warns once", async () => {
    await redis.stop();
    for (let n = 60; n < 63; n++) {
      const browser = new Browser(lb(), `127.0.0.${n}`);
      expect((await browser.signIn("demo", "demo1234")).status).toBe(302);
      expect((await browser.get("/offers/active")).status).toBe(200);
    }
    for (const api of apis) expect(api.output().match(/"level":40[^\n]*[Rr]edis/g)?.length ?? 0, api.output()).toBe(1);
    redis = await startRedis(ports.redis);
  });

  it("an API that stops takes no web tool with it; with no API left, the web tools say they are not ready", async () => {
    await apis[0]!.stop();
    const browser = new Browser(lb(), "127.0.0.50");
    expect((await browser.signIn("demo", "demo1234")).status).toBe(302);
    // Each page asks the API balancer several times; none of it reaches the stopped API.
    for (let i = 0; i < 4; i++) expect((await browser.get("/offers/active")).status).toBe(200);
    await apis[1]!.stop();
    expect((await request(`${web(1)}/readyz`)).status).toBe(503);
    expect((await request(`${web(2)}/healthz`)).status).toBe(200);
  });

  /** The seeded report of more than 400 posts: a PDF that takes a while to draw. */
  async function bigReport() {
    const [row] = await sql<{ id: string }>(pg.url, "select id from reports where title = 'Ambassador Program: Year in Review'");
    return row!.id;
  }
});

const HEADERS = { "x-client-type": "business", "x-client-version": "2.8", "content-type": "application/json" };
const mediaUrls = (html: string) => [...html.matchAll(/src="(\/media\/[^"]+\.jpg)"/g)].map((m) => m[1]!);
