// Usage rights (docs/features/content.md): a request mails each model a one-time link; the link's
// page reads the terms; the answer is recorded once (the same answer again answers the same),
// a used, revoked or expired link is refused with its code; the brand revokes and keeps an ad
// code; every route keeps to the brand's own rows and refuses the door seat.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rightsRequests, seatChanges } from "../../../api/db/schema";
import { hashToken } from "../../../api/services/accounts/tokens";
import { useSignedInApi } from "../support/helpers";

const { api, rival } = await useSignedInApi();
const brand = await api.newBrand(["content"]);
const other = await api.newBrand(["content"]);

type Body = Record<string, unknown>;
const call = (method: string, url: string, token?: string, payload?: Body) =>
  api.app.inject({ method: method as "GET", url: `/v1.3${url}`, headers: api.headers(token), payload });

async function library(token = brand.token, query = "") {
  return (await call("GET", `/content?limit=100${query}`, token)).json().data as {
    posts: { id: number; rights: string; model: { name: string }; disclosure: string; tags: string | null; caption: string }[];
  };
}

/** Asks for rights to `postIds` and returns each mailed link's token, by model name. */
async function ask(postIds: number[], terms: Body = { uses: ["repost"], term: "30d" }) {
  const sent = api.mails.length;
  const response = await call("POST", "/content/rights", brand.token, { post_ids: postIds, ...terms });
  expect(response.statusCode, response.body).toBe(201);
  const links = api.mails.slice(sent).map((m) => decodeURIComponent(/http:\/\/web\.test\/rights\/(\S+)/.exec(m.text)![1]!));
  return { requests: response.json().data.requests as { id: number; model: string; posts: number; terms_text: string }[], links };
}

describe("the kit's content", () => {
  it("tells the four captions apart, the offer's mention too", async () => {
    const { posts } = await library();
    const byCaption = (text: string) => posts.find((p) => p.caption.includes(text))!;
    expect(byCaption("#ad Brunch")).toMatchObject({ disclosure: "disclosed", tags: "present" });
    expect(byCaption("Golden hour")).toMatchObject({ disclosure: "late", tags: "present" });
    expect(byCaption("Sunday plans")).toMatchObject({ disclosure: "missing", tags: "present" });
    expect(byCaption("Gifted brunch")).toMatchObject({ disclosure: "disclosed", tags: "missing" });
  });
});

describe("asking for rights", () => {
  it("mails one link per model, with the terms in plain words, and the posts show requested", async () => {
    const { posts } = await library();
    // Seven posts, seven requests seeded: ask again for the one whose rights were declined.
    const declined = posts.find((p) => p.rights === "declined")!;
    const { requests, links } = await ask([declined.id], { uses: ["ads", "print"], term: "90d", fee_cents: 12550, note: "For the spring menu." });
    expect(requests).toHaveLength(1);
    expect(links).toHaveLength(1);
    const mail = api.mails.at(-1)!;
    expect(mail.subject).toBe(`${brand.name} asks to use your post`);
    expect(mail.text).toContain("$125.50");
    expect(requests[0]!.terms_text).toBe(
      `You allow ${brand.name} to use in paid ads and use in print (menus, posters, flyers) using your post, for 90 days from the day you ` +
        `accept. You stay the owner of your posts and ${brand.name} credits you wherever it reasonably can. ${brand.name} pays you $125.50 ` +
        `for these rights. ${brand.name}'s note: "For the spring menu."`,
    );
    expect((await library()).posts.find((p) => p.id === declined.id)!.rights).toBe("requested");
    // The token is kept only as its hash.
    const [row] = await api.db.select().from(rightsRequests).where(eq(rightsRequests.id, requests[0]!.id));
    expect(row!.tokenHash).toBe(hashToken(links[0]!));
    const [change] = await api.db
      .select()
      .from(seatChanges)
      .where(eq(seatChanges.detail, String(requests[0]!.id)));
    expect(change).toMatchObject({ kind: "rights_request", businessId: brand.business_id });
  });

  it("says which fields are wrong", async () => {
    const response = await call("POST", "/content/rights", brand.token, { post_ids: [], uses: ["billboards"], term: "forever", fee_cents: -1 });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields).sort()).toEqual(["fee_cents", "post_ids", "term", "uses.0"].sort());
  });
});

