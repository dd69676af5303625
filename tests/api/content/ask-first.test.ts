// Usage rights asked for up front (docs/features/content.md): the wizard's offer keeps its terms;
// a model's claim must accept them, and the brand's rights start at the claim and cover its
// posts. Where the brand already looks: the dashboard and the weekly digest tell this month's (the
// week's) posts without a disclosure and the rights ending this week; the claims modal's claims
// carry their posts' disclosure check.
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { claims, media, models, posts, rightsRequests } from "../../../api/db/schema";
import { buildServer } from "../../../api/server";
import { refreshDisclosure } from "../../../api/services/content/disclosure";
import { rightsEndingSoon } from "../../../api/services/content/register";
import { digestOf, digestWeek } from "../../../api/services/reports/digest";
import { offerBody } from "../../faults/support/helpers";
import { useSignedInApi } from "../support/helpers";

const { api } = await useSignedInApi();
const brand = await api.newBrand(["content"]);
const [image] = await api.db.select().from(media).where(eq(media.businessId, brand.business_id));
const secret = "s".repeat(43);
const internal = await buildServer({ db: api.db, config: api.config, logger: false, internalSecret: secret });
afterAll(() => internal.close());

const DAY = 86_400_000;
const call = (method: "GET" | "POST", url: string, payload?: object) =>
  api.app.inject({ method, url: `/v1.3${url}`, headers: api.headers(brand.token), ...(payload ? { payload } : {}) });
const claimAs = (offerId: number, modelId: number, extra: object = {}) =>
  internal.inject({
    method: "POST",
    url: "/internal/claims",
    headers: { "x-internal-secret": secret },
    payload: { offer_id: offerId, model_id: modelId, ...extra },
  });

const terms = { uses: ["repost", "ads", "repost"], term: "90d", fee_cents: 5000, note: "  For the spring menu. " };

async function askingOffer(title: string, rights: object | null = terms) {
  const response = await call("POST", `/businesses/${brand.business_id}/deals/`, { ...offerBody(title, [image!.id]), rights_terms: rights });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: number; rights_terms: unknown };
}

async function someModels(n: number) {
  return (await api.db.select({ id: models.id, name: models.name }).from(models).limit(n)).map((m) => m);
}

describe("an offer that asks for rights up front", () => {
  it("keeps the wizard's terms, cleaned as a request's are, and returns them on the offer", async () => {
    const offer = await askingOffer("Spring menu");
    const kept = { uses: ["repost", "ads"], term: "90d", fee_cents: 5000, note: "For the spring menu." };
    expect(offer.rights_terms).toEqual(kept);
    expect((await call("GET", `/deals/${offer.id}`)).json().data.rights_terms).toEqual(kept);
    expect((await askingOffer("No rights", null)).rights_terms).toBeNull();
  });

  it("says which of the terms are wrong", async () => {
    const response = await call("POST", `/businesses/${brand.business_id}/deals/`, {
      ...offerBody("Bad rights", [image!.id]),
      rights_terms: { uses: [], term: "forever", fee_cents: -1 },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields).sort()).toEqual(["rights_terms.fee_cents", "rights_terms.term", "rights_terms.uses"]);
  });
});

