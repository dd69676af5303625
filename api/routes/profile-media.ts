// Profile media and the Instagram images offered for import (SPEC §5 Media, §7):
// GET, POST, DELETE /users/me/media, POST /users/me/media/sort, GET /social/:id/media.
import path from "node:path";
import multipart from "@fastify/multipart";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { z } from "zod";
import { auth, requireAuth, requireOwnBusiness } from "../lib/auth";
import { badRequest, HttpError } from "../lib/errors";
import { parseInput } from "../lib/validation";
import {
  appendProfileMedia,
  deleteProfileMedia,
  instagramImagesByIds,
  instagramImagesByUrls,
  listInstagramImages,
  listProfileMedia,
  sortProfileMedia,
} from "../services/profile-media";
import { createLocalStorage, freshName, type MediaStorage } from "../services/storage";
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES, processImage, tooLarge } from "../services/uploads";

const CHOOSE_ONE = "Choose at least one image.";
const id = z.number({ invalid_type_error: "ids must be a list of image ids." }).int().positive();

const addBody = z
  .object({
    ids: z.array(id).max(50).default([]),
    urls: z.array(z.string().trim().min(1).max(500)).max(50).default([]),
  })
  .refine((body) => body.ids.length + body.urls.length > 0, { message: CHOOSE_ONE, path: ["ids"] });
const idsBody = z.object({ ids: z.array(id).min(1, CHOOSE_ONE).max(100) });
const instagramQuery = z.object({
  last_id: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(50).default(12),
});

type Upload = { name: string; data: Buffer };

/** The files of a multipart upload, each read whole but never past the size cap. */
async function readUploads(request: FastifyRequest): Promise<Upload[]> {
  const uploads: Upload[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type !== "file") continue;
      const data = await part.toBuffer();
      // An empty file input still sends a part with no name and no bytes.
      if (data.length === 0 && !part.filename) continue;
      uploads.push({ name: path.basename(part.filename ?? "").slice(0, 100), data });
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") throw tooLarge();
    if (code === "FST_FILES_LIMIT" || code === "FST_PARTS_LIMIT") {
      throw new HttpError(413, `Upload at most ${MAX_UPLOAD_FILES} images at a time.`);
    }
    if (error instanceof HttpError) throw error;
    throw badRequest("The upload could not be read: send the images as multipart/form-data.");
  }
  return uploads;
}

async function storeUploads(storage: MediaStorage, businessId: number, uploads: Upload[]) {
  // One image at a time: decoding is CPU- and memory-heavy, and all must pass before any is kept.
  const processed = [];
  for (const upload of uploads) processed.push(await processImage(upload.data, upload.name));
  const stored = [];
  for (const image of processed) {
    const base = freshName(`b${businessId}`, "");
    const full = await storage.put(`${base}.jpg`, image.full, "image/jpeg");
    const thumbnail = await storage.put(`${base}-thumb.jpg`, image.thumbnail, "image/jpeg");
    stored.push({ path: full.url, thumbnail: thumbnail.url, width: image.width, height: image.height });
  }
  return stored;
}

export const profileMediaRoutes: FastifyPluginAsync = async (app) => {
  const { db, config } = app.ctx;
  const storage = createLocalStorage(path.join(config.dataDir, "media"));
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: MAX_UPLOAD_BYTES, files: MAX_UPLOAD_FILES, fields: 20, parts: MAX_UPLOAD_FILES + 20 },
  });
  const signedIn = { preHandler: requireAuth };

  app.get("/users/me/media", signedIn, async (request) => ({
    data: await listProfileMedia(db, auth(request).businessId),
  }));

  app.post("/users/me/media", signedIn, async (request, reply) => {
    const { businessId } = auth(request);
    let items;
    if (request.isMultipart()) {
      const uploads = await readUploads(request);
      if (!uploads.length) throw badRequest(CHOOSE_ONE, { files: CHOOSE_ONE });
      items = await storeUploads(storage, businessId, uploads);
    } else {
      const body = parseInput(addBody, request.body);
      const chosen = [
        ...(await instagramImagesByIds(db, businessId, body.ids)),
        ...(await instagramImagesByUrls(db, businessId, body.urls)),
      ];
      items = chosen.map((image) => ({ path: image.mediaUrl, thumbnail: image.thumbnailUrl }));
    }
    reply.code(201);
    return { data: await appendProfileMedia(db, businessId, items) };
  });

  app.delete("/users/me/media", signedIn, async (request) => {
    const { ids } = parseInput(idsBody, request.body);
    return { data: await deleteProfileMedia(db, auth(request).businessId, ids) };
  });

  app.delete<{ Params: { mediaId: string } }>("/users/me/media/:mediaId", signedIn, async (request) => {
    const mediaId = Number(request.params.mediaId);
    if (!Number.isSafeInteger(mediaId) || mediaId <= 0) throw new HttpError(404, "Image not found");
    return { data: await deleteProfileMedia(db, auth(request).businessId, [mediaId]) };
  });

  app.post("/users/me/media/sort", signedIn, async (request) => {
    const { ids } = parseInput(idsBody, request.body);
    return { data: await sortProfileMedia(db, auth(request).businessId, ids) };
  });

  // SPEC §7 "GET social/{id}/media": {id} is the business whose Instagram images are listed.
  app.get<{ Params: { id: string } }>(
    "/social/:id/media",
    { preHandler: [requireAuth, requireOwnBusiness] },
    async (request) => {
      const query = parseInput(instagramQuery, request.query);
      return listInstagramImages(db, auth(request).businessId, query.last_id, query.limit);
    },
  );
};
