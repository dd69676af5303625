// The pictures of a PDF (logo, avatars, post thumbnails, applicant photos) are cut to a centred
// square with sharp before react-pdf sees them: react-pdf draws an image into its box whole,
// and its objectFit is unreliable, so a 3:2 photo in a square box came out stretched.
import sharp from "sharp";

/** A square's side in pixels: about twice the largest box one is drawn in (124 pt), sharp in print. */
export const SQUARE_PIXELS = 256;

/** What react-pdf's Image takes as `src`; equal bytes are embedded in the PDF once. */
export type SquareImage = { data: Buffer; format: "jpg" };

/** Where a PDF's pictures come from: a media URL's bytes (or local file), null when it has none. */
export type MediaImages = (url: string) => Promise<Buffer | string | null>;

/** The image (bytes or file) cut to a centred `side` x `side` JPEG (turned upright first, transparency on white). */
export function squareImage(image: Buffer | string, side = SQUARE_PIXELS): Promise<Buffer> {
  return sharp(image).rotate().resize(side, side, { fit: "cover", position: "centre" }).flatten({ background: "#ffffff" }).jpeg({ quality: 82 }).toBuffer();
}

/**
 * Two images at a time: sharp works on libuv's thread pool, which the API's own thread shares
 * (file reads, password hashing), so a report of 700 pictures must not take all of it.
 */
const AT_ONCE = 2;

/**
 * The squares of the media URLs that have an image (`imageFile`), by URL, each cut once however
 * often the PDF shows it. A URL without an image, or one sharp cannot read, has none: the PDF
 * draws an empty box in its place. A store that cannot be read fails the PDF.
 */
export async function squareImages(urls: Iterable<string | null>, imageFile: MediaImages): Promise<Map<string, SquareImage>> {
  const squares = new Map<string, SquareImage>();
  const queue = [...new Set([...urls].filter((url): url is string => Boolean(url)))];
  const cutNext = async () => {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      const image = await imageFile(url);
      if (!image) continue;
      try {
        squares.set(url, { data: await squareImage(image), format: "jpg" });
      } catch {
        // Not an image after all (a file that only ends in .jpg): left out like a missing one.
      }
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, cutNext));
  return squares;
}
