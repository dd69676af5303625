// Results reports (docs/product/results.md): the month list, monthly reports,
// public reports by id and content archives. The PDF service and the link shortener, the
// "other services" of the contract, live in routes/reports/files.ts.
import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { auth, requireAuth, requireOwnBusiness } from "../../services/accounts/guards";
import { keptRoute } from "../../services/accounts/kept-answers";
import { notFound, ownedOr404 } from "../../lib/errors";
import { parseInput } from "../../lib/validation";
import { monthCosts } from "../../services/reports/costs";
import { monthlyTrend } from "../../services/reports/trend";
import {
  buildReport,
  findMonthlyReport,
  findReport,
  listReportMonths,
  listSharedReports,
  monthQuery,
  monthRange,
  renewReportLink,
  reportVersion,
} from "../../services/reports/report";
import { monthlyExport } from "../../services/reports/exports";
import { resultsPage } from "../../services/reports/results-page";
import { NO_SUCH_LOCATION, figureLocation, locationQuery } from "../../services/reports/location-figures";
import { atLocations } from "../../services/accounts/locations";
import { shareLocationReport } from "../../services/reports/location-report";
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
} from "../../../contract/schemas/reports";

const trendQuery = locationQuery.extend({
  until: z
    .string()
    .regex(/^(20\d\d|2100)-(0[1-9]|1[0-2])$/, { message: "until must be a month written YYYY-MM." })
    .describe("The last of the twelve months, YYYY-MM."),
});

const reportParams = pathParams("id");

const shareBody = monthQuery.extend({
  location: z.coerce
    .number({ message: "location must be the id of one of the brand's locations." })
    .int()
    .positive()
    .describe("The location whose month is shared (retired ones too)."),
});

/** Public report answers may be cached briefly (as the web tool's report pages are): a taken-back link is gone within five minutes. */
const PUBLIC_CACHE = "public, max-age=60, s-maxage=60, stale-while-revalidate=240";

export const reportsRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.ctx;

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
    description: "A month without a report is a 404. Each post carries its disclosure check and tags; `disclosure` counts the posts by state.",
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
          "posts gives empty lists; with location, that location's posts alone. An addition to the contract.",
        querystring: monthQuery.merge(locationQuery),
        response: { 200: monthlyExportEnvelope },
      },
    },
    async (request) => {
      const { month, year, location } = parseInput(monthQuery.merge(locationQuery), request.query);
      const businessId = auth(request).businessId;
      return { data: await monthlyExport(db, businessId, year, month, await figureLocation(db, businessId, location, auth(request).locations)) };
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
          "404; only one of month and year, a 400. With location, the report's posts and check-ins, the trend and the costs are that " +
          "location's; the months stay the brand's.",
        params: businessParams,
        querystring: monthQuery.partial().merge(locationQuery),
        response: { 200: resultsPageEnvelope },
      },
    },
    async (request) => {
      const query = request.query as { month?: unknown; year?: unknown };
      const asked = query.month === undefined && query.year === undefined ? null : parseInput(monthQuery, request.query);
      const businessId = auth(request).businessId;
      const scope = auth(request).locations;
      const location = await figureLocation(db, businessId, parseInput(locationQuery, request.query).location, scope);
      return { data: ownedOr404(await resultsPage(db, businessId, asked, location, scope)) };
    },
  );

  // Results over time: the 12 months ending at `until`, zero-filled, of the brand in the URL.
  app.get(
    "/businesses/:id/reports/trend",
    {
      ...keptRoute([requireAuth, requireOwnBusiness]),
      schema: {
        summary: "Results over time: twelve months",
        description: "The 12 months ending at until, those without results as zeros; of one location with location.",
        params: businessParams,
        querystring: trendQuery,
        response: { 200: trendEnvelope },
      },
    },
    async (request) => {
      const { until, location } = parseInput(trendQuery, request.query);
      const businessId = auth(request).businessId;
      return { data: await monthlyTrend(db, businessId, until, await figureLocation(db, businessId, location, auth(request).locations)) };
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
        description:
          "What counts, and when: api/README.md, Reports. Only this route answers costs: no report, public or monthly, carries them. With " +
          "location, that location's claims and posts.",
        params: businessParams,
        querystring: monthQuery.merge(locationQuery),
        response: { 200: monthCostsEnvelope },
      },
    },
    async (request) => {
      const { month, year, location } = parseInput(monthQuery.merge(locationQuery), request.query);
      const { from, to } = monthRange(year, month);
      const businessId = auth(request).businessId;
      return { data: await monthCosts(db, businessId, from, to, await figureLocation(db, businessId, location, auth(request).locations)) };
    },
  );

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

  // A location's month, shared: its own report, made the first time.
  app.post<{ Params: { id: string } }>(
    "/businesses/:id/results/share",
    {
      preHandler: [requireAuth, requireOwnBusiness],
      schema: {
        summary: "Shares one location's month",
        description:
          "The report of the month for one of the brand's locations, with a public link of its own: its posts and check-ins are the " +
          "location's, its title the month's with the location's name. Made the first time, the same report after. No report for the " +
          "month, or another brand's location, is a 404.",
        params: businessParams,
        body: shareBody,
        response: { 200: renewedReportEnvelope },
      },
    },
    async (request) => {
      const { year, month, location } = parseInput(shareBody, request.body);
      if (!atLocations(auth(request).locations, location)) throw notFound(NO_SUCH_LOCATION);
      return { data: { id: await shareLocationReport(db, auth(request).businessId, { year, month }, location) } };
    },
  );

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
          "Public, never cached: a hash of the report's own row (and of the brand's version while it shows \"Cleared for ads\"), which a " +
          "cache of the report's page checks on every visit, so a link taken back answers 404 at once.",
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
      "Public: the id is 128 random bits (22 base64url characters). Comments only when the report shows them; no disclosure check, and " +
      "`cleared` (rights to paid ads in force) only when the brand chose to show it. Cache-Control public, so a " +
      "CDN may serve it: fresh for a minute and stale for four more, so a link taken back is gone within five minutes.",
    params: reportParams,
    response: { 200: reportEnvelope },
  };
  app.get<{ Params: { id: string } }>("/report/:id", { schema: publicSchema }, async (request, reply) => {
    const report = await findReport(db, request.params.id);
    if (!report) throw notFound("This report doesn't exist or is no longer shared.");
    reply.header("cache-control", PUBLIC_CACHE);
    return { data: await buildReport(db, report, "public") };
  });
};
