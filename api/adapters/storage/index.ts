// Where media (uploads, seed pictures, videos) and generated files (PDFs) live: one store, two
// kinds. The default is the DATA_DIR folder (local.ts); with S3_BUCKET set it is an S3-compatible
// object store (s3.ts), so API instances that share no folder serve the same files. Keys are
// `media/<name>` (served as /media/<name>) and `files/<id>.pdf`: one bucket holds both.
import type { Config } from "../../config";
import { createLocalStore } from "./local";
import { createS3Store } from "./s3";
import { mediaKey, type FileStore } from "./store";

export * from "./store";

export type StoreSettings = Pick<Config, "dataDir" | "s3">;

export function createStorage(settings: StoreSettings): FileStore {
  return settings.s3 ? createS3Store(settings.s3) : createLocalStore(settings.dataDir);
}

/** Stores new media under `name` (names are never reused: media is cached for a year); its /media URL. */
export async function putMedia(store: FileStore, name: string, body: Buffer | { file: string }, contentType: string) {
  const key = mediaKey(name);
  if (!key) throw new Error(`not a media name: ${name}`);
  await store.put(key, body, contentType);
  return `/${key}`;
}
