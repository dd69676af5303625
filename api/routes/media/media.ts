// GET /media/* serves the media store (DATA_DIR/media, or the bucket's media/ keys) to the web
// tool, which proxies images from here. Files are never rewritten under the same name, so they
// can be cached for a year.
import path from "node:path";
import { Readable } from "node:stream";
import type { FastifyPluginAsync } from "fastify";
import { notFound } from "../../lib/errors";
import { mediaKey } from "../../adapters/storage";
import { pathParams } from "../../lib/openapi";

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

const binary = { schema: { type: "string", format: "binary" } };
const mediaAnswers = {
  200: {
    description: "The file, cacheable for a year (its name is never reused).",
    content: Object.fromEntries([...new Set(Object.values(CONTENT_TYPES))].map((type) => [type, binary])),
  },
  304: { type: "null", description: "Not modified: the If-None-Match ETag is the file's." },
};

export const mediaRoutes: FastifyPluginAsync = async (app) => {
  const { storage } = app.ctx;

  const schema = {
    summary: "A media file: a profile or offer image, or a video",
    description:
      "Outside /v1.3 and without the client-type header: the web tool proxies images from here. The files of the media store (DATA_DIR/media, or the " +
      "bucket's media/ keys), images and videos told by their extension only; a name outside the store or of another kind is a 404. A file's name " +
      "is never reused for new content, so it is cached for a year, with an ETag.",
    params: pathParams("*"),
    response: mediaAnswers,
  };
  app.get<{ Params: { "*": string } }>("/media/*", { schema }, async (request, reply) => {
    // Only plain names inside the media store: no "..", absolute paths or NUL tricks.
    const key = mediaKey(request.params["*"]);
    const type = key && CONTENT_TYPES[path.extname(key).toLowerCase()];
    if (!key || !type) throw notFound("File not found");
    const found = await storage.get(key, { ifNoneMatch: request.headers["if-none-match"] });
    if (!found) throw notFound("File not found");

    reply
      .header("content-type", type)
      .header("cache-control", "public, max-age=31536000, immutable")
      .header("etag", found.etag)
      .header("x-content-type-options", "nosniff");
    if (found.lastModified) reply.header("last-modified", found.lastModified.toUTCString());
    if (found.notModified) return reply.code(304).send();
    reply.header("content-length", found.size);
    // HEAD: Fastify would read the whole body to throw it away (a video's download from S3).
    if (request.method === "HEAD") {
      found.body.destroy();
      return reply.send(Readable.from([]));
    }
    return reply.send(found.body);
  });
};
