// A brand's rule for who may claim (docs/product/accounts.md#who-may-claim): models with N or more no-shows in the last 90
// days, or posting under P % with at least 3 claims, are refused a claim with the reason; their
// applications are taken, marked, and sorted last in review. "New" models pass the rate rule.
import { describe, expect, it } from "vitest";
import { claims, models, offers } from "../../../api/db/schema";
import { recentNoShows, takeClaim } from "../../../api/services/offers/claim-rule";
import { buildServer } from "../../../api/server";
import { useSignedInApi } from "../support/helpers";

const { api } = await useSignedInApi();
const DAY = 86_400_000;
const now = new Date();

let made = 0;
async function newModel() {
  made += 1;
  const [m] = await api.db
    .insert(models)
    .values({ name: `Rule Model ${made}`, firstName: "Rule", lastName: `Model ${made}`, sex: "f", avatar: "/media/a.jpg", photos: [] })
    .returning();
  return m!;
}

async function offerOf(businessId: number, values: Partial<typeof offers.$inferInsert> = {}) {
  const [o] = await api.db
    .insert(offers)
    .values({ businessId, type: "timed", subtitle: "Supper", title: "t", description: "d", timezone: "UTC", sharedSpots: -1, ...values })
    .returning();
  return o!;
}

/** History with another brand: `noShows` missed visits `daysAgo` days ago, `kept` visits of which `posted` were posted for. */
async function history(modelId: number, h: { noShows?: number; daysAgo?: number; kept?: number; posted?: number }) {
  const other = await api.newBrand();
  const ended = new Date(now.getTime() - (h.daysAgo ?? 10) * DAY);
  const past = await offerOf(other.business_id, { startsAt: new Date(ended.getTime() - DAY), endsAt: ended, mustPost: true });
  const rows = [
    ...Array.from({ length: h.noShows ?? 0 }, () => ({ offerId: past.id, modelId, status: "active" })),
    ...Array.from({ length: h.kept ?? 0 }, (_, i) => ({
      offerId: past.id,
      modelId,
      status: "used",
      checkedInAt: new Date(ended.getTime() - 3_600_000),
      postsCount: i < (h.posted ?? 0) ? 1 : 0,
    })),
  ];
  if (rows.length) await api.db.insert(claims).values(rows);
}

describe("the rule for who may claim", () => {
  it("refuses a claim from a model with too many no-shows in 90 days, with the reason", async () => {
    const brand = await api.newBrand();
    await api.app.inject({
      method: "PUT",
      url: "/v1.3/users/me/reminder-settings",
      headers: api.headers(brand.token),
      payload: { auto_reminders: true, weekly_digest: true, skip_no_shows: 2, skip_below_rate: null },
    });
    const open = await offerOf(brand.business_id, { endsAt: new Date(now.getTime() + 5 * DAY) });
    const missing = await newModel();
    await history(missing.id, { noShows: 2 });
    const longAgo = await newModel();
    await history(longAgo.id, { noShows: 3, daysAgo: 120 });
    expect(await recentNoShows(api.db, missing.id, now)).toBe(2);
    expect(await recentNoShows(api.db, longAgo.id, now)).toBe(0);
    await expect(takeClaim(api.db, open.id, missing.id, now)).rejects.toMatchObject({
      statusCode: 409,
      message: "This brand takes claims from models with a steadier record: 2 no-shows in the last 90 days.",
    });
    // No-shows older than 90 days are forgiven.
    expect(await takeClaim(api.db, open.id, longAgo.id, now)).toMatchObject({ rule_note: null });
    await expect(takeClaim(api.db, open.id, longAgo.id, now)).rejects.toMatchObject({ statusCode: 409 });
  });

  it("marks an application under the posting rate and sorts it last; a New model is never skipped by the rate", async () => {
    const brand = await api.newBrand();
    await api.app.inject({
      method: "PUT",
      url: "/v1.3/users/me/reminder-settings",
      headers: api.headers(brand.token),
      payload: { auto_reminders: true, weekly_digest: true, skip_no_shows: null, skip_below_rate: 60 },
    });
    const apply = await offerOf(brand.business_id, { mode: "apply", endsAt: new Date(now.getTime() + 5 * DAY) });
    const seldom = await newModel();
    await history(seldom.id, { kept: 4, posted: 1 });
    const fresh = await newModel();
    await history(fresh.id, { kept: 2, posted: 0 });
    const steady = await newModel();
    await history(steady.id, { kept: 3, posted: 3 });
    const marked = await takeClaim(api.db, apply.id, seldom.id, now);
    expect(marked.rule_note).toBe("posted for 25% of 4 completed claims");
    expect((await takeClaim(api.db, apply.id, fresh.id, now)).rule_note).toBeNull();
    expect((await takeClaim(api.db, apply.id, steady.id, now)).rule_note).toBeNull();

    const list = await api.app.inject({
      method: "GET",
      url: `/v1.3/deals/${apply.id}/applicants?status=unreviewed&sort=alphabetically`,
      headers: api.headers(brand.token),
    });
    expect(list.statusCode, list.body).toBe(200);
    const rows = list.json().applicants.data as { model: { user_id: number }; rule_note: string | null }[];
    expect(rows.map((r) => r.model.user_id)).toEqual([fresh.id, steady.id, seldom.id]);
    expect(rows.at(-1)!.rule_note).toBe("posted for 25% of 4 completed claims");
  });
});

