// A kit of posts due: a supper three days ago that asks for posts, with two models
// checked in and nothing posted yet (due in four days). Part of the test brands of kits.ts.
import { clock, insertClaims, insertOffer } from "../seed/offer-builder";
import { RIVAL_OFFER_BASE } from "../seed/offers-rival";
import type { KitContext } from "./kits";
import { named } from "./kits-lists";

export async function postsKit({ ctx, businessId, pick, images }: KitContext) {
  const { days, hours } = clock(ctx.now);
  const at = days(-3);
  const supper = await insertOffer(
    ctx,
    businessId,
    {
      ...RIVAL_OFFER_BASE,
      type: "timed",
      subtitle: "Studio Supper",
      title: "Supper at the studio",
      description: "A supper for the studio's friends.",
      startsAt: at,
      endsAt: new Date(at.getTime() + 3 * 3_600_000),
      sharedSpots: 4,
      mustPost: true,
      createdAt: hours(-24 * 10),
    },
    [images[1]!],
  );
  await insertClaims(ctx, supper, pick, [
    { status: "used", checkedInAt: at },
    { status: "used", checkedInAt: at },
  ]);
  return { supper: named(supper) };
}
