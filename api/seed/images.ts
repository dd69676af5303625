// Demo images drawn with sharp from SVG shapes (no text: fonts differ between machines), so
// the same seed writes byte-identical files everywhere.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { mediaKey, putMedia, type FileStore } from "../adapters/storage";

export type SeedImage = { name: string; background: string; accent: string; shape: "circle" | "square" | "triangle" };

const WIDTH = 1200;
const HEIGHT = 800;
const THUMB_WIDTH = 300;
const CACHE_DIR = path.join(os.tmpdir(), "brand-tool-seed-images-v1");

function svg({ background, accent, shape }: SeedImage) {
  const figure = {
    circle: `<circle cx="600" cy="400" r="240" fill="${accent}"/>`,
    square: `<rect x="380" y="180" width="440" height="440" rx="24" fill="${accent}"/>`,
    triangle: `<polygon points="600,150 870,640 330,640" fill="${accent}"/>`,
  }[shape];
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">` + `<rect width="100%" height="100%" fill="${background}"/>${figure}</svg>`,
  );
}

/**
 * Stores `<name>.jpg` (1200x800) and `<name>-thumb.jpg` (300px wide) as media and returns their
 * /media URLs. Existing files are kept: their content would be the same.
 */
export async function writeSeedImage(storage: FileStore, image: SeedImage) {
  const file = `${image.name}.jpg`;
  const thumb = `${image.name}-thumb.jpg`;
  const exists = (name: string) => storage.exists(mediaKey(name)!);
  if (!(await exists(file)) || !(await exists(thumb))) {
    // Drawn once per machine into a cache, then copied: test files seed a fresh DATA_DIR each.
    const cached = path.join(CACHE_DIR, `${image.name}-${image.background}-${image.accent}-${image.shape}`.replace(/[^a-z0-9-]/gi, ""));
    if (
      !(await fs.access(`${cached}.jpg`).then(
        () => true,
        () => false,
      ))
    ) {
      await fs.mkdir(CACHE_DIR, { recursive: true });
      const full = await sharp(svg(image)).jpeg({ quality: 82 }).toBuffer();
      const small = await sharp(full).resize({ width: THUMB_WIDTH }).jpeg({ quality: 80 }).toBuffer();
      const tmp = `${cached}.${process.pid}.${Math.random().toString(36).slice(2)}`;
      await fs.writeFile(`${tmp}-thumb.jpg`, small);
      await fs.rename(`${tmp}-thumb.jpg`, `${cached}-thumb.jpg`);
      await fs.writeFile(`${tmp}.jpg`, full);
      await fs.rename(`${tmp}.jpg`, `${cached}.jpg`);
    }
    await putMedia(storage, file, { file: `${cached}.jpg` }, "image/jpeg");
    await putMedia(storage, thumb, { file: `${cached}-thumb.jpg` }, "image/jpeg");
  }
  return { path: `/media/${file}`, thumbnail: `/media/${thumb}`, width: WIDTH, height: HEIGHT };
}
