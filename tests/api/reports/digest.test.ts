// The weekly digest (docs/product/accounts.md#weekly-digest): last week's visits, posts, no-shows and posts overdue, and the
// month so far against last month with the dashboard's own figures; sent once a week per brand
// even when two runs overlap; a one-click unsubscribe that needs no sign-in.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { businesses, claims, offers, posts } from "../../../api/db/schema";
import { digestMail, digestOf, digestWeek, sendDigests } from "../../../api/services/reports/digest";
import { useSignedInApi } from "../support/helpers";

const { api } = await useSignedInApi();
const DAY = 86_400_000;

/** A timed offer of the brand that runs through the digest's week (at `locationId`, or none). */
async function weekOffer(businessId: number, subtitle: string, locationId: number | null, inWeek: (h: number) => Date) {
  const [offer] = await api.db
    .insert(offers)
    .values({
      businessId,
      locationId,
      type: "timed",
      subtitle,
      title: subtitle,
      description: "d",
      timezone: "UTC",
      sharedSpots: -1,
      mustPost: true,
      startsAt: inWeek(0),
      endsAt: inWeek(30),
    })
    .returning();
  return offer!;
}

describe("the week", () => {
  it("is the last Monday-to-Monday that ended", () => {
    expect(digestWeek(new Date("2026-11-23T00:00:00Z"))).toMatchObject({ week: "2026-11-16", to: new Date("2026-11-23T00:00:00Z") });
    expect(digestWeek(new Date("2026-11-29T23:59:00Z"))).toMatchObject({ week: "2026-11-16" });
    expect(digestWeek(new Date("2026-11-30T00:01:00Z"))).toMatchObject({ week: "2026-11-23" });
  });
});

describe("the mail", () => {
  it("counts in words, one and many", () => {
    const figures = { posts: 0, stories: 0, reach: 0, likes: 0, comments: 0 };
    const digest = {
      business: { id: 1, name: "Bistro" },
      week: { from: "2026-11-16T00:00:00.000Z", to: "2026-11-23T00:00:00.000Z", visits: 1, posts: 1, no_shows: 2 },
      posts_overdue: 1,
      locations: [],
      content: { missing_disclosure: 0, rights_ending: [] },
      month: { from: "", to: "2026-11-25T00:00:00.000Z", previous_from: "", previous_to: "", current: { ...figures, posts: 3 }, previous: figures },
    };
    const links = { dashboard: "http://web/", unsubscribe: "http://web/digest/unsubscribe/t" };
    const mail = digestMail("a@example.com", digest, links);
    expect(mail.subject).toBe("Your week on the marketplace: 1 visit, 1 post");
    expect(mail.text).toContain("Bistro: your week, Nov 16 to Nov 22\n\nLast week\n- 1 visit\n- 1 post\n- 2 no-shows\n- 1 post overdue now\n\nThis month");
    expect(mail.text).toContain("- Posts: 3 (last month 0, new)");
    // The content's lines only when there is something to do.
    const content = { missing_disclosure: 2, rights_ending: [{ id: 1, model: "Ana Lima", ends_at: "2026-12-03T10:00:00.000Z", posts: 2 }] };
    const told = digestMail("a@example.com", { ...digest, content }, links);
    expect(told.text).toContain("Your content\n- 2 posts last week have no disclosure\n- Rights to 2 of Ana Lima's posts end on Dec 3\n");
    expect(told.html).toContain("<li>Rights to 2 of Ana Lima&#39;s posts end on Dec 3</li>");
    expect(told.text).not.toContain("by location");
    // A brand with several locations reads each one's week after the group's.
    const locations = [
      { name: "Bistro", visits: 1, posts: 0, no_shows: 2 },
      { name: "No location", visits: 0, posts: 1, no_shows: 0 },
    ];
    const placed = digestMail("a@example.com", { ...digest, locations }, links);
    expect(placed.text).toContain(
      "- 1 post overdue now\n\nLast week by location\n- Bistro: 1 visit, 0 posts, 2 no-shows\n- No location: 0 visits, 1 post, 0 no-shows\n\n",
    );
    expect(placed.html).toContain("<h2>Last week by location</h2><ul><li>Bistro: 1 visit, 0 posts, 2 no-shows</li>".replace("</h2><ul>", "</h2>\n<ul>"));
  });
});

