// Seed area: saved templates (docs/product/wizard.md#saved-templates). A template is
// the template id and key on earlier offers; most of Demo Bistro's past offers carry one.
import { eq } from "drizzle-orm";
import { offers } from "../db/schema";
import type { SeedContext } from "./index";
import type { SeededOffers } from "./offers";

/** The past offers that carry a template, and the template each carries. */
export const SEEDED_TEMPLATES = [
  { offer: "pastBrunch", subtitle: "Spring Brunch", templateId: 101, templateKey: "spring-brunch" },
  { offer: "pastGift", subtitle: "Winter Gift Box", templateId: 102, templateKey: "winter-gift" },
  { offer: "pastReservations", subtitle: "Valentine's Dinner", templateId: 103, templateKey: "valentines" },
  { offer: "pastJob", subtitle: "Lookbook Shoot", templateId: 104, templateKey: "lookbook" },
  { offer: "longAgo", subtitle: "Opening Party", templateId: 105, templateKey: "opening-party" },
] as const;

export async function seedTemplates(ctx: SeedContext, seededOffers: SeededOffers) {
  for (const template of SEEDED_TEMPLATES) {
    const offerId = seededOffers.demo[template.offer];
    if (!offerId) throw new Error(`seed: no past offer ${template.offer} to give a template`);
    await ctx.db.update(offers).set({ templateId: template.templateId, templateKey: template.templateKey }).where(eq(offers.id, offerId));
  }
}
