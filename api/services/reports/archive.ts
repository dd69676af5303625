// Content archives (report/zipSign, content/zipSign and report/zip; docs/product/results.md#content-archive): a signed,
// expiring id names what to pack, and the zip is streamed file by file, so a month of videos never sits in memory.
import { once } from "node:events";
import path from "node:path";
import { Readable } from "node:stream";
import * as archiverModule from "archiver";
import { signToken, verifyToken } from "../../lib/signed-token";
import { mediaKey, type FileStore } from "../../adapters/storage";

export const ARCHIVE_LINK_TTL_SECONDS = 60 * 60;

/**
 * What a signed archive id grants: one business's month, optionally only some posts of it; or,
 * without a month, the posts chosen in the library, whatever their months.
 */
export type ArchiveClaims = { businessId: number; year?: number; month?: number; posts?: number[]; version?: string };

export function signArchive(secret: Buffer, claims: ArchiveClaims, now = Date.now()) {
  const payload = { b: claims.businessId, y: claims.year, m: claims.month, p: claims.posts, v: claims.version };
  return signToken(secret, payload, ARCHIVE_LINK_TTL_SECONDS, { purpose: "archive", now });
}

/** The claims of a valid, unexpired archive id; null for anything else. */
export function verifyArchive(secret: Buffer, id: string, now = Date.now()): ArchiveClaims | null {
  const claims = verifyToken(secret, id, { purpose: "archive", now });
  if (!claims) return null;
  const { b, y, m, p, v } = claims;
  const posts = Array.isArray(p) && p.every((x) => Number.isSafeInteger(x)) ? (p as number[]) : undefined;
  const version = typeof v === "string" ? v : undefined;
  if (!Number.isSafeInteger(b)) return null;
  if (Number.isSafeInteger(y) && Number.isSafeInteger(m)) return { businessId: b as number, year: y as number, month: m as number, posts, version };
  // Without a month, an id names its posts: it never stands for every post of the brand.
  if (y === undefined && m === undefined && posts?.length) return { businessId: b as number, posts, version };
  return null;
}

/** The zip's name: the month's, or the day's for posts chosen in the library. */
export function archiveName(claims: ArchiveClaims, now = new Date()) {
  if (claims.year && claims.month) return `content-${claims.year}-${String(claims.month).padStart(2, "0")}.zip`;
  return `content-selected-${now.toISOString().slice(0, 10)}.zip`;
}

type ZipStream = Readable & {
  append(source: Readable, data: { name: string }): void;
  finalize(): Promise<void>;
};
// archiver 8 is ESM with named classes; its published types still describe version 6.
const { ZipArchive } = archiverModule as unknown as { ZipArchive: new (options: { store?: boolean }) => ZipStream };

/** A post's media file, or a file written by the archive itself (rights.csv). */
export type ArchiveEntry = { mediaUrl: string; name: string } | { text: string; name: string };

/**
 * File name inside the zip: date, handle and post id, so names never collide, and whether the
 * post may be used: "cleared" while rights granted to the brand are in force, "no-rights" else.
 */
export function entryName(post: { id: number; postedAt: Date; media: string; handle: string | null; cleared: boolean }) {
  const day = post.postedAt.toISOString().slice(0, 10);
  const handle = (post.handle ?? "model").replace(/[^A-Za-z0-9._-]/g, "");
  return `${day}-${handle}-${post.id}-${post.cleared ? "cleared" : "no-rights"}${path.extname(post.media).toLowerCase()}`;
}

/**
 * A zip of the entries' media files, read from the media store as the zip is sent. Media is
 * already compressed (JPEG, MP4), so entries are stored, not deflated again. Each file is opened
 * only when the one before it is in the zip: one open file (or S3 download) at a time, and a
 * missing one is left out.
 */
export function streamArchive(storage: FileStore, entries: ArchiveEntry[]): Readable {
  const zip = new ZipArchive({ store: true });
  // A download ended early closes the zip: stop opening files, and let go of the open one.
  const ended = new AbortController();
  zip.once("close", () => ended.abort());
  let open: Readable | undefined;
  const pack = async () => {
    for (const entry of entries) {
      if ("text" in entry) {
        if (ended.signal.aborted) break;
        zip.append(Readable.from([Buffer.from(entry.text)]), { name: entry.name });
        await once(zip, "entry", { signal: ended.signal });
        continue;
      }
      const key = mediaKey(entry.mediaUrl);
      const found = key && !ended.signal.aborted ? await storage.get(key) : null;
      if (!found || found.notModified) continue;
      open = found.body;
      zip.append(found.body, { name: entry.name });
      await once(zip, "entry", { signal: ended.signal });
    }
    await zip.finalize();
  };
  pack().catch((error: unknown) => {
    open?.destroy();
    zip.destroy(error as Error);
  });
  return zip;
}
