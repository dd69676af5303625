import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { serverEnv } from "./fixtures";

/**
 * Tests that change one shared record (Rival's profile, Rival's one offer draft) take turns
 * across the four projects, which run in parallel against one server. A directory is the
 * lock, as mkdir is atomic; a lock left by a crashed run is older than any test may take.
 */
export async function withLock<T>(name: string, work: () => Promise<T>, opts: { waitMs: number; staleMs: number }): Promise<T> {
  const lock = path.join(os.tmpdir(), `brand-tool-e2e-${name}-lock-${serverEnv().port}`);
  const deadline = Date.now() + opts.waitMs;
  for (;;) {
    try {
      await fs.mkdir(lock);
      break;
    } catch {
      const stat = await fs.stat(lock).catch(() => null);
      if (stat && Date.now() - stat.mtimeMs > opts.staleMs) await fs.rm(lock, { recursive: true, force: true });
      if (Date.now() > deadline) throw new Error(`${name} lock not acquired`);
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }
  try {
    return await work();
  } finally {
    await fs.rm(lock, { recursive: true, force: true });
  }
}
