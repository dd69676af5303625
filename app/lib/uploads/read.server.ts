// The one multipart reader of the web tool: a post that says it is bigger than the cap is
// refused before its first file is read, and each file part is bounded while it streams in.
// A refused post still gives back the text fields that came before its files (the form puts
// its file field last), so the page shows again what was typed.
import { MaxPartSizeExceededError, unstable_createMemoryUploadHandler, unstable_parseMultipartFormData, type UploadHandlerPart } from "@remix-run/node";
import { UNREADABLE_MESSAGE } from "../../../server/body-gate.js";
import { MAX_FORM_BYTES } from "../../../server/limits.js";
import { FILE_TOO_BIG, MAX_FILE_BYTES, MAX_UPLOAD_BYTES, UPLOAD_TOO_LARGE } from "./rules";

export function isMultipart(request: Request) {
  return (request.headers.get("Content-Type") ?? "").startsWith("multipart/form-data");
}

type Problem = { message: string; status: 400 | 413 };
/** `typed`: the text fields read before the refusal. */
export type UploadForm = { form: FormData; problem: null } | { form: null; problem: Problem; typed: FormData };

/** Thrown at the first file of a post too big to read: what came before it is kept. */
class StopAtFile extends Error {}

/** A post whose declared size is over the cap (or unknown), refused before its body is read. */
export function oversizeUpload(request: Request): Problem | null {
  const length = Number(request.headers.get("Content-Length"));
  return !Number.isFinite(length) || length > MAX_UPLOAD_BYTES ? { message: UPLOAD_TOO_LARGE, status: 413 } : null;
}

/**
 * Reads a multipart form with its image files, or says why it was refused (413) with the text
 * fields read until then. A post that says it is over the cap is read only up to its first file.
 */
export async function readUploadForm(request: Request): Promise<UploadForm> {
  const oversize = oversizeUpload(request);
  const typed = new FormData();
  const files = unstable_createMemoryUploadHandler({ maxPartSize: MAX_FILE_BYTES });
  const text = unstable_createMemoryUploadHandler({ maxPartSize: MAX_FORM_BYTES });
  try {
    const form = await unstable_parseMultipartFormData(request, async (part: UploadHandlerPart) => {
      if (typeof part.filename === "string") {
        if (oversize) throw new StopAtFile();
        return files(part);
      }
      const value = (await text(part)) as string;
      typed.append(part.name, value);
      return value;
    });
    if (oversize) return { form: null, problem: oversize, typed };
    return { form, problem: null };
  } catch (error) {
    if (error instanceof StopAtFile) return { form: null, problem: oversize!, typed };
    if (error instanceof MaxPartSizeExceededError) return { form: null, problem: { message: FILE_TOO_BIG, status: 413 }, typed };
    // Anything else is the body itself, cut short or malformed: said next to the files, with
    // what was typed before it kept.
    return { form: null, problem: { message: UNREADABLE_MESSAGE, status: 400 }, typed };
  }
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
