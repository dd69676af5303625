// The media images a PDF may embed: a /media URL's bytes from the file store, JPEG or PNG.
import { createStorage, mediaKey, type FileStore, type StoreSettings } from "../../../adapters/storage";
import type { MediaImages } from "./square-images";

// One store per settings in a thread: its S3 client keeps its connections from PDF to PDF.
const stores = new Map<string, FileStore>();

/** The bytes of the media URLs a PDF may embed (JPEG or PNG inside the media store), null for others. */
export function mediaImages(settings: StoreSettings): MediaImages {
  const id = JSON.stringify([settings.dataDir, settings.s3]);
  let store = stores.get(id);
  if (!store) stores.set(id, (store = createStorage(settings)));
  return async (url) => {
    const key = mediaKey(url);
    return key && /\.(jpe?g|png)$/i.test(key) ? store.read(key) : null;
  };
}
