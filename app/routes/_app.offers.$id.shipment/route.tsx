// /offers/{id}/shipment, '{offer subtitle}: Ship & Track' (docs/product/offers.md#ship-and-track). Dialogs
// are URL state (?modal=tracking|carrier|delivered&claim=…), every action a form post.
import { parseWithZod } from "~/lib/forms.server";
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, json, redirect } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { Alert } from "~/components/alert";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { FormProblem } from "~/components/form-problem";
import { useModalLinks } from "~/components/modal";
import { ApiError } from "~/lib/api/client.server";
import { getApi } from "~/lib/api/request-session.server";
import { throwApiError } from "~/lib/api/errors.server";
import type { GiftOffer } from "../../../contract/schemas/shipment";
import { addTrackingNumber, getGiftOffer, listCarriers, markDelivered, pushScan } from "~/lib/api/shipment.server";
import { requireCsrf } from "~/lib/csrf.server";
import { shipmentActionSchema } from "~/lib/shipment/shipment.schema";
import { trackingEditable } from "~/lib/shipment/status";
import shipmentStyles from "~/styles/shipment.css";
import { CarrierModal, DeliveredModal, TrackingModal } from "./shipment-modals";
import { ShipmentRow } from "./shipment-row";
import { withoutModelDetails } from "~/lib/offers/list-view";
import { idParam } from "~/lib/route-params.server";
import { CARRIER_IS_UNKNOWN } from "../../../contract/offers";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: shipmentStyles }];
export const meta: MetaFunction = ({ data: d }: { data: unknown }) => {
  const subtitle = (d as { offer?: { subtitle: string } } | undefined)?.offer?.subtitle;
  return [{ title: subtitle ? `${subtitle}: Ship & Track` : "Ship & Track" }];
};

const DONE: Record<string, string> = {
  tracking: "The tracking number is saved.",
  carrier: "The tracking number is saved.",
  delivered: "The gift is marked delivered and the model was told.",
  push: "The model was asked to start scanning.",
};

export async function loader(args: LoaderFunctionArgs) {
  const api = await getApi(args);
  try {
    const [offer, carriers] = await Promise.all([getGiftOffer(api, idParam(args.params, "id")), listCarriers(api)]);
    if (offer.type !== "gift") throw json(null, { status: 404 });
    // Declined claims are hidden everywhere in the tool.
    const attendees = offer.attendees.filter((a) => a.status !== "declined").map(withoutModelDetails);
    return data({ offer: { ...offer, attendees }, carriers });
  } catch (error) {
    throwApiError(error);
  }
}

export async function action(args: ActionFunctionArgs) {
  await requireCsrf(args.request);
  const url = new URL(args.request.url);
  const submission = parseWithZod(await args.request.formData(), { schema: shipmentActionSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), message: null as string | null }, { status: 400 });
  const api = await getApi(args);
  const value = submission.value;
  try {
    if (value.intent === "tracking" || value.intent === "carrier") await addTrackingNumber(api, value.claim, value.tracking_number, value.carrier || undefined);
    else if (value.intent === "delivered") await markDelivered(api, value.claim);
    else await pushScan(api, value.claim);
  } catch (error) {
    if (error instanceof ApiError && error.fields?.carrier === CARRIER_IS_UNKNOWN && value.intent === "tracking") {
      // Close the tracking dialog and open 'Choose Carrier', keeping the number (docs/product/offers.md#tracking-numbers).
      const next = new URLSearchParams({ modal: "carrier", claim: String(value.claim), number: value.tracking_number });
      throw redirect(`${url.pathname}?${next}`);
    }
    if (error instanceof ApiError && error.status !== 404) {
      return data({ result: submission.reply(), message: error.message as string | null }, { status: 400 });
    }
    throwApiError(error);
  }
  throw redirect(`${url.pathname}?done=${value.intent}`);
}

export default function ShipAndTrack() {
  const loaded = useLoaderData<typeof loader>();
  // The passthrough schema loses its shape through serialization; it is the parsed GiftOffer.
  const offer: GiftOffer = loaded.offer;
  const carriers = loaded.carriers;
  const actionData = useActionData<typeof action>();
  const modal = useModalLinks();
  const location = useLocation();
  const done = DONE[new URLSearchParams(location.search).get("done") ?? ""];
  const editable = trackingEditable(offer);
  const claimId = Number(modal.params.get("claim"));
  const target = offer.attendees.find((a) => a.id === claimId);
  const dialog =
    target && modal.current === "tracking" && editable ? (
      <TrackingModal attendee={target} carriers={carriers} closeHref={modal.close} actionData={actionData} />
    ) : target && modal.current === "carrier" && editable ? (
      <CarrierModal attendee={target} carriers={carriers} number={modal.params.get("number") ?? ""} closeHref={modal.close} actionData={actionData} />
    ) : target && modal.current === "delivered" ? (
      <DeliveredModal attendee={target} closeHref={modal.close} actionData={actionData} />
    ) : null;
  return (
    <div className="shipment">
      <h1 className="page-title">{offer.subtitle}: Ship &amp; Track</h1>
      {done ? <Alert tone="success">{<p>{done}</p>}</Alert> : null}
      {/* An open dialog shows the refusal itself; otherwise the page does. */}
      {actionData?.message && !dialog ? (
        <Alert title="An error occurred!">
          <p>{actionData.message}</p>
        </Alert>
      ) : null}
      {dialog ? null : <FormProblem result={actionData?.result} />}
      {!editable && offer.gift_source === "manual" ? <p className="shipment__note">Tracking can be added once the selections are finalized.</p> : null}
      {offer.attendees.length === 0 ? (
        <p className="shipment__empty">No one has claimed this gift yet.</p>
      ) : (
        <ul className="shipment__list" aria-label="Attendees">
          {offer.attendees.map((a) => (
            <ShipmentRow key={a.id} attendee={a} giftSource={offer.gift_source} editable={editable} openHref={modal.open} />
          ))}
        </ul>
      )}
      {dialog}
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
