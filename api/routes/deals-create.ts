// The offer creation wizard's calls (SPEC §7): POST /businesses/:id/deals/ (create, once per
// Idempotency-Key or draft id), the /enum reference lists, and DELETE /templates/:a/:b.
import type { FastifyPluginAsync } from "fastify";
import { and, asc, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db";
import { carriers, enumValues, instagramImages, media, offerMedia, offers } from "../db/schema";
import { auth, requireAuth, requireOwnBusiness } from "../lib/auth";
import { badRequest, notFound } from "../lib/errors";
import { parseInput } from "../lib/validation";
import { createOfferBody, type CreateOffer } from "../services/offer-create";
import { getOffer } from "../services/offers";
import { bothSlashes } from "./deals-claims";
import { checkJobRequirements } from "./deals-create-job";

const SIZE_LISTS = ["model_shoe_sizes", "model_suit_sizes", "model_waist_sizes", "model_dress_sizes", "model_hair_colors", "model_eye_colors", "model_backgrounds"];
const sizeQuery = z.object({ filter: z.enum(["all", "f", "m"]).default("all") });
const idempotencyKey = z.string().trim().min(8, "Idempotency-Key must be 8 to 100 characters.").max(100, "Idempotency-Key must be 8 to 100 characters.");

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: unknown } | null;
  return e?.code === "23505" || (e?.cause !== undefined && isUniqueViolation(e.cause));
}

async function findByKey(db: Db, businessId: number, key: string) {
  const [row] = await db.select({ id: offers.id }).from(offers).where(and(eq(offers.businessId, businessId), eq(offers.idempotencyKey, key)));
  return row ? getOffer(db, businessId, row.id) : null;
}

/** The offer's images: the business's own media by id, and its Instagram images by id. */
async function offerImages(db: Db, businessId: number, input: CreateOffer) {
  const [own, instagram] = await Promise.all([
    input.images.length ? db.select().from(media).where(and(eq(media.businessId, businessId), inArray(media.id, input.images))) : [],
    input.instagram_images.length
      ? db.select().from(instagramImages).where(and(eq(instagramImages.businessId, businessId), inArray(instagramImages.id, input.instagram_images)))
      : [],
  ]);
  if (own.length !== new Set(input.images).size || instagram.length !== new Set(input.instagram_images).size) throw notFound("Image not found");
  const byId = new Map(own.map((m) => [m.id, m]));
  const igById = new Map(instagram.map((m) => [m.id, m]));
  return [
    ...input.images.map((id) => ({ mediaId: id, path: byId.get(id)!.path, thumbnail: byId.get(id)!.thumbnail })),
    ...input.instagram_images.map((id) => ({ mediaId: null, path: igById.get(id)!.mediaUrl, thumbnail: igById.get(id)!.thumbnailUrl })),
  ];
}

function offerValues(businessId: number, o: CreateOffer, key: string | null) {
  const { type, subtitle, title, description, categories, city_ids, display_start_date, display_end_date, job_requirements, reservation_method, reservation_data, custom_email_text, post_instructions, social_mentions, social_hashtags } = o;
  return {
    businessId,
    type,
    subtitle,
    title,
    description,
    // A new offer waits for the marketplace's approval.
    state: "pending",
    startsAt: o.starts_at ? new Date(o.starts_at) : null,
    endsAt: o.ends_at ? new Date(o.ends_at) : null,
    visibleFrom: o.visible_from ? new Date(o.visible_from) : null,
    visibleUntil: o.visible_until ? new Date(o.visible_until) : null,
    timezone: o.timezone,
    repeatType: o.repeat_type ?? null,
    isGroup: o.is_group,
    groupMinSize: o.group_min_size ?? null,
    groupMaxSize: o.group_max_size ?? null,
    groupMaxNumber: o.group_max_number ?? null,
    sharedSpots: o.shared_spots,
    maleSpots: o.male_spots,
    femaleSpots: o.female_spots,
    ageLimit: o.age_limit ?? null,
    hasNoLocation: o.has_no_location,
    location: o.has_no_location ? null : o.location ?? null,
    contactName: o.contact_name,
    mode: type === "job" ? "apply" : "claim",
    giftSource: type === "gift" ? "manual" : null,
    details: {
      categories,
      city_ids,
      display_start_date: display_start_date ?? null,
      display_end_date: display_end_date ?? null,
      job_requirements: job_requirements ?? null,
      reservation_method: reservation_method ?? null,
      reservation_data: reservation_data ?? null,
      custom_email_text: custom_email_text ?? null,
      post_instructions: post_instructions ?? null,
      social_mentions,
      social_hashtags,
    },
    idempotencyKey: key,
  };
}

