// Checks of the media page's upload (SPEC §5 Media: image files only), and where the API's
// field messages of a refused offer belong on the media page.
export const MAX_FILES = 10;
export const MAX_FILE_MB = 10;
export const CHOOSE_FILE = "Choose at least one image file.";
export const NOT_AN_IMAGE = "Only image files can be uploaded";

type Upload = { name: string; size: number; type: string };

/** A message for the file field, or null when the files may go to the API. */
export function uploadProblem(files: Upload[]): string | null {
  const chosen = files.filter((f) => f.size > 0);
  if (!chosen.length) return CHOOSE_FILE;
  if (chosen.length > MAX_FILES) return `Upload at most ${MAX_FILES} images at a time.`;
  const notImage = chosen.find((f) => !f.type.startsWith("image/"));
  if (notImage) return `${NOT_AN_IMAGE}: ${notImage.name} isn't an image.`;
  if (chosen.some((f) => f.size > MAX_FILE_MB * 1024 * 1024)) return `Each image must be at most ${MAX_FILE_MB} MB.`;
  return null;
}

/** The media page's fields the API may name when it refuses an offer. */
const MEDIA_FIELDS: Record<string, string> = {
  images: "images",
  instagram_images: "images",
  social_mentions: "social_mentions",
  social_hashtags: "social_hashtags",
  post_instructions: "post_instructions",
  custom_email_text: "custom_email_text",
};

/** API field messages ("social_hashtags.0": "…") as the media form's field errors. */
export function mediaFieldErrors(fields: Record<string, string> | undefined): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [key, message] of Object.entries(fields ?? {})) {
    const field = MEDIA_FIELDS[key.split(".")[0]!];
    if (field && !out[field]) out[field] = [message];
  }
  return out;
}
