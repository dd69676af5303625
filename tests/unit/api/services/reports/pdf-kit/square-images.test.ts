import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { SQUARE_PIXELS, squareImage, squareImages } from "../../../../../../api/services/reports/pdf-kit/square-images";

const dir = await fs.mkdtemp(path.join(os.tmpdir(), "square-images-"));

/** A wide picture in three bands, red | green | blue: only its centre is green. */
async function bands(name: string, width: number, height: number) {
  const band = Math.round(width / 3);
  const file = path.join(dir, name);
  await sharp({ create: { width, height, channels: 3, background: "#00ff00" } })
    .composite([
      { input: { create: { width: band, height, channels: 3, background: "#ff0000" } }, left: 0, top: 0 },
      { input: { create: { width: band, height, channels: 3, background: "#0000ff" } }, left: width - band, top: 0 },
    ])
    .jpeg()
    .toFile(file);
  return file;
}

async function pixel(image: Buffer, x: number, y: number) {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at]!, data[at + 1]!, data[at + 2]!];
}

describe("pictures in PDFs", () => {
  it("are squares cut from the centre of the image, never stretched", async () => {
    const square = await squareImage(await bands("wide.jpg", 900, 300));
    expect(await sharp(square).metadata()).toMatchObject({ width: SQUARE_PIXELS, height: SQUARE_PIXELS, format: "jpeg" });
    // The centre third of a 3:1 picture is its square: green to the edges, no red nor blue.
    for (const [x, y] of [
      [2, 2],
      [SQUARE_PIXELS - 3, SQUARE_PIXELS - 3],
      [SQUARE_PIXELS / 2, SQUARE_PIXELS / 2],
    ]) {
      const [r, g, b] = await pixel(square, x!, y!);
      expect(g).toBeGreaterThan(200);
      expect(Math.max(r, b)).toBeLessThan(60);
    }
  });

  it("cuts each picture once, and leaves out what has no file or is no image", async () => {
    const tall = await bands("tall.jpg", 200, 500);
    await fs.writeFile(path.join(dir, "broken.jpg"), "not an image");
    const files: Record<string, string> = { "/media/tall.jpg": tall, "/media/broken.jpg": path.join(dir, "broken.jpg") };
    const squares = await squareImages(
      ["/media/tall.jpg", "/media/tall.jpg", "/media/broken.jpg", "/media/missing.jpg", null],
      async (url) => files[url] ?? null,
    );
    expect([...squares.keys()]).toEqual(["/media/tall.jpg"]);
    expect(await sharp(squares.get("/media/tall.jpg")!.data).metadata()).toMatchObject({ width: SQUARE_PIXELS, height: SQUARE_PIXELS });
  });
});
