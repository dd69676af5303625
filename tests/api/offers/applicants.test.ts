import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { claims, offers } from "../../../api/db/schema";
import { useSignedInApi } from "../support/helpers";

const { api: t, demo, rival } = await useSignedInApi();

async function offerId(subtitle: string) {
  const [row] = await t.db.select({ id: offers.id }).from(offers).where(eq(offers.subtitle, subtitle));
  return row!.id;
}

async function claimIn(subtitle: string, status: string, locked = false) {
  const rows = await t.db
    .select()
    .from(claims)
    .where(and(eq(claims.offerId, await offerId(subtitle)), eq(claims.applicationStatus, status)));
  return rows.find((r) => (r.applicantStatusLockedAt !== null) === locked)!.id;
}

const get = (url: string, token = demo) => t.app.inject({ method: "GET", url: `/v1.3${url}`, headers: t.headers(token) });
const move = (claimId: number, status: unknown, token = demo) =>
  t.app.inject({ method: "PUT", url: `/v1.3/claims/${claimId}/application`, headers: t.headers(token), payload: { status } });
const finalize = (id: number, token = demo) => t.app.inject({ method: "POST", url: `/v1.3/deals/${id}/finalize`, headers: t.headers(token) });

describe("GET /deals/:id/applicants", () => {
  it("lists one filter state with the buckets of every state", async () => {
    const id = await offerId("Spring Casting");
    const res = await get(`/deals/${id}/applicants?status=unreviewed&page=0&per_page=1000`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.applicants.data).toHaveLength(55);
    expect(body.applicants.data[0]).toMatchObject({ application_status: "unreviewed", model: { name: expect.any(String) } });
    expect(body.buckets).toEqual({ dismissed: 17, unreviewed: 55, liked: 20, selected: 8, spots: 10 });
  });

  it("pages, and refuses bad queries with a message", async () => {
    const id = await offerId("Spring Casting");
    const page = (await get(`/deals/${id}/applicants?status=unreviewed&page=1&per_page=50`)).json();
    expect(page.applicants.data).toHaveLength(5);
    expect(page.applicants.meta).toEqual({ page: 1, per_page: 50, total: 55 });
    const tooMany = await get(`/deals/${id}/applicants?per_page=1001`);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe("per_page can't be over 1000.");
    expect((await get(`/deals/${id}/applicants?status=maybe`)).statusCode).toBe(400);
  });

  it("sorts in the database by every option, ties by the claim id, so pages join up", async () => {
    const id = await offerId("Spring Casting");
    const list = async (sort: string, page = 0, perPage = 1000) =>
      (await get(`/deals/${id}/applicants?status=unreviewed&sort=${sort}&page=${page}&per_page=${perPage}`)).json().applicants.data as {
        id: number;
        claimed_at: string;
        model: { name: string; instagram: { number_of_followers: number } | null };
      }[];
    const followers = (a: { model: { instagram: { number_of_followers: number } | null } }) => a.model.instagram?.number_of_followers ?? 0;
    const name = (a: { model: { name: string } }) => a.model.name.toLowerCase();
    const orders: Record<string, (a: Awaited<ReturnType<typeof list>>[number], b: Awaited<ReturnType<typeof list>>[number]) => number> = {
      alphabetically: (a, b) => (name(a) < name(b) ? -1 : name(a) > name(b) ? 1 : 0),
      "alphabetically-reversed": (a, b) => (name(a) > name(b) ? -1 : name(a) < name(b) ? 1 : 0),
      "most-recent": (a, b) => Date.parse(b.claimed_at) - Date.parse(a.claimed_at),
      "least-recent": (a, b) => Date.parse(a.claimed_at) - Date.parse(b.claimed_at),
      "ig-greatest": (a, b) => followers(b) - followers(a),
      "ig-fewest": (a, b) => followers(a) - followers(b),
    };
    for (const [sort, compare] of Object.entries(orders)) {
      const all = await list(sort);
      expect(all).toHaveLength(55);
      const expected = [...all].sort((a, b) => compare(a, b) || a.id - b.id);
      expect(
        all.map((a) => a.id),
        sort,
      ).toEqual(expected.map((a) => a.id));
      // Two pages of 24 are the first 48 of the whole list.
      const paged = [...(await list(sort, 0, 24)), ...(await list(sort, 1, 24))];
      expect(
        paged.map((a) => a.id),
        sort,
      ).toEqual(all.slice(0, 48).map((a) => a.id));
    }
    const bad = await get(`/deals/${id}/applicants?sort=random`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^sort must be one of:? alphabetically/);
  });

  it("a claim offer has no applicants", async () => {
    const res = await get(`/deals/${await offerId("Sunset Brunch")}/applicants`);
    expect(res.statusCode).toBe(400);
  });

  it("another business's offer is a 404", async () => {
    expect((await get(`/deals/${await offerId("Spring Casting")}/applicants`, rival)).statusCode).toBe(404);
    expect((await get(`/deals/999999/applicants`)).statusCode).toBe(404);
  });
});

