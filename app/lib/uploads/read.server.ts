// The one multipart reader of the web tool. Nothing of an upload is held in memory: each file
// streams to a temporary file while it arrives, bounded at its cap as it streams, and goes on
// to the API from disk (./form-body.server.ts). A brand has at most MAX_UPLOADS_IN_FLIGHT
// uploads being read at once (./places.server.ts); the next is answered 429. A refused post
// (over the cap, one place too many, a file too big) still gives back the text fields that
// came before its files (the form puts its file field last), so the page shows again what was
// typed. The temporary files are removed when the page has answered, however it answers.
import Busboy, { type BusboyFileStream, type BusboyInstance } from "@fastify/busboy";
import fs from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { TOO_LARGE_MESSAGE, UNREADABLE_MESSAGE } from "../../../server/body-gate.js";
import { MAX_FORM_BYTES } from "../../../server/limits.js";
import { takeUploadPlace } from "./places.server";
import { FILE_TOO_BIG, MAX_FILE_BYTES, MAX_FILES, MAX_UPLOAD_BYTES, TOO_MANY_FILES, UPLOAD_BUSY, UPLOAD_TOO_LARGE } from "./rules";

export function isMultipart(request: Request) {
  return (request.headers.get("Content-Type") ?? "").startsWith("multipart/form-data");
}

type Problem = { message: string; status: 400 | 413 | 429 };
/** `typed`: the text fields read before the refusal. */
export type UploadForm = { form: FormData; problem: null } | { form: null; problem: Problem; typed: FormData };

/** A post whose declared size is over the cap (or unknown), refused before its first file is read. */
export function oversizeUpload(request: Request): Problem | null {
  // A chunked post says no length (Number(null) would read it as 0): browsers always say one.
  const said = request.headers.get("Content-Length");
  const length = said === null ? NaN : Number(said);
  return !Number.isFinite(length) || length > MAX_UPLOAD_BYTES ? { message: UPLOAD_TOO_LARGE, status: 413 } : null;
}

/** Where a post's files are written while it is served: TMPDIR (or the system's), one folder a post. */
const uploadsRoot = () => os.tmpdir();
export const UPLOAD_DIR_PREFIX = "brand-tool-upload-";

/**
 * Reads a multipart post of `owner` (the brand) and hands it to `serve`: the form with its
 * image files, or why it was refused with what was typed. Its files are removed and its place
 * freed when `serve` ends, by an answer, a redirect or an error.
 */
export async function withUploadForm<T>(request: Request, owner: string | number, serve: (upload: UploadForm) => Promise<T>): Promise<T> {
  const oversize = oversizeUpload(request);
  const release = oversize ? null : takeUploadPlace(String(owner));
  const refusal: Problem | null = oversize ?? (release ? null : { message: UPLOAD_BUSY, status: 429 });
  let dir: string | null = null;
  try {
    if (!refusal) dir = await mkdtemp(path.join(uploadsRoot(), UPLOAD_DIR_PREFIX));
    return await serve(await readParts(request, dir, refusal));
  } finally {
    release?.();
    if (dir) await rm(dir, { recursive: true, force: true });
  }
}

type Entry = [name: string, value: string | Promise<File | Problem>];

