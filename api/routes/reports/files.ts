// The "other services" of the contract: the PDF service (POST /v1.3/pdf, pdfRoutes, which also renews
// a PDF's share link: POST /v1.3/files/:id/renew) and, outside the API prefix because browsers
// open them directly, the generated files (/files/:id) and the link shortener (POST /s,
// GET /s/:code) (reportFileRoutes). Both are registered in server.ts.
import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { auth, requireAuth } from "../../services/accounts/guards";
import { requireHeldBySeat } from "../../services/accounts/seat-locations";
import { seatRefused } from "../../services/accounts/roles";
import { badRequest, notFound } from "../../lib/errors";
import { parseInput } from "../../lib/validation";
import { openLiveFile } from "../../services/reports/generated-files";
import { renewFileLink } from "../../services/reports/file-links";
import { resolveLink, shortenLink } from "../../services/reports/short-links";
import { pdfJobStatus, reportPdfRequest, requestPdf } from "../../services/reports/pdf-jobs";
import { applicantExportRequest } from "../../services/reports/applicants-pdf/export";
import { pathParams } from "../../lib/openapi";
import { pdfPreparingEnvelope, pdfResultSchema, shortLinkEnvelope } from "../../../contract/schemas/reports";
import { pdfLinkRenewalSchema } from "../../../contract/schemas/applicants";

/** A month's report or an offer's applicants (`type: "applicants"`): requestPdf reads the body with the one it names. */
const pdfBody = z.union([reportPdfRequest, applicantExportRequest]);
const shortLinkBody = z.object({
  link: z.string().trim().url().max(2000).describe("A link to this product: PUBLIC_URL's or API_PUBLIC_URL's origin."),
});
const fileParams = pathParams("id");

const fileAnswer = {
  description: "The generated file (a PDF), as an attachment.",
  content: { "application/pdf": { schema: { type: "string", format: "binary" } } },
};
const redirectAnswer = { type: "null", description: "To the link's target.", headers: { location: { type: "string" } } };

export const pdfRoutes: FastifyPluginAsync = async (app) => {
  // The PDF is drawn by a job (api/services/reports/pdf-jobs.ts): its answer when it is done in time, else 202 and a job to ask about.
  app.post(
    "/pdf",
    {
      preHandler: requireAuth,
      schema: {
        summary: "Makes a PDF: a report, or an offer's applicants",
        description:
          "A job draws it, and the answer waits up to PDF_WAIT_SECONDS (20 s). In time, the PDF service's answer, without the data " +
          "envelope: {url}; {mail: true} when the report was asked by mail, or is over 25 MB and a compressed version is mailed; {url, " +
          "page_url} for the applicants, page_url a 7-day short link to the file through the web tool (PUBLIC_URL/files/{id}). Later, a " +
          "202 with the job to ask GET /pdf/{job} about. A month's report (by month and year) carries the month's costs and trend; a " +
          "report by id, the one its public link shares, never does. Another business's report or offer is a 404, a claim-mode offer's " +
          "applicants a 400, a PDF that could not be made a 502. A seat limited to some locations may export its offers' applicants " +
          "only: another location's offer is a 404, a report a 403.",
        body: pdfBody,
        response: { 200: pdfResultSchema, 202: pdfPreparingEnvelope },
      },
    },
    async (request, reply) => {
      const seat = auth(request);
      // A venue's manager exports its own offers' applicants; the brand's reports are the group's.
      if (seat.locations) {
        const body = request.body as { type?: unknown; id?: unknown };
        if (body.type !== "applicants") throw seatRefused();
        await requireHeldBySeat(app.ctx.db, seat, "offer", body.id);
      }
      const answer = await requestPdf(app.ctx, seat.businessId, request.body);
      return reply.code(answer.status).send(answer.body);
    },
  );

  app.get<{ Params: { job: string } }>(
    "/pdf/:job",
    {
      preHandler: requireAuth,
      schema: {
        summary: "How a PDF job went",
        description:
          '{data: {status: "preparing"}}, the finished answer (as POST /pdf\'s), or {data: {status: "failed", message}}. Another business\'s job is a 404.',
        params: pathParams("job"),
        response: { 200: pdfResultSchema },
      },
    },
    async (request) => {
      return pdfJobStatus(app.ctx, auth(request).businessId, request.params.job);
    },
  );

  // Takes a PDF's share link back, like POST /report/:id/renew: the file gets a new id and short link; the old ones answer 404.
  app.post<{ Params: { id: string } }>(
    "/files/:id/renew",
    {
      preHandler: requireAuth,
      schema: {
        summary: "Takes a PDF's share link back",
        description:
          "As POST /report/{id}/renew does: the file gets a new random id and a new short link (page_url, through the web tool), and the old " +
          "/files/{id} and every short link to it answer 404. The new link ends with the file, 7 days after the export: a renewal never keeps " +
          "a file longer. Another business's, an unknown or an expired file is a 404.",
        params: fileParams,
        response: { 200: pdfLinkRenewalSchema },
      },
    },
    async (request) => {
      const renewed = await renewFileLink(app.ctx.db, app.ctx.config, auth(request).businessId, request.params.id);
      if (!renewed) throw notFound("This file has expired or doesn't exist.");
      return { data: renewed };
    },
  );
};

