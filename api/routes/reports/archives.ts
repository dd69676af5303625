// A month's posts' media, or the posts chosen in the content library, as one zip with their rights
// (rights.csv): a signed link for the signed-in brand, and the archive it opens without a session,
// streamed as it is made. The rest of the reports: routes/reports/reports.ts.
import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { auth, requireAuth } from "../../services/accounts/guards";
import { badRequest, notFound } from "../../lib/errors";
import { parseInput } from "../../lib/validation";
import { archiveName, signArchive, streamArchive, verifyArchive } from "../../services/reports/archive";
import { archiveContents } from "../../services/reports/archive-contents";
import { postFiguresBetween } from "../../services/reports/trend";
import { monthQuery, monthRange, monthTitle } from "../../services/reports/report";
import { chosenPostRows, reportPostRows } from "../../services/reports/report-posts";
import { loadTokenSecret } from "../../services/accounts/tokens";
import { zipSignEnvelope } from "../../../contract/schemas/reports";
import { MAX_ZIP_POSTS } from "../../../contract/content";

const postIdList = z
  .string()
  .regex(/^\d+(,\d+)*$/, { message: "posts must be a comma-separated list of post ids." })
  .transform((s) => s.split(",").map(Number))
  .refine((ids) => ids.length <= MAX_ZIP_POSTS, { message: `posts can name at most ${MAX_ZIP_POSTS} posts.` });

const zipSignQuery = monthQuery.extend({
  version: z.string().max(20).optional().describe("Carried in the signed link as it is sent."),
  posts: postIdList.optional().describe("Comma-separated post ids: only these posts of the month. Left out, all of them."),
});

const chosenQuery = z.object({
  posts: z
    .string({ message: "posts must name at least one post." })
    .regex(/^\d{1,9}(,\d{1,9})*$/, { message: "posts must be a comma-separated list of post ids." })
    .transform((s) => [...new Set(s.split(",").map(Number))])
    .refine((ids) => ids.length <= MAX_ZIP_POSTS, { message: `posts can name at most ${MAX_ZIP_POSTS} posts.` })
    .describe(`Comma-separated ids of the brand's posts, of any months; at most ${MAX_ZIP_POSTS}.`),
});

const zipQuery = z.object({ id: z.string().min(1).max(20_000).describe("The signed id of GET /report/zipSign's link.") });
const zipAnswer = {
  description: "The posts' media as a zip archive, streamed.",
  content: { "application/zip": { schema: { type: "string", format: "binary" } } },
};

export const archiveRoutes: FastifyPluginAsync = async (app) => {
  const { db, config, storage } = app.ctx;
  const secret = await loadTokenSecret(db);

  const zipSignSchema = {
    summary: "A signed link to a month's posts' media, as a zip",
    description:
      "The link (GET /report/zip) works for an hour, without a session. Any month of the brand's posts, the month in progress too. A month " +
      "without posts, or a post named that is not the brand's in that month, is a 404.",
    querystring: zipSignQuery,
    response: { 200: zipSignEnvelope },
  };
  app.get("/report/zipSign", { preHandler: requireAuth, schema: zipSignSchema }, async (request) => {
    const query = parseInput(zipSignQuery, request.query);
    const businessId = auth(request).businessId;
    const { from, to } = monthRange(query.year, query.month);
    // Any month whose posts the Instagram page lists, the month in progress among them: the
    // archive is of the brand's posts, not of a monthly report (made only when a month ends).
    if (query.posts) {
      // Every named post must be this business's and in that month: anything else is a 404.
      const found = await reportPostRows(db, { businessId, dateFrom: from, dateTo: to, offerId: null }, query.posts);
      if (found.length !== new Set(query.posts).size)
        throw notFound("Some of the chosen posts are not in this month. Please reload the page and choose again.");
    } else if ((await postFiguresBetween(db, businessId, from, to)).posts === 0) {
      throw notFound(`There are no posts of ${monthTitle(query.year, query.month)} to download.`);
    }
    const id = signArchive(secret, { businessId, year: query.year, month: query.month, posts: query.posts, version: query.version });
    return { data: { url: `${config.apiPublicUrl}/v1.3/report/zip?id=${encodeURIComponent(id)}`, id } };
  });

  const chosenSchema = {
    summary: "A signed link to chosen posts' media and rights, as a zip",
    description:
      "The posts chosen in the content library, of any months. The link (GET /report/zip) works for an hour, without a session; the zip " +
      "is named content-selected-YYYY-MM-DD.zip. A post that is not the brand's is a 404.",
    querystring: chosenQuery,
    response: { 200: zipSignEnvelope },
  };
  app.get("/content/zipSign", { preHandler: requireAuth, schema: chosenSchema }, async (request) => {
    const { posts } = parseInput(chosenQuery, request.query);
    const businessId = auth(request).businessId;
    // Every named post must be this brand's: a post of another brand is a 404, as if it were not there.
    if ((await chosenPostRows(db, businessId, posts)).length !== posts.length)
      throw notFound("Some of the chosen posts are not in your library. Please reload the page and choose again.");
    const id = signArchive(secret, { businessId, posts });
    return { data: { url: `${config.apiPublicUrl}/v1.3/report/zip?id=${encodeURIComponent(id)}`, id } };
  });

  // The signed id is the permission: a link from zipSign works for an hour, without a session.
  const zipSchema = {
    summary: "Posts' media and rights, as a zip",
    description:
      "Public: the signed id is the permission, for an hour; one that is not valid or has expired is a 400. Streamed as it is made " +
      "(archiver), never held whole. Beside the media, rights.csv: the rights register's rows for those posts (as GET /content/rights " +
      "has them) and a row of state none for each post no request covers. A file's name ends in -cleared while rights granted to the " +
      "brand are in force, else in -no-rights.",
    querystring: zipQuery,
    response: { 200: zipAnswer },
  };
  app.get("/report/zip", { schema: zipSchema }, async (request, reply) => {
    const { id } = parseInput(zipQuery, request.query);
    const claims = verifyArchive(secret, id);
    if (!claims) throw badRequest("This download link is not valid or has expired. Please ask for a new one.");
    const { businessId, year, month, posts } = claims;
    const range = year && month ? monthRange(year, month) : null;
    const rows = range
      ? await reportPostRows(db, { businessId, dateFrom: range.from, dateTo: range.to, offerId: null }, posts)
      : await chosenPostRows(db, businessId, posts ?? []);
    const entries = await archiveContents(db, businessId, rows);
    const name = archiveName(claims);
    reply
      .header("content-type", "application/zip")
      .header("content-disposition", `attachment; filename="${name}"`)
      .header("cache-control", "private, no-store");
    return reply.send(streamArchive(storage, entries));
  });
};