describe("a claim of an offer that asks for rights", () => {
  it("is refused without accepting the terms, and nothing is taken", async () => {
    const offer = await askingOffer("Refused without terms");
    const [model] = await someModels(1);
    const refused = await claimAs(offer.id, model!.id);
    expect([refused.statusCode, refused.json().message]).toEqual([409, "This offer asks for usage rights; accept its terms to claim it."]);
    expect(await api.db.select().from(claims).where(eq(claims.offerId, offer.id))).toEqual([]);
  });

  it("accepted, grants the rights from the claim on, covering the claim's posts", async () => {
    const offer = await askingOffer("Granted at the claim");
    const [model] = await someModels(1);
    const taken = await claimAs(offer.id, model!.id, { rights_terms_accepted: true });
    expect(taken.statusCode, taken.body).toBe(201);
    const claimId: number = taken.json().data.claim_id;
    const [claim] = await api.db.select().from(claims).where(eq(claims.id, claimId));
    const [granted] = await api.db.select().from(rightsRequests).where(eq(rightsRequests.claimId, claimId));
    expect(granted).toMatchObject({
      businessId: brand.business_id,
      modelId: model!.id,
      answer: "granted",
      uses: ["repost", "ads"],
      term: "90d",
      feeCents: 5000,
    });
    expect(granted!.startsAt).toEqual(claim!.claimedAt);
    expect(granted!.endsAt!.getTime() - claim!.claimedAt!.getTime()).toBe(90 * DAY);
    expect(granted!.termsText).toContain("the posts you make for this offer");
    // The post the model makes for the claim, as the marketplace hands it over, is covered: the
    // library shows it granted, and the register lists it from the claim on.
    const made = await internal.inject({
      method: "POST",
      url: "/internal/posts",
      headers: { "x-internal-secret": secret },
      payload: {
        claim_id: claimId,
        instagram_id: `ig_ask_first_${claimId}`,
        type: "photo",
        thumbnail: image!.thumbnail,
        media: image!.path,
        post_url: `https://instagram.com/p/askfirst${claimId}`,
        caption: "#ad Spring menu",
        posted_at: new Date().toISOString(),
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    const post = made.json().data as { id: number; rights_state: string };
    expect(post.rights_state).toBe("granted");
    const library = (await call("GET", "/content?limit=100")).json().data.posts as { id: number; rights: string }[];
    expect(library.find((p) => p.id === post.id)?.rights).toBe("granted");
    const register = (await call("GET", "/content/rights")).json().data as { post_id: number; state: string; starts_at: string }[];
    expect(register.find((r) => r.post_id === post.id)).toMatchObject({ state: "granted", starts_at: claim!.claimedAt!.toISOString() });
  });

  it("takes a claim of an offer without terms as before, accepted or not", async () => {
    const offer = await askingOffer("Plain offer", null);
    const [one, two] = await someModels(2);
    expect((await claimAs(offer.id, one!.id)).statusCode).toBe(201);
    expect((await claimAs(offer.id, two!.id, { rights_terms_accepted: true })).statusCode).toBe(201);
    const granted = await api.db.select().from(rightsRequests).innerJoin(claims, eq(claims.id, rightsRequests.claimId)).where(eq(claims.offerId, offer.id));
    expect(granted).toEqual([]);
  });
});

/** Posts of the brand's kit offer's models, at `at`, with `caption`. */
async function addPosts(at: Date, captions: string[]) {
  const [claim] = await api.db.select().from(claims).where(eq(claims.offerId, brand.offers.club!.id)).limit(1);
  const rows = await api.db
    .insert(posts)
    .values(
      captions.map((caption, i) => ({
        businessId: brand.business_id,
        modelId: claim!.modelId,
        offerId: brand.offers.club!.id,
        instagramId: `ig_notice_${at.getTime()}_${i}`,
        type: "photo",
        thumbnail: image!.thumbnail,
        media: image!.path,
        postUrl: `https://instagram.com/p/notice${at.getTime()}x${i}`,
        caption,
        postedAt: at,
      })),
    )
    .returning({ id: posts.id });
  await refreshDisclosure(api.db, brand.business_id);
  return rows;
}

type Content = { missing_disclosure: number; rights_ending: { model: string; posts: number; ends_at: string }[] };
const dashboard = async () => (await call("GET", `/businesses/${brand.business_id}/dashboard`)).json().data.content as Content;

describe("the dashboard and the digest", () => {
  it("count this month's posts without a disclosure, and name the rights ending this week", async () => {
    const before = await dashboard();
    await addPosts(new Date(Date.now() - 1000), ["Sunday plans with friends", "Lunch was lovely", "#ad Lunch on us"]);
    const after = await dashboard();
    expect(after.missing_disclosure).toBe(before.missing_disclosure + 2);
    // The kit's one grant ending in 5 days, on one post, as the register tells it.
    const ending = await rightsEndingSoon(api.db, brand.business_id);
    expect(ending).toHaveLength(1);
    expect(after.rights_ending).toEqual(ending);
    expect(after.rights_ending[0]).toMatchObject({ posts: 1 });
    expect(Date.parse(after.rights_ending[0]!.ends_at) - Date.now()).toBeGreaterThan(4 * DAY);
  });

  it("the digest counts the week's posts without a disclosure", async () => {
    const now = new Date();
    const { from } = digestWeek(now);
    const business = { id: brand.business_id, name: brand.name };
    const before = (await digestOf(api.db, business, now)).content;
    await addPosts(new Date(from.getTime() + 3_600_000), ["No word of it here"]);
    const after = (await digestOf(api.db, business, now)).content;
    expect(after.missing_disclosure).toBe(before.missing_disclosure + 1);
    expect(after.rights_ending.map((r) => r.posts)).toEqual([1]);
  });
});

describe("the claims modal", () => {
  it("gives each claim its posts with their disclosure check", async () => {
    const offer = (await call("GET", `/deals/${brand.offers.club!.id}?tab=past`)).json().data as {
      attendees: { id: number; posts: { id: number; disclosure: string }[] }[];
    };
    const kept = await api.db.select().from(posts).where(eq(posts.offerId, brand.offers.club!.id));
    expect(offer.attendees.length).toBeGreaterThan(0);
    for (const attendee of offer.attendees) {
      const own = kept.filter((p) => p.claimId === attendee.id);
      expect(attendee.posts.map((p) => [p.id, p.disclosure]).sort()).toEqual(own.map((p) => [p.id, p.disclosure]).sort());
    }
    expect(offer.attendees.flatMap((a) => a.posts.map((p) => p.disclosure))).toContain("missing");
  });
});
