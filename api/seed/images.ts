// Demo images drawn with sharp from SVG shapes (no text: fonts differ between machines), so
// the same seed writes byte-identical files everywhere.
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

export type SeedImage = { name: string; background: string; accent: string; shape: "circle" | "square" | "triangle" };

const WIDTH = 1200;
const HEIGHT = 800;
const THUMB_WIDTH = 300;

function svg({ background, accent, shape }: SeedImage) {
  const figure = {
    circle: `<circle cx="600" cy="400" r="240" fill="${accent}"/>`,
    square: `<rect x="380" y="180" width="440" height="440" rx="24" fill="${accent}"/>`,
    triangle: `<polygon points="600,150 870,640 330,640" fill="${accent}"/>`,
  }[shape];
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">` +
      `<rect width="100%" height="100%" fill="${background}"/>${figure}</svg>`,
  );
}

/**
 * Writes `<name>.jpg` (1200x800) and `<name>-thumb.jpg` (300px wide) into mediaDir and
 * returns their /media URLs. Existing files are kept: their content would be the same.
 */
export async function writeSeedImage(mediaDir: string, image: SeedImage) {
  const file = `${image.name}.jpg`;
  const thumb = `${image.name}-thumb.jpg`;
  await fs.mkdir(mediaDir, { recursive: true });
  const exists = async (name: string) => fs.access(path.join(mediaDir, name)).then(() => true, () => false);
  if (!(await exists(file)) || !(await exists(thumb))) {
    const full = await sharp(svg(image)).jpeg({ quality: 82 }).toBuffer();
    await fs.writeFile(path.join(mediaDir, file), full);
    await fs.writeFile(path.join(mediaDir, thumb), await sharp(full).resize({ width: THUMB_WIDTH }).jpeg({ quality: 80 }).toBuffer());
  }
  return { path: `/media/${file}`, thumbnail: `/media/${thumb}`, width: WIDTH, height: HEIGHT };
}
