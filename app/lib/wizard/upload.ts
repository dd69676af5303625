// Where the API's field messages of a refused offer belong on the media page. (The upload's
// own checks are the one rule of every upload: ../uploads/rules.ts.)

/** The media page's fields the API may name when it refuses an offer. */
const MEDIA_FIELDS: Record<string, string> = {
  images: "images",
  instagram_images: "images",
  social_mentions: "social_mentions",
  social_hashtags: "social_hashtags",
  post_instructions: "post_instructions",
  custom_email_text: "custom_email_text",
  post_within_days: "post_within_days",
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
