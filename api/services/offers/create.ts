// The rules of a new offer (docs/product/wizard.md), enforced again by the API: the web tool's wizard checks the same things,
// but the server is the authority. The messages are the wizard's, so the tool can show them next to its fields. Creating the
// offer (once per Idempotency-Key or draft id), at one location or one per location (offer-locations.ts), with the usage rights
// it may ask for up front (its rows: new-offer-rows.ts), and unlinking saved templates.
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db";
import { offerMedia, offers } from "../../db/schema";
import { notFound } from "../../lib/errors";
import { once } from "../../lib/idempotency";
import { MAX_COST_CENTS } from "../reports/wages";
import { checkModelRequirements } from "./job-requirements";
import { offerImages, offerValues } from "./new-offer-rows";
import { getOffers } from "./offer";
import { MAX_OFFER_LOCATIONS, offerPlaces } from "./offer-locations";
import { offerRightsTermsBody } from "./rights-terms";
import { OFFER_TYPES, type OfferType } from "../../../contract/offers";

const START_OPTIONAL = ["anytime", "reservation_required", "job"];
const END_REQUIRED = ["timed", "swing_by"];
const FORCED = { female_spots: 1, male_spots: 0, shared_spots: 0, contact_name: "-" };

const text = (message: string, max: number) => z.string({ required_error: message, invalid_type_error: message }).trim().min(1, message).max(max);
const optionalText = (max: number) => z.string().trim().max(max).nullish();
// Custom issues keep their own message (the API's general error map would replace others).
function whole(label: string, empty: number | null, min: number, max: number) {
  return z.unknown().transform((v, ctx): number | null => {
    if (v === null || v === undefined || v === "") return empty;
    if (typeof v === "number" && Number.isInteger(v) && v >= min && v <= max) return v;
    ctx.addIssue({
      code: "custom",
      message: typeof v === "number" && Number.isInteger(v) ? `${label} must be between ${min} and ${max}` : `${label} is not a number`,
    });
    return z.NEVER;
  });
}
// `empty` is 0, so a count is never null; the transform's declared output cannot say so.
const count = (label: string) => whole(label, 0, -1, 100_000) as unknown as z.ZodType<number, z.ZodTypeDef, unknown>;
const groupNumber = (label: string) => whole(label, null, 1, 10_000);
/** What one model's perk or gift is worth to the brand, in whole cents (up to $100,000); a job's cost is its wages. */
const VALUE_MESSAGE = `Value per model must be a whole number of cents from 0 to ${MAX_COST_CENTS}`;
const valuePerModel = z.unknown().transform((v, ctx): number | null => {
  if (v === null || v === undefined) return null;
  if (typeof v === "number" && Number.isInteger(v) && v >= 0 && v <= MAX_COST_CENTS) return v;
  ctx.addIssue({ code: "custom", message: VALUE_MESSAGE });
  return z.NEVER;
});
const instant = z.string().datetime({ offset: true, message: "must be an ISO 8601 date and time." }).nullish();
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const idList = z.array(z.number().int().positive().max(2_147_483_647)).max(50).default([]);
const social = z
  .array(z.string().max(100))
  .max(50)
  .default([])
  .transform((list) => {
    const seen = new Set<string>();
    return list
      .map((item) =>
        item
          .trim()
          .replace(/^[@#]+/, "")
          .trim(),
      )
      .filter((item) => item && !seen.has(item.toLowerCase()) && seen.add(item.toLowerCase()));
  });

export const createOfferBody = z
  .object({
    type: z
      .custom<OfferType>((v) => (OFFER_TYPES as readonly unknown[]).includes(v), { message: "Offer type can't be empty" })
      .describe(`One of ${OFFER_TYPES.join(", ")}.`),
    subtitle: text("Title can't be empty", 100).describe("The offer's name, as the lists show it."),
    title: text("Title can't be empty", 100),
    description: text("Description can't be empty", 2000),
    categories: z.array(z.string().trim().min(1).max(50)).max(20).default([]),
    city_ids: idList.describe("Ids of GET /enum/cities."),
    display_start_date: z.string().regex(DATE).nullish().describe("A job's first day, YYYY-MM-DD: required for a job."),
    display_end_date: z.string().regex(DATE).nullish().describe("A job's last day, YYYY-MM-DD: required for a job."),
    is_group: z.boolean().default(false),
    group_min_size: groupNumber("Min group size"),
    group_max_size: groupNumber("Max group size"),
    group_max_number: groupNumber("Max number of groups").describe("A group offer's spots are group_max_size times this, shared."),
    shared_spots: count("Shared spots").describe(
      "Spots for a model of either sex; -1: unlimited. Spots are shared, or female and male, never both; a gift or sponsored content has one female spot.",
    ),
    female_spots: count("Female spots").describe("-1: unlimited."),
    male_spots: count("Male spots").describe("-1: unlimited."),
    age_limit: whole("Age limit", null, 0, 1000).describe("The models' minimum age, 18 to 100; empty: none."),
    repeat_type: z
      .enum(["daily", "weekly", "custom"])
      .nullable()
      .optional()
      .describe("null: the offer does not repeat. Required, if only as null, but on a job."),
    starts_at: instant,
    ends_at: instant,
    visible_from: instant.describe("When models see the offer from; its times when it has no starts_at and ends_at."),
    visible_until: instant.describe("When models see the offer until; its end when it has no ends_at."),
    timezone: z.string().max(64).default("America/New_York").describe("The offer's time zone (IANA): its days, months and check-in messages are in it."),
    reservation_method: optionalText(50).describe("How models reserve: required on a reservation_required offer."),
    reservation_data: optionalText(500).describe("Where or with whom models reserve: required on a reservation_required offer."),
    model_requirements: z
      .record(z.unknown())
      .nullish()
      .describe(
        "A job's model requirements, every key optional (not kept for other types): height_minimum and height_maximum (ten times the cm " +
          "number), bust_, hips_, collar_, sleeve_ and inseam_ minimum and maximum (inches), each within GET /enum/model_stats's bounds and the " +
          "minimum not over the maximum; waist_size_ids, dress_size_ids and shoe_size_ids (women's), suit_size_ids and male_shoe_size_ids " +
          "(men's): ids of their /enum list for that sex; hair_colors, eye_colors and backgrounds: labels of their lists. An unknown key is a " +
          '400, and every message is under fields["model_requirements.<key>"].',
      ),
    has_no_location: z.boolean().default(false),
    location_id: z
      .number()
      .int()
      .positive()
      .max(2_147_483_647)
      .nullish()
      .describe(
        "The brand's location the offer runs at (GET /businesses/{id}/locations): one of its open ones, else a 400 under " +
          "fields.location_id. Left out, the brand's main location; not kept with has_no_location.",
      ),
    location_ids: z
      .array(z.number().int().positive().max(2_147_483_647))
      .min(1)
      .max(MAX_OFFER_LOCATIONS)
      .nullish()
      .describe(
        `Several of the brand's locations, 1 to ${MAX_OFFER_LOCATIONS} of its open ones, each once (else a 400 under fields.location_ids), ` +
          "instead of location_id: one offer is made at each, with the same fields and spots of its own, and the answer's offers lists " +
          "them in this order. Not kept with has_no_location.",
      ),
    location: z
      .object({
        address: z.string().trim().min(1).max(300),
        lat: z.number().min(-90).max(90).nullable().default(null),
        lon: z.number().min(-180).max(180).nullable().default(null),
      })
      .nullish(),
    custom_email_text: optionalText(2000),
    post_instructions: optionalText(2000),
    social_mentions: social.describe("Accounts the posts should mention: a leading @ is dropped, and so are repeats in any case."),
    social_hashtags: social.describe("Hashtags the posts should carry: a leading # is dropped, and so are repeats in any case."),
    images: idList.describe("Ids of the business's profile images (GET /users/me/media)."),
    instagram_images: idList.describe("Ids of the business's Instagram images (GET /social/{id}/media); not on a gift."),
    contact_name: z.string().trim().max(100).default(""),
    value_per_model_cents: valuePerModel.describe(
      `What one model's perk or gift is worth to the brand, in whole cents from 0 to ${MAX_COST_CENTS} (else a 400 under ` +
        "fields.value_per_model_cents); returned on the Offer, and it counts in the month's costs. Not kept for a job, whose cost is its wages.",
    ),
    /** Days after the visit the model has to post; empty is the default (posts-due.ts). */
    post_within_days: whole("Posts due within", null, 1, 60).describe("Days after the visit, or the gift's arrival, the model has to post; empty: 7."),
    rights_terms: offerRightsTermsBody,
    draft_id: z.string().max(100).nullish().describe("The wizard's draft: without an Idempotency-Key, a repeat with the same draft_id creates nothing more."),
  })
  .superRefine((o, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    if (!o.categories.length) issue("categories", "Have to select at least one category");
    if (o.type === "job") {
      if (!o.display_start_date) issue("display_start_date", "Start time is required");
      if (!o.display_end_date) issue("display_end_date", "End time is required");
    }
    const forced = o.type === "gift" || o.type === "sponsored_content";
    if (!forced) {
      if (o.is_group) {
        if (o.group_min_size == null) issue("group_min_size", "Min group size is not a number");
        if (o.group_max_size == null) issue("group_max_size", "Max group size is not a number");
        if (o.group_max_number == null) issue("group_max_number", "Max number of groups is not a number");
      } else if (o.shared_spots === 0 && o.female_spots === 0 && o.male_spots === 0) {
        issue("shared_spots", "Have to choose something for spots");
      } else if (o.shared_spots !== 0 && (o.female_spots !== 0 || o.male_spots !== 0)) {
        issue("shared_spots", "Spots are either shared, or male and female, never both");
      }
      if (o.repeat_type === undefined && o.type !== "job") issue("repeat_type", "Repeat is required");
      if (!o.starts_at && !START_OPTIONAL.includes(o.type)) issue("starts_at", "Start time is required");
      if (!o.ends_at && END_REQUIRED.includes(o.type)) issue("ends_at", "End time is required");
    }
    if (o.age_limit != null && o.age_limit < 18) issue("age_limit", "Age limit can't be under 18");
    if (o.age_limit != null && o.age_limit > 100) issue("age_limit", "Age limit can't be over 100");
    const now = Date.now();
    const [start, end, startKey] = o.starts_at || o.ends_at ? [o.starts_at, o.ends_at, "starts_at"] : [o.visible_from, o.visible_until, "visible_from"];
    if (start && end && Date.parse(start) > Date.parse(end)) issue(startKey, "Start can't be after end");
    // A minute of grace: the wizard's page may have been checked a moment ago.
    else if (start && Date.parse(start) < now - (startKey === "starts_at" ? 60_000 : 24 * 3600_000)) issue(startKey, "Start can't be before now");
    if (o.type === "reservation_required") {
      if (!o.reservation_method) issue("reservation_method", "Reservation method is required");
      if (!o.reservation_data) issue("reservation_data", "Reservation details are required");
    }
    if (!o.images.length && !o.instagram_images.length) issue("images", "Have to choose at least one image");
    if (o.type === "gift" && o.instagram_images.length) issue("instagram_images", "Gift offers can't import Instagram images");
    if (o.location_ids && o.location_id != null) issue("location_ids", "Send location_id or location_ids, not both.");
    else if (o.location_ids && new Set(o.location_ids).size !== o.location_ids.length) issue("location_ids", "Name each location once.");
  })
  .transform((o) => {
    const forced = o.type === "gift" || o.type === "sponsored_content";
    // A job costs its wages: a value per model sent with one is not kept.
    if (o.type === "job") o = { ...o, value_per_model_cents: null };
    if (forced) return { ...o, ...FORCED, is_group: false, group_min_size: null, group_max_size: null, group_max_number: null };
    if (o.is_group) return { ...o, shared_spots: o.group_max_size! * o.group_max_number!, female_spots: 0, male_spots: 0 };
    return o;
  });

export type CreateOffer = z.output<typeof createOfferBody>;

/** Only a job has model requirements; they are checked against the reference lists. */
export async function withJobRequirements(db: Db, parsed: CreateOffer): Promise<CreateOffer> {
  return { ...parsed, model_requirements: parsed.type === "job" ? await checkModelRequirements(db, parsed.model_requirements) : null };
}

/**
 * Creates a pending offer with its images, or one at each location of `location_ids`, in one transaction. A repeated
 * submit with the same key (double click, retry after a lost answer) creates nothing and gets the first offers back with
 * `replayed`. The first offer also keeps its key, so a key is never used for two creates.
 */
export async function createOffer(db: Db, businessId: number, input: CreateOffer, key: string | null, scope?: number[] | null) {
  // The scope names the contract's call, POST /businesses/:id/deals/.
  const answer = await once(db, businessId, { scope: "deals/create", key }, async (tx) => {
    const images = await offerImages(tx, businessId, input);
    const places = await offerPlaces(tx, businessId, input, scope);
    const rows = await tx
      .insert(offers)
      .values(places.map((place, i) => offerValues(businessId, input, i === 0 ? key : null, place)))
      .returning({ id: offers.id, locationId: offers.locationId });
    // Each place is a different location (or the one place), so its row is found by it.
    const ids = places.map((place) => rows.find((row) => row.locationId === place.locationId)!.id);
    await tx.insert(offerMedia).values(ids.flatMap((offerId) => images.map((image, sort) => ({ ...image, offerId, sort }))));
    return { statusCode: 201, body: { offer_ids: ids } };
  });
  // An answer kept before several locations named its one offer.
  const body = answer.body as { offer_ids?: number[]; offer_id?: number };
  const created = await getOffers(db, businessId, body.offer_ids ?? [body.offer_id!]);
  return { offers: created, replayed: answer.replayed };
}

/** A saved template is the template id and key of earlier offers; deleting it unlinks them. 404 when none. */
export async function deleteTemplate(db: Db, businessId: number, templateId: number, templateKey: string) {
  const where = and(eq(offers.businessId, businessId), eq(offers.templateId, templateId), eq(offers.templateKey, templateKey));
  const updated = await db.update(offers).set({ templateId: null, templateKey: null }).where(where).returning({ id: offers.id });
  if (!updated.length) throw notFound();
}
