// A model's post arriving from the marketplace (POST /internal/posts): kept with its caption for
// the brand of the claim it was made for, checked for disclosure with the brand's words, covered
// by any rights the claim granted, and counted on the claim (posts due read posted_at). The same
// Instagram post again updates it: a caption edited on Instagram is checked again.
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db";
import { claims, offers, posts } from "../../db/schema";
import { notFound } from "../../lib/errors";
import { refreshDisclosure } from "./disclosure";
import { refreshRightsState } from "./rights-state";

export type ArrivingPost = {
  claim_id: number;
  instagram_id: string;
  type: string;
  thumbnail: string;
  media: string;
  post_url: string;
  caption: string;
  posted_at: Date;
  likes: number;
  comments: number;
};

export async function recordPost(db: Db, input: ArrivingPost) {
  return db.transaction(async (tx) => {
    const [claim] = await tx
      .select({ id: claims.id, modelId: claims.modelId, offerId: claims.offerId, businessId: offers.businessId })
      .from(claims)
      .innerJoin(offers, eq(offers.id, claims.offerId))
      .where(eq(claims.id, input.claim_id));
    if (!claim) throw notFound("No such claim.");
    const values = {
      type: input.type,
      thumbnail: input.thumbnail,
      media: input.media,
      postUrl: input.post_url,
      caption: input.caption,
      countOfLikes: input.likes,
      countOfComments: input.comments,
      postedAt: input.posted_at,
    };
    const [known] = await tx
      .select({ id: posts.id })
      .from(posts)
      .where(and(eq(posts.businessId, claim.businessId), eq(posts.instagramId, input.instagram_id)));
    const [post] = known
      ? await tx.update(posts).set(values).where(eq(posts.id, known.id)).returning({ id: posts.id })
      : await tx
          .insert(posts)
          .values({
            ...values,
            businessId: claim.businessId,
            modelId: claim.modelId,
            offerId: claim.offerId,
            claimId: claim.id,
            instagramId: input.instagram_id,
          })
          .returning({ id: posts.id });
    await tx
      .update(claims)
      .set({
        postedAt: sql`coalesce(${claims.postedAt}, ${input.posted_at.toISOString()}::timestamptz)`,
        postsCount: sql`(select count(*)::int from ${posts} where ${posts.claimId} = ${claim.id})`,
      })
      .where(eq(claims.id, claim.id));
    await refreshDisclosure(tx, claim.businessId, [post!.id]);
    await refreshRightsState(tx, [post!.id]);
    const [kept] = await tx
      .select({ id: posts.id, disclosure: posts.disclosure, tags: posts.tags, rights: posts.rightsState })
      .from(posts)
      .where(eq(posts.id, post!.id));
    return { id: kept!.id, disclosure: kept!.disclosure, tags: kept!.tags, rights_state: kept!.rights, created: !known };
  });
}
