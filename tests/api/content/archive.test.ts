// Rights travel with the content (docs/features/content.md): a content zip, the month's or the
// posts chosen in the library, carries rights.csv with the rights register's rows for its posts
// and names each file by whether the brand may use it; the brand's month's report carries the
// disclosure check, and a shared report shows "Cleared for ads" only when the brand chose it.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { reports } from "../../../api/db/schema";
import { newReportId } from "../../../api/services/reports/report";
import type { RightsRegisterRow } from "../../../contract/schemas/content";
import { byCells, readContentZip, registerCells, withoutFile } from "../support/content-zip";
import { useSignedInApi } from "../support/helpers";

const { api } = await useSignedInApi();
const brand = await api.newBrand(["content"]);
const other = await api.newBrand(["content"]);

const get = (url: string, token?: string) => api.app.inject({ method: "GET", url: `/v1.3${url}`, headers: api.headers(token) });
const send = (method: "POST" | "PUT", url: string, token: string, payload: Record<string, unknown>) =>
  api.app.inject({ method, url: `/v1.3${url}`, headers: api.headers(token), payload });

type LibraryPost = { id: number; rights: string; posted_at: string; disclosure: string };
const library = async (token = brand.token) => (await get("/content?limit=100", token)).json().data.posts as LibraryPost[];
const register = async (token = brand.token) => (await get("/content/rights", token)).json().data as RightsRegisterRow[];

/** A copy of one of the brand's posts, posted at `at`, that no request for rights covers. */
async function postWithoutRights(of: number, at: Date) {
  const result = await api.db.execute(sql`insert into posts (business_id, model_id, instagram_id, type, thumbnail, media, post_url, posted_at, caption)
    select business_id, model_id, instagram_id || '_copy_' || ${at.getTime()}, type, thumbnail, media, post_url || 'copy', ${at.toISOString()}::timestamptz, caption
    from posts where id = ${of} returning id`);
  // Db's result type is the one both drivers share, which says nothing of rows.
  return (result as unknown as { rows: { id: number }[] }).rows[0]!.id;
}

/** Downloads the zip a signed link names, and reads it. */
async function download(signed: { id: string }) {
  const zip = await get(`/report/zip?id=${encodeURIComponent(signed.id)}`);
  expect(zip.statusCode, zip.body).toBe(200);
  const file = path.join(os.tmpdir(), `content-archive-${process.pid}-${Date.now()}.zip`);
  fs.writeFileSync(file, zip.rawPayload);
  try {
    return { ...readContentZip(file), disposition: zip.headers["content-disposition"] };
  } finally {
    fs.rmSync(file);
  }
}

/** What rights.csv must say of `postIds`: the register's rows, and "none" for a post without any. */
async function expectRegisterRows(rights: Record<string, string>[], postIds: number[]) {
  const rows = (await register()).filter((r) => postIds.includes(r.post_id));
  expect(
    rights
      .filter((r) => r.State !== "none")
      .map(withoutFile)
      .sort(byCells),
  ).toEqual(rows.map(registerCells).sort(byCells));
  const none = postIds.filter((id) => !rows.some((r) => r.post_id === id)).map(String);
  expect(rights.filter((r) => r.State === "none").map((r) => r["Post id"])).toEqual(expect.arrayContaining(none));
  expect(rights.filter((r) => r.State === "none")).toHaveLength(none.length);
}

const kitPosts = await library();
const newest = new Date(kitPosts[0]!.posted_at);
const month = { year: newest.getUTCFullYear(), month: newest.getUTCMonth() + 1 };
const inMonth = (p: { posted_at: string }) => p.posted_at.slice(0, 7) === kitPosts[0]!.posted_at.slice(0, 7);
// One more post of the month, which nobody asked rights for.
const unasked = await postWithoutRights(kitPosts[0]!.id, new Date(newest.getTime() + 60_000));

describe("the month's content zip", () => {
  it("carries rights.csv with the register's rows for its posts, and marks each file cleared or not", async () => {
    const signed = (await get(`/report/zipSign?month=${month.month}&year=${month.year}`, brand.token)).json().data;
    const { names, rights, disposition } = await download(signed);
    expect(disposition).toBe(`attachment; filename="content-${month.year}-${String(month.month).padStart(2, "0")}.zip"`);
    const posts = (await library()).filter(inMonth);
    expect(names[0]).toBe("rights.csv");
    expect(names).toHaveLength(posts.length + 1);
    for (const post of posts) {
      const mark = post.rights === "granted" ? "cleared" : "no-rights";
      expect(names, `post ${post.id} (${post.rights})`).toContainEqual(expect.stringMatching(new RegExp(`-${post.id}-${mark}\\.jpg$`)));
    }
    expect(names.filter((n) => n.includes("-cleared."))).toHaveLength(posts.filter((p) => p.rights === "granted").length);
    await expectRegisterRows(
      rights,
      posts.map((p) => p.id),
    );
    // Each row names its post's file in the zip.
    for (const row of rights) expect(names).toContain(row.File);
    expect(rights.find((r) => r["Post id"] === String(unasked))).toMatchObject({ State: "none", Uses: "", Term: "" });
  });
});

