// "Start from a previous offer" on page 1 (docs/product/wizard.md#starting-from-a-previous-offer): the business's earlier offers (image,
// subtitle, start), each a small form that pre-fills a new draft from it. The list is opened
// by a button of page 1's form (so what was typed is saved first) and is URL state, as is
// the confirmation to delete an offer's saved template (?deleteTemplate=<offer id>).
import { Form, Link, useNavigation, useSearchParams } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { Alert } from "~/components/alert";
import { SubmitButton } from "~/components/submit-button";
import type { PreviousOffer } from "../../../contract/schemas/wizard";
import { formatDay } from "~/lib/format";
import { previousListHref, TEMPLATE_DELETED, templateOf } from "~/lib/wizard/templates";
import { TYPE_LABELS, isOfferType } from "~/lib/wizard/types";
import { DeleteTemplateModal } from "./template-modal";

export const LOADING_PREVIOUS = "Loading previous offers...";

/** With JS, the list's page load shows the loading message meanwhile. */
export function PreviousOffersLoading() {
  const navigation = useNavigation();
  const opening = navigation.state !== "idle" && navigation.formData?.get("intent") === "previous";
  return opening ? (
    <p className="wizard__previous wizard__loading" role="status">
      {LOADING_PREVIOUS}
    </p>
  ) : null;
}

/** `templates`: whether the seat may delete the brand's saved templates (a venue's manager may not). */
export function PreviousOffers({ offers, closeHref, templates = true }: { offers: PreviousOffer[]; closeHref: string; templates?: boolean }) {
  const [params] = useSearchParams();
  return (
    <section className="wizard__previous" id="previous" aria-labelledby="previous-title">
      <div className="wizard__previous-head">
        <h2 id="previous-title">Start from a previous offer</h2>
        <Link to={closeHref} className="button button--secondary" preventScrollReset>
          Close<span className="visually-hidden"> previous offers</span>
        </Link>
      </div>
      {params.get("done") === "template-deleted" ? (
        <Alert tone="success">
          <p>{TEMPLATE_DELETED}</p>
        </Alert>
      ) : null}
      {offers.length ? (
        <ul className="previous-list">
          {offers.map((offer) => {
            const image = [...offer.media].sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0))[0];
            return (
              <li key={offer.id} className="previous-list__item">
                {image ? (
                  <img src={image.thumbnail ?? image.path} alt="" width={64} height={64} loading="lazy" />
                ) : (
                  <span className="previous-list__blank" aria-hidden="true" />
                )}
                <div className="previous-list__text">
                  <span className="previous-list__subtitle">{offer.subtitle}</span>
                  <span className="previous-list__meta">
                    {isOfferType(offer.type) ? TYPE_LABELS[offer.type] : offer.type.replace(/_/g, " ")} ·{" "}
                    {offer.starts_at ? `Starts ${formatDay(offer.starts_at)}` : "Any time"}
                  </span>
                  {templates && templateOf(offer) ? (
                    <Link to={previousListHref({ deleteTemplate: String(offer.id) })} className="previous-list__delete" preventScrollReset>
                      Delete template<span className="visually-hidden"> of {offer.subtitle}</span>
                    </Link>
                  ) : null}
                </div>
                <Form method="post" action="/offers/create?step=1">
                  <AuthenticityTokenInput />
                  <input type="hidden" name="offer_id" value={offer.id} />
                  <SubmitButton intent="from-previous" pendingText="COPYING..." className="button button--secondary">
                    Use<span className="visually-hidden"> {offer.subtitle}</span>
                  </SubmitButton>
                </Form>
              </li>
            );
          })}
        </ul>
      ) : (
        <p>No previous offers</p>
      )}
      {templates ? <DeleteTemplateModal offers={offers} /> : null}
    </section>
  );
}
