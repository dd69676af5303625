// The "other services" of SPEC §7: the PDF service (POST /v1.3/pdf) and, outside the API
// prefix because browsers open them directly, the generated files (/files/:id) and the link
// shortener (POST /s, GET /s/:code).
import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import type { FastifyPluginAsync } from "fastify";
import { and, eq, gt } from "drizzle-orm";
import { z } from "zod";
import { files, users, businesses } from "../db/schema";
import { auth, ownedOr404, requireAuth } from "../lib/auth";
import { badRequest, notFound } from "../lib/errors";
import { parseInput } from "../lib/validation";
import { resolveLink, shortenLink, LINK_TTL_DAYS } from "../services/links";
import { PDF_MAX_BYTES, renderReportPdf } from "../services/pdf";
import { buildReport, findMonthlyReport, findReport } from "../services/reports";
import { exportApplicantsPdf, isApplicantExport } from "./applicants-pdf";

const pdfRequest = z
  .object({
    url: z.string().max(2000).optional(),
    apiUrl: z.string().max(2000).optional(),
    filename: z.string().trim().max(120).optional(),
    destination: z.enum(["link", "email"]).default("link"),
    reportId: z.string().max(100).optional(),
    orientation: z.enum(["landscape", "portrait"]).default("landscape"),
    appendPricing: z.boolean().optional(),
    id: z.union([z.string(), z.number()]).optional(),
    month: z.coerce.number().int().min(1).max(12).optional(),
    year: z.coerce.number().int().min(2000).max(2100).optional(),
  })
  .refine((v) => v.reportId || (v.month && v.year), { message: "Send a reportId, or a month and a year.", path: ["reportId"] });

const FILE_TTL_DAYS = LINK_TTL_DAYS;

function safeFilename(name: string | undefined, fallback: string) {
  const base = (name || fallback).replace(/\.pdf$/i, "").replace(/[^A-Za-z0-9 ._-]+/g, "").trim().slice(0, 100) || "report";
  return `${base}.pdf`;
}

/** A byte limit override for tests of the oversize path; the spec's 25 MB otherwise. */
const maxPdfBytes = () => Number(process.env.PDF_MAX_BYTES) || PDF_MAX_BYTES;

export const pdfRoutes: FastifyPluginAsync = async (app) => {
  const { db, config, mailer } = app.ctx;
  const mediaDir = path.resolve(config.dataDir, "media");
  const filesDir = path.resolve(config.dataDir, "files");
  const imageFile = (url: string) => {
    const file = path.resolve(mediaDir, url.replace(/^\/media\//, ""));
    return file.startsWith(mediaDir + path.sep) && /\.(jpe?g|png)$/i.test(file) && fs.existsSync(file) ? file : null;
  };

  async function storePdf(businessId: number, data: Awaited<ReturnType<typeof buildReport>>, filename: string, compressed: boolean, appendPricing?: boolean) {
    const id = randomBytes(18).toString("base64url");
    const file = path.join(filesDir, `${id}.pdf`);
    const size = await renderReportPdf(data, file, { imageFile, compressed, appendPricing });
    return { id, file, size, filename, businessId };
  }

  async function saveFile(stored: Awaited<ReturnType<typeof storePdf>>) {
    await db.insert(files).values({
      id: stored.id,
      businessId: stored.businessId,
      filename: stored.filename,
      contentType: "application/pdf",
      path: stored.file,
      size: stored.size,
      expiresAt: new Date(Date.now() + FILE_TTL_DAYS * 86_400_000),
    });
    return `${config.apiPublicUrl}/files/${stored.id}`;
  }

  app.post("/pdf", { preHandler: requireAuth }, async (request) => {
    if (isApplicantExport(request.body)) return exportApplicantsPdf(app.ctx, auth(request).businessId, request.body);
    const input = parseInput(pdfRequest, request.body);
    const businessId = auth(request).businessId;
    const report = input.reportId ? await findReport(db, input.reportId) : await findMonthlyReport(db, businessId, input.year!, input.month!);
    // Only the business's own reports are rendered for it.
    const owned = ownedOr404(report && report.businessId === businessId ? report : null);
    const data = await buildReport(db, owned);
    const filename = safeFilename(input.filename, owned.title);
    let stored = await storePdf(businessId, data, filename, false, input.appendPricing);
    const oversize = stored.size > maxPdfBytes();
    if (!oversize && input.destination === "link") return { url: await saveFile(stored) };

    // Too big to download comfortably (SPEC §4): a compressed version goes out by mail.
    if (oversize) {
      await fs.promises.rm(stored.file, { force: true });
      stored = await storePdf(businessId, data, filename, true, input.appendPricing);
    }
    const url = await saveFile(stored);
    const [account] = await db
      .select({ email: users.email })
      .from(users)
      .innerJoin(businesses, eq(businesses.userId, users.id))
      .where(eq(businesses.id, businessId));
    await mailer.send({
      to: account!.email,
      subject: `Your report: ${owned.title}`,
      text: `Your report "${owned.title}" is ready${oversize ? " (compressed version)" : ""}.\n\nDownload it here within ${FILE_TTL_DAYS} days:\n${url}\n`,
    });
    return { mail: true };
  });
};

export const reportFileRoutes: FastifyPluginAsync = async (app) => {
  const { db, config } = app.ctx;

  app.get<{ Params: { id: string } }>("/files/:id", async (request, reply) => {
    const [row] = await db
      .select()
      .from(files)
      .where(and(eq(files.id, request.params.id), gt(files.expiresAt, new Date())));
    if (!row || !fs.existsSync(row.path)) throw notFound("This file has expired or doesn't exist.");
    reply
      .header("content-type", row.contentType)
      .header("content-length", row.size)
      .header("content-disposition", `attachment; filename="${row.filename.replace(/"/g, "")}"`)
      .header("cache-control", "private, max-age=3600")
      .header("x-content-type-options", "nosniff");
    return reply.send(fs.createReadStream(row.path));
  });

  app.post("/s", { preHandler: requireAuth }, async (request, reply) => {
    const { link } = parseInput(z.object({ link: z.string().trim().url().max(2000) }), request.body);
    if (!/^https?:\/\//i.test(link)) throw badRequest("link must be a web address starting with http:// or https://.");
    const { code } = await shortenLink(db, link);
    return reply.code(201).send({ data: { url: `${config.apiPublicUrl}/s/${code}` } });
  });

  app.get<{ Params: { code: string } }>("/s/:code", async (request, reply) => {
    const target = await resolveLink(db, request.params.code);
    if (!target) throw notFound("This link has expired or doesn't exist.");
    return reply.header("cache-control", "no-store").redirect(target, 302);
  });
};