describe("downloading posts chosen in the library", () => {
  it("zips posts of several months, with their rights, named for the day", async () => {
    const older = await postWithoutRights(kitPosts[1]!.id, new Date(Date.UTC(month.year - 1, month.month - 1, 15)));
    const granted = kitPosts.find((p) => p.rights === "granted")!;
    const chosen = [granted.id, older, kitPosts.find((p) => p.rights === "declined")!.id];
    const signed = await get(`/content/zipSign?posts=${chosen.join(",")}`, brand.token);
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json().data.url).toContain("/v1.3/report/zip?id=");
    const { names, rights, disposition } = await download(signed.json().data);
    expect(disposition).toBe(`attachment; filename="content-selected-${new Date().toISOString().slice(0, 10)}.zip"`);
    expect(names).toHaveLength(4);
    expect(names).toContainEqual(expect.stringMatching(new RegExp(`-${granted.id}-cleared\\.jpg$`)));
    expect(names).toContainEqual(expect.stringMatching(new RegExp(`^${month.year - 1}-.*-${older}-no-rights\\.jpg$`)));
    await expectRegisterRows(rights, chosen);
  });

  it("refuses another brand's post with a 404 and a sentence, and a list that is not one with a 400", async () => {
    const theirs = (await library(other.token))[0]!;
    const mixed = await get(`/content/zipSign?posts=${kitPosts[0]!.id},${theirs.id}`, brand.token);
    expect(mixed.statusCode).toBe(404);
    expect(mixed.json().message).toBe("Some of the chosen posts are not in your library. Please reload the page and choose again.");
    expect((await get(`/content/zipSign?posts=${kitPosts[0]!.id}`, other.token)).statusCode).toBe(404);
    for (const bad of ["", "1,x", "1,,2", Array.from({ length: 1001 }, (_, i) => i + 1).join(",")])
      expect((await get(`/content/zipSign?posts=${bad}`, brand.token)).statusCode, bad.slice(0, 20)).toBe(400);
    expect((await get("/content/zipSign", brand.token)).statusCode).toBe(400);
    expect((await get(`/content/zipSign?posts=${kitPosts[0]!.id}`)).statusCode).toBe(401);
  });
});

// The kit's month, reported.
const [report] = await api.db
  .insert(reports)
  .values({
    id: newReportId(),
    businessId: brand.business_id,
    type: "monthly",
    title: "The kit's month",
    dateFrom: new Date(Date.UTC(month.year, month.month - 1, 1)),
    dateTo: new Date(Date.UTC(month.year, month.month, 1) - 1),
  })
  .returning();

describe("reports show the check", () => {
  type ReportPost = { id: number; disclosure?: string; tags?: string | null; cleared?: true };
  type Report = { posts: ReportPost[]; disclosure?: Record<string, number> };
  const monthly = async () => (await get(`/report/monthly?month=${month.month}&year=${month.year}`, brand.token)).json().data as Report;
  const shared = async () => (await get(`/report/${report!.id}`)).json().data as Report;
  const version = async () => (await get(`/report/${report!.id}/version`)).json().data.version as string;

  it("the brand's report carries each post's check and a count per state; the shared one carries none of it", async () => {
    const own = await monthly();
    const posts = (await library()).filter(inMonth);
    for (const post of posts) expect(own.posts.find((p) => p.id === post.id)?.disclosure).toBe(post.disclosure);
    const count = (state: string) => posts.filter((p) => p.disclosure === state).length;
    expect(own.disclosure).toEqual({ disclosed: count("disclosed"), late: count("late"), missing: count("missing") });
    const open = await shared();
    expect(open.disclosure).toBeUndefined();
    expect(open.posts.some((p) => "disclosure" in p || "tags" in p || "cleared" in p)).toBe(false);
  });

  it("the kept report follows a change of the brand's words at once", async () => {
    const before = (await monthly()).disclosure!;
    expect(before.missing).toBeGreaterThan(0);
    // The kit's captions without a disclosure end in #foodie: the brand's own word discloses them.
    const saved = await send("PUT", "/content/settings", brand.token, { disclosure_words: ["#foodie"], show_cleared: false });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = (await monthly()).disclosure!;
    expect(after.missing).toBeLessThan(before.missing);
    expect(after.disclosed).toBeGreaterThan(before.disclosed);
  });

  it('the shared report shows "Cleared for ads" only when the brand chose it, and never a right revoked since', async () => {
    const ads = (await register()).filter((r) => r.state === "granted" && r.uses.includes("ads"));
    expect(ads.length).toBeGreaterThan(0);
    expect((await shared()).posts.filter((p) => p.cleared)).toEqual([]);
    const hidden = await version();

    await send("PUT", "/content/settings", brand.token, { disclosure_words: [], show_cleared: true });
    const showing = await version();
    expect(showing).not.toBe(hidden);
    const cleared = (await shared()).posts.filter((p) => p.cleared).map((p) => p.id);
    expect(cleared.sort()).toEqual([...new Set(ads.map((r) => r.post_id))].sort());
    // Another brand's choice changes nothing here.
    await send("PUT", "/content/settings", other.token, { disclosure_words: [], show_cleared: false });
    expect((await shared()).posts.filter((p) => p.cleared).map((p) => p.id)).toEqual(cleared);

    // Revoking moves the brand's version (a trigger), so a page kept under the old one is not served.
    const post = ads[0]!.post_id;
    const history = (await get(`/content/posts/${post}`, brand.token)).json().data.history as { id: number; state: string; uses: string[] }[];
    for (const right of history.filter((h) => h.state === "granted" && h.uses.includes("ads")))
      expect((await send("POST", `/content/rights/${right.id}/revoke`, brand.token, {})).statusCode).toBe(200);
    expect(await version()).not.toBe(showing);
    expect((await shared()).posts.find((p) => p.id === post)?.cleared).toBeUndefined();

    await send("PUT", "/content/settings", brand.token, { disclosure_words: [], show_cleared: false });
    expect((await shared()).posts.filter((p) => p.cleared)).toEqual([]);
    expect(await version()).toBe(hidden);
  });
});
