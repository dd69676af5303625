// A post arriving from the marketplace (POST /internal/posts): its caption is checked by the rule
// as it comes (the fold, words inside words, emoji and line breaks before the word), an edited
// caption is checked again, the claim counts it, and rights the claim granted cover it.
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { buildServer } from "../../../api/server";
import { claims, offers } from "../../../api/db/schema";
import { grantAtClaim } from "../../../api/services/content/rights";
import { useSignedInApi } from "../support/helpers";

const { api } = await useSignedInApi();
const brand = await api.newBrand(["content"]);
const secret = "s".repeat(43);
const app = await buildServer({ db: api.db, config: api.config, logger: false, internalSecret: secret });
afterAll(() => app.close());
const [claim] = await api.db
  .select({ id: claims.id })
  .from(claims)
  .innerJoin(offers, eq(offers.id, claims.offerId))
  .where(eq(offers.id, brand.offers.club!.id))
  .limit(1);

let n = 0;
const arrive = (caption: string, extra: Record<string, unknown> = {}, key = secret) =>
  app.inject({
    method: "POST",
    url: "/internal/posts",
    headers: { "x-internal-secret": key },
    payload: {
      claim_id: claim!.id,
      instagram_id: `ig_arriving_${++n}`,
      type: "photo",
      thumbnail: "/media/a.jpg",
      media: "/media/a.jpg",
      post_url: `https://instagram.com/p/arriving${n}`,
      caption,
      posted_at: new Date().toISOString(),
      ...extra,
    },
  });
const checkOf = async (caption: string) => {
  const response = await arrive(caption);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.disclosure as string;
};

describe("POST /internal/posts", () => {
  it("needs the shared secret", async () => {
    expect((await arrive("#ad", {}, "x".repeat(43))).statusCode).toBe(403);
  });

  it("checks the caption against the 125-character fold, whole words only", async () => {
    expect(await checkOf(`${"x".repeat(121)} #ad`)).toBe("disclosed");
    expect(await checkOf(`${"x".repeat(122)} #ad`)).toBe("late");
    expect(await checkOf("A weekend #adventure at the studio")).toBe("missing");
    expect(await checkOf(`${"🌿".repeat(100)}\n\n#gifted`)).toBe("disclosed");
    expect(await checkOf(`${"🌿".repeat(130)}\n#gifted`)).toBe("late");
    expect(await checkOf("Ad | supper at the studio")).toBe("disclosed");
  });

  it("checks the offer's mention, and an edited caption again", async () => {
    const first = await arrive("#ad supper at the studio");
    expect(first.json().data).toMatchObject({ disclosure: "disclosed", tags: "missing", created: true });
    const again = await arrive("#ad supper at @studio", { instagram_id: `ig_arriving_${n}` });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ id: first.json().data.id, tags: "present", created: false });
    const [counted] = await api.db.select({ postsCount: claims.postsCount, postedAt: claims.postedAt }).from(claims).where(eq(claims.id, claim!.id));
    expect(counted!.postsCount).toBeGreaterThan(1);
    expect(counted!.postedAt).not.toBeNull();
  });

  it("covers a post with the rights its claim granted", async () => {
    await api.db.transaction((tx) => grantAtClaim(tx, claim!.id, { uses: ["repost"], term: "perpetual", fee_cents: null, note: null }));
    const response = await arrive("#ad supper");
    expect(response.json().data.rights_state).toBe("granted");
    const page = await api.app.inject({ method: "GET", url: `/v1.3/content/posts/${response.json().data.id}`, headers: api.headers(brand.token) });
    expect(page.json().data.history[0]).toMatchObject({ state: "granted", from_claim: true, ends_at: null });
  });

  it("refuses a caption longer than Instagram's", async () => {
    const response = await arrive("x".repeat(2201));
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.caption).toContain("2,200");
  });
});
