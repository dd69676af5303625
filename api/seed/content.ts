// Seed area: the brand's content. Every post gets a caption (disclosed well, late, not at all, or
// without the offer's mention), the recent ones belong to the Sunset Brunch offer (which asks for
// @demobistro), and Demo Bistro's rights show every state: in force, ending within the week,
// perpetual for ads, waiting, declined, expired, revoked and ended.
import { desc, eq, sql } from "drizzle-orm";
import { offers, posts, rightsRequestPosts, rightsRequests } from "../db/schema";
import { termsText, type RightsTerms } from "../../contract/content";
import { refreshDisclosure } from "../services/content/disclosure";
import { refreshRightsState } from "../services/content/rights-state";
import { hashToken, randomToken } from "../services/accounts/tokens";
import type { SeedContext } from "./index";
import { givePosts } from "./offer-builder";
import type { SeededUsers } from "./users";

const PLATES = ["the burrata", "the sourdough pancakes", "the shakshuka", "the lemon tart", "the natural wine flight", "the patio"];
const FILLER = "Golden hour, the best company and a table in the sun. Honestly could have stayed all afternoon, and the staff made it feel like home 🌿✨";

/** A caption for post `n`: the four cases the check tells apart, in turn. */
export function seedCaption(n: number): string {
  const plate = PLATES[n % PLATES.length]!;
  switch (n % 4) {
    case 0:
      return `#ad Brunch at @demobistro ☀️ ${plate} was unreal. Book a table this weekend!`;
    case 1:
      // The disclosure only after Instagram's "more": late.
      return `${FILLER} ${plate[0]!.toUpperCase()}${plate.slice(1)} at @demobistro 🥂 #brunch #gifted`;
    case 2:
      return `Sunday plans sorted: ${plate} at @demobistro 😍 #brunch #foodie`;
    default:
      // Disclosed, but without the @demobistro the offer asked for.
      return `Gifted brunch #gifted 🍳 ${plate}, Demo Bistro did not miss. #brunchgoals`;
  }
}

const DAY = 86_400_000;

export async function seedContent(ctx: SeedContext, users: SeededUsers, brunchId: number): Promise<void> {
  const demo = users.demo.businessId;
  await ctx.db.execute(sql`update ${posts} set caption = v.caption from (select id, row_number() over (order by id) as n from ${posts}) as o
    cross join lateral (select ${sql.raw(captionCase())} as caption) v where ${posts.id} = o.id`);
  await ctx.db
    .update(offers)
    .set({ details: sql`${offers.details} || '{"social_mentions": ["demobistro"], "social_hashtags": []}'::jsonb` })
    .where(eq(offers.id, brunchId));
  const recent = await ctx.db
    .select({ id: posts.id, modelId: posts.modelId, postedAt: posts.postedAt })
    .from(posts)
    .where(eq(posts.businessId, demo))
    .orderBy(desc(posts.postedAt), desc(posts.id))
    .limit(24);
  await givePosts(
    ctx,
    recent.map((p) => p.id),
    brunchId,
  );
  await refreshDisclosure(ctx.db, demo);
  await refreshDisclosure(ctx.db, users.rival.businessId);

  await seedRightsStates(ctx, { businessId: demo, userId: users.demo.userId, name: "Demo Bistro" }, recent);
}

/**
 * Requests for rights in every state, on the first seven of `list` (newest first): in force and
 * ending within the week, perpetual for ads (with a partnership-ad code), waiting, declined,
 * expired, revoked and ended. Their links' tokens are thrown away: no one can answer them.
 */
export async function seedRightsStates(
  ctx: SeedContext,
  brand: { businessId: number; userId: number; name: string },
  list: { id: number; modelId: number }[],
): Promise<void> {
  const now = ctx.now.getTime();
  const at = (days: number) => new Date(now + days * DAY);
  type Seeded = {
    post: number;
    terms: RightsTerms;
    answer?: "granted" | "declined";
    asked: number;
    answered?: number;
    ends?: number | null;
    revoked?: number;
    expires?: number;
  };
  const repost: RightsTerms = { uses: ["repost", "ads"], term: "90d", fee_cents: 15000, note: "For our summer menu campaign." };
  const cases: Seeded[] = [
    // In force, and ending within the week: the dashboard's and the digest's notice.
    { post: 0, terms: repost, answer: "granted", asked: -86, answered: -85, ends: 5 },
    // Perpetual rights to paid ads: "Cleared for ads".
    {
      post: 1,
      terms: { uses: ["ads", "web_email"], term: "perpetual", fee_cents: null, note: null },
      answer: "granted",
      asked: -20,
      answered: -19,
      ends: null,
    },
    // Waiting for the model's answer.
    { post: 2, terms: { uses: ["repost"], term: "30d", fee_cents: null, note: null }, asked: -2, expires: 12 },
    { post: 3, terms: { uses: ["print"], term: "1y", fee_cents: 5000, note: null }, answer: "declined", asked: -9, answered: -8 },
    // Asked 16 days ago and never answered: the link ran out.
    { post: 4, terms: { uses: ["repost"], term: "30d", fee_cents: null, note: null }, asked: -16, expires: -2 },
    { post: 5, terms: { uses: ["web_email"], term: "90d", fee_cents: null, note: null }, answer: "granted", asked: -30, answered: -29, ends: 61, revoked: -3 },
    // Granted for 30 days, over 10 days ago.
    { post: 6, terms: { uses: ["repost"], term: "30d", fee_cents: null, note: null }, answer: "granted", asked: -41, answered: -40, ends: -10 },
  ];
  for (const c of cases) {
    const post = list[c.post];
    if (!post) continue;
    const [row] = await ctx.db
      .insert(rightsRequests)
      .values({
        businessId: brand.businessId,
        modelId: post.modelId,
        uses: c.terms.uses,
        term: c.terms.term,
        feeCents: c.terms.fee_cents,
        note: c.terms.note,
        termsText: termsText(brand.name, c.terms, 1),
        tokenHash: hashToken(randomToken()),
        linkExpiresAt: at(c.expires ?? c.asked + 14),
        requestedBy: brand.userId,
        answer: c.answer ?? null,
        answeredAt: c.answered !== undefined ? at(c.answered) : null,
        startsAt: c.answer === "granted" ? at(c.answered!) : null,
        endsAt: c.ends === undefined || c.ends === null ? null : at(c.ends),
        revokedAt: c.revoked !== undefined ? at(c.revoked) : null,
        revokedBy: c.revoked !== undefined ? brand.userId : null,
        adCode: c.post === 1 ? "PA-7Q2K-DEMO" : null,
        createdAt: at(c.asked),
      })
      .returning({ id: rightsRequests.id });
    await ctx.db.insert(rightsRequestPosts).values({ requestId: row!.id, postId: post.id });
  }
  await refreshRightsState(
    ctx.db,
    list.map((p) => p.id),
  );
}

/** seedCaption in SQL, over the row number `o.n`, so 500 posts take one statement. */
function captionCase(): string {
  const quote = (s: string) => `'${s.replace(/'/g, "''")}'`;
  const branches = Array.from({ length: 4 * PLATES.length }, (_, k) => `when (o.n - 1) % ${4 * PLATES.length} = ${k} then ${quote(seedCaption(k))}`);
  return `case ${branches.join(" ")} end`;
}
