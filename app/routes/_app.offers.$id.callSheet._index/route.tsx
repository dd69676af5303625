// /offers/{id}/callSheet/: the call sheet of a job offer (docs/product/applicants.md#call-sheets). Locked once
// the first attendee's call sheet is ready. A failed save keeps everything typed and says so.
import { getFormProps, getTextareaProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, json, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { Alert } from "~/components/alert";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ChoiceGroup, Field } from "~/components/field";
import { SubmitButton } from "~/components/submit-button";
import { TimePicker } from "~/components/time-picker";
import { getJobOffer, sendCallSheet } from "~/lib/api/call-sheet.server";
import type { JobOffer } from "../../../contract/schemas/call-sheet";
import { getApi } from "~/lib/api/request-session.server";
import { apiErrorMessage, throwApiError } from "~/lib/api/errors.server";
import { isCallSheetLocked, MAX_DURATION, MIN_DURATION } from "~/lib/call-sheet/rules";
import { formatCallTime, fromPicker, toPicker } from "~/lib/call-sheet/times";
import { callSheetSchema } from "~/lib/call-sheet/call-sheet.schema";
import { requireCsrf } from "~/lib/csrf.server";
import { browserRules, parseWithZod } from "~/lib/forms.server";
import { checkInBrowser } from "~/lib/forms/browser-check";
import callSheetStyles from "~/styles/shipment.css";
import { withoutModelDetails } from "~/lib/offers/list-view";
import type { WallTime } from "~/lib/wizard/time";
import { idParam } from "~/lib/route-params.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: callSheetStyles }];
export const meta: MetaFunction = ({ data: d }: { data: unknown }) => {
  const subtitle = (d as { offer?: { subtitle: string } } | undefined)?.offer?.subtitle;
  return [{ title: subtitle ? `${subtitle}: Call Sheet` : "Call Sheet" }];
};

type CallSheetValues = {
  location: string;
  job_requirements: string;
  job_end_date_duration: string;
  job_start_date_type: "all" | "individual";
  job_start: WallTime;
  call_times: Record<string, WallTime>;
};

const START_DATE_TYPES = [
  { value: "all", label: "The same for all attendees" },
  { value: "individual", label: "Individual call times" },
];

export async function loader(args: LoaderFunctionArgs) {
  const api = await getApi(args);
  try {
    const offer = await getJobOffer(api, idParam(args.params, "id"));
    if (offer.type !== "job") throw json(null, { status: 404 });
    const zone = offer.timezone;
    // Times are read and written in the offer's zone on the server: the page needs no time-zone code.
    const defaultValue: CallSheetValues = {
      location: offer.location?.address ?? "",
      job_requirements: offer.job_requirements ?? "",
      job_end_date_duration: offer.job_end_date_duration ? String(offer.job_end_date_duration) : "",
      job_start_date_type: offer.job_start_date_type === "individual" ? "individual" : "all",
      job_start: toPicker(offer.job_start_date ?? offer.starts_at, zone),
      call_times: Object.fromEntries(offer.attendees.map((a) => [String(a.id), toPicker(a.call_time, zone)])),
    };
    const currentTimes = Object.fromEntries(offer.attendees.map((a) => [String(a.id), formatCallTime(a.call_time, zone)]));
    return data({ offer: { ...offer, attendees: offer.attendees.map(withoutModelDetails) }, defaultValue, currentTimes, rules: browserRules(callSheetSchema) });
  } catch (error) {
    throwApiError(error);
  }
}

