// Seed area: the history behind a model's track record. The applicants of
// Demo Bistro's Spring Casting and then the claimants of its Sunset Brunch get past claims in turn,
// by a pattern of five: none ('New'), a reliable record, one with a no-show, a long record
// mostly at Rival Studio, and two claims only ('New' again). The history is on past offers of
// its own (eight at Rival Studio, one Rival gift, two at Demo Bistro), so the counts of the
// offers other tests look at stay as they were.
import { asc, desc, inArray, sql } from "drizzle-orm";
import { claims } from "../db/schema";
import type { SeedContext } from "./index";
import { clock, insertOffer, writeOfferImages } from "./offer-builder";
import { RIVAL_OFFER_BASE } from "./offers-rival";
import type { SeededUsers } from "./users";

type Past = { id: number; startsAt: Date | null; endsAt: Date | null };
type History = { at: Past; status: string; kept?: boolean; posted?: boolean }[];

const HOUR = 3_600_000;

export async function seedTrackRecords(ctx: SeedContext, users: SeededUsers, offerIds: { casting: number; brunch: number }) {
  const { days } = clock(ctx.now);
  const images = await writeOfferImages(ctx);
  const past = (subtitle: string, businessId: number, back: number, gift = false) =>
    insertOffer(
      ctx,
      businessId,
      {
        ...RIVAL_OFFER_BASE,
        contactName: businessId === users.demo.businessId ? "Dana Demo" : RIVAL_OFFER_BASE.contactName,
        type: gift ? "gift" : "timed",
        subtitle,
        title: `${subtitle} recap`,
        description: "A past offer, kept for the models' track records.",
        startsAt: days(-back),
        endsAt: new Date(days(-back).getTime() + 3 * HOUR),
        sharedSpots: -1,
        // Made before their dates: the wizard's newest previous offers stay the ones they were.
        createdAt: days(-back - 14),
        ...(gift ? { giftSource: "no_tracking", hasNoLocation: true } : {}),
      },
      [images[back % images.length]!],
    );
  const rival = users.rival.businessId;
  const demo = users.demo.businessId;
  const rivals: Past[] = [];
  for (let j = 0; j < 8; j++) rivals.push(await past(`Rival Session ${j + 1}`, rival, 12 + 25 * j));
  const rivalGift = await past("Rival Tote Gift", rival, 33, true);
  const demos = [await past("Harvest Supper", demo, 160), await past("Summer Terrace", demo, 190)];

  const r = (i: number, kept = true, posted = kept) => ({ at: rivals[i]!, status: kept ? "used" : "expired", kept, posted });
  const d = (i: number, kept = true, posted = kept) => ({ at: demos[i]!, status: kept ? "used" : "expired", kept, posted });
  const PATTERNS: History[] = [
    [],
    // 5 claims · 5 kept · 100% posted
    [r(0), r(1), r(2), r(3), d(0)],
    // 4 claims · 3 kept · 1 no-show · 67% posted
    [r(0), r(1), r(4, false), d(0, true, false)],
    // 11 claims · 9 kept · 1 no-show · 90% posted (one gift delivered and posted)
    [r(0), r(1), r(2), r(3), r(4), r(5, true, false), r(6), r(7, false), { at: rivalGift, status: "delivered", posted: true }, d(0), d(1)],
    // One claim made and one cancelled: New
    [d(1), { at: rivals[2]!, status: "canceled" }],
  ];

  const claimants = await ctx.db
    .select({ modelId: claims.modelId, offerId: claims.offerId })
    .from(claims)
    .where(inArray(claims.offerId, [offerIds.casting, offerIds.brunch]))
    // The casting first: its first applicant (ig_1060) gets no history, so it stays a model
    // only Demo Bistro has met (the ownership tests ask Rival for its Instagram feed).
    .orderBy(desc(sql`${claims.offerId} = ${offerIds.casting}`), asc(claims.id));
  const seen = new Set<number>();
  const rows: (typeof claims.$inferInsert)[] = [];
  let k = 0;
  for (const { modelId } of claimants) {
    if (seen.has(modelId)) continue;
    seen.add(modelId);
    for (const h of PATTERNS[k % PATTERNS.length]!) {
      const end = h.at.endsAt!;
      rows.push({
        offerId: h.at.id,
        modelId,
        status: h.status,
        startsAt: h.at.startsAt,
        endsAt: end,
        claimedAt: new Date(h.at.startsAt!.getTime() - 48 * HOUR),
        checkedInAt: h.kept ? h.at.startsAt : null,
        canceledAt: h.status === "canceled" ? new Date(end.getTime() - 24 * HOUR) : null,
        postsCount: h.posted ? 1 + (modelId % 3) : 0,
        postedAt: h.posted ? new Date(end.getTime() + 20 * HOUR) : null,
      });
    }
    k += 1;
  }
  if (rows.length) await ctx.db.insert(claims).values(rows);
  return { rival: rivals.map((o) => o.id), demo: demos.map((o) => o.id) };
}