describe("the link", () => {
  it("shows the terms and takes one answer; the same answer again answers the same, another is refused", async () => {
    const target = (await library()).posts.find((p) => p.rights === "expired")!;
    const { links } = await ask([target.id], { uses: ["repost"], term: "30d" });
    const page = await call("GET", `/rights/${links[0]}`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().data).toMatchObject({ brand: brand.name, model: target.model.name, posts: [{ id: target.id }] });

    const first = await call("POST", `/rights/${links[0]}`, undefined, { answer: "granted" });
    expect(first.statusCode, first.body).toBe(200);
    const endsAt = first.json().data.ends_at as string;
    expect(new Date(endsAt).getTime() - Date.now()).toBeGreaterThan(29.9 * 86_400_000);
    const again = await call("POST", `/rights/${links[0]}`, undefined, { answer: "granted" });
    expect(again.json().data).toEqual(first.json().data);
    const other = await call("POST", `/rights/${links[0]}`, undefined, { answer: "declined" });
    expect(other.statusCode).toBe(410);
    expect(other.json()).toMatchObject({ code: "rights_link_used", message: expect.stringContaining("you accepted it") });
    expect((await call("GET", `/rights/${links[0]}`)).json().code).toBe("rights_link_used");
    expect((await library()).posts.find((p) => p.id === target.id)!.rights).toBe("granted");
  });

  it("refuses an expired link and a revoked one with their codes, and a link not ours with a 404", async () => {
    // Any post may be asked about again, whatever its rights: the revoked and the ended one.
    const { posts } = await library();
    const [a, b] = [posts.find((p) => p.rights === "revoked"), posts.find((p) => p.rights === "ended")];
    const expired = await ask([a!.id]);
    await api.db
      .update(rightsRequests)
      .set({ linkExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(rightsRequests.id, expired.requests[0]!.id));
    const late = await call("POST", `/rights/${expired.links[0]}`, undefined, { answer: "granted" });
    expect(late.statusCode).toBe(410);
    expect(late.json().code).toBe("rights_link_expired");

    const revoked = await ask([b!.id]);
    expect((await call("POST", `/content/rights/${revoked.requests[0]!.id}/revoke`, brand.token)).statusCode).toBe(200);
    const answer = await call("POST", `/rights/${revoked.links[0]}`, undefined, { answer: "granted" });
    expect(answer.json()).toMatchObject({ code: "rights_link_revoked" });
    expect((await call("GET", `/rights/${"x".repeat(43)}`)).statusCode).toBe(404);
  });

  it("keeps a partnership-ad code on granted rights only", async () => {
    const granted = (await call("GET", "/content/rights", brand.token)).json().data;
    const post = (await library()).posts.find((p) => p.rights === "granted")!;
    const history = (await call("GET", `/content/posts/${post.id}`, brand.token)).json().data.history as { id: number; state: string }[];
    const right = history.find((h) => h.state === "granted")!;
    const kept = await call("PUT", `/content/rights/${right.id}/ad-code`, brand.token, { ad_code: "PA-1234" });
    expect(kept.json().data.ad_code).toBe("PA-1234");
    expect(granted.length).toBeGreaterThan(0);
    const declined = history.find((h) => h.state !== "granted");
    if (declined) expect((await call("PUT", `/content/rights/${declined.id}/ad-code`, brand.token, { ad_code: "X" })).statusCode).toBe(404);
  });
});

describe("tenancy and seats", () => {
  it("keeps every route to the brand's own posts and rights", async () => {
    const theirs = (await library(other.token)).posts[0]!;
    const theirRight = ((await call("GET", "/content/rights", other.token)).json().data as { post_id: number }[])[0]!;
    const theirHistory = (await call("GET", `/content/posts/${theirRight.post_id}`, other.token)).json().data.history as { id: number }[];
    expect((await call("GET", `/content/posts/${theirs.id}`, brand.token)).statusCode).toBe(404);
    expect((await call("POST", "/content/rights", brand.token, { post_ids: [theirs.id], uses: ["repost"], term: "30d" })).statusCode).toBe(404);
    expect((await call("POST", `/content/rights/${theirHistory[0]!.id}/revoke`, brand.token)).statusCode).toBe(404);
    expect((await call("PUT", `/content/rights/${theirHistory[0]!.id}/ad-code`, brand.token, { ad_code: "X" })).statusCode).toBe(404);
    const register = (await call("GET", "/content/rights", rival)).json().data as { post_id: number }[];
    expect(register.map((r) => r.post_id)).not.toContain(theirRight.post_id);
  });

  it("refuses the door seat every content route", async () => {
    const door = await api.login("demo-door", "demo1234");
    for (const [method, url] of [
      ["GET", "/content"],
      ["GET", "/content/posts/1"],
      ["GET", "/content/rights"],
      ["POST", "/content/rights"],
      ["GET", "/content/settings"],
    ] as const) {
      const response = await call(method, url, door, method === "POST" ? { post_ids: [1], uses: ["repost"], term: "30d" } : undefined);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});

describe("the brand's words", () => {
  it("checks every caption again with the brand's own words", async () => {
    const before = (await library(brand.token, "&disclosure=missing")).posts.length;
    const saved = await call("PUT", "/content/settings", brand.token, { disclosure_words: ["#foodie"], show_cleared: true });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ disclosure_words: ["#foodie"], show_cleared: true });
    // "Sunday plans sorted: … #brunch #foodie": #foodie, within the first 125 characters, now discloses it.
    expect((await library(brand.token, "&disclosure=missing")).posts.length).toBeLessThan(before);
    const bad = await call("PUT", "/content/settings", brand.token, { disclosure_words: ["x".repeat(41)], show_cleared: false });
    expect(bad.statusCode).toBe(400);
  });
});
