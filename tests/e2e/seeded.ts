import { apiAs, demo, test } from "./fixtures";

const PROJECTS = ["desktop-js", "desktop-nojs", "phone-js", "phone-nojs"];

/** The number (1–4) of this project's seeded kit of Rival Studio offers. */
export const kit = () => PROJECTS.indexOf(test.info().project.name) + 1;

/** The id of a seeded active offer, found by its subtitle. */
export async function offerId(subtitle: string, user = demo) {
  const api = await apiAs(user);
  const { body } = await api.call<{ data: { id: number; subtitle: string }[] }>("GET", `/businesses/${api.businessId}/deals/active?attendees=false`);
  const offer = body.data.find((o) => o.subtitle === subtitle);
  if (!offer) throw new Error(`no offer ${subtitle}`);
  return offer.id;
}
