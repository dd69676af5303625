// The one check of every image upload of the web tool (the wizard's media page and the
// profile's photos): how many files, what type, how big. The API checks the content again
// (sharp decodes it and bounds its pixels); this answers early, next to the field. Pure.
import { MAX_FILE_BYTES, MAX_FILE_MB, MAX_FILES, MAX_UPLOAD_BYTES } from "../../../server/limits.js";

export { MAX_FILE_BYTES, MAX_FILE_MB, MAX_FILES, MAX_UPLOAD_BYTES };

export const CHOOSE_FILE = "Choose at least one image file.";
export const NOT_AN_IMAGE = "Only image files can be uploaded";
export const TOO_MANY_FILES = `Upload at most ${MAX_FILES} images at a time.`;
export const FILE_TOO_BIG = `Each image must be at most ${MAX_FILE_MB} MB.`;
export const UPLOAD_TOO_LARGE = `Upload at most ${MAX_FILES} images of up to ${MAX_FILE_MB} MB each.`;
export const UPLOAD_BUSY = "Your other uploads are still being sent. Please wait for them to finish, then try again.";

type Upload = { name?: string; size: number; type?: string };

/** A message for the file field, or null when the files may go to the API. */
export function uploadProblem(files: Upload[]): string | null {
  const chosen = files.filter((f) => f.size > 0);
  if (!chosen.length) return CHOOSE_FILE;
  if (chosen.length > MAX_FILES) return TOO_MANY_FILES;
  const notImage = chosen.find((f) => !f.type?.startsWith("image/"));
  if (notImage) return `${NOT_AN_IMAGE}: ${notImage.name ?? "a file"} isn't an image.`;
  if (chosen.some((f) => f.size > MAX_FILE_BYTES)) return FILE_TOO_BIG;
  return null;
}
