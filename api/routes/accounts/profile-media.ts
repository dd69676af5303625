// Profile media and the Instagram images offered for import (docs/product/accounts.md#profile-photos):
// GET, POST, DELETE /users/me/media, POST /users/me/media/sort, GET /social/:id/media.
import multipart from "@fastify/multipart";
import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { auth, requireAuth, requireOwnBusiness } from "../../services/accounts/guards";
import { keptRoute } from "../../services/accounts/kept-answers";
import { badRequest, HttpError } from "../../lib/errors";
import { parseInput } from "../../lib/validation";
import {
  appendProfileMedia,
  deleteProfileMedia,
  instagramImagesByIds,
  instagramImagesByUrls,
  listInstagramImages,
  listProfileMedia,
  sortProfileMedia,
} from "../../services/accounts/profile-media";
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES, MULTIPART_OPTIONS, readUploads, storeImages } from "../../adapters/uploads";
import { businessParams, jsonSchema, pathParams } from "../../lib/openapi";
import { instagramPageResponse, mediaListResponse } from "../../../contract/schemas/profile";

const CHOOSE_ONE = "Choose at least one image.";
const id = z.number({ invalid_type_error: "ids must be a list of image ids." }).int().positive();

const addBody = z
  .object({
    ids: z.array(id).max(50).default([]).describe("Ids of the brand's Instagram images (GET /social/{id}/media)."),
    urls: z.array(z.string().trim().min(1).max(500)).max(50).default([]).describe("Media URLs of the brand's own Instagram images; any other URL is refused."),
  })
  .refine((body) => body.ids.length + body.urls.length > 0, { message: CHOOSE_ONE, path: ["ids"] });
const idsBody = z.object({ ids: z.array(id).min(1, CHOOSE_ONE).max(100).describe("Ids of the profile's images.") });
const instagramQuery = z.object({
  last_id: z.coerce.number().int().positive().optional().describe("The last id of a page: the page after it."),
  limit: z.coerce.number().int().min(1).max(50).default(12),
});

/** Uploaded files, or the brand's own Instagram images by id or media URL. */
const addContent = {
  "multipart/form-data": {
    schema: {
      type: "object",
      properties: { files: { type: "array", items: { type: "string", format: "binary" } } },
      description: `Up to ${MAX_UPLOAD_FILES} images of at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB each, as file parts of any name.`,
    },
  },
  "application/json": { schema: jsonSchema(addBody) },
};
const listAnswer = { response: { 200: mediaListResponse } };

export const profileMediaRoutes: FastifyPluginAsync = async (app) => {
  const { db, storage } = app.ctx;
  await app.register(multipart, MULTIPART_OPTIONS);
  const signedIn = { preHandler: requireAuth };

  const listSchema = { summary: "The profile's images", description: "By sort, then id.", ...listAnswer };
  app.get("/users/me/media", { ...keptRoute([requireAuth]), schema: listSchema }, async (request) => ({
    data: await listProfileMedia(db, auth(request).businessId),
  }));

  const addSchema = {
    summary: "Adds images to the profile",
    description:
      "After the profile's own, in the order given: uploaded as multipart files, or chosen as JSON from the brand's Instagram images (an id " +
      "that is not its own is a 404, a URL a 400). An upload is checked by its content: at most 10 files of 10 MB each (else 413) and 40 " +
      "megapixels (else 400), re-encoded as JPEG with a thumbnail 300 pixels wide; one bad file keeps none. Answers every profile image.",
    body: { content: addContent },
    response: { 201: mediaListResponse },
  };
  app.post("/users/me/media", { ...signedIn, schema: addSchema }, async (request, reply) => {
    const { businessId } = auth(request);
    let items;
    if (request.isMultipart()) {
      const uploads = await readUploads(request);
      if (!uploads.length) throw badRequest(CHOOSE_ONE, { files: CHOOSE_ONE });
      items = await storeImages(storage, businessId, uploads);
    } else {
      const body = parseInput(addBody, request.body);
      const chosen = [...(await instagramImagesByIds(db, businessId, body.ids)), ...(await instagramImagesByUrls(db, businessId, body.urls))];
      items = chosen.map((image) => ({ path: image.mediaUrl, thumbnail: image.thumbnailUrl }));
    }
    reply.code(201);
    return { data: await appendProfileMedia(db, businessId, items) };
  });

  const deleteSchema = {
    summary: "Deletes images of the profile",
    description:
      "Answers the images left. Refused with a 409 when none would be left: a profile keeps at least one image. An id that is not one of the " +
      "profile's images is a 404.",
    body: idsBody,
    ...listAnswer,
  };
  app.delete("/users/me/media", { ...signedIn, schema: deleteSchema }, async (request) => {
    const { ids } = parseInput(idsBody, request.body);
    return { data: await deleteProfileMedia(db, auth(request).businessId, ids) };
  });

  const deleteOne = {
    summary: "Deletes one image of the profile",
    description: "As DELETE /users/me/media with one id.",
    params: pathParams("mediaId"),
    ...listAnswer,
  };
  app.delete<{ Params: { mediaId: string } }>("/users/me/media/:mediaId", { ...signedIn, schema: deleteOne }, async (request) => {
    const mediaId = Number(request.params.mediaId);
    if (!Number.isSafeInteger(mediaId) || mediaId <= 0) throw new HttpError(404, "Image not found");
    return { data: await deleteProfileMedia(db, auth(request).businessId, [mediaId]) };
  });

  const sortSchema = {
    summary: "Orders the profile's images",
    description: "ids names every image of the profile once, in the new order; anything else is a 400.",
    body: idsBody,
    ...listAnswer,
  };
  app.post("/users/me/media/sort", { ...signedIn, schema: sortSchema }, async (request) => {
    const { ids } = parseInput(idsBody, request.body);
    return { data: await sortProfileMedia(db, auth(request).businessId, ids) };
  });

  // GET social/{id}/media: {id} is the business whose Instagram images are listed.
  const instagramSchema = {
    summary: "The brand's Instagram images, to choose profile images from",
    description: "Newest first, a page at a time: meta says whether there is more and the last_id that asks for it.",
    params: businessParams,
    querystring: instagramQuery,
    response: { 200: instagramPageResponse },
  };
  app.get<{ Params: { id: string } }>("/social/:id/media", { preHandler: [requireAuth, requireOwnBusiness], schema: instagramSchema }, async (request) => {
    const query = parseInput(instagramQuery, request.query);
    return listInstagramImages(db, auth(request).businessId, query.last_id, query.limit);
  });
};
