// Reminders to post (docs/product/offers.md#posts-due): the Remind button at most once per claim in 48 hours, the
// automatic reminders (the day after the visit, and when the post becomes overdue) sent once
// each even when two runs overlap, and never once the post has arrived or the brand turned
// them off.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { businesses, claims, models, offers, postReminders } from "../../../api/db/schema";
import { automaticReminder, sendDueReminders } from "../../../api/services/offers/reminders";
import { useSignedInApi } from "../support/helpers";

const { api } = await useSignedInApi();
const DAY = 86_400_000;

/** A brand with a must-post offer and one claim per visit given (days ago), each model (after the first `skipModels`) with an address. */
async function brandWithVisits(visits: (number | null)[], skipModels = 0) {
  const brand = await api.newBrand();
  const now = Date.now();
  const [row] = await api.db
    .insert(offers)
    .values({
      businessId: brand.business_id,
      type: "timed",
      subtitle: "Tasting Night",
      title: "t",
      description: "d",
      timezone: "UTC",
      sharedSpots: -1,
      mustPost: true,
      postWithinDays: 3,
      startsAt: new Date(now - 20 * DAY),
      endsAt: new Date(now + DAY),
    })
    .returning();
  const found = await api.db.query.models.findMany({ limit: visits.length, offset: skipModels, orderBy: (m, { desc }) => desc(m.id) });
  for (const m of found)
    await api.db
      .update(models)
      .set({ email: address(m, brand) })
      .where(eq(models.id, m.id));
  const rows = await api.db
    .insert(claims)
    .values(
      visits.map((days, i) => ({
        offerId: row!.id,
        modelId: found[i]!.id,
        status: days === null ? "active" : "used",
        checkedInAt: days === null ? null : new Date(now - days * DAY),
      })),
    )
    .returning();
  return { brand, offer: row!, claims: rows, models: found };
}

const remind = (token: string, claimId: number) => api.app.inject({ method: "POST", url: `/v1.3/claims/${claimId}/remind`, headers: api.headers(token) });

/** The models are the seed's, shared by the tests: each brand gives them addresses of its own. */
const address = (model: { id: number }, brand: { business_id: number }) => `model${model.id}.brand${brand.business_id}@models.example`;
/** The mails the brand's reminders sent to the model. */
const mailsTo = (model: { id: number }, brand: { business_id: number; name: string }) =>
  api.mails.filter((m) => m.to === address(model, brand) && m.text.includes(brand.name));

