// The applicant export through the PDF service (docs/product/applicants.md#the-pdf): POST /v1.3/pdf with
// `type: "applicants"` renders one filter state's applicants of an apply-mode offer as a
// portrait PDF, stores it with the report PDFs' expiry (7 days) and answers with the file's
// URL and a 7-day short link to it (`page_url`). Another business's offer is a 404.
import { and, asc, eq } from "drizzle-orm";
import { z } from "zod";
import type { AppContext } from "../../../context";
import { businesses, claims, models, users } from "../../../db/schema";
import { ownedApplyOffer } from "../../offers/applicants";
import { getBrand } from "../../accounts/businesses";
import { newPdfFile, pdfFilename, saveFile } from "../generated-files";
import { shortenLink } from "../short-links";
import { APPLICANT_STATUSES } from "../../../../contract/offers";

const UNUSED = "Taken, as the PDF service's requests carry it, and not used.";

export const applicantExportRequest = z.object({
  type: z
    .literal("applicants")
    .describe(
      "The applicant export: a portrait PDF of the filter state's applicants, alphabetical: square photo, name, Instagram handle, followers, " +
        "stats by sex when the offer requires stats; five a row, every page headed by the brand's logo and name and the offer, numbered " +
        "'page N of M'. A body without type asks for a report.",
    ),
  id: z.coerce
    .number({ message: "id must be the offer's id." })
    .int("id must be the offer's id.")
    .positive("id must be the offer's id.")
    .describe("The apply-mode offer's id."),
  filter: z.enum(APPLICANT_STATUSES).describe("The filter state whose applicants are exported."),
  filename: z.string().trim().max(120).optional().describe("The file's name; left out, {username}{filter}{MMDDYY}.pdf."),
  // Reports are landscape and may be mailed; the applicant export is a portrait link only.
  orientation: z.literal("portrait").default("portrait"),
  destination: z.literal("link").default("link"),
  url: z.string().max(2000).optional().describe(UNUSED),
  apiUrl: z.string().max(2000).optional().describe(UNUSED),
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
  return pdfFilename(requested, `${username}${filter}${fileDate(now)}`, `${filter}${fileDate(now)}`);
}

/** "Nov 28, 2026" in `timeZone`. */
function longDateIn(date: Date, timeZone: string) {
  const options = { month: "short", day: "numeric", year: "numeric" } as const;
  try {
    return date.toLocaleDateString("en-US", { ...options, timeZone });
  } catch {
    // An offer saved with a zone this runtime doesn't know still exports, dated in UTC.
    return date.toLocaleDateString("en-US", { ...options, timeZone: "UTC" });
  }
}

const alphabetically = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, "en");

export async function exportApplicantsPdf(
  ctx: Pick<AppContext, "db" | "config" | "renderer" | "storage">,
  businessId: number,
  input: z.output<typeof applicantExportRequest>,
): Promise<{ url: string; page_url: string }> {
  const { db, config, renderer, storage } = ctx;
  const offer = await ownedApplyOffer(db, businessId, input.id);
  // The list is read when a render worker is free for it (see RenderPool.turn).
  const { id, file, size, account, now } = await renderer.turn(async () => {
    const [rows, [account], brand] = await Promise.all([
      db
        .select({ model: models })
        .from(claims)
        .innerJoin(models, eq(models.id, claims.modelId))
        .where(and(eq(claims.offerId, offer.id), eq(claims.applicationStatus, input.filter)))
        .orderBy(asc(claims.id)),
      db.select({ username: users.username }).from(businesses).innerJoin(users, eq(users.id, businesses.userId)).where(eq(businesses.id, businessId)),
      getBrand(db, businessId),
    ]);

    const now = new Date();
    const applicants = rows
      .map(({ model }) => ({
        name: model.name,
        sex: model.sex,
        photo: model.photos[0] ?? model.avatar,
        instagram: model.instagram ?? null,
        stats: model.stats ?? null,
      }))
      .sort(alphabetically);
    const { id, file } = newPdfFile(config.dataDir);
    const size = await renderer.render({
      kind: "applicants",
      dataDir: config.dataDir,
      s3: config.s3,
      file,
      brand: brand ?? { name: "", logo: null },
      data: {
        title: `${offer.subtitle}: ${input.filter} applicants`,
        offer: offer.subtitle,
        business: brand?.name ?? "",
        filter: input.filter,
        date: longDateIn(now, offer.timezone),
        statsRequired: offer.isStatsRequired,
        applicants,
      },
    });
    return { id, file, size, account, now };
  });
  const filename = exportFilename(input.filename, account?.username ?? "", input.filter, now);
  const url = await saveFile(db, storage, config.apiPublicUrl, { id, file, size, filename, businessId }, now);
  // The shared link opens the file through the web tool, as the report PDF's link does.
  const { code } = await shortenLink(db, `${config.publicUrl}/files/${id}`, now);
  return { url, page_url: `${config.apiPublicUrl}/s/${code}` };
}
