// The file store's contract (FileStore), its keys and its one error, shared by both implementations.
import { randomUUID } from "node:crypto";
import type { Readable } from "node:stream";

/** What `get` finds: the bytes, or only that the caller's copy (If-None-Match) is current. */
export type StoredObject =
  { notModified: false; body: Readable; size: number; etag: string; lastModified?: Date } | { notModified: true; etag: string; lastModified?: Date };

export interface FileStore {
  /** Stores bytes, or a copy of a local file (streamed, never read whole), under `key`. */
  put(key: string, body: Buffer | { file: string }, contentType: string): Promise<void>;
  /** The object as a stream, null when there is none. */
  get(key: string, opts?: { ifNoneMatch?: string }): Promise<StoredObject | null>;
  /** The whole object in memory (pictures for PDFs), null when there is none. */
  read(key: string): Promise<Buffer | null>;
  exists(key: string): Promise<boolean>;
  /** A missing object is not an error. */
  remove(key: string): Promise<void>;
}

// A key is a prefix and plain path segments: no "..", no hidden names, no NUL or backslash, so
// it can never leave its prefix in a folder or a bucket.
const KEY = /^(media|files)(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)+$/;

/** The key itself, or an error when it is not one `checkKey` allows. */
export function checkKey(key: string) {
  if (!KEY.test(key)) throw new Error(`not a storage key: ${JSON.stringify(key.slice(0, 200))}`);
  return key;
}

/** The key of a /media URL (or a media name), or null when it is not a valid one. */
export function mediaKey(url: string) {
  const key = `media/${url.replace(/^\/media\//, "")}`;
  return KEY.test(key) ? key : null;
}

export const pdfKey = (id: string) => `files/${id}.pdf`;

/** A name that no earlier file can have had, e.g. `u3-0f8c…-thumb.jpg`. */
export function freshName(prefix: string, suffix: string) {
  return `${prefix}-${randomUUID()}${suffix}`;
}

/**
 * The object store cannot be reached (refused, reset, timed out, or answering 5xx). Its message
 * is the mark: a PDF's worker thread sends errors back as plain data, without their class.
 */
/** What a brand reads while the file store cannot be reached. */
export const FILE_STORE_UNAVAILABLE = "The file store is unavailable right now. Please try again in a moment.";

export class FileStoreUnavailable extends Error {
  constructor(cause: unknown) {
    super(`file store unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = "FileStoreUnavailable";
  }
}

export function isFileStoreUnavailable(error: unknown): boolean {
  return error instanceof FileStoreUnavailable || (error instanceof Error && error.message.startsWith("file store unavailable: "));
}
