// Call sheet of API v1.3: the job offer with its attendees, and sending the sheet.
import type { Api } from "./request-session.server";
import { jobOfferSchema } from "../../../contract/schemas/call-sheet";
import { apiPath } from "./path";

/** Attendee statuses that no longer hold a spot (the API's rule): they get no call time. */
const RELEASED = ["canceled", "cancelled", "expired", "declined"];

export async function getJobOffer(api: Api, offerId: number) {
  const { data } = await api.get(apiPath`/deals/${offerId}`, undefined, jobOfferSchema);
  return { ...data, attendees: data.attendees.filter((a) => !RELEASED.includes(a.status)) };
}

export type CallSheetPayload = {
  location: string;
  job_requirements: string | null;
  job_end_date_duration: number;
  job_start_date_type: "all" | "individual";
  job_start_date: string | null;
  attendees: { id: number; call_time: string | null }[];
};

export const sendCallSheet = (api: Api, offerId: number, payload: CallSheetPayload) =>
  api.call("POST", apiPath`/deals/${offerId}/call_sheet/`, { body: payload });
