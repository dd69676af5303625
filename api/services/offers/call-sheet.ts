// Call sheets of job offers (docs/product/applicants.md#call-sheets): location, job requirements, duration
// (1–8766 hours), start date type and per-attendee call times. Once sent, the first
// attendee's call_sheet_status is ready and the sheet is locked.
import { and, asc, eq, notInArray } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db";
import { claims, offers } from "../../db/schema";
import { badRequest, HttpError, ownedOr404 } from "../../lib/errors";
import { getOffer, ownedOfferRow } from "./offer";
import { RELEASED_STATUSES, type OfferRow } from "./shapes";

export const DURATION_MESSAGE = "Duration must be a number from 1 to 8766 hours.";
export const CALL_SHEET_LOCKED = "This call sheet was already sent, so it can't be changed.";

const isoDate = (message: string) => z.string({ message }).refine((v) => !Number.isNaN(Date.parse(v)), { message });

export const callSheetBody = z
  .object({
    location: z.string({ message: "Enter the location." }).trim().min(1, "Enter the location.").max(300, "The location is at most 300 characters."),
    job_requirements: z
      .string()
      .trim()
      .max(2000, "Job requirements are at most 2000 characters.")
      .nullish()
      .describe("The call sheet's text of what the job asks of the models."),
    // One message for every way a duration can be wrong (missing, text, fraction, out of range).
    job_end_date_duration: z
      .unknown()
      .refine((v) => typeof v === "number" && Number.isInteger(v) && v >= 1 && v <= 8766, { message: DURATION_MESSAGE })
      .transform((v) => v as number)
      .describe("The job's length in whole hours, 1 to 8766."),
    job_start_date_type: z
      .enum(["all", "individual"], { message: "job_start_date_type must be all or individual." })
      .describe("all: every attendee is called at job_start_date; individual: each at its own call_time."),
    job_start_date: isoDate("Enter the start date.").nullish().describe("Required with job_start_date_type all."),
    attendees: z
      .array(z.object({ id: z.number().int().positive(), call_time: isoDate("Enter a call time.").nullish() }))
      .max(1000)
      .default([])
      .describe("Each attendee's claim id and call time; with individual, every attendee needs one."),
  })
  .superRefine((v, ctx) => {
    if (v.job_start_date_type === "all" && !v.job_start_date)
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["job_start_date"], message: "Enter the start date." });
  });

/** The business's job offer; 404 for anyone else's, 400 for another type. */
export async function ownedJobOffer(db: Db, businessId: number, offerId: number) {
  const offer = await ownedOfferRow(db, businessId, offerId);
  if (offer.type !== "job") throw badRequest("Only job offers have a call sheet.");
  return offer;
}

/** Sends the call sheet: the offer's details and every attendee's call time, in one transaction. */
export async function sendCallSheet(db: Db, businessId: number, offer: OfferRow, body: z.output<typeof callSheetBody>) {
  const attendees = await db
    .select()
    .from(claims)
    .where(and(eq(claims.offerId, offer.id), notInArray(claims.status, RELEASED_STATUSES)))
    .orderBy(asc(claims.claimedAt), asc(claims.id));
  if (attendees[0]?.callSheetStatus === "ready") throw new HttpError(409, CALL_SHEET_LOCKED);
  const given = new Map(body.attendees.map((a) => [a.id, a.call_time ?? null]));
  for (const id of given.keys()) if (!attendees.some((a) => a.id === id)) throw badRequest("An attendee of the call sheet isn't part of this offer.");
  const callTimeOf = (id: number) => {
    const time = body.job_start_date_type === "all" ? body.job_start_date : given.get(id);
    if (!time) throw badRequest("Enter a call time for every attendee.", { [`attendees.${id}.call_time`]: "Enter a call time." });
    return new Date(time);
  };
  const times = attendees.map((a) => ({ id: a.id, at: callTimeOf(a.id) }));
  await db.transaction(async (tx) => {
    // The rest of the details stay as they were: the job's model requirements among them.
    const details = {
      ...(offer.details as Record<string, unknown>),
      job_requirements: body.job_requirements ?? null,
      job_end_date_duration: body.job_end_date_duration,
      job_start_date_type: body.job_start_date_type,
      job_start_date: body.job_start_date ? new Date(body.job_start_date).toISOString() : null,
    };
    const location = { lat: offer.location?.lat ?? null, lon: offer.location?.lon ?? null, address: body.location } as typeof offer.location;
    await tx.update(offers).set({ details, location }).where(eq(offers.id, offer.id));
    for (const t of times) await tx.update(claims).set({ callTime: t.at, callSheetStatus: "ready" }).where(eq(claims.id, t.id));
  });
  return ownedOr404(await getOffer(db, businessId, offer.id));
}
