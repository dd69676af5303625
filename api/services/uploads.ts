// Uploaded profile images: recognised by their content (never by file name or declared type),
// re-encoded so nothing but pixels is kept (no EXIF location, no polyglot payload), and given
// a thumbnail.
import sharp from "sharp";
import { badRequest, HttpError } from "../lib/errors";

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_UPLOAD_FILES = 10;
/** 40 megapixels: any real photo fits; a decompression bomb (a tiny file of huge dimensions) does not. */
export const MAX_INPUT_PIXELS = 40_000_000;
const FULL_MAX_SIDE = 2000;
const THUMB_WIDTH = 300;
const IMAGE_FORMATS = new Set(["jpeg", "png", "webp", "gif", "avif", "heif", "tiff"]);

export const notAnImage = (name: string) =>
  badRequest(`${name || "The file"} is not an image: upload a JPEG, PNG, WebP or GIF picture.`);
export const tooLarge = () => new HttpError(413, `Each image must be at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`);

export type ProcessedImage = { full: Buffer; thumbnail: Buffer; width: number; height: number };

export async function processImage(data: Buffer, fileName: string): Promise<ProcessedImage> {
  if (data.length > MAX_UPLOAD_BYTES) throw tooLarge();
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" as const };
  let format: string | undefined;
  try {
    const meta = await sharp(data, options).metadata();
    format = meta.format;
    if (!meta.width || !meta.height) format = undefined;
    else if (meta.width * meta.height > MAX_INPUT_PIXELS) throw tooManyPixels();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (/pixel limit/i.test(String(error))) throw tooManyPixels();
    format = undefined;
  }
  // SVG is refused on purpose: it is a document that can carry scripts and external references.
  if (!format || !IMAGE_FORMATS.has(format)) throw notAnImage(fileName);
  try {
    const base = () => sharp(data, options).rotate().flatten({ background: "#ffffff" });
    const { data: full, info } = await base()
      .resize({ width: FULL_MAX_SIDE, height: FULL_MAX_SIDE, fit: "inside", withoutEnlargement: true })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    const thumbnail = await base().resize({ width: THUMB_WIDTH, withoutEnlargement: true }).jpeg({ quality: 80 }).toBuffer();
    return { full, thumbnail, width: info.width, height: info.height };
  } catch (error) {
    if (/pixel limit/i.test(String(error))) throw tooManyPixels();
    // A header that parses but pixel data that does not: still not an image we can use.
    throw notAnImage(fileName);
  }
}

function tooManyPixels() {
  return badRequest(`The image is too large: at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels.`);
}
