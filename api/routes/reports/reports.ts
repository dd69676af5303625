// Results reports (docs/product/results.md): the month list, monthly reports,
// public reports by id and content archives. The PDF service and the link shortener, the
// "other services" of the contract, live in routes/reports/files.ts.
import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { auth, requireAuth, requireOwnBusiness } from "../../services/accounts/guards";
import { keptRoute } from "../../services/accounts/kept-answers";
import { badRequest, notFound, ownedOr404 } from "../../lib/errors";
import { parseInput } from "../../lib/validation";
import { entryName, signArchive, streamArchive, verifyArchive } from "../../services/reports/archive";
import { monthCosts } from "../../services/reports/costs";
import { monthlyTrend, postFiguresBetween } from "../../services/reports/trend";
import {
  buildReport,
  findMonthlyReport,
  findReport,
  listReportMonths,
  listSharedReports,
  monthRange,
  monthTitle,
  renewReportLink,
  reportPostRows,
  reportVersion,
} from "../../services/reports/report";
import { monthlyExport } from "../../services/reports/exports";
import { resultsPage } from "../../services/reports/results-page";
import { loadTokenSecret } from "../../services/accounts/tokens";
import { businessParams, pathParams } from "../../lib/openapi";
import {
  monthCostsEnvelope,
  monthlyExportEnvelope,
  monthsEnvelope,
  renewedReportEnvelope,
  reportEnvelope,
  reportVersionEnvelope,
  resultsPageEnvelope,
  sharedReportsEnvelope,
  trendEnvelope,
  zipSignEnvelope,
} from "../../../contract/schemas/reports";

const monthQuery = z.object({
  month: z.coerce.number({ message: "month must be a number from 1 to 12." }).int().min(1).max(12),
  year: z.coerce.number({ message: "year must be a four-digit year." }).int().min(2000).max(2100),
});

const trendQuery = z.object({
  until: z
    .string()
    .regex(/^(20\d\d|2100)-(0[1-9]|1[0-2])$/, { message: "until must be a month written YYYY-MM." })
    .describe("The last of the twelve months, YYYY-MM."),
});

const postIdList = z
  .string()
  .regex(/^\d+(,\d+)*$/, { message: "posts must be a comma-separated list of post ids." })
  .transform((s) => s.split(",").map(Number))
  .refine((ids) => ids.length <= 1000, { message: "posts can name at most 1000 posts." });

const zipSignQuery = monthQuery.extend({
  version: z.string().max(20).optional().describe("Carried in the signed link as it is sent."),
  posts: postIdList.optional().describe("Comma-separated post ids: only these posts of the month. Left out, all of them."),
});

const zipQuery = z.object({ id: z.string().min(1).max(20_000).describe("The signed id of GET /report/zipSign's link.") });
const zipAnswer = {
  description: "The posts' media as a zip archive, streamed.",
  content: { "application/zip": { schema: { type: "string", format: "binary" } } },
};

const reportParams = pathParams("id");

/** Public report answers may be cached briefly (as the web tool's report pages are): a taken-back link is gone within five minutes. */
const PUBLIC_CACHE = "public, max-age=60, s-maxage=60, stale-while-revalidate=240";