export const dealsCreateRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.ctx;
  const guarded = { preHandler: [requireAuth, requireOwnBusiness] };

  for (const path of bothSlashes("/businesses/:id/deals/")) {
    app.post<{ Params: { id: string } }>(path, guarded, async (request, reply) => {
      const businessId = auth(request).businessId;
      const parsed = parseInput(createOfferBody, request.body);
      // Only a job has model requirements; they are checked against the reference lists.
      const input: CreateOffer = { ...parsed, job_requirements: parsed.type === "job" ? await checkJobRequirements(db, parsed.job_requirements) : null };
      const header = request.headers["idempotency-key"];
      const rawKey = (Array.isArray(header) ? header[0] : header) ?? input.draft_id ?? null;
      const key = rawKey === null ? null : parseInput(idempotencyKey, rawKey);
      // A repeated submit (double click, retry after a lost answer) gets the first offer back.
      if (key) {
        const existing = await findByKey(db, businessId, key);
        if (existing) return reply.code(200).send({ data: existing });
      }
      const images = await offerImages(db, businessId, input);
      let offerId: number;
      try {
        offerId = await db.transaction(async (tx) => {
          const [row] = await tx.insert(offers).values(offerValues(businessId, input, key)).returning({ id: offers.id });
          await tx.insert(offerMedia).values(images.map((image, sort) => ({ ...image, offerId: row!.id, sort })));
          return row!.id;
        });
      } catch (error) {
        if (!key || !isUniqueViolation(error)) throw error;
        const existing = await findByKey(db, businessId, key);
        if (!existing) throw error;
        return reply.code(200).send({ data: existing });
      }
      return reply.code(201).send({ data: await getOffer(db, businessId, offerId) });
    });
  }

  app.get("/enum/cities", { preHandler: requireAuth }, async () => {
    const rows = await db.select().from(enumValues).where(eq(enumValues.kind, "cities")).orderBy(asc(enumValues.sort), asc(enumValues.label));
    return { data: rows.map((r) => ({ id: r.id, name: r.label, ...(r.data as Record<string, unknown> | null) })) };
  });

  app.get("/enum/carriers", { preHandler: requireAuth }, async () => {
    const rows = await db.select().from(carriers).orderBy(asc(carriers.title));
    return { data: rows.map((r) => ({ code: r.code, title: r.title, logo_url: r.logoUrl })) };
  });

  app.get("/enum/model_stats", { preHandler: requireAuth }, async () => {
    const rows = await db.select().from(enumValues).where(eq(enumValues.kind, "model_stats")).orderBy(asc(enumValues.sort));
    return { data: Object.fromEntries(rows.map((r) => [r.label, r.data])) };
  });

  app.get<{ Params: { list: string } }>("/enum/:list", { preHandler: requireAuth }, async (request) => {
    const { list } = request.params;
    if (!SIZE_LISTS.includes(list)) throw notFound(`There is no ${list} list.`);
    const { filter } = parseInput(sizeQuery, request.query);
    const rows = await db.select().from(enumValues).where(eq(enumValues.kind, list)).orderBy(asc(enumValues.sort), asc(enumValues.id));
    const shown = rows.filter((r) => filter === "all" || !(r.data as { sex?: string } | null)?.sex || (r.data as { sex?: string }).sex === filter);
    return { data: shown.map((r) => ({ id: r.id, label: r.label, ...(r.data as Record<string, unknown> | null) })) };
  });

  // A saved template is the template id and key of earlier offers; deleting it unlinks them.
  app.delete<{ Params: { a: string; b: string } }>("/templates/:a/:b", { preHandler: requireAuth }, async (request, reply) => {
    const templateId = Number(request.params.a);
    if (!Number.isInteger(templateId) || templateId <= 0 || templateId > 2_147_483_647) throw badRequest("The template id must be a positive whole number.");
    const where = and(eq(offers.businessId, auth(request).businessId), eq(offers.templateId, templateId), eq(offers.templateKey, request.params.b));
    const updated = await db.update(offers).set({ templateId: null, templateKey: null }).where(where).returning({ id: offers.id });
    if (!updated.length) throw notFound();
    return reply.code(204).send();
  });
};
