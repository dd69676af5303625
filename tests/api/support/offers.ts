// Helpers of the offer tests (tests/api/offers/): a signed-in request, the seed's offers and
// claims by subtitle, and a job offer's body.
import { eq } from "drizzle-orm";
import { claims, offers } from "../../../api/db/schema";
import type { TestApi } from "./helpers";

/** Requests as `token` (the demo brand's by default) and the seed's offers and claims as rows. */
export function offerRows(api: TestApi, demo: string) {
  const send = (method: "POST" | "DELETE", url: string, payload?: object, token = demo) =>
    api.app.inject({ method, url: `/v1.3${url}`, headers: api.headers(token), ...(payload ? { payload } : {}) });
  async function offerId(subtitle: string) {
    const [row] = await api.db.select({ id: offers.id }).from(offers).where(eq(offers.subtitle, subtitle));
    return row!.id;
  }
  async function claimsOf(subtitle: string) {
    return api.db
      .select()
      .from(claims)
      .where(eq(claims.offerId, await offerId(subtitle)))
      .orderBy(claims.id);
  }
  async function claim(id: number) {
    const [row] = await api.db.select().from(claims).where(eq(claims.id, id));
    return row;
  }
  return { send, offerId, claimsOf, claim };
}

/** A job offer's body with the given model requirements, picturing `imageId`. */
export const jobBody = (imageId: number, model_requirements: object, subtitle = "Casting call") => ({
  type: "job",
  subtitle,
  title: "Lookbook shoot",
  description: "A day in the studio.",
  categories: ["fashion"],
  female_spots: 2,
  display_start_date: "2030-01-01",
  display_end_date: "2030-01-31",
  images: [imageId],
  model_requirements,
});
