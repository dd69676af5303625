// The one multipart reader of the web tool: a post that says it is bigger than the cap is
// refused before its body is read, and each file part is bounded while it streams in.
import { MaxPartSizeExceededError, unstable_createMemoryUploadHandler, unstable_parseMultipartFormData } from "@remix-run/node";
import { FILE_TOO_BIG, MAX_FILE_BYTES, MAX_UPLOAD_BYTES, UPLOAD_TOO_LARGE } from "./rules";

export function isMultipart(request: Request) {
  return (request.headers.get("Content-Type") ?? "").startsWith("multipart/form-data");
}

type Problem = { message: string; status: 413 };
export type UploadForm = { form: FormData; problem: null } | { form: null; problem: Problem };

/** A post whose declared size is over the cap (or unknown), refused before its body is read. */
export function oversizeUpload(request: Request): Problem | null {
  const length = Number(request.headers.get("Content-Length"));
  return !Number.isFinite(length) || length > MAX_UPLOAD_BYTES ? { message: UPLOAD_TOO_LARGE, status: 413 } : null;
}

/** Reads a multipart form with its image files, or says why it was refused (413). */
export async function readUploadForm(request: Request): Promise<UploadForm> {
  const oversize = oversizeUpload(request);
  if (oversize) return { form: null, problem: oversize };
  try {
    const form = await unstable_parseMultipartFormData(request, unstable_createMemoryUploadHandler({ maxPartSize: MAX_FILE_BYTES }));
    return { form, problem: null };
  } catch (error) {
    if (error instanceof MaxPartSizeExceededError) return { form: null, problem: { message: FILE_TOO_BIG, status: 413 } };
    throw error;
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
