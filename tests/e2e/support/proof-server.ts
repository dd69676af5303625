// A private copy of the product (API + web tool on a fresh DATA_DIR) for the proof tests that
// change data at random or read the logs: the shared e2e server must not see their writes, and
// its access log is off. Everything both processes print is kept for the log checks.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { apiToken, test } from "./fixtures";

let nextPort = 0;

/**
 * A port that no other test of this run will be given: each Playwright worker takes ports from a
 * range of its own, below the kernel's ephemeral range (32768 and up), never the same one twice.
 * A port the kernel hands out (listen on 0) can be handed out again as soon as it is closed, and
 * a test that stops its API on purpose would then reach another test's API on its old port.
 */
export async function freePort(): Promise<number> {
  const base = 20_000 + Number(process.env.TEST_PARALLEL_INDEX ?? 0) * 1_000;
  for (;;) {
    const port = base + (nextPort++ % 1_000);
    const free = await new Promise<boolean>((resolve) => {
      const server = net.createServer();
      server.once("error", () => resolve(false));
      server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
}

async function waitFor(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // starting
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not come up`);
}

/** SIGTERM, and SIGKILL when the process is still there after 5 s. */
export async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
  await exited;
  clearTimeout(timer);
}

export type Product = {
  base: string;
  apiBase: string;
  dataDir: string;
  /** stdout and stderr of both processes so far. */
  logs(): string;
  /** The web tool's resident memory now, in bytes (from /proc). */
  webRss(): number;
  /** Stops the API (the web tool keeps running), and starts it again on the same port and data. */
  stopApi(): Promise<void>;
  startApi(): Promise<void>;
  /** A second web tool on the same API and DATA_DIR with other settings (e.g. PUBLIC_URL). */
  web(env: Record<string, string>): Promise<{ base: string; stop: () => void }>;
  stop(): Promise<void>;
};

export async function startProduct(env: Record<string, string> = {}): Promise<Product> {
  const [port, apiPort] = [await freePort(), await freePort()];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "proof-product-"));
  const output: string[] = [];
  const children: ChildProcess[] = [];
  const common = {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    API_PORT: String(apiPort),
    DATA_DIR: dataDir,
    RATE_LIMIT_PER_MINUTE: "1000000",
    SIGN_IN_HELP_PER_NAME_PER_HOUR: "1000",
    SIGN_IN_HELP_PER_ADDRESS_PER_HOUR: "1000",
    LOG_LEVEL: "info",
    // The checks read JSON log lines, whatever the shell running the tests sets.
    LOG_FORMAT: "json",
    ...env,
  };
  const launch = (args: string[], extra: Record<string, string> = {}) => {
    const childEnv = { ...common, ...extra } as NodeJS.ProcessEnv;
    const child: ChildProcess = spawn(process.execPath, args, { env: childEnv, stdio: "pipe" });
    child.stdout!.on("data", (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr!.on("data", (chunk: Buffer) => output.push(chunk.toString()));
    children.push(child);
    return child;
  };
  const startApi = async () => {
    api = launch(["--import", "tsx", "api/main.ts"]);
    await waitFor(`http://127.0.0.1:${apiPort}/health`, 120_000);
  };
  let api: ChildProcess;
  await startApi();
  const webTool = launch(["server.js"]);
  await waitFor(`http://127.0.0.1:${port}/login`, 60_000);
  return {
    base: `http://127.0.0.1:${port}`,
    apiBase: `http://127.0.0.1:${apiPort}`,
    dataDir,
    logs: () => output.join(""),
    webRss: () => Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${webTool.pid}/status`, "utf8"))![1]) * 1024,
    stopApi: () => stopChild(api),
    startApi,
    async web(extra) {
      const webPort = await freePort();
      const child = launch(["server.js"], { ...extra, PORT: String(webPort) });
      await waitFor(`http://127.0.0.1:${webPort}/login`, 60_000);
      return { base: `http://127.0.0.1:${webPort}`, stop: () => child.kill("SIGTERM") };
    },
    async stop() {
      await Promise.all(children.map(stopChild));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A private product for a spec file's serial HTTP-level checks: started before its tests (and
 * handed to `started`) in the desktop-js project only, which skips them in the other projects,
 * and stopped after them.
 */
export function useProduct(env: Record<string, string>, started: (product: Product) => void | Promise<void>) {
  let product: Product | undefined;
  test.describe.configure({ mode: "serial" });
  test.beforeAll(async ({}, testInfo) => {
    test.skip(testInfo.project.name !== "desktop-js", "HTTP-level checks: the desktop-js project runs them once");
    testInfo.setTimeout(180_000);
    product = await startProduct(env);
    await started(product);
  });
  test.afterAll(async () => {
    await product?.stop();
  });
}

/** A browser's cookies and the page's CSRF token, over plain HTTP. */
export class Browser {
  private jar = new Map<string, string>();
  constructor(readonly base: string) {}

  cookie() {
    return [...this.jar].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  private keep(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const eq = pair!.indexOf("=");
      const name = pair!.slice(0, eq);
      const value = pair!.slice(eq + 1);
      if (/max-age=0|expires=Thu, 01 Jan 1970/i.test(line) || !value) this.jar.delete(name);
      else this.jar.set(name, value);
    }
    return response;
  }

  async get(pathname: string, headers: Record<string, string> = {}) {
    return this.keep(await fetch(`${this.base}${pathname}`, { redirect: "manual", headers: { cookie: this.cookie(), ...headers } }));
  }

  async post(pathname: string, body: URLSearchParams | FormData, headers: Record<string, string> = {}) {
    return this.keep(await fetch(`${this.base}${pathname}`, { method: "POST", redirect: "manual", body, headers: { cookie: this.cookie(), ...headers } }));
  }

  /** The CSRF token of a page's forms (a GET also sets the cookie it pairs with). */
  async csrf(pathname = "/login") {
    const html = await (await this.get(pathname)).text();
    const token = html.match(/name="csrf" value="([^"]+)"/)?.[1];
    if (!token) throw new Error(`${pathname} carries no CSRF token`);
    return token;
  }

  async signIn(username = "demo", password = "demo1234", redirect = "") {
    const csrf = await this.csrf("/login");
    return this.post("/login", new URLSearchParams({ csrf, intent: "login", username, password, redirect }));
  }
}

type ServerRoute = { path?: string; parentId?: string; index?: boolean; module: { action?: unknown } };

/** Every route module of the web build with its URL pattern (`{ loader, action }` say what it exports). */
export async function buildRoutes(): Promise<Array<{ id: string; pattern: string; action: boolean }>> {
  const buildFile = path.resolve(process.env.BUILD_DIR ?? "build", "index.js");
  const build = (await import(buildFile)) as { routes: Record<string, ServerRoute> };
  const full = (id: string | undefined): string => {
    if (!id) return "";
    const route = build.routes[id]!;
    const parent = full(route.parentId);
    return route.path ? `${parent.replace(/\/$/, "")}/${route.path}` : parent;
  };
  // An index route's action is reached with ?index (its layout shares the URL).
  return Object.entries(build.routes).map(([id, route]) => ({
    id,
    pattern: `${full(id) || "/"}${route.index ? "?index" : ""}`,
    action: typeof route.module.action === "function",
  }));
}

/** Every route module of the web build that exports an action, with its URL pattern. */
export async function actionRoutes(): Promise<Array<{ id: string; pattern: string }>> {
  return (await buildRoutes()).filter((route) => route.action).map(({ id, pattern }) => ({ id, pattern }));
}

/** GET on a product's API as Demo Bistro: the JSON body of the answer. */
export async function demoGet(apiBase: string) {
  const headers = { "x-client-type": "business", "content-type": "application/json", authorization: `Bearer ${await apiToken(apiBase)}` };
  return async <T>(p: string) => (await (await fetch(`${apiBase}/v1.3${p}`, { headers })).json()) as T;
}

/** Demo Bistro's ids in a product, from its API, to fill the routes' URL parameters. */
export async function demoParams(apiBase: string) {
  const get = await demoGet(apiBase);
  const me = (await get<{ data: { business_id: number } }>("/users/me")).data;
  const lists = await Promise.all(
    ["active", "upcoming"].map((tab) => get<{ data: Array<{ id: number; subtitle: string }> }>(`/businesses/${me.business_id}/deals/${tab}?attendees=false`)),
  );
  const offers = lists.flatMap((r) => r.data);
  const offer = (subtitle: string) => offers.find((o) => o.subtitle === subtitle)!.id;
  const casting = offer("Spring Casting");
  const applicants = await get<{ applicants: { data: Array<{ id: number }> } }>(`/deals/${casting}/applicants`);
  const periods = (await get<{ data: Array<{ period: string }> }>(`/businesses/${me.business_id}/ig-actions/periods`)).data;
  const library = (await get<{ data: { posts: Array<{ id: number }> } }>("/content?limit=1")).data;
  const locations = (await get<{ data: Array<{ id: number }> }>(`/businesses/${me.business_id}/locations`)).data;
  return {
    postId: String(library.posts[0]!.id),
    locationId: String(locations[0]!.id),
    tab: "active",
    offerId: String(casting),
    applicantId: String(applicants.applicants.data[0]!.id),
    callSheet: String(offer("Runway Shoot")),
    shipment: String(offer("Spice Sampler")),
    period: periods[0]!.period,
  };
}

export function fillPattern(pattern: string, params: Awaited<ReturnType<typeof demoParams>>) {
  return pattern
    .replace(":tab", params.tab)
    .replace(":offerId", params.offerId)
    .replace(":applicantId", params.applicantId)
    .replace(":period", params.period)
    .replace(":postId", params.postId)
    .replace(":locationId", params.locationId)
    .replace(":filter", "selected")
    .replace(":kind", "posts")
    .replace(/offers\/:id\/callSheet/, `offers/${params.callSheet}/callSheet`)
    .replace(/offers\/:id\/shipment/, `offers/${params.shipment}/shipment`);
}
