// The media images a PDF may embed: a /media URL's file inside DATA_DIR/media, JPEG or PNG.
import fs from "node:fs";
import path from "node:path";

/** The local file of a media URL a PDF may embed (JPEG or PNG inside the media store), or null. */
export function mediaImageFile(dataDir: string) {
  const mediaDir = path.resolve(dataDir, "media");
  return (url: string) => {
    const file = path.resolve(mediaDir, url.replace(/^\/media\//, ""));
    return file.startsWith(mediaDir + path.sep) && /\.(jpe?g|png)$/i.test(file) && fs.existsSync(file) ? file : null;
  };
}
