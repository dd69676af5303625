// Kits of lists longer than a card or a page: more offers than one page of Active, and a
// reservation offer with more rows than its card lists. Part of the test brands of kits.ts.
import { clock, insertClaims, insertOffer } from "../seed/offer-builder";
import { RIVAL_OFFER_BASE } from "../seed/offers-rival";
import type { KitContext, KitOffer } from "./kits";

/** An offer open all its run: its claims carry no times of their own. */
export const allDay = <T extends { id: number }>(offer: T) => ({ ...offer, startsAt: null, endsAt: null });

/** A kit offer by its id and subtitle (the kits' own files and kits.ts share it). */
export const named = (row: { id: number; subtitle: string }): KitOffer => ({ id: row.id, subtitle: row.subtitle });

/** Twenty-five running offers, started an hour apart ("Open Studio 1" first): more than one page of Active. */
export async function manyKit({ ctx, businessId, images }: KitContext) {
  const { hours } = clock(ctx.now);
  const made: Record<string, KitOffer> = {};
  for (let i = 1; i <= 25; i++) {
    const offer = await insertOffer(
      ctx,
      businessId,
      {
        ...RIVAL_OFFER_BASE,
        type: "timed",
        subtitle: `Open Studio ${i}`,
        title: `Open studio, hour ${i}`,
        description: "A drop-in session.",
        startsAt: hours(-40 + i),
        endsAt: hours(48),
        sharedSpots: 3,
      },
      [images[i % images.length]!],
    );
    made[`studio${i}`] = named(offer);
  }
  return made;
}

/** A busy reservation offer: eight reservations within the next day and seven models waiting for a time. */
export async function busyKit({ ctx, businessId, pick, images }: KitContext) {
  const { hours, days } = clock(ctx.now);
  const tables = await insertOffer(
    ctx,
    businessId,
    {
      ...RIVAL_OFFER_BASE,
      type: "reservation_required",
      subtitle: "Busy Tables",
      title: "Dinner for two",
      description: "A table for the evening.",
      startsAt: hours(-1),
      endsAt: days(30),
      sharedSpots: 30,
    },
    [images[3]!],
  );
  const reserved = Array.from({ length: 8 }, (_, i) => ({ status: "active", reservedFor: hours(2 + i) }));
  const waiting = Array.from({ length: 7 }, () => ({ status: "incomplete" }));
  await insertClaims(ctx, tables, pick, [...reserved, ...waiting]);
  return { tables: named(tables) };
}