describe("the Remind button", () => {
  it("sends the model a reminder, then refuses another within 48 hours, saying when it may", async () => {
    const {
      brand,
      claims: [claim],
      models: [model],
    } = await brandWithVisits([1]);
    const first = await remind(brand.token, claim!.id);
    expect(first.statusCode, first.body).toBe(200);
    await api.app.ctx.jobs.idle();
    const mails = mailsTo(model!, brand);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("is looking forward to your posts for Tasting Night. Please post by");

    const again = await remind(brand.token, claim!.id);
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toMatch(/^A reminder went to this model at .+\. The next can be sent from .+\.$/);
    // The code the web tool branches on, to say it beside the button rather than as an error.
    expect(again.json().code).toBe("remind_too_soon");

    // The dashboard's row and the claim on the Offers page say when.
    const dashboard = await api.app.inject({ method: "GET", url: `/v1.3/businesses/${brand.business_id}/dashboard`, headers: api.headers(brand.token) });
    expect(dashboard.json().data.posts_due.rows[0].post_due.reminded_at).toBe(first.json().data.reminded_at);

    // 49 hours later it may send again.
    await api.db
      .update(postReminders)
      .set({ sentAt: new Date(Date.now() - 49 * 3_600_000) })
      .where(eq(postReminders.claimId, claim!.id));
    expect((await remind(brand.token, claim!.id)).statusCode).toBe(200);
    await api.app.ctx.jobs.idle();
    expect(mailsTo(model!, brand)).toHaveLength(2);
  });

  it("sends one mail when pressed twice at once", async () => {
    const {
      brand,
      claims: [claim],
      models: [model],
    } = await brandWithVisits([2]);
    const answers = await Promise.all([remind(brand.token, claim!.id), remind(brand.token, claim!.id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 429]);
    await api.app.ctx.jobs.idle();
    expect(mailsTo(model!, brand)).toHaveLength(1);
  });

  it("refuses a claim that owes nothing, a model without an address, and another brand's claim", async () => {
    const {
      brand,
      claims: [posted, notYet, noAddress],
      models: ms,
    } = await brandWithVisits([1, null, 1]);
    await api.db.update(claims).set({ postsCount: 1 }).where(eq(claims.id, posted!.id));
    await api.db.update(models).set({ email: null }).where(eq(models.id, ms[2]!.id));
    expect((await remind(brand.token, posted!.id)).json().message).toBe("This model owes no posts: they have posted, or the visit is not done yet.");
    expect((await remind(brand.token, notYet!.id)).statusCode).toBe(409);
    const none = await remind(brand.token, noAddress!.id);
    expect([none.statusCode, none.json().message]).toEqual([409, "This model has no email address with us, so no reminder can be sent."]);
    const other = await api.newBrand();
    expect((await remind(other.token, posted!.id)).statusCode).toBe(404);
  });
});

describe("the automatic reminders", () => {
  it("decides the day after the visit, then the overdue one, each once, never within 48 hours of another", () => {
    const now = new Date("2026-11-25T12:00:00Z");
    const due = { state: "due" as const, due_on: "2026-11-27", days: 2, completed_at: "", reminded_at: null, remindable: true };
    const overdue = { ...due, state: "overdue" as const, days: 1 };
    const done = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
    expect(automaticReminder(due, done(23), new Set(), null, now)).toBeNull();
    expect(automaticReminder(due, done(25), new Set(), null, now)).toBe("day_after");
    expect(automaticReminder(due, done(25), new Set(["day_after"]), null, now)).toBeNull();
    expect(automaticReminder(overdue, done(200), new Set(["day_after"]), null, now)).toBe("overdue");
    expect(automaticReminder(overdue, done(200), new Set(["day_after"]), done(47), now)).toBeNull();
    expect(automaticReminder(overdue, done(200), new Set(["day_after", "overdue"]), null, now)).toBeNull();
    expect(automaticReminder(null, done(200), new Set(), null, now)).toBeNull();
  });

  it("sends each once when two runs overlap, and none for a post that arrived or a brand that turned them off", async () => {
    // A visit 2 days ago (due: the day-after reminder), one 6 days ago (overdue: window 3 days),
    // one yesterday evening but posted, and one today (too early).
    const { brand, claims: rows, models: ms } = await brandWithVisits([2, 6, 1.5, 0.2]);
    await api.db.update(claims).set({ postsCount: 1 }).where(eq(claims.id, rows[2]!.id));
    const { brand: quiet, models: quietModels } = await brandWithVisits([2], 4);
    await api.db.update(businesses).set({ autoReminders: false }).where(eq(businesses.id, quiet.business_id));

    await Promise.all([sendDueReminders(api.db, api.app.ctx.mailer), sendDueReminders(api.db, api.app.ctx.mailer)]);
    await sendDueReminders(api.db, api.app.ctx.mailer);
    await api.app.ctx.jobs.idle();
    const to = (i: number) => mailsTo(ms[i]!, brand);
    expect(to(0).map((m) => m.subject)).toEqual([`A reminder from ${brand.name}: your posts`]);
    expect(to(1).map((m) => m.subject)).toEqual([`Your posts for ${brand.name} are overdue`]);
    expect([to(2), to(3)]).toEqual([[], []]);
    expect(mailsTo(quietModels[0]!, quiet)).toEqual([]);
    const kinds = await api.db.select({ claimId: postReminders.claimId, kind: postReminders.kind }).from(postReminders);
    expect(
      kinds
        .filter((k) => k.claimId === rows[0]!.id || k.claimId === rows[1]!.id)
        .map((k) => k.kind)
        .sort(),
    ).toEqual(["day_after", "overdue"]);
  });
});
