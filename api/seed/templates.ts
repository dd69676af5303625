// Seed area: saved templates (SPEC §2 wizard, "a saved template can be deleted"). A template is
// the template id and key on earlier offers; a few of Demo Bistro's past offers carry one. The
// first four are one per e2e project (each deletes its own); Opening Party's stays.
import { eq } from "drizzle-orm";
import { offers } from "../db/schema";
import type { SeedContext } from "./index";
import type { SeededOffers } from "./offers";

/** The past offer each e2e project deletes the template of, and the template it carries. */
export const SEEDED_TEMPLATES = [
  { offer: "pastBrunch", subtitle: "Spring Brunch", templateId: 101, templateKey: "spring-brunch", project: "desktop-js" },
  { offer: "pastGift", subtitle: "Winter Gift Box", templateId: 102, templateKey: "winter-gift", project: "desktop-nojs" },
  { offer: "pastReservations", subtitle: "Valentine's Dinner", templateId: 103, templateKey: "valentines", project: "phone-js" },
  { offer: "pastJob", subtitle: "Lookbook Shoot", templateId: 104, templateKey: "lookbook", project: "phone-nojs" },
  { offer: "longAgo", subtitle: "Opening Party", templateId: 105, templateKey: "opening-party", project: null },
] as const;

export async function seedTemplates(ctx: SeedContext, seededOffers: SeededOffers) {
  for (const template of SEEDED_TEMPLATES) {
    const offerId = seededOffers.demo[template.offer];
    if (!offerId) throw new Error(`seed: no past offer ${template.offer} to give a template`);
    await ctx.db.update(offers).set({ templateId: template.templateId, templateKey: template.templateKey }).where(eq(offers.id, offerId));
  }
}