describe("the settings", () => {
  it("are read and saved, and a bad number gets a message", async () => {
    const brand = await api.newBrand();
    const put = (payload: object) => api.app.inject({ method: "PUT", url: "/v1.3/users/me/reminder-settings", headers: api.headers(brand.token), payload });
    const read = await api.app.inject({ method: "GET", url: "/v1.3/users/me/reminder-settings", headers: api.headers(brand.token) });
    expect(read.json().data).toEqual({ auto_reminders: true, weekly_digest: true, skip_no_shows: null, skip_below_rate: null });
    const saved = await put({ auto_reminders: false, weekly_digest: false, skip_no_shows: 3, skip_below_rate: 50 });
    expect(saved.json().data).toEqual({ auto_reminders: false, weekly_digest: false, skip_no_shows: 3, skip_below_rate: 50 });
    const bad = await put({ auto_reminders: true, weekly_digest: true, skip_no_shows: 0, skip_below_rate: 101 });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("Enter a whole number of no-shows from 1 to 10.");
  });
});

describe("POST /internal/claims, the marketplace's side", () => {
  it("needs the shared secret, takes a claim, and refuses one the rule skips with the reason", async () => {
    const app = await buildServer({ db: api.db, config: api.config, logger: false, internalSecret: "m".repeat(43) });
    const brand = await api.newBrand();
    await api.app.inject({
      method: "PUT",
      url: "/v1.3/users/me/reminder-settings",
      headers: api.headers(brand.token),
      payload: { auto_reminders: true, weekly_digest: true, skip_no_shows: 1, skip_below_rate: null },
    });
    const open = await offerOf(brand.business_id, { endsAt: new Date(now.getTime() + 5 * DAY) });
    const steady = await newModel();
    const missing = await newModel();
    await history(missing.id, { noShows: 1 });
    const call = (secret: string, model: number) =>
      app.inject({ method: "POST", url: "/internal/claims", headers: { "x-internal-secret": secret }, payload: { offer_id: open.id, model_id: model } });
    expect((await call("wrong", steady.id)).statusCode).toBe(403);
    const taken = await call("m".repeat(43), steady.id);
    expect([taken.statusCode, taken.json().data.rule_note]).toEqual([201, null]);
    const refused = await call("m".repeat(43), missing.id);
    expect([refused.statusCode, refused.json().message]).toEqual([
      409,
      "This brand takes claims from models with a steadier record: 1 no-show in the last 90 days.",
    ]);
    await app.close();
  });
});
