// GET /media/* serves the media store (DATA_DIR/media) to the web tool, which proxies images
// from here. Files are never rewritten under the same name, so they can be cached for a year.
import fs from "node:fs";
import path from "node:path";
import type { FastifyPluginAsync } from "fastify";
import { notFound } from "../lib/errors";

const CONTENT_TYPES: Record<string, string> = {
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".webp": "image/webp",
  ".gif": "image/gif",
  ".avif": "image/avif",
  ".mp4": "video/mp4",
  ".mov": "video/quicktime",
  ".webm": "video/webm",
};

export const mediaRoutes: FastifyPluginAsync = async (app) => {
  const root = path.resolve(app.ctx.config.dataDir, "media");

  app.get<{ Params: { "*": string } }>("/media/*", async (request, reply) => {
    const relative = request.params["*"];
    const file = path.resolve(root, relative);
    // Only files strictly inside the media root: no "..", absolute paths or NUL tricks.
    if (relative.includes("\0") || !file.startsWith(root + path.sep)) throw notFound("File not found");
    const type = CONTENT_TYPES[path.extname(file).toLowerCase()];
    if (!type) throw notFound("File not found");
    const stat = await fs.promises.stat(file).catch(() => null);
    if (!stat?.isFile()) throw notFound("File not found");

    const etag = `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
    reply
      .header("content-type", type)
      .header("cache-control", "public, max-age=31536000, immutable")
      .header("etag", etag)
      .header("last-modified", stat.mtime.toUTCString())
      .header("x-content-type-options", "nosniff");
    if (request.headers["if-none-match"] === etag) return reply.code(304).send();
    reply.header("content-length", stat.size);
    return reply.send(fs.createReadStream(file));
  });
};
