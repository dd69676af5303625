// Saved templates in the wizard's previous offers (docs/product/wizard.md#saved-templates: "a saved template can be
// deleted", DELETE /templates/{a}/{b}). A template is an earlier offer's id and key; deleting
// it unlinks the template only, the offer stays. Pure: no I/O.
import { apiPath } from "~/lib/api/path";
export const TEMPLATE_DELETED = "Template deleted. The offer stays in your previous offers.";

/** A saved template: its id and key, as the API takes them (the form's schema is in intents.ts). */
export type TemplateRef = { template_id: number; template_key: string };

/** An offer's saved template, or null when it has none. */
export function templateOf(offer: { template_id?: number | null; template_key?: string | null }): TemplateRef | null {
  return offer.template_id && offer.template_key ? { template_id: offer.template_id, template_key: offer.template_key } : null;
}

/** The previous-offers list URL (page 1, list open), optionally with a confirmation or notice. */
export function previousListHref(extra: Record<string, string> = {}) {
  return `/offers/create?${new URLSearchParams({ step: "1", previous: "1", ...extra })}#previous`;
}

/** The offer whose template the URL asks to delete (?deleteTemplate=<offer id>), if it has one. */
export function templateToDelete<T extends { id: number; template_id?: number | null; template_key?: string | null }>(
  offers: readonly T[],
  param: string | null,
) {
  const offer = offers.find((o) => String(o.id) === param);
  const template = offer ? templateOf(offer) : null;
  return offer && template ? { offer, template } : null;
}

/** The API path of a template; the key is a path segment, so it is encoded. */
export function templatePath(ref: TemplateRef) {
  return apiPath`/templates/${ref.template_id}/${ref.template_key}`;
}