/** Streams the parts: text into memory (bounded in all at the form limit), files into `dir`. */
function readParts(request: Request, dir: string | null, refusal: Problem | null): Promise<UploadForm> {
  return new Promise((resolve) => {
    const typed = new FormData();
    const entries: Entry[] = [];
    let textBytes = 0;
    let done = false;
    const source = request.body ? Readable.fromWeb(request.body as NodeReadableStream) : Readable.from([]);
    // Stops reading (what is left of the body is dropped by server/body-gate.js once the page
    // has answered) and answers once every file begun is closed, so that it can be removed.
    const writing = new Set<Readable>();
    const stop = (problem: Problem) => {
      if (done) return;
      done = true;
      source.unpipe();
      // A file cut off here never ends by itself: its part of the body will not come.
      for (const stream of writing) stream.destroy();
      void Promise.allSettled(entries.map(([, value]) => value)).then(() => resolve({ form: null, problem, typed }));
    };
    const unreadable = () => stop({ message: UNREADABLE_MESSAGE, status: 400 });
    let busboy: BusboyInstance;
    try {
      busboy = Busboy({
        headers: { "content-type": request.headers.get("Content-Type") ?? "" },
        limits: { fieldSize: MAX_FORM_BYTES, fileSize: MAX_FILE_BYTES, files: MAX_FILES, parts: MAX_FILES + 200, headerPairs: 20 },
      });
    } catch {
      return unreadable();
    }
    busboy.on("field", (name, value, _nameTruncated, valueTruncated) => {
      textBytes += name.length + value.length;
      if (valueTruncated || textBytes > MAX_FORM_BYTES) return stop({ message: TOO_LARGE_MESSAGE, status: 413 });
      typed.append(name, value);
      entries.push([name, value]);
    });
    busboy.on("file", (name, stream, filename, _encoding, type) => {
      if (done || refusal || !dir) {
        stream.resume();
        return refusal ? stop(refusal) : undefined;
      }
      // An empty file input sends a part with no name and no content: not a file.
      if (!filename) return void stream.resume();
      const target = path.join(dir, String(entries.length));
      writing.add(stream);
      stream.on("close", () => writing.delete(stream));
      stream.on("limit", () => stop({ message: FILE_TOO_BIG, status: 413 }));
      entries.push([name, writeFile(stream, target, filename, type)]);
    });
    busboy.on("filesLimit", () => stop({ message: TOO_MANY_FILES, status: 413 }));
    busboy.on("partsLimit", () => stop({ message: TOO_LARGE_MESSAGE, status: 413 }));
    busboy.on("fieldsLimit", () => stop({ message: TOO_LARGE_MESSAGE, status: 413 }));
    busboy.on("error", unreadable);
    source.on("error", unreadable);
    busboy.on("finish", () => {
      if (refusal) return stop(refusal);
      void settle(entries).then((answer) => {
        if (done) return;
        done = true;
        resolve(answer(typed));
      });
    });
    source.pipe(busboy);
  });
}

/**
 * Streams one file part to `target`: the file once it is whole, or a problem when it was cut off
 * (over its cap, the body cut short, the reading stopped). Settles once the file is closed.
 */
function writeFile(stream: BusboyFileStream, target: string, filename: string, type: string): Promise<File | Problem> {
  const out = fs.createWriteStream(target);
  return new Promise((resolve) => {
    let failed = false;
    const fail = () => {
      failed = true;
      out.destroy();
    };
    stream.on("error", fail);
    out.on("error", fail);
    stream.on("close", () => {
      if (!stream.readableEnded) fail();
    });
    out.on("close", () => {
      if (stream.truncated) return resolve({ message: FILE_TOO_BIG, status: 413 });
      if (failed || !out.writableFinished) return resolve({ message: UNREADABLE_MESSAGE, status: 400 });
      fs.openAsBlob(target, { type }).then(
        (blob) => resolve(new File([blob], filename, { type })),
        () => resolve({ message: UNREADABLE_MESSAGE, status: 400 }),
      );
    });
    stream.pipe(out);
  });
}

/** The form of a post read to its end, or the first problem one of its files had. */
async function settle(entries: Entry[]) {
  const form = new FormData();
  for (const [name, value] of entries) {
    const item = await value;
    if (typeof item !== "string" && !(item instanceof File)) return (typed: FormData): UploadForm => ({ form: null, problem: item, typed });
    form.append(name, item);
  }
  return (): UploadForm => ({ form, problem: null });
}

/** The files of an upload form (empty file inputs left out). */
export function chosenFiles(form: FormData, field = "files"): File[] {
  return form.getAll(field).filter((file): file is File => typeof file !== "string" && file.size > 0);
}

/** The form without its files, so a reply never tries to echo a file back. */
export function withoutFiles(form: FormData) {
  const out = new FormData();
  for (const [key, value] of form.entries()) if (typeof value === "string") out.append(key, value);
  return out;
}
