import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { claims, offers } from "../../../api/db/schema";
import { useSignedInApi } from "../support/helpers";

const { api: t, demo, rival } = await useSignedInApi();

async function offerNamed(subtitle: string) {
  const [offer] = await t.db.select().from(offers).where(eq(offers.subtitle, subtitle));
  const rows = await t.db.select().from(claims).where(eq(claims.offerId, offer!.id));
  return { id: offer!.id, claims: rows.sort((a, b) => a.id - b.id) };
}

const send = (id: number, payload: unknown, token = demo) =>
  t.app.inject({ method: "POST", url: `/v1.3/deals/${id}/call_sheet/`, headers: t.headers(token), payload: payload as object });
const sheet = {
  location: "200 5th Ave, New York",
  job_requirements: "Black shoes.",
  job_end_date_duration: 8,
  job_start_date_type: "all",
  job_start_date: "2026-12-01T14:00:00.000Z",
};

describe("POST /deals/:id/call_sheet/", () => {
  it("refuses a duration outside 1 to 8766 hours", async () => {
    const { id } = await offerNamed("Runway Shoot");
    for (const bad of [0, 8767, 2.5, "8"]) {
      const res = await send(id, { ...sheet, job_end_date_duration: bad });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe("Duration must be a number from 1 to 8766 hours.");
    }
  });

  it("another business's offer is a 404", async () => {
    const { id } = await offerNamed("Runway Shoot");
    expect((await send(id, sheet, rival)).statusCode).toBe(404);
  });

  it("saves individual call times, marks the sheet ready and then locks it", async () => {
    const { id, claims: attendees } = await offerNamed("Runway Shoot");
    const missing = await send(id, {
      ...sheet,
      job_start_date_type: "individual",
      job_start_date: null,
      attendees: [{ id: attendees[0]!.id, call_time: "2026-12-01T14:00:00.000Z" }],
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe("Enter a call time for every attendee.");
    const times = attendees.map((a, i) => ({ id: a.id, call_time: `2026-12-01T1${4 + i}:00:00.000Z` }));
    const res = await send(id, { ...sheet, job_start_date_type: "individual", job_start_date: null, attendees: times });
    expect(res.statusCode).toBe(200);
    const offer = res.json().data;
    expect(offer).toMatchObject({
      deal_call_sheet_ready: true,
      job_end_date_duration: 8,
      job_start_date_type: "individual",
      location: { address: "200 5th Ave, New York" },
    });
    expect(offer.attendees.map((a: { call_time: string }) => a.call_time)).toEqual(times.map((x) => x.call_time));
    const again = await send(id, sheet);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("This call sheet was already sent, so it can't be changed.");
  });

  it("a claim offer has no call sheet", async () => {
    const { id } = await offerNamed("Sunset Brunch");
    expect((await send(id, sheet)).json().message).toBe("Only job offers have a call sheet.");
  });
});
