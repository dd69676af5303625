// The applicant page's Instagram feed (docs/product/applicants.md#applicant-page), loaded by the
// model's Instagram id: only models who applied to or claimed one of the brand's offers.
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { offers } from "../../../api/db/schema";
import { useSignedInApi } from "../support/helpers";

const { api: t, demo, rival } = await useSignedInApi();

const get = (url: string, token = demo) => t.app.inject({ method: "GET", url: `/v1.3${url}`, headers: t.headers(token) });

type Applicant = { model: { name: string; instagram: { id: string } | null } };
async function castingApplicants(): Promise<Applicant[]> {
  const [row] = await t.db.select({ id: offers.id }).from(offers).where(eq(offers.subtitle, "Spring Casting"));
  return (await get(`/deals/${row!.id}/applicants`)).json().applicants.data;
}

describe("GET /instagram/:instagramId/posts", () => {
  it("answers an applicant's recent posts, newest first", async () => {
    const applicants = await castingApplicants();
    const withInstagram = applicants.find((a) => a.model.instagram)!;
    const res = await get(`/instagram/${withInstagram.model.instagram!.id}/posts`);
    expect(res.statusCode).toBe(200);
    const { data } = res.json() as { data: { user_social_id: string; posts: { id: string; media_url: string; thumbnail_url: string; posted_at: string }[] } };
    expect(data.user_social_id).toBe(withInstagram.model.instagram!.id);
    expect(data.posts.length).toBeGreaterThanOrEqual(6);
    expect(data.posts[0]).toMatchObject({
      media_url: expect.stringMatching(/^\/media\/seed-ig-\d+\.jpg$/),
      thumbnail_url: expect.stringMatching(/^\/media\/.+-thumb\.jpg$/),
    });
    const times = data.posts.map((p) => Date.parse(p.posted_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const media = await t.app.inject({ method: "GET", url: data.posts[0]!.thumbnail_url });
    expect(media.statusCode).toBe(200);

    const limited = await get(`/instagram/${withInstagram.model.instagram!.id}/posts?limit=2`);
    expect(limited.json().data.posts).toHaveLength(2);
    expect((await get(`/instagram/${withInstagram.model.instagram!.id}/posts?limit=0`)).statusCode).toBe(400);
  });

  it("some applicants have no Instagram at all", async () => {
    expect((await castingApplicants()).some((a) => a.model.instagram === null)).toBe(true);
  });

  it("another business's applicant, an unknown account or a bad id is refused", async () => {
    const applicant = (await castingApplicants()).find((a) => a.model.instagram)!;
    expect((await get(`/instagram/${applicant.model.instagram!.id}/posts`, rival)).statusCode).toBe(404);
    expect((await get(`/instagram/ig_999999/posts`)).statusCode).toBe(404);
    expect((await get(`/instagram/${encodeURIComponent("a'b")}/posts`)).statusCode).toBe(400);
    expect((await get(`/instagram/${applicant.model.instagram!.id}/posts`, "nope")).statusCode).toBe(401);
  });
});
