// A kit of content: a supper club two weeks ago that asked for @studio, seven models checked in
// and each with a post whose caption the check tells apart (disclosed, late, missing, and
// disclosed without the mention, in turn), and rights in every state on the seven.
// Part of the test brands of kits.ts.
import { posts } from "../db/schema";
import { refreshDisclosure } from "../services/content/disclosure";
import { seedCaption, seedRightsStates } from "../seed/content";
import { clock, insertClaims, insertOffer } from "../seed/offer-builder";
import { RIVAL_OFFER_BASE } from "../seed/offers-rival";
import type { KitContext } from "./kits";
import { named } from "./kits-lists";

/** The kit's captions, by the check's answer: the seed's four cases with the kit's mention. */
export const CONTENT_KIT_CAPTIONS = [0, 1, 2, 3].map((n) => seedCaption(n).replaceAll("@demobistro", "@studio"));

export async function contentKit({ ctx, businessId, pick, images, owner }: KitContext) {
  const { days } = clock(ctx.now);
  const at = days(-14);
  const club = await insertOffer(
    ctx,
    businessId,
    {
      ...RIVAL_OFFER_BASE,
      type: "timed",
      subtitle: "Supper Club",
      title: "The studio's supper club",
      description: "A supper for the studio's friends.",
      startsAt: at,
      endsAt: new Date(at.getTime() + 3 * 3_600_000),
      sharedSpots: 6,
      mustPost: true,
      details: { social_mentions: ["studio"], social_hashtags: [] },
    },
    [images[1]!],
  );
  const claims = await insertClaims(
    ctx,
    club,
    pick,
    [0, 1, 2, 3, 4, 5, 6].map(() => ({ status: "used", checkedInAt: at, postedAt: days(-12) })),
  );
  const rows = await ctx.db
    .insert(posts)
    .values(
      claims.map((claim, i) => ({
        businessId,
        modelId: claim.modelId,
        offerId: club.id,
        claimId: claim.id,
        instagramId: `ig_content_${businessId}_${i}`,
        type: "photo",
        thumbnail: images[i % images.length]!.thumbnail,
        media: images[i % images.length]!.path,
        postUrl: `https://instagram.com/p/content${businessId}x${i}`,
        countOfLikes: 50 * (i + 1),
        caption: CONTENT_KIT_CAPTIONS[i % 4]!.replace("Sunday", i >= 4 ? "Friday" : "Sunday"),
        // Newest first in the order of the claims: post 0 is the newest.
        postedAt: new Date(days(-12).getTime() - i * 3_600_000),
      })),
    )
    .returning({ id: posts.id, modelId: posts.modelId });
  await refreshDisclosure(ctx.db, businessId);
  await seedRightsStates(ctx, { businessId, userId: owner.userId, name: owner.name }, rows);
  return { club: named(club) };
}
