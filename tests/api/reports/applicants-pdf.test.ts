// The applicant export of the PDF service (docs/product/applicants.md#the-pdf): a portrait PDF of one
// filter state's applicants, kept 7 days, with a short link; another business's offer is a 404.
import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { claims, models, offers } from "../../../api/db/schema";
import { exportFilename } from "../../../api/services/reports/applicants-pdf/export";
import { useSignedInApi } from "../support/helpers";
import { pdfText } from "../support/pdf-reading";

const { api: t, demo, rival } = await useSignedInApi();

async function offerId(subtitle: string) {
  const [row] = await t.db.select({ id: offers.id }).from(offers).where(eq(offers.subtitle, subtitle));
  return row!.id;
}

async function namesIn(subtitle: string, status: string) {
  const rows = await t.db
    .select({ name: models.name })
    .from(claims)
    .innerJoin(models, eq(models.id, claims.modelId))
    .where(and(eq(claims.offerId, await offerId(subtitle)), eq(claims.applicationStatus, status)));
  return rows.map((r) => r.name);
}

const pdf = (body: unknown, token = demo) => t.app.inject({ method: "POST", url: "/v1.3/pdf", headers: t.headers(token), payload: body as object });

describe("POST /pdf type applicants", () => {
  it("renders a portrait PDF of the filtered applicants, with a 7-day short link", async () => {
    const id = await offerId("Spring Casting");
    const response = await pdf({ type: "applicants", id, filter: "selected", orientation: "portrait", destination: "link", filename: "demoselected010225" });
    expect(response.statusCode).toBe(200);
    const { url, page_url } = response.json() as { url: string; page_url: string };
    expect(url).toMatch(/\/files\/[\w-]+$/);
    expect(page_url).toMatch(/\/s\/[\w-]+$/);

    const file = await t.app.inject({ method: "GET", url: new URL(url).pathname });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-disposition"]).toBe('attachment; filename="demoselected010225.pdf"');
    const bytes = file.rawPayload;
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    // Portrait A4: 595 wide, 842 high.
    expect(bytes.toString("latin1")).toMatch(/\/MediaBox \[0 0 595\.28\d* 841\.89\d*\]/);

    const text = pdfText(bytes);
    const selected = await namesIn("Spring Casting", "selected");
    expect(selected).toHaveLength(8);
    for (const name of selected) expect(text).toContain(name);
    for (const name of (await namesIn("Spring Casting", "dismissed")).filter((n) => !selected.includes(n))) expect(text).not.toContain(name);
    expect(text).toContain("Spring Casting: selected applicants");
    // The casting asks for stats: they are listed.
    expect(text).toMatch(/Bust \d+ in/);

    const short = await t.app.inject({ method: "GET", url: new URL(page_url).pathname });
    expect(short.statusCode).toBe(302);
    expect(short.headers.location).toBe(`http://web.test${new URL(url).pathname}`);
  });

  it("names the file {username}{filter}{MMDDYY}.pdf when no name is sent", async () => {
    const response = await pdf({ type: "applicants", id: await offerId("Full House Feature"), filter: "liked" });
    expect(response.statusCode).toBe(200);
    const file = await t.app.inject({ method: "GET", url: new URL(response.json().url).pathname });
    expect(file.headers["content-disposition"]).toMatch(/^attachment; filename="demoliked\d{6}\.pdf"$/);
    expect(exportFilename(undefined, "demo", "liked", new Date(Date.UTC(2025, 0, 2)))).toBe("demoliked010225.pdf");
    expect(exportFilename("../../etc/passwd", "demo", "liked", new Date())).toBe("....etcpasswd.pdf");
  });

  it("an empty list still exports, saying so", async () => {
    const response = await pdf({ type: "applicants", id: await offerId("Full House Feature"), filter: "dismissed" });
    expect(response.statusCode).toBe(200);
    const file = await t.app.inject({ method: "GET", url: new URL(response.json().url).pathname });
    expect(pdfText(file.rawPayload)).toContain("No applicants here.");
  });

  it("refuses bad input with a message, and another business's offer is a 404", async () => {
    const id = await offerId("Spring Casting");
    const bad = await pdf({ type: "applicants", id, filter: "maybe" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^filter must be one of/);
    expect((await pdf({ type: "applicants", id, filter: "liked", orientation: "landscape" })).json().message).toBe('orientation must be "portrait".');
    expect((await pdf({ type: "applicants", filter: "liked" })).statusCode).toBe(400);
    expect((await pdf({ type: "applicants", id: await offerId("Sunset Brunch"), filter: "liked" })).statusCode).toBe(400);
    expect((await pdf({ type: "applicants", id, filter: "liked" }, rival)).statusCode).toBe(404);
    expect((await pdf({ type: "applicants", id: 999999, filter: "liked" })).statusCode).toBe(404);
    expect((await pdf({ type: "applicants", id, filter: "liked" }, "nope")).statusCode).toBe(401);
  });
});
