// The default file store: the DATA_DIR folder (DATA_DIR/media, DATA_DIR/files).
import fs from "node:fs";
import path from "node:path";
import { checkKey, type FileStore } from "./store";

const missing = (error: unknown) => (error as { code?: string }).code === "ENOENT";

export function createLocalStore(dataDir: string): FileStore {
  const root = path.resolve(dataDir);
  const fileOf = (key: string) => {
    const file = path.resolve(root, checkKey(key));
    if (!file.startsWith(root + path.sep)) throw new Error(`key outside the store: ${key}`);
    return file;
  };
  const statOf = (key: string) =>
    fs.promises.stat(fileOf(key)).then(
      (stat) => (stat.isFile() ? stat : null),
      () => null,
    );

  return {
    async put(key, body) {
      const file = fileOf(key);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      // Written under a temporary name and renamed, so a reader never sees half a file.
      const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
      if (Buffer.isBuffer(body)) await fs.promises.writeFile(tmp, body, { flag: "wx" });
      else await fs.promises.copyFile(body.file, tmp);
      await fs.promises.rename(tmp, file);
    },
    async get(key, opts = {}) {
      const stat = await statOf(key);
      if (!stat) return null;
      // Files are never rewritten under the same name, so size and time tell versions apart.
      const etag = `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
      if (opts.ifNoneMatch === etag) return { notModified: true, etag, lastModified: stat.mtime };
      return { notModified: false, body: fs.createReadStream(fileOf(key)), size: stat.size, etag, lastModified: stat.mtime };
    },
    read: (key) => fs.promises.readFile(fileOf(key)).catch((error: unknown) => (missing(error) ? null : Promise.reject(error))),
    exists: async (key) => Boolean(await statOf(key)),
    remove: (key) => fs.promises.rm(fileOf(key), { force: true }),
  };
}
