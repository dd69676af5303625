import { getFormProps, useForm } from "@conform-to/react";
import type { SubmissionResult } from "@conform-to/react";
import { Form, Link, useLocation } from "@remix-run/react";
import { useState } from "react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { useHydrated } from "remix-utils/use-hydrated";
import { Alert } from "~/components/alert";
import { Field } from "~/components/field";
import { FormProblem } from "~/components/form-problem";
import { Modal } from "~/components/modal";
import { SubmitButton } from "~/components/submit-button";
import type { Carrier, ShipAttendee } from "../../../contract/schemas/shipment";
import { CHOOSE_CARRIER_SENTENCE } from "~/lib/shipment/status";

type ActionData = { result: SubmissionResult<string[]>; message: string | null } | undefined;

function useHere() {
  const location = useLocation();
  return `${location.pathname}${location.search}`;
}

function ServerMessage({ message }: { message: string | null | undefined }) {
  return message ? (
    <Alert title="An error occurred!">
      <p>{message}</p>
    </Alert>
  ) : null;
}

export function TrackingModal({
  attendee,
  carriers,
  closeHref,
  actionData,
}: {
  attendee: ShipAttendee;
  carriers: Carrier[];
  closeHref: string;
  actionData: ActionData;
}) {
  const here = useHere();
  const [form, fields] = useForm({
    id: `tracking-${attendee.id}`,
    lastResult: actionData?.result,
    defaultValue: { tracking_number: attendee.shipment?.tracking_number ?? "", carrier: attendee.shipment?.carrier?.code ?? "" },
    shouldValidate: "onSubmit",
  });
  return (
    <Modal id="tracking" title="Add tracking number" closeHref={closeHref}>
      <ServerMessage message={actionData?.message} />
      <FormProblem result={actionData?.result} shown={["tracking_number"]} />
      <p>For {attendee.model.name}.</p>
      <Form method="post" action={here} {...getFormProps(form)} preventScrollReset>
        <AuthenticityTokenInput />
        <input type="hidden" name="intent" value="tracking" />
        <input type="hidden" name="claim" value={attendee.id} />
        <Field
          label="Tracking number"
          field={fields.tracking_number}
          type="text"
          autoComplete="off"
          hint="We recognise UPS, USPS, FedEx and DHL numbers by their format."
        />
        <div className="field">
          <label htmlFor={`${form.id}-carrier`}>Carrier (optional)</label>
          <select id={`${form.id}-carrier`} name="carrier" defaultValue={attendee.shipment?.carrier?.code ?? ""}>
            <option value="">Detect from the number</option>
            {carriers.map((c) => (
              <option key={c.code} value={c.code}>
                {c.title}
              </option>
            ))}
          </select>
        </div>
        <div className="modal__actions">
          <Link to={closeHref} className="button button--secondary" preventScrollReset replace>
            CANCEL
          </Link>
          <SubmitButton pendingText="SAVING...">SAVE</SubmitButton>
        </div>
      </Form>
    </Modal>
  );
}

export function CarrierModal({
  attendee,
  carriers,
  number,
  closeHref,
  actionData,
}: {
  attendee: ShipAttendee;
  carriers: Carrier[];
  number: string;
  closeHref: string;
  actionData: ActionData;
}) {
  const here = useHere();
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState("");
  const error = actionData?.result.error?.carrier?.[0];
  return (
    <Modal id="carrier" title="Choose Carrier" closeHref={closeHref}>
      <ServerMessage message={actionData?.message} />
      <FormProblem result={actionData?.result} shown={["carrier"]} />
      <p>{CHOOSE_CARRIER_SENTENCE}</p>
      <Form method="post" action={here} preventScrollReset>
        <AuthenticityTokenInput />
        <input type="hidden" name="intent" value="carrier" />
        <input type="hidden" name="claim" value={attendee.id} />
        <input type="hidden" name="tracking_number" value={number} />
        <p>
          Tracking number <strong>{number}</strong> for {attendee.model.name}.
        </p>
        <fieldset className="carrier-choice" aria-describedby={error ? "carrier-error" : undefined} aria-invalid={error ? true : undefined}>
          <legend>Carrier</legend>
          {carriers.map((c) => (
            <label key={c.code} className="carrier-choice__option">
              <input type="radio" name="carrier" value={c.code} required onChange={() => setChosen(c.code)} />
              <img className="carrier-logo" src={c.logo_url} alt="" width={60} height={20} />
              {c.title}
            </label>
          ))}
          {error ? (
            <p className="field__error" id="carrier-error">
              {error}
            </p>
          ) : null}
        </fieldset>
        <div className="modal__actions">
          <Link to={closeHref} className="button button--secondary" preventScrollReset replace>
            CANCEL
          </Link>
          {/* SAVE stays disabled until a carrier is chosen; without JavaScript the server checks. */}
          <SubmitButton pendingText="SAVING..." disabled={hydrated && !chosen}>
            SAVE
          </SubmitButton>
        </div>
      </Form>
    </Modal>
  );
}

export function DeliveredModal({ attendee, closeHref, actionData }: { attendee: ShipAttendee; closeHref: string; actionData: ActionData }) {
  const here = useHere();
  return (
    <Modal id="delivered" title="Mark as delivered?" closeHref={closeHref}>
      <ServerMessage message={actionData?.message} />
      <FormProblem result={actionData?.result} />
      <p>{attendee.model.name} will be told that the gift was delivered.</p>
      <Form method="post" action={here} preventScrollReset>
        <AuthenticityTokenInput />
        <input type="hidden" name="claim" value={attendee.id} />
        <div className="modal__actions">
          <Link to={closeHref} className="button button--secondary" preventScrollReset replace>
            NO
          </Link>
          <SubmitButton intent="delivered" pendingText="SAVING...">
            YES
          </SubmitButton>
        </div>
      </Form>
    </Modal>
  );
}
