// The shared secret of the /internal routes (login links, claims, posts), in DATA_DIR/internal-secret with mode 0600:
// whoever can read it runs as the server's OS user and could open the data dir anyway.
import fs from "node:fs/promises";
import path from "node:path";
import { randomBytes, timingSafeEqual } from "node:crypto";

const fileOf = (dataDir: string) => path.join(dataDir, "internal-secret");

/** Reuses the existing secret (several instances may share a DATA_DIR) or creates one. */
export async function ensureInternalSecret(dataDir: string): Promise<string> {
  await fs.mkdir(dataDir, { recursive: true });
  const file = fileOf(dataDir);
  try {
    await fs.writeFile(file, randomBytes(32).toString("base64url"), { mode: 0o600, flag: "wx" });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
    await fs.chmod(file, 0o600);
  }
  const secret = (await fs.readFile(file, "utf8")).trim();
  if (secret.length < 32) throw new Error(`${file} is too short to be a secret; delete it and restart.`);
  return secret;
}

export async function readInternalSecret(dataDir: string): Promise<string | null> {
  return fs.readFile(fileOf(dataDir), "utf8").then(
    (s) => s.trim(),
    () => null,
  );
}

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

/**
 * The guard of the /internal routes: the caller connects over loopback (the socket's address,
 * not X-Forwarded-For) and sends the secret in x-internal-secret. False when either is missing.
 */
export function internalCaller(secret: string, request: { headers: Record<string, unknown>; socket: { remoteAddress?: string } }): boolean {
  const expected = Buffer.from(secret);
  const given = Buffer.from(String(request.headers["x-internal-secret"] ?? ""));
  return LOOPBACK.has(request.socket.remoteAddress ?? "") && given.length === expected.length && timingSafeEqual(given, expected);
}
