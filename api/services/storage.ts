// Where uploaded media files live. The default keeps them in DATA_DIR/media, which GET /media/*
// serves; an object store (S3, GCS …) can replace it by implementing the same three calls and
// returning its own public URLs, with no change to the routes that store files.
import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";

export interface MediaStorage {
  /** Stores new content under a fresh name (names are never reused: files are cached for a year). */
  put(name: string, data: Buffer, contentType: string): Promise<{ url: string }>;
  /** Removes a file stored by `put`; a missing file is not an error. */
  remove(url: string): Promise<void>;
}

/** A name that no earlier file can have had, e.g. `u3-0f8c…-thumb.jpg`. */
export function freshName(prefix: string, suffix: string) {
  return `${prefix}-${randomUUID()}${suffix}`;
}

export function createLocalStorage(dir: string): MediaStorage {
  const root = path.resolve(dir);
  const fileOf = (name: string) => {
    const file = path.resolve(root, name);
    if (!file.startsWith(root + path.sep)) throw new Error(`media name outside the store: ${name}`);
    return file;
  };
  return {
    async put(name, data) {
      await fs.mkdir(root, { recursive: true });
      const file = fileOf(name);
      // Written under a temporary name and renamed, so a reader never sees half a file.
      const tmp = `${file}.${process.pid}.tmp`;
      await fs.writeFile(tmp, data, { flag: "wx" });
      await fs.rename(tmp, file);
      return { url: `/media/${name}` };
    },
    async remove(url) {
      const name = url.replace(/^\/media\//, "");
      await fs.rm(fileOf(name), { force: true });
    },
  };
}
