// The disclosure check kept on each post (contract/content.ts has the rule): computed when a
// caption arrives and again for all of a brand's posts when the brand changes its words, so the
// library filters and counts on a column instead of reading every caption.
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db";
import { businesses, offers, posts } from "../../db/schema";
import { disclosureOf, tagsOf } from "../../../contract/content";

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : []);

/** Computes and stores the check of the brand's posts (all of them, or `postIds`). */
export async function refreshDisclosure(db: Db, businessId: number, postIds?: number[]): Promise<void> {
  const [brand] = await db.select({ words: businesses.disclosureWords }).from(businesses).where(eq(businesses.id, businessId));
  if (!brand) return;
  const rows = await db
    .select({ id: posts.id, caption: posts.caption, disclosure: posts.disclosure, tags: posts.tags, details: offers.details })
    .from(posts)
    .leftJoin(offers, eq(offers.id, posts.offerId))
    .where(and(eq(posts.businessId, businessId), postIds ? inArray(posts.id, postIds.length ? postIds : [-1]) : undefined));
  const changed = rows.flatMap((row) => {
    const disclosure = disclosureOf(row.caption, brand.words);
    const tags = tagsOf(row.caption, { mentions: strings(row.details?.social_mentions), hashtags: strings(row.details?.social_hashtags) });
    return disclosure === row.disclosure && tags === row.tags ? [] : [{ id: row.id, disclosure, tags }];
  });
  // One statement per thousand posts: a brand's new word reaches 5,000 posts in five.
  for (let i = 0; i < changed.length; i += 1000) {
    const batch = changed.slice(i, i + 1000);
    const values = sql.join(
      batch.map((c) => sql`(${c.id}::int, ${c.disclosure}::text, ${c.tags}::text)`),
      sql`, `,
    );
    await db.execute(sql`update posts set disclosure = v.disclosure, tags = v.tags from (values ${values}) as v(id, disclosure, tags) where posts.id = v.id`);
  }
}