export const reportFileRoutes: FastifyPluginAsync = async (app) => {
  const { db, config, storage } = app.ctx;

  const fileSchema = {
    summary: "A generated file (a PDF), by its unguessable id",
    description: "Outside /v1.3: browsers open it directly. Until it expires, 7 days after it was made; then, or after its link was taken back, a 404.",
    params: fileParams,
    response: { 200: fileAnswer },
  };
  app.get<{ Params: { id: string } }>("/files/:id", { schema: fileSchema }, async (request, reply) => {
    const live = await openLiveFile(db, storage, request.params.id);
    if (!live) throw notFound("This file has expired or doesn't exist.");
    const { row, body } = live;
    reply
      .header("content-type", row.contentType)
      .header("content-length", row.size)
      .header("content-disposition", `attachment; filename="${row.filename.replace(/"/g, "")}"`)
      .header("cache-control", "private, max-age=3600")
      .header("x-content-type-options", "nosniff");
    return reply.send(body);
  });

  const shortenSchema = {
    summary: "Shortens a link to this product",
    description: "Outside /v1.3, signed in. Only links to this product, else 400; the short link works for 7 days.",
    body: shortLinkBody,
    response: { 201: shortLinkEnvelope },
  };
  app.post("/s", { preHandler: requireAuth, schema: shortenSchema }, async (request, reply) => {
    const { link } = parseInput(shortLinkBody, request.body);
    if (!/^https?:\/\//i.test(link)) throw badRequest("link must be a web address starting with http:// or https://.");
    // A shortener that sends anywhere would lend this product's name to other sites' links.
    if (!config.linkOrigins.includes(new URL(link).origin))
      throw badRequest("Only links to this product can be shortened.", { link: "Not a link to this product." });
    const { code } = await shortenLink(db, link);
    return reply.code(201).send({ data: { url: `${config.apiPublicUrl}/s/${code}` } });
  });

  const linkSchema = {
    summary: "Where a short link leads",
    description:
      "Public, outside /v1.3: a 302 to the link while it works (7 days), else a 404. The web tool shows these codes on its own origin, " +
      "PUBLIC_URL/s/{code}, and asks this route where they lead.",
    params: pathParams("code"),
    response: { 302: redirectAnswer },
  };
  app.get<{ Params: { code: string } }>("/s/:code", { schema: linkSchema }, async (request, reply) => {
    const target = await resolveLink(db, request.params.code);
    if (!target) throw notFound("This link has expired or doesn't exist.");
    return reply.header("cache-control", "no-store").redirect(target, 302);
  });
};