describe("GET /deals/:id/applicants/:claimId", () => {
  it("finds an applicant in the state it is in now, with its place and neighbours in the sort's order", async () => {
    const id = await offerId("Spring Casting");
    for (const sort of ["alphabetically", "ig-greatest", "most-recent"]) {
      const all = (await get(`/deals/${id}/applicants?status=liked&sort=${sort}`)).json().applicants.data as { id: number }[];
      for (const index of [0, 7, all.length - 1]) {
        const res = await get(`/deals/${id}/applicants/${all[index]!.id}?sort=${sort}`);
        expect(res.statusCode).toBe(200);
        const body = res.json();
        expect(body.data).toMatchObject({ id: all[index]!.id, application_status: "liked", model: { photos: expect.any(Array) } });
        expect(body.meta).toEqual({
          status: "liked",
          sort,
          position: index + 1,
          total: 20,
          previous_id: all[index - 1]?.id ?? null,
          next_id: all[index + 1]?.id ?? null,
        });
        expect(body.buckets.liked).toBe(20);
      }
    }
  });

  it("is a 404 for a claim of another offer, another business, or no claim at all, and a 400 for a bad sort", async () => {
    const id = await offerId("Spring Casting");
    const liked = await claimIn("Spring Casting", "liked");
    expect((await get(`/deals/${id}/applicants/${liked}`, rival)).statusCode).toBe(404);
    expect((await get(`/deals/${await offerId("Full House Feature")}/applicants/${liked}`)).statusCode).toBe(404);
    expect((await get(`/deals/${id}/applicants/999999`)).statusCode).toBe(404);
    expect((await get(`/deals/${id}/applicants/${liked}?sort=random`)).statusCode).toBe(400);
  });
});

describe("PUT /claims/:id/application", () => {
  it("makes the allowed moves and refuses the others", async () => {
    const claim = await claimIn("Spring Casting", "unreviewed");
    const refused = await move(claim, "selected");
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe("An applicant can't be moved from unreviewed to selected.");
    const liked = await move(claim, "liked");
    expect(liked.statusCode).toBe(200);
    expect(liked.json().data.application_status).toBe("liked");
    expect((await move(claim, "unreviewed")).statusCode).toBe(400);
    expect((await move(claim, "dismissed")).json().data.application_status).toBe("dismissed");
    expect((await move(claim, "unreviewed")).json().data.application_status).toBe("unreviewed");
    expect((await move(claim, "bogus")).statusCode).toBe(400);
  });

  it("a liked applicant can be selected until the spots are full", async () => {
    const claim = await claimIn("Full House Feature", "liked");
    const res = await move(claim, "selected");
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("Selections are full");
    const selected = await claimIn("Full House Feature", "selected");
    expect((await move(selected, "liked")).statusCode).toBe(200);
    expect((await move(claim, "selected")).statusCode).toBe(200);
  });

  it("a finalized applicant can't change", async () => {
    const claim = await claimIn("Spring Casting", "selected", true);
    const res = await move(claim, "dismissed");
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("Applicant already finalized");
  });

  it("another business's claim is a 404", async () => {
    const claim = await claimIn("Spring Casting", "unreviewed");
    expect((await move(claim, "liked", rival)).statusCode).toBe(404);
    const [row] = await t.db.select().from(claims).where(eq(claims.id, claim));
    expect(row!.applicationStatus).toBe("unreviewed");
  });
});

describe("POST /deals/:id/finalize", () => {
  it("waits for the deliberation start", async () => {
    const res = await finalize(await offerId("Full House Feature"));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Applicants can be finalized once the deliberation starts.");
  });

  it("finalizes the offer and locks its selected applicants", async () => {
    const brand = await t.newBrand(["casting"]);
    const id = brand.offers.casting!.id;
    expect((await finalize(id, demo)).statusCode).toBe(404);
    const res = await finalize(id, brand.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ deliberation_status: "finalized", is_locked: true });
    const selected = (await get(`/deals/${id}/applicants?status=selected`, brand.token)).json().applicants.data;
    expect(selected.every((a: { is_locked: boolean }) => a.is_locked)).toBe(true);
    expect((await finalize(id, brand.token)).statusCode).toBe(200);
  });
});

describe("POST /deals/:id/applicants (the contract's path of FINALIZE)", () => {
  const post = (id: number, token = demo, slash = "") =>
    t.app.inject({ method: "POST", url: `/v1.3/deals/${id}/applicants${slash}`, headers: t.headers(token) });

  it("finalizes like /finalize: refused before the deliberation start, then locks the selections", async () => {
    const early = await post(await offerId("Full House Feature"));
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe("Applicants can be finalized once the deliberation starts.");

    const brand = await t.newBrand(["casting"]);
    const id = brand.offers.casting!.id;
    const before = (await get(`/deals/${id}/applicants?status=selected`, brand.token)).json().applicants.data;
    expect(before.some((a: { is_locked: boolean }) => !a.is_locked)).toBe(true);
    const res = await post(id, brand.token, "/");
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id, deliberation_status: "finalized" });
    const after = (await get(`/deals/${id}/applicants?status=selected`, brand.token)).json().applicants.data;
    expect(after.length).toBe(before.length);
    expect(after.every((a: { is_locked: boolean }) => a.is_locked)).toBe(true);
    expect((await post(id, brand.token)).statusCode).toBe(200);
  });

  it("another business's offer is a 404 and changes nothing; a claim offer is a 400", async () => {
    const id = await offerId("Spring Casting");
    expect((await post(id, rival)).statusCode).toBe(404);
    const [row] = await t.db.select().from(offers).where(eq(offers.id, id));
    expect(row!.deliberationStatus).toBeNull();
    expect((await post(await offerId("Sunset Brunch"))).statusCode).toBe(400);
    expect((await post(999999)).statusCode).toBe(404);
  });
});
