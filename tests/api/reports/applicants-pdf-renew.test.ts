// Renewing a PDF's share link (docs/product/applicants.md#renewing-the-link): the
// applicant export's file gets a new id and a new short link, the old code and the old
// /files/{id} answer "expired or doesn't exist", the new link ends with the file, and only
// the brand that made the file can renew it.
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { files, offers, shortLinks } from "../../../api/db/schema";
import { sweepExpired } from "../../../api/services/retention/sweep";
import { useSignedInApi } from "../support/helpers";

const { api: t, demo, rival } = await useSignedInApi();

async function exportPdf() {
  const [offer] = await t.db.select({ id: offers.id }).from(offers).where(eq(offers.subtitle, "Spring Casting"));
  const response = await t.app.inject({
    method: "POST",
    url: "/v1.3/pdf",
    headers: t.headers(demo),
    payload: { type: "applicants", id: offer!.id, filter: "selected" },
  });
  expect(response.statusCode).toBe(200);
  const { url, page_url } = response.json() as { url: string; page_url: string };
  return { id: new URL(url).pathname.split("/").pop()!, file: new URL(url).pathname, code: new URL(page_url).pathname };
}

const renew = (id: string, token = demo) => t.app.inject({ method: "POST", url: `/v1.3/files/${id}/renew`, headers: t.headers(token) });
const get = (path: string) => t.app.inject({ method: "GET", url: path });

describe("POST /files/:id/renew", () => {
  it("gives a new short link to the same PDF; the old code and the old file address answer 404", async () => {
    const old = await exportPdf();
    const before = await get(old.file);
    expect(before.statusCode).toBe(200);
    const [{ expiresAt }] = (await t.db.select({ expiresAt: files.expiresAt }).from(files).where(eq(files.id, old.id))) as [{ expiresAt: Date }];

    const response = await renew(old.id);
    expect(response.statusCode).toBe(200);
    const renewed = response.json().data as { id: string; url: string; page_url: string; expires_at: string };
    expect(renewed.id).not.toBe(old.id);
    expect(renewed.id).toMatch(/^[\w-]{24}$/);
    expect(renewed.url).toMatch(new RegExp(`/files/${renewed.id}$`));
    expect(renewed.page_url).toMatch(/\/s\/[\w-]{22}$/);
    // The link ends with the file (7 days from the export), not 7 days from the renewal.
    expect(renewed.expires_at).toBe(expiresAt.toISOString());

    const short = await get(new URL(renewed.page_url).pathname);
    expect(short.statusCode).toBe(302);
    expect(short.headers.location).toBe(`http://web.test/files/${renewed.id}`);
    const file = await get(`/files/${renewed.id}`);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(before.rawPayload)).toBe(true);

    const oldCode = await get(old.code);
    expect(oldCode.statusCode).toBe(404);
    expect(oldCode.json().message).toBe("This link has expired or doesn't exist.");
    const oldFile = await get(old.file);
    expect(oldFile.statusCode).toBe(404);
    expect(oldFile.json().message).toBe("This file has expired or doesn't exist.");
    // Renewing the old id again finds nothing.
    expect((await renew(old.id)).statusCode).toBe(404);
  });

  it("takes back every short link to the file, also one the web tool made with POST /s", async () => {
    const old = await exportPdf();
    const made = await t.app.inject({ method: "POST", url: "/s", headers: t.headers(demo), payload: { link: `http://web.test/files/${old.id}` } });
    expect(made.statusCode).toBe(201);
    const other = new URL(made.json().data.url).pathname;
    expect((await get(other)).statusCode).toBe(302);
    expect((await renew(old.id)).statusCode).toBe(200);
    expect((await get(other)).statusCode).toBe(404);
  });

  it("is a 404 for another brand's file, an unknown id or an expired file, and needs a sign-in", async () => {
    const old = await exportPdf();
    const refused = await renew(old.id, rival);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe("This file has expired or doesn't exist.");
    // Rival's try changed nothing: Demo's link and file still work.
    expect((await get(old.code)).statusCode).toBe(302);
    expect((await get(old.file)).statusCode).toBe(200);

    for (const unknown of ["AAAAAAAAAAAAAAAAAAAAAAAA", "..%2Fx"]) expect((await renew(unknown)).statusCode).toBe(404);
    expect((await renew(old.id, "nope")).statusCode).toBe(401);

    await t.db
      .update(files)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(files.id, old.id));
    expect((await renew(old.id)).statusCode).toBe(404);
  });

  it("the sweep removes a renewed file and its new link when the file expires", async () => {
    const old = await exportPdf();
    const renewed = (await renew(old.id)).json().data as { id: string; page_url: string };
    const code = new URL(renewed.page_url).pathname.split("/").pop()!;
    const [row] = await t.db.select().from(files).where(eq(files.id, renewed.id));
    expect(await t.storage.exists(row!.path)).toBe(true);

    await sweepExpired(t.db, t.storage, new Date(row!.expiresAt.getTime() - 1000));
    expect(await t.db.select().from(files).where(eq(files.id, renewed.id))).toHaveLength(1);
    expect(await t.db.select().from(shortLinks).where(eq(shortLinks.code, code))).toHaveLength(1);

    await sweepExpired(t.db, t.storage, new Date(row!.expiresAt.getTime() + 1000));
    expect(await t.db.select().from(files).where(eq(files.id, renewed.id))).toHaveLength(0);
    expect(await t.db.select().from(shortLinks).where(eq(shortLinks.code, code))).toHaveLength(0);
    expect(await t.storage.exists(row!.path)).toBe(false);
  });
});
