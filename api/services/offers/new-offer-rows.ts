// The rows a new offer writes (docs/product/wizard.md): its offers row, from the wizard's fields as the
// API parsed them (create.ts), and its images, the business's own media and Instagram images by id.
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db";
import { instagramImages, media } from "../../db/schema";
import { notFound } from "../../lib/errors";
import type { CreateOffer } from "./create";
import type { OfferPlace } from "./offer-locations";

/** The offer's images: the business's own media by id, and its Instagram images by id. */
export async function offerImages(db: Db, businessId: number, input: CreateOffer) {
  const [own, instagram] = await Promise.all([
    input.images.length
      ? db
          .select()
          .from(media)
          .where(and(eq(media.businessId, businessId), inArray(media.id, input.images)))
      : [],
    input.instagram_images.length
      ? db
          .select()
          .from(instagramImages)
          .where(and(eq(instagramImages.businessId, businessId), inArray(instagramImages.id, input.instagram_images)))
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

export function offerValues(businessId: number, o: CreateOffer, key: string | null, place: OfferPlace) {
  const {
    type,
    subtitle,
    title,
    description,
    categories,
    city_ids,
    display_start_date,
    display_end_date,
    model_requirements,
    reservation_method,
    reservation_data,
    custom_email_text,
    post_instructions,
    social_mentions,
    social_hashtags,
  } = o;
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
    postWithinDays: o.post_within_days ?? null,
    hasNoLocation: o.has_no_location,
    locationId: place.locationId,
    location: place.location,
    contactName: o.contact_name,
    valuePerModelCents: o.value_per_model_cents ?? null,
    mode: type === "job" ? "apply" : "claim",
    giftSource: type === "gift" ? "manual" : null,
    details: {
      categories,
      city_ids,
      display_start_date: display_start_date ?? null,
      display_end_date: display_end_date ?? null,
      model_requirements: model_requirements ?? null,
      // The call sheet's text: a job has none until its call sheet is sent.
      job_requirements: null,
      reservation_method: reservation_method ?? null,
      reservation_data: reservation_data ?? null,
      custom_email_text: custom_email_text ?? null,
      post_instructions: post_instructions ?? null,
      social_mentions,
      social_hashtags,
      rights_terms: o.rights_terms ?? null,
    },
    idempotencyKey: key,
  };
}