export const reportsRoutes: FastifyPluginAsync = async (app) => {
  const { db, config, storage } = app.ctx;
  const secret = await loadTokenSecret(db);

  const monthsSchema = {
    summary: "The months that have a monthly report",
    description: "Newest first; months are UTC months.",
    response: { 200: monthsEnvelope },
  };
  app.get("/report/months", { ...keptRoute([requireAuth]), schema: monthsSchema }, async (request) => {
    return { data: await listReportMonths(db, auth(request).businessId) };
  });

  const monthlySchema = {
    summary: "A month's report",
    description: "A month without a report is a 404.",
    querystring: monthQuery,
    response: { 200: reportEnvelope },
  };
  app.get("/report/monthly", { ...keptRoute([requireAuth]), schema: monthlySchema }, async (request) => {
    const { month, year } = parseInput(monthQuery, request.query);
    const report = ownedOr404(await findMonthlyReport(db, auth(request).businessId, year, month));
    return { data: await buildReport(db, report) };
  });

  // The rows of the month's CSVs (posts and models): the caller's own posts only, so a month
  // without any answers empty lists, never another brand's rows.
  app.get(
    "/report/monthly/export",
    {
      preHandler: requireAuth,
      schema: {
        summary: "The rows of a month's results CSVs",
        description:
          "The caller's own posts of the UTC month, newest first, and their models by name; reach is the model's followers. A month without " +
          "posts gives empty lists. An addition to the contract.",
        querystring: monthQuery,
        response: { 200: monthlyExportEnvelope },
      },
    },
    async (request) => {
      const { month, year } = parseInput(monthQuery, request.query);
      return { data: await monthlyExport(db, auth(request).businessId, year, month) };
    },
  );

  // The monthly results page in one answer: the months, the month shown (asked, else the newest),
  // its report, trend and costs.
  app.get(
    "/businesses/:id/results",
    {
      ...keptRoute([requireAuth, requireOwnBusiness]),
      schema: {
        summary: "The monthly results page in one answer",
        description:
          "The months with a report (as GET /report/months), the month shown (the one asked for, else the newest; null without months), its " +
          "report (as GET /report/monthly), the twelve months of trend ending at it and its costs. A month asked for that has no report is a " +
          "404; only one of month and year, a 400.",
        params: businessParams,
        querystring: monthQuery.partial(),
        response: { 200: resultsPageEnvelope },
      },
    },
    async (request) => {
      const query = request.query as { month?: unknown; year?: unknown };
      const asked = query.month === undefined && query.year === undefined ? null : parseInput(monthQuery, request.query);
      return { data: ownedOr404(await resultsPage(db, auth(request).businessId, asked)) };
    },
  );

  // Results over time: the 12 months ending at `until`, zero-filled, of the brand in the URL.
  app.get(
    "/businesses/:id/reports/trend",
    {
      ...keptRoute([requireAuth, requireOwnBusiness]),
      schema: {
        summary: "Results over time: twelve months",
        description: "The 12 months ending at until, those without results as zeros.",
        params: businessParams,
        querystring: trendQuery,
        response: { 200: trendEnvelope },
      },
    },
    async (request) => {
      const { until } = parseInput(trendQuery, request.query);
      return { data: await monthlyTrend(db, auth(request).businessId, until) };
    },
  );

  // Cost per result of a month: the brand's spend on the claims completed in it, per post and per
  // 1,000 reached. Only here, for the brand in the URL: the reports (public ones among them) never carry it.
  app.get(
    "/businesses/:id/reports/costs",
    {
      ...keptRoute([requireAuth, requireOwnBusiness]),
      schema: {
        summary: "A month's spend and cost per result",
        description: "What counts, and when: api/README.md, Reports. Only this route answers costs: no report, public or monthly, carries them.",
        params: businessParams,
        querystring: monthQuery,
        response: { 200: monthCostsEnvelope },
      },
    },
    async (request) => {
      const { month, year } = parseInput(monthQuery, request.query);
      const { from, to } = monthRange(year, month);
      return { data: await monthCosts(db, auth(request).businessId, from, to) };
    },
  );

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

  // The signed id is the permission: a link from zipSign works for an hour, without a session.
  const zipSchema = {
    summary: "A month's posts' media, as a zip",
    description:
      "Public: the signed id is the permission, for an hour; one that is not valid or has expired is a 400. Streamed as it is made " +
      "(archiver), never held whole.",
    querystring: zipQuery,
    response: { 200: zipAnswer },
  };
  app.get("/report/zip", { schema: zipSchema }, async (request, reply) => {
    const { id } = parseInput(zipQuery, request.query);
    const claims = verifyArchive(secret, id);
    if (!claims) throw badRequest("This download link is not valid or has expired. Please ask for a new one.");
    const { from, to } = monthRange(claims.year, claims.month);
    const rows = await reportPostRows(db, { businessId: claims.businessId, dateFrom: from, dateTo: to, offerId: null }, claims.posts);
    const entries = rows.map(({ post, model }) => ({
      mediaUrl: post.media,
      name: entryName({ id: post.id, postedAt: post.postedAt, media: post.media, handle: model.instagram?.handle ?? null }),
    }));
    const name = `content-${claims.year}-${String(claims.month).padStart(2, "0")}.zip`;
    reply
      .header("content-type", "application/zip")
      .header("content-disposition", `attachment; filename="${name}"`)
      .header("cache-control", "private, no-store");
    return reply.send(streamArchive(storage, entries));
  });

  // The brand's reports with the ids their public links carry.
  const sharedSchema = {
    summary: "The brand's reports, with the ids their public links carry",
    description: "Newest first.",
    response: { 200: sharedReportsEnvelope },
  };
  app.get("/report/shared", { preHandler: requireAuth, schema: sharedSchema }, async (request) => {
    const rows = await listSharedReports(db, auth(request).businessId);
    // As JSON writes them: the answer is held to its schema before it is written.
    return { data: rows.map((row) => ({ ...row, date_from: row.date_from.toISOString(), date_to: row.date_to.toISOString() })) };
  });

  // Takes a shared link back: the report gets a new id, and the old link answers 404.
  app.post<{ Params: { id: string } }>(
    "/report/:id/renew",
    {
      preHandler: requireAuth,
      schema: {
        summary: "Takes a report's public link back",
        description: "The report gets a new random id: the old link answers 404. Another business's report is a 404.",
        params: reportParams,
        response: { 200: renewedReportEnvelope },
      },
    },
    async (request) => ({ data: ownedOr404(await renewReportLink(db, auth(request).businessId, request.params.id)) }),
  );

  // Public: reports are shared by link. The id is an unguessable slug.
  // What a cache of the report's page checks on every visit (the web tool's server/conditional.js):
  // one indexed lookup, so a link taken back answers 404 at once while its page is kept.
  app.get<{ Params: { id: string } }>(
    "/report/:id/version",
    {
      schema: {
        summary: "A shared report's version",
        description:
          "Public, never cached: a hash of the report's own row, which a cache of the report's page checks on every visit, so a link taken back " +
          "answers 404 at once.",
        params: reportParams,
        response: { 200: reportVersionEnvelope },
      },
    },
    async (request, reply) => {
      const version = await reportVersion(db, request.params.id);
      if (!version) throw notFound("This report doesn't exist or is no longer shared.");
      reply.header("cache-control", "no-store");
      return { data: { version } };
    },
  );

  const publicSchema = {
    summary: "A shared report, by its public link",
    description:
      "Public: the id is 128 random bits (22 base64url characters). Comments only when the report shows them. Cache-Control public, so a " +
      "CDN may serve it: fresh for a minute and stale for four more, so a link taken back is gone within five minutes.",
    params: reportParams,
    response: { 200: reportEnvelope },
  };
  app.get<{ Params: { id: string } }>("/report/:id", { schema: publicSchema }, async (request, reply) => {
    const report = await findReport(db, request.params.id);
    if (!report) throw notFound("This report doesn't exist or is no longer shared.");
    reply.header("cache-control", PUBLIC_CACHE);
    return { data: await buildReport(db, report) };
  });
};
