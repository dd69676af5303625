// The content library (docs/features/content.md): the seed's posts with captions and the
// disclosure check, filters with their counts, a page at a time, one post's page, and tenancy.
import { describe, expect, it } from "vitest";
import { growPosts } from "../../../api/scripts/grow-history";
import { useSignedInApi } from "../support/helpers";

const { api, demo, rival } = await useSignedInApi();
const get = (url: string, token = demo) => api.app.inject({ method: "GET", url: `/v1.3${url}`, headers: api.headers(token) });

describe("the library", () => {
  it("lists the brand's posts newest first, with the check, the rights and each filter's counts", async () => {
    const response = await get("/content?limit=10");
    expect(response.statusCode, response.body).toBe(200);
    const { posts, next, total, facets } = response.json().data;
    expect(posts).toHaveLength(10);
    expect(next).toEqual(expect.any(String));
    const times = posts.map((p: { posted_at: string }) => p.posted_at);
    expect([...times].sort().reverse()).toEqual(times);
    const states = new Set(facets.disclosure.map((f: { key: string }) => f.key));
    expect(states).toEqual(new Set(["disclosed", "late", "missing"]));
    const rights = Object.fromEntries(facets.rights.map((f: { key: string; count: number }) => [f.key, f.count]));
    expect(rights).toMatchObject({ granted: 2, requested: 1, declined: 1, expired: 1, revoked: 1, ended: 1 });
    expect(total).toBe(facets.disclosure.reduce((n: number, f: { count: number }) => n + f.count, 0));
  });

  it("filters, and counts each filter's choices under the others", async () => {
    const late = (await get("/content?disclosure=late&limit=100")).json().data;
    expect(late.posts.length).toBeGreaterThan(0);
    expect(late.posts.every((p: { disclosure: string }) => p.disclosure === "late")).toBe(true);
    expect(late.total).toBe(late.facets.disclosure.find((f: { key: string }) => f.key === "late").count);
    // The disclosure facet leaves its own filter out: the other states are still counted.
    expect(late.facets.disclosure.length).toBe(3);
    const granted = (await get("/content?rights=granted")).json().data;
    expect(granted.posts.map((p: { rights: string }) => p.rights)).toEqual(["granted", "granted"]);
  });

  it("pages by cursor with no post twice", async () => {
    const seen = new Set<number>();
    let after: string | null = null;
    let pages = 0;
    do {
      const page: { posts: { id: number }[]; next: string | null } = (await get(`/content?limit=100${after ? `&after=${after}` : ""}`)).json().data;
      for (const p of page.posts) {
        expect(seen.has(p.id)).toBe(false);
        seen.add(p.id);
      }
      after = page.next;
      pages++;
    } while (after && pages < 20);
    const total = (await get("/content")).json().data.total;
    expect(seen.size).toBe(total);
  });

  it("opens a post with its offer, caption, check and rights history", async () => {
    const { posts } = (await get("/content?rights=revoked")).json().data;
    const response = await get(`/content/posts/${posts[0].id}`);
    expect(response.statusCode, response.body).toBe(200);
    const post = response.json().data;
    expect(post.offer).toMatchObject({ title: "Sunset Brunch" });
    expect(post.caption.length).toBeGreaterThan(0);
    expect(post.history).toHaveLength(1);
    expect(post.history[0]).toMatchObject({ state: "revoked", revoked_by: "Dana Demo (owner)", requested_by: "Dana Demo (owner)" });
  });

  it("says a bad filter next to its name", async () => {
    const response = await get("/content?disclosure=hidden&month=2026-13");
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toMatchObject({ disclosure: expect.any(String), month: "month must be YYYY-MM." });
  });

  it("shows one brand none of another's posts", async () => {
    const theirs = (await get("/content?limit=1", rival)).json().data.posts[0];
    expect((await get(`/content/posts/${theirs.id}`)).statusCode).toBe(404);
    const ours = (await get("/content?limit=100")).json().data.posts.map((p: { id: number }) => p.id);
    expect(ours).not.toContain(theirs.id);
  });
});

describe("a brand with years of posts", () => {
  it("counts and pages the posts the growth stage of the bench gives a brand", async () => {
    const brand = await api.newBrand(["content"]);
    expect(await growPosts(api.db, brand.username, 307)).toBe(300);
    const page = (await get("/content?limit=100", brand.token)).json().data;
    expect(page.total).toBe(307);
    const sum = (facet: { count: number }[]) => facet.reduce((n, f) => n + f.count, 0);
    expect(sum(page.facets.disclosure)).toBe(307);
    expect(sum(page.facets.month)).toBe(307);
    expect(page.facets.rights.find((f: { key: string }) => f.key === "none").count).toBe(307 - 30 - 7);
    expect(page.facets.disclosure.map((f: { key: string }) => f.key).sort()).toEqual(["disclosed", "late", "missing"]);
  });
});