export async function action(args: ActionFunctionArgs) {
  await requireCsrf(args.request);
  const offerId = idParam(args.params, "id");
  const submission = parseWithZod(await args.request.formData(), { schema: callSheetSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), message: null as string | null }, { status: 400 });
  const api = await getApi(args);
  const v = submission.value;
  try {
    const offer = await getJobOffer(api, offerId);
    const zone = offer.timezone;
    await sendCallSheet(api, offerId, {
      location: v.location,
      job_requirements: v.job_requirements || null,
      job_end_date_duration: v.job_end_date_duration,
      job_start_date_type: v.job_start_date_type,
      job_start_date: fromPicker(v.job_start, zone),
      attendees: offer.attendees.map((a) => ({
        id: a.id,
        call_time: v.job_start_date_type === "individual" ? fromPicker(v.call_times[String(a.id)], zone) : null,
      })),
    });
  } catch (error) {
    return data({ result: submission.reply(), message: apiErrorMessage(error) as string | null }, { status: 400 });
  }
  throw redirect(`/offers/${offerId}/callSheet/submitted`);
}

export default function CallSheet() {
  const page = useLoaderData<typeof loader>();
  const offer: JobOffer = page.offer;
  const actionData = useActionData<typeof action>();
  const zone = offer.timezone;
  const locked = isCallSheetLocked(offer.attendees);
  const [form, fields] = useForm<CallSheetValues>({
    id: "call-sheet",
    lastResult: actionData?.result,
    defaultValue: page.defaultValue,
    constraint: page.rules.constraint,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: checkInBrowser(page.rules),
  });
  const times = fields.call_times.getFieldset();
  const start = fields.job_start.getFieldset();
  return (
    <div className="call-sheet">
      <h1 className="page-title">{offer.subtitle}: Call Sheet</h1>
      {offer.venue ? <p className="call-sheet__venue">At {offer.venue.name}</p> : null}
      {actionData?.message ? (
        <Alert title="An error occurred!">
          <p>The call sheet couldn't be saved; everything you typed is still here.</p>
          <p>{actionData.message}</p>
        </Alert>
      ) : null}
      {locked ? (
        <Alert tone="info">
          <p>This call sheet was sent to the models, so its fields are locked.</p>
        </Alert>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="call-sheet__form">
        <AuthenticityTokenInput />
        <fieldset disabled={locked} className="call-sheet__fields">
          <legend className="visually-hidden">Call sheet</legend>
          <Field label="Location" field={fields.location} type="text" autoComplete="address-line1" />
          <div className="field">
            <label htmlFor={fields.job_requirements.id}>Job requirements</label>
            <textarea {...getTextareaProps(fields.job_requirements, { ariaAttributes: true })} key={fields.job_requirements.key} rows={4} />
            {fields.job_requirements.errors?.length ? (
              <p className="field__error" id={fields.job_requirements.errorId}>
                {fields.job_requirements.errors[0]}
              </p>
            ) : null}
          </div>
          <Field
            label="Duration (hours)"
            field={fields.job_end_date_duration}
            type="number"
            min={MIN_DURATION}
            max={MAX_DURATION}
            step={1}
            inputMode="numeric"
            hint={`From ${MIN_DURATION} to ${MAX_DURATION} hours.`}
          />
          <ChoiceGroup legend="Start date" field={fields.job_start_date_type} options={START_DATE_TYPES} type="radio" />
          <TimePicker legend="Start date (all attendees)" date={start.date} hour={start.hour} minute={start.minute} ampm={start.ampm} />
          <h2 className="call-sheet__subtitle">Call times</h2>
          {offer.attendees.length === 0 ? <p>No attendees yet.</p> : null}
          <ul className="call-sheet__attendees">
            {offer.attendees.map((a) => {
              const time = times[String(a.id)]!.getFieldset();
              return (
                <li key={a.id}>
                  <TimePicker legend={`Call time for ${a.model.name}`} date={time.date} hour={time.hour} minute={time.minute} ampm={time.ampm} />
                  {a.call_time ? <p className="field__hint call-sheet__current">Current: {page.currentTimes[String(a.id)]}</p> : null}
                </li>
              );
            })}
          </ul>
          <p className="field__hint">Times are in the offer's time zone ({zone}). Individual call times are used when the start date is individual.</p>
        </fieldset>
        {locked ? null : <SubmitButton pendingText="SUBMITTING...">SUBMIT CALL SHEET</SubmitButton>}
      </Form>
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
