// The applicant export through the PDF service (SPEC §7 Other services): POST /v1.3/pdf with
// `type: "applicants"` renders one filter state's applicants of an apply-mode offer as a
// portrait PDF, stores it with the report PDFs' expiry (7 days) and answers with the file's
// URL and a 7-day short link to it (`page_url`). Another business's offer is a 404.
import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { z } from "zod";
import type { AppContext } from "../context";
import { businesses, claims, files, models, offers, users } from "../db/schema";
import { ownedOr404 } from "../lib/auth";
import { badRequest } from "../lib/errors";
import { parseInput } from "../lib/validation";
import { renderApplicantsPdf } from "../lib/pdf/applicants-pdf";
import { LINK_TTL_DAYS, shortenLink } from "../services/links";
import { APPLICANT_STATUSES } from "./applicants";

const exportRequest = z.object({
  type: z.literal("applicants"),
  id: z.coerce.number({ message: "id must be the offer's id." }).int("id must be the offer's id.").positive("id must be the offer's id."),
  filter: z.enum(APPLICANT_STATUSES),
  filename: z.string().trim().max(120).optional(),
  // Reports are landscape and may be mailed; the applicant export is a portrait link only.
  orientation: z.literal("portrait").default("portrait"),
  destination: z.literal("link").default("link"),
  url: z.string().max(2000).optional(),
  apiUrl: z.string().max(2000).optional(),
});

/** The PDF service's body names an applicant export (the report PDF's body has no `type`). */
export function isApplicantExport(body: unknown): boolean {
  return typeof body === "object" && body !== null && (body as { type?: unknown }).type === "applicants";
}

/** MMDDYY of `date` in UTC, the date part of the spec's export file name. */
export function fileDate(date: Date): string {
  const two = (n: number) => String(n).padStart(2, "0");
  return `${two(date.getUTCMonth() + 1)}${two(date.getUTCDate())}${two(date.getUTCFullYear() % 100)}`;
}

/** `{business username}{filter}{MMDDYY}.pdf`, reduced to characters safe in a header. */
export function exportFilename(requested: string | undefined, username: string, filter: string, now: Date): string {
  const base = (requested || `${username}${filter}${fileDate(now)}`).replace(/\.pdf$/i, "").replace(/[^A-Za-z0-9 ._-]+/g, "").trim().slice(0, 100);
  return `${base || `${filter}${fileDate(now)}`}.pdf`;
}

function dayIn(date: Date, timeZone: string) {
  const options = { month: "short", day: "numeric", year: "numeric" } as const;
  try {
    return date.toLocaleDateString("en-US", { ...options, timeZone });
  } catch {
    // An offer saved with a zone this runtime doesn't know still exports, dated in UTC.
    return date.toLocaleDateString("en-US", { ...options, timeZone: "UTC" });
  }
}

const alphabetically = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, "en");

export async function exportApplicantsPdf(ctx: AppContext, businessId: number, body: unknown): Promise<{ url: string; page_url: string }> {
  const { db, config } = ctx;
  const input = parseInput(exportRequest, body);
  const [offerRow] = await db.select().from(offers).where(and(eq(offers.id, input.id), eq(offers.businessId, businessId)));
  const offer = ownedOr404(offerRow);
  if (offer.mode !== "apply") throw badRequest("This offer takes claims, not applications.");
  const [rows, [account]] = await Promise.all([
    db
      .select({ model: models })
      .from(claims)
      .innerJoin(models, eq(models.id, claims.modelId))
      .where(and(eq(claims.offerId, offer.id), eq(claims.applicationStatus, input.filter)))
      .orderBy(asc(claims.id)),
    db.select({ username: users.username, name: businesses.name }).from(businesses).innerJoin(users, eq(users.id, businesses.userId)).where(eq(businesses.id, businessId)),
  ]);

  const mediaDir = path.resolve(config.dataDir, "media");
  const imageFile = (url: string) => {
    const file = path.resolve(mediaDir, url.replace(/^\/media\//, ""));
    return file.startsWith(mediaDir + path.sep) && /\.(jpe?g|png)$/i.test(file) && fs.existsSync(file) ? file : null;
  };
  const now = new Date();
  const applicants = rows
    .map(({ model }) => ({ name: model.name, sex: model.sex, photo: model.photos[0] ?? model.avatar, instagram: model.instagram ?? null, stats: model.stats ?? null }))
    .sort(alphabetically);
  const id = randomBytes(18).toString("base64url");
  const file = path.join(path.resolve(config.dataDir, "files"), `${id}.pdf`);
  const size = await renderApplicantsPdf(
    {
      title: `${offer.subtitle}: ${input.filter} applicants`,
      business: account?.name ?? "",
      filter: input.filter,
      date: dayIn(now, offer.timezone),
      statsRequired: offer.isStatsRequired,
      applicants,
    },
    file,
    imageFile,
  );
  await db.insert(files).values({
    id,
    businessId,
    filename: exportFilename(input.filename, account?.username ?? "", input.filter, now),
    contentType: "application/pdf",
    path: file,
    size,
    expiresAt: new Date(now.getTime() + LINK_TTL_DAYS * 86_400_000),
  });
  // The shared link opens the file through the web tool, as the report PDF's link does.
  const { code } = await shortenLink(db, `${config.publicUrl}/files/${id}`, now);
  return { url: `${config.apiPublicUrl}/files/${id}`, page_url: `${config.apiPublicUrl}/s/${code}` };
}
