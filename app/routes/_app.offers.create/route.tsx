// /offers/create: the offer creation wizard (docs/product/wizard.md), one page per step, each a form post.
// The draft lives on the server (user property 'offer_draft'), so a reload, the back button
// or another device resumes where the user left off.
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import { data, redirect } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { Alert } from "~/components/alert";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { getApi } from "~/lib/api/request-session.server";
import { throwApiError } from "~/lib/api/errors.server";
import { listLocations } from "~/lib/api/locations.server";
import { getBusiness } from "~/lib/api/users.server";
import { browserRules, parseWithZod } from "~/lib/forms.server";
import { getDraft, instagramPages, jobReference, listCities, listPreviousOffers } from "~/lib/api/wizard.server";
import { firstOpenStep, toFormData } from "~/lib/wizard/draft";
import { withMainLocation } from "~/lib/wizard/locations";
import { roleOf } from "~/lib/seats/nav";
import { step1Schema } from "~/lib/wizard/step1.schema";
import { step2Schema } from "~/lib/wizard/step2.schema";
import { step3Schema } from "~/lib/wizard/step3.schema";
import { stepsFor } from "~/lib/wizard/types";
import { useState } from "react";
import wizardStyles from "~/styles/wizard.css";
import { wizardAction } from "./action.server";
import { mapTileUrl } from "./map.server";
import { WizardModals } from "./modals";
import { PreviousOffers, PreviousOffersLoading } from "./previous-offers";
import { StepBasics } from "./step-basics";
import { StepDetails } from "./step-details";
import { StepMedia } from "./step-media";
import { type OfferType } from "../../../contract/offers";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: wizardStyles }];
export const meta: MetaFunction = () => [{ title: "Create offer" }];

export async function loader(args: LoaderFunctionArgs) {
  const url = new URL(args.request.url);
  const api = await getApi(args);
  try {
    const [business, draft] = await Promise.all([getBusiness(api), getDraft(api)]);
    const steps = stepsFor(draft?.type);
    const open = Math.min(firstOpenStep(draft), steps.length);
    const asked = Number(url.searchParams.get("step") ?? open);
    // A page can only be opened once the pages before it are done.
    const index = Number.isInteger(asked) && asked >= 1 && asked <= open ? asked : open;
    if (String(index) !== url.searchParams.get("step")) {
      const next = new URLSearchParams(url.search);
      next.set("step", String(index));
      throw redirect(`/offers/create?${next.toString()}`);
    }
    const step = steps[index - 1]!;
    const type = draft?.type ?? null;
    const pages = Math.min(Math.max(Number(url.searchParams.get("ig_pages")) || 1, 1), 10);
    const previousOpen = step === "basics" && url.searchParams.get("previous") === "1";
    const [cities, job, instagram, previous, locations] = await Promise.all([
      step !== "media" ? listCities(api) : Promise.resolve([]),
      step === "details" && type === "job" ? jobReference(api) : Promise.resolve(null),
      step === "media" && type !== "gift" ? instagramPages(api, business.business_id, pages) : Promise.resolve(null),
      previousOpen ? listPreviousOffers(api, business.business_id) : Promise.resolve(null),
      step === "details" ? listLocations(api, business.business_id) : Promise.resolve([]),
    ]);
    // The open ones take new offers; the list comes with the main one first.
    const openLocations = locations.filter((l) => !l.retired_at).map((l) => ({ id: l.id, name: l.name }));
    const fresh = type ? { type } : {};
    const values = step === "details" ? withMainLocation(draft?.values.details, fresh, openLocations[0]?.id) : (draft?.values[step] ?? fresh);
    const schema = step === "basics" ? step1Schema : step === "details" ? step2Schema(type ?? "anytime", new Date()) : step3Schema;
    // After a failed submit, the page that no longer passes shows its messages.
    const checked = url.searchParams.get("check") ? parseWithZod(toFormData(draft?.values[step]), { schema }).reply() : null;
    return data({
      index,
      total: steps.length,
      step,
      type,
      draftId: draft?.id ?? "new",
      values,
      media: business.media,
      cities,
      job,
      instagram: instagram && { ...instagram, pages },
      checked,
      rules: browserRules(schema),
      previous,
      map: step === "details" ? { tileUrl: mapTileUrl(), home: business.location ?? null } : null,
      locations: openLocations,
      // A venue's manager makes offers at its locations (the API refuses it "no location") and
      // leaves the brand's saved templates as they are.
      group: roleOf(business) !== "venue",
    });
  } catch (error) {
    throwApiError(error);
  }
}

// A refused post may come from data that changed meanwhile (an image deleted elsewhere): the
// page reloads its lists then too, which a failed action otherwise skips.
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) =>
  actionStatus !== undefined && actionStatus >= 400 ? true : defaultShouldRevalidate;

export async function action(args: ActionFunctionArgs) {
  return wizardAction(args);
}

export default function CreateOffer() {
  const page = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const lastResult = actionData?.result ?? page.checked;
  const failure = actionData?.failure;
  // What every step is given: the draft's values, the last check, and the number of steps.
  // The type chosen on page 1 before it is saved: the step count follows it (JavaScript on).
  const [chosen, setChosen] = useState<{ draft: string; type: OfferType } | null>(null);
  const total = page.step === "basics" && chosen && chosen.draft === page.draftId ? stepsFor(chosen.type).length : page.total;
  const step = { values: page.values, lastResult, total, rules: page.rules };
  const asking = new URLSearchParams(useLocation().search).get("modal") === "change-type";
  // A new draft (another type, or after cancel) starts its pages afresh: keyed by draft id.
  return (
    <div className="wizard">
      <h1 className="page-title">
        Create offer: Step {page.index} of {total}
      </h1>
      {failure?.alert ? (
        <Alert title={failure.alert} tone="error">
          {failure.message ? <p>{failure.message}</p> : null}
        </Alert>
      ) : null}
      {page.step === "basics" ? <PreviousOffersLoading /> : null}
      {page.previous ? <PreviousOffers offers={page.previous} closeHref="/offers/create?step=1" templates={page.group} /> : null}
      {page.step === "basics" ? (
        <StepBasics
          // The question about another type starts the page again from the draft, so its answer
          // NO leaves the draft's type chosen.
          key={`basics-${page.draftId}-${asking ? "asking" : ""}`}
          {...step}
          cities={page.cities}
          previousOpen={Boolean(page.previous)}
          draftType={page.type}
          onTypeChoice={(type) => setChosen({ draft: page.draftId, type })}
        />
      ) : null}
      {page.step === "details" && page.type ? (
        <StepDetails
          key={`details-${page.draftId}`}
          type={page.type}
          {...step}
          cities={page.cities}
          locations={page.locations}
          anywhere={page.group}
          job={page.job}
          map={page.map}
        />
      ) : null}
      {page.step === "media" ? (
        <StepMedia key={`media-${page.draftId}-${mediaRevision(page.values)}`} {...step} index={page.index} media={page.media} instagram={page.instagram} />
      ) : null}
      <WizardModals />
    </div>
  );
}

/** An upload changes the chosen images on the server: the page then starts from the draft again. */
function mediaRevision(values: Record<string, unknown>) {
  return [values.images ?? []].flat().join(".");
}

export const ErrorBoundary = GeneralErrorBoundary;
