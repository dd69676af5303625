// Image uploads, the one path every upload route takes: the multipart reader (size and count
// caps), then each image recognised by its content (never by file name or declared type),
// bounded in pixels, re-encoded so nothing but pixels is kept (no EXIF location, no polyglot
// payload), given a thumbnail and stored.
import path from "node:path";
import type { FastifyMultipartOptions } from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import sharp from "sharp";
import { badRequest, HttpError } from "../lib/errors";
import { freshName, putMedia, type FileStore } from "./storage";

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_UPLOAD_FILES = 10;
/** 40 megapixels: any real photo fits; a decompression bomb (a tiny file of huge dimensions) does not. */
export const MAX_INPUT_PIXELS = 40_000_000;
const FULL_MAX_SIDE = 2000;
const THUMB_WIDTH = 300;
const IMAGE_FORMATS = new Set(["jpeg", "png", "webp", "gif", "avif", "heif", "tiff"]);

const notAnImage = (name: string) => badRequest(`${name || "The file"} is not an image: upload a JPEG, PNG, WebP or GIF picture.`);
export const tooLarge = () => new HttpError(413, `Each image must be at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`);

/** Options of @fastify/multipart for a route module that takes image uploads. */
export const MULTIPART_OPTIONS: FastifyMultipartOptions = {
  throwFileSizeLimit: true,
  limits: { fileSize: MAX_UPLOAD_BYTES, files: MAX_UPLOAD_FILES, fields: 20, parts: MAX_UPLOAD_FILES + 20 },
};

export type Upload = { name: string; data: Buffer };

/** The files of a multipart upload, each read whole but never past the size cap. */
export async function readUploads(request: FastifyRequest): Promise<Upload[]> {
  const uploads: Upload[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type !== "file") continue;
      const data = await part.toBuffer();
      // An empty file input still sends a part with no name and no bytes.
      if (data.length === 0 && !part.filename) continue;
      uploads.push({ name: path.basename(part.filename ?? "").slice(0, 100), data });
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") throw tooLarge();
    if (code === "FST_FILES_LIMIT" || code === "FST_PARTS_LIMIT") {
      throw new HttpError(413, `Upload at most ${MAX_UPLOAD_FILES} images at a time.`);
    }
    if (error instanceof HttpError) throw error;
    throw badRequest("The upload could not be read: send the images as multipart/form-data.");
  }
  return uploads;
}

/** Checks every upload, then stores each as a JPEG with its thumbnail: one bad file keeps none. */
export async function storeImages(storage: FileStore, businessId: number, uploads: Upload[]) {
  // One image at a time: decoding is CPU- and memory-heavy, and all must pass before any is kept.
  const processed = [];
  for (const upload of uploads) processed.push(await processImage(upload.data, upload.name));
  const stored = [];
  for (const image of processed) {
    const base = freshName(`b${businessId}`, "");
    const full = await putMedia(storage, `${base}.jpg`, image.full, "image/jpeg");
    const thumbnail = await putMedia(storage, `${base}-thumb.jpg`, image.thumbnail, "image/jpeg");
    stored.push({ path: full, thumbnail, width: image.width, height: image.height });
  }
  return stored;
}

type ProcessedImage = { full: Buffer; thumbnail: Buffer; width: number; height: number };

async function processImage(data: Buffer, fileName: string): Promise<ProcessedImage> {
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
