// The sections of /billing/methods (docs/product/billing.md#payment-methods): plan, payment methods and the
// confirmations, which are URL state (?confirm=default|remove&source=…, ?modal=removed).
import { Form, Link } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import type { Customer, Source } from "../../contract/schemas/billing";
import { endingIn, planBadge, planName, sourceLabel, PLAN_CHOICES } from "~/lib/billing/display";
import { Modal, NoticeModal, useModalLinks } from "./modal";
import { SubmitButton } from "./submit-button";

export function PlanSection({ customer, partnershipsEmail, planError }: { customer: Customer; partnershipsEmail: string; planError?: string }) {
  const subscription = customer.subscriptions.data[0];
  const plan = subscription ? { id: subscription.plan.id, nickname: subscription.plan.nickname } : customer.plan ? { id: customer.plan } : null;
  const badge = planBadge(plan?.id);
  const mail = <a href={`mailto:${partnershipsEmail}`}>{partnershipsEmail}</a>;
  return (
    <section className="billing-card" aria-labelledby="plan-title">
      <h2 id="plan-title" className="billing-section__title">
        PLAN
      </h2>
      {plan ? (
        <>
          <p className="plan-current">
            {badge ? (
              <span className={`plan-badge plan-badge--${badge.tier}`} aria-hidden="true">
                {badge.letter}
              </span>
            ) : null}
            <span>Current plan: {planName(plan)}</span>
          </p>
          <p className="billing-hint">To update your plan, email our partnerships team at {mail}.</p>
        </>
      ) : customer.default_source ? (
        <Form method="post" className="plan-picker">
          <AuthenticityTokenInput />
          <fieldset aria-describedby={planError ? "plan-error" : undefined}>
            <legend>You have no plan yet. Choose one to start:</legend>
            {PLAN_CHOICES.map((choice) => (
              <label key={choice.plan} className="plan-choice">
                <input type="radio" name="plan" value={choice.plan} />
                <span className={`plan-badge plan-badge--${choice.plan}`} aria-hidden="true">
                  {choice.label[0]}
                </span>
                <span>
                  <strong>{choice.label}</strong>
                  <span className="plan-choice__text">{choice.text}</span>
                </span>
              </label>
            ))}
          </fieldset>
          <div className="field">
            <label htmlFor="plan-frequency">Billing frequency</label>
            <select id="plan-frequency" name="frequency" defaultValue="monthly">
              <option value="monthly">Monthly</option>
              <option value="yearly">Yearly</option>
            </select>
          </div>
          {planError ? (
            <p className="field__error" id="plan-error">
              {planError}
            </p>
          ) : null}
          <SubmitButton intent="start-plan" pendingText="STARTING PLAN...">
            START PLAN
          </SubmitButton>
          <p className="billing-hint">Questions about plans? Email {mail}.</p>
        </Form>
      ) : (
        <p className="billing-hint">Add a payment method below to start a plan, or email {mail} to talk about plans.</p>
      )}
    </section>
  );
}

function CheckIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function CrossIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}

const describe = (source: Source) => `${sourceLabel(source)} ${endingIn(source.last4).toLowerCase()}`;

export function PaymentMethodsSection({ customer }: { customer: Customer }) {
  const modal = useModalLinks("confirm");
  return (
    <section className="billing-card" aria-labelledby="methods-title">
      <h2 id="methods-title" className="billing-section__title">
        PAYMENT METHOD
      </h2>
      <ul className="sources">
        {customer.sources.data.map((source) => {
          const isDefault = source.id === customer.default_source;
          const text = (
            <span className="source__text">
              <span className="source__brand">{sourceLabel(source)}</span> <span className="source__last4">{endingIn(source.last4)}</span>
            </span>
          );
          return (
            <li key={source.id} className={`source${isDefault ? " source--default" : ""}`}>
              {isDefault ? (
                <span className="source__main">
                  {text}{" "}
                  <span className="source__default">
                    <CheckIcon />
                    <span>Default</span>
                  </span>
                </span>
              ) : (
                // Named by what it shows ('Visa Ending in 4242 Make default'): the name holds the visible label.
                <Link to={modal.open("default", { source: source.id })} className="source__main" preventScrollReset>
                  {text} <span className="source__make-default">Make default</span>
                </Link>
              )}
              {isDefault ? null : (
                <Link to={modal.open("remove", { source: source.id })} className="source__remove" preventScrollReset>
                  <CrossIcon />
                  <span className="visually-hidden">Remove {describe(source)}</span>
                </Link>
              )}
            </li>
          );
        })}
        {[
          ["/billing/card", "Add Card"],
          ["/billing/account", "Add Bank Account"],
        ].map(([to, text]) => (
          <li key={to} className="source source--add">
            <Link to={to!} className="source__main">
              <span className="source__plus" aria-hidden="true">
                +
              </span>{" "}
              {text}
            </Link>
          </li>
        ))}
      </ul>
      <Confirmations customer={customer} />
    </section>
  );
}

function Confirmations({ customer }: { customer: Customer }) {
  const confirm = useModalLinks("confirm");
  const modal = useModalLinks();
  const sourceId = confirm.params.get("source");
  const source = customer.sources.data.find((s) => s.id === sourceId && s.id !== customer.default_source);
  const close = "/billing/methods";
  if (modal.current === "removed") {
    return (
      <NoticeModal id="removed" title="Deleted!" closeHref={close} button="OK">
        <p>Payment method removed!</p>
      </NoticeModal>
    );
  }
  if (!source || (confirm.current !== "default" && confirm.current !== "remove")) return null;
  const isDefault = confirm.current === "default";
  return (
    <Modal id="confirm" title={isDefault ? "Switch default?" : "Remove payment method?"} closeHref={close}>
      <p>{isDefault ? "Are you sure that you want to switch default payment method?" : "Are you sure that you want to remove this payment method?"}</p>
      <p className="billing-hint">{describe(source)}</p>
      <Form method="post" className="modal__actions">
        <AuthenticityTokenInput />
        <input type="hidden" name="source" value={source.id} />
        <Link to={close} className="button button--secondary" replace>
          NO
        </Link>
        <SubmitButton
          intent={isDefault ? "set-default" : "remove"}
          pendingText={isDefault ? "SWITCHING..." : "REMOVING..."}
          className={isDefault ? "button" : "button button--danger"}
        >
          YES
        </SubmitButton>
      </Form>
    </Modal>
  );
}
