// Profile helper: starts the product on 3600, a profiled web tool on 3700 against its API.
import { spawn } from "node:child_process";
import { startProduct } from "./lib/product.mjs";
import { signIn } from "./bench/pages.mjs";
import autocannon from "autocannon";
const route = process.argv[2] ?? "/";
const conns = Number(process.argv[3] ?? 10);
const product = await startProduct(3600, { name: "prof" });
const env = { ...process.env, PORT: "3700", API_PORT: "3601", NODE_ENV: "production", ACCESS_LOG: "off", LOG_LEVEL: "warn", DATA_DIR: product.dataDir };
const web = spawn(process.execPath, ["--cpu-prof", "--cpu-prof-dir=/tmp/prof/out", "-e", "process.on('SIGINT',()=>process.exit(0));import('/work/main/server.js')"], { env, cwd: "/work/main", stdio: "inherit" });
for (let i = 0; i < 100; i++) { try { if ((await fetch("http://127.0.0.1:3700/healthz")).ok) break; } catch {} await new Promise(r => setTimeout(r, 200)); }
const cookie = await signIn("http://127.0.0.1:3700");
await autocannon({ url: "http://127.0.0.1:3700" + route, connections: conns, duration: 3, headers: { cookie } });
const r = await autocannon({ url: "http://127.0.0.1:3700" + route, connections: conns, duration: 8, headers: { cookie } });
console.log(route, "req/s", r.requests.average, "p99", r.latency.p99);
web.kill("SIGINT");
await new Promise(r => web.once("exit", r));
await product.stop();
process.exit(0);