describe("the digest", () => {
  it("counts last week's visits, posts and no-shows, and the month as the dashboard does", async () => {
    const brand = await api.newBrand();
    const now = new Date();
    const { from } = digestWeek(now);
    const inWeek = (h: number) => new Date(from.getTime() + h * 3_600_000);
    const offer = await weekOffer(brand.business_id, "Lunch", null, inWeek);
    const ms = await api.db.query.models.findMany({ limit: 3 });
    await api.db.insert(claims).values([
      { offerId: offer.id, modelId: ms[0]!.id, status: "used", checkedInAt: inWeek(20) },
      { offerId: offer.id, modelId: ms[1]!.id, status: "used", checkedInAt: inWeek(21) },
      { offerId: offer.id, modelId: ms[2]!.id, status: "active" },
    ]);
    await api.db.insert(posts).values({
      businessId: brand.business_id,
      modelId: ms[0]!.id,
      offerId: offer.id,
      type: "post",
      instagramId: `digest-${brand.business_id}`,
      thumbnail: "/media/t.jpg",
      media: "/media/m.jpg",
      postUrl: "https://instagram.example/p/1",
      postedAt: inWeek(40),
      countOfLikes: 10,
      countOfComments: 2,
    });
    const digest = await digestOf(api.db, { id: brand.business_id, name: brand.name }, now);
    expect(digest.week).toMatchObject({ visits: 2, posts: 1, no_shows: 1 });
    // One location: no week per location.
    expect(digest.locations).toEqual([]);
    const dashboard = await api.app.inject({ method: "GET", url: `/v1.3/businesses/${brand.business_id}/dashboard`, headers: api.headers(brand.token) });
    const month = dashboard.json().data.month;
    expect(digest.month.current).toEqual(month.current);
    expect(digest.month.previous).toEqual(month.previous);
  });

  it("tells a brand with several locations each one's week, and they add up to the group's", async () => {
    const brand = await api.newBrand(["venues"]);
    const now = new Date();
    const { from } = digestWeek(now);
    const inWeek = (h: number) => new Date(from.getTime() + h * 3_600_000);
    const places = await api.db.query.locations.findMany({
      where: (l, { eq }) => eq(l.businessId, brand.business_id),
      orderBy: (l, { asc }) => [asc(l.sort), asc(l.id)],
    });
    expect(places.map((p) => p.name)).toEqual([brand.name, "Second Street"]);
    const ms = await api.db.query.models.findMany({ limit: 4 });
    const offerAt = (subtitle: string, locationId: number | null) => weekOffer(brand.business_id, subtitle, locationId, inWeek);
    const [main, second, nowhere] = [await offerAt("Main lunch", places[0]!.id), await offerAt("Second supper", places[1]!.id), await offerAt("Gift", null)];
    await api.db.insert(claims).values([
      { offerId: main.id, modelId: ms[0]!.id, status: "used", checkedInAt: inWeek(20) },
      { offerId: second.id, modelId: ms[1]!.id, status: "used", checkedInAt: inWeek(21) },
      { offerId: second.id, modelId: ms[2]!.id, status: "used", checkedInAt: inWeek(22) },
      { offerId: main.id, modelId: ms[3]!.id, status: "active" },
    ]);
    const post = (n: number, offerId: number | null) => ({
      businessId: brand.business_id,
      modelId: ms[n]!.id,
      offerId,
      type: "post",
      instagramId: `digest-places-${brand.business_id}-${n}`,
      thumbnail: "/media/t.jpg",
      media: "/media/m.jpg",
      postUrl: `https://instagram.example/p/places${n}`,
      postedAt: inWeek(40 + n),
    });
    await api.db.insert(posts).values([post(0, main.id), post(1, second.id), post(2, nowhere.id), post(3, null)]);
    const digest = await digestOf(api.db, { id: brand.business_id, name: brand.name }, now);
    expect(digest.locations).toEqual([
      { name: brand.name, visits: 1, posts: 1, no_shows: 1 },
      { name: "Second Street", visits: 2, posts: 1, no_shows: 0 },
      { name: "No location", visits: 0, posts: 2, no_shows: 0 },
    ]);
    const sum = (key: "visits" | "posts" | "no_shows") => digest.locations.reduce((n, l) => n + l[key], 0);
    expect({ visits: sum("visits"), posts: sum("posts"), no_shows: sum("no_shows") }).toEqual({
      visits: digest.week.visits,
      posts: digest.week.posts,
      no_shows: digest.week.no_shows,
    });
    // The group's posts are the dashboard's count of the week.
    expect(digest.week.posts).toBe(4);
  });

  it("goes once a week to the contact, with a one-click unsubscribe that needs no sign-in", async () => {
    const brand = await api.newBrand();
    await api.db
      .update(businesses)
      .set({ contactEmail: `owner.${brand.business_id}@brand.example` })
      .where(eq(businesses.id, brand.business_id));
    const now = new Date(Date.now() + 0 * DAY);
    const url = "http://web.example";
    await Promise.all([sendDigests(api.db, api.app.ctx.mailer, url, now), sendDigests(api.db, api.app.ctx.mailer, url, now)]);
    await sendDigests(api.db, api.app.ctx.mailer, url, now);
    await api.app.ctx.jobs.idle();
    const mine = api.mails.filter((m) => m.to === `owner.${brand.business_id}@brand.example`);
    expect(mine).toHaveLength(1);
    const mail = mine[0]!;
    expect(mail.subject).toBe("Your week on the marketplace: 0 visits, 0 posts");
    expect(mail.text).toContain(`${brand.name}: your week,`);
    expect(mail.text).toContain("Your dashboard: http://web.example/");
    expect(mail.html).toContain("<h2>Last week</h2>");
    const link = /To stop it, open (\S+)/.exec(mail.text)![1]!;
    expect(mail.headers).toEqual({ "List-Unsubscribe": `<${link}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
    const token = link.split("/").at(-1)!;

    const asked = await api.app.inject({ method: "POST", url: "/v1.3/digest/subscription", headers: api.headers(), payload: { token } });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().data).toEqual({ business: brand.name, weekly_digest: true });
    const off = await api.app.inject({ method: "POST", url: "/v1.3/digest/unsubscribe", headers: api.headers(), payload: { token } });
    expect(off.statusCode, off.body).toBe(200);
    const wrong = await api.app.inject({ method: "POST", url: "/v1.3/digest/unsubscribe", headers: api.headers(), payload: { token: `${token}x` } });
    expect([wrong.statusCode, wrong.json().message]).toEqual([404, "This link is not valid."]);

    // Next week: no digest for this brand.
    await sendDigests(api.db, api.app.ctx.mailer, url, new Date(now.getTime() + 7 * DAY));
    await api.app.ctx.jobs.idle();
    expect(api.mails.filter((m) => m.to === `owner.${brand.business_id}@brand.example`)).toHaveLength(1);
  });
});
