// `npm run login-link -- <username> [monthly|billing]`: prints a one-time login URL for the
// token pages (docs/product/accounts.md#login-links). An embedded PGlite data dir can be opened by one process only, so
// the running API is asked first (POST /internal/login-link); only when nothing listens on
// API_PORT is the database opened directly.
import { loadConfig } from "../config";
import { openDatabase } from "../db";
import { readInternalSecret } from "../lib/internal-secret";
import { findBusinessUser } from "../services/accounts/businesses";
import { createLoginToken, loginLinkUrl } from "../services/accounts/tokens";

type Kind = "monthly" | "billing" | undefined;

class Failure extends Error {}

async function askRunningApi(port: number, secret: string, username: string, kind: Kind): Promise<string | null> {
  let response: Response;
  try {
    response = await fetch(`http://127.0.0.1:${port}/internal/login-link`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-internal-secret": secret },
      body: JSON.stringify({ username, kind }),
      signal: AbortSignal.timeout(5000),
    });
  } catch (err) {
    const code = (err as { cause?: { code?: string } }).cause?.code;
    if (code === "ECONNREFUSED") return null; // no API running: open the database instead
    throw new Failure(`Could not reach the API on port ${port}: ${(err as Error).message}`);
  }
  if (response.status === 403) {
    throw new Failure(`The API on port ${port} refused the internal secret: is it using the same DATA_DIR?`);
  }
  const body = (await response.json().catch(() => ({}))) as { url?: string; message?: string };
  if (!response.ok || !body.url) throw new Failure(body.message ?? `The API answered ${response.status}.`);
  return body.url;
}

async function fromDatabase(username: string, kind: Kind): Promise<string> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const user = await findBusinessUser(database.db, username);
    if (!user) throw new Failure(`No business user named "${username}".`);
    return loginLinkUrl(config.publicUrl, await createLoginToken(database.db, user.userId), kind);
  } finally {
    await database.close();
  }
}

async function run(): Promise<number> {
  const [username, kindArg, ...rest] = process.argv.slice(2);
  if (!username || rest.length || (kindArg !== undefined && kindArg !== "monthly" && kindArg !== "billing")) {
    process.stderr.write("Usage: npm run login-link -- <username> [monthly|billing]\n");
    return 1;
  }
  const kind = kindArg as Kind;
  const config = loadConfig();
  const secret = await readInternalSecret(config.dataDir);
  // Even without a secret file the API is asked: if one is running, opening its PGlite data
  // dir from here must not happen, and its 403 says what is wrong.
  const url = (await askRunningApi(config.port, secret ?? "", username, kind)) ?? (await fromDatabase(username, kind));
  process.stdout.write(`${url}\n`);
  return 0;
}

run().then(
  (code) => process.exit(code),
  (err) => {
    process.stderr.write(`${err instanceof Failure ? err.message : ((err as Error).stack ?? String(err))}\n`);
    process.exit(1);
  },
);
