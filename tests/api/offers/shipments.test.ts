import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { claims, offers, shipments } from "../../../api/db/schema";
import { useSignedInApi } from "../support/helpers";

const { api: t, demo, rival } = await useSignedInApi();

async function claimsOf(subtitle: string) {
  const [offer] = await t.db.select().from(offers).where(eq(offers.subtitle, subtitle));
  const rows = await t.db
    .select({ claim: claims, shipment: shipments })
    .from(claims)
    .leftJoin(shipments, eq(shipments.claimId, claims.id))
    .where(eq(claims.offerId, offer!.id));
  return rows.sort((a, b) => a.claim.id - b.claim.id);
}

const post = (url: string, payload?: unknown, token = demo) =>
  t.app.inject({ method: "POST", url: `/v1.3${url}`, headers: t.headers(token), payload: payload as object });

describe("POST /claims/:id/shipment/", () => {
  it("detects the carrier from the number and puts the gift in transit", async () => {
    const [first] = await claimsOf("Spice Sampler");
    const res = await post(`/claims/${first!.claim.id}/shipment/`, { tracking_number: "1z 999aa1 0123456784" });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.shipment).toMatchObject({ status: "shipped", tracking_number: "1Z999AA10123456784", carrier: { code: "ups", title: "UPS" } });
    expect(res.json().data.shipment.tracking_url).toContain("1Z999AA10123456784");
  });

  it("answers carrier_is_unknown when no format matches, and takes a chosen carrier", async () => {
    const [, second] = await claimsOf("Spice Sampler");
    const res = await post(`/claims/${second!.claim.id}/shipment`, { tracking_number: "ABC123" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: "We couldn't determine which carrier you're using. Please choose from the list below.",
      fields: { carrier: "carrier_is_unknown" },
    });
    const chosen = await post(`/claims/${second!.claim.id}/shipment`, { tracking_number: "ABC123", carrier: "dhl" });
    expect(chosen.json().data.shipment.carrier.code).toBe("dhl");
    expect((await post(`/claims/${second!.claim.id}/shipment`, { tracking_number: "ABC123", carrier: "pigeon" })).statusCode).toBe(400);
    expect((await post(`/claims/${second!.claim.id}/shipment`, { tracking_number: "" })).json().message).toBe("Enter a tracking number.");
  });

  it("refuses tracking on a no_tracking gift and on a claim offer", async () => {
    const [candle] = await claimsOf("Candle Gift");
    expect((await post(`/claims/${candle!.claim.id}/shipment`, { tracking_number: "1Z999AA10123456784" })).json().message).toBe(
      "Tracking can't be edited for this gift.",
    );
    const [brunch] = await claimsOf("Sunset Brunch");
    expect((await post(`/claims/${brunch!.claim.id}/shipment`, { tracking_number: "1Z999AA10123456784" })).json().message).toBe(
      "Only gift offers are shipped.",
    );
  });

  it("another business's claim is a 404", async () => {
    const [, , third] = await claimsOf("Spice Sampler");
    expect((await post(`/claims/${third!.claim.id}/shipment`, { tracking_number: "1Z999AA10123456784" }, rival)).statusCode).toBe(404);
    expect((await post(`/claims/${third!.claim.id}/shipment/push`, {}, rival)).statusCode).toBe(404);
    const [candle] = await claimsOf("Candle Gift");
    expect((await post(`/claims/${candle!.claim.id}/shipment/delivered`, {}, rival)).statusCode).toBe(404);
  });
});

describe("mark delivered and push", () => {
  it("marks a no_tracking gift delivered and notifies the model, once", async () => {
    const [candle] = await claimsOf("Candle Gift");
    const before = t.mails.length;
    const res = await post(`/claims/${candle!.claim.id}/shipment/delivered`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: "delivered", shipment: { status: "delivered" } });
    expect(t.mails.length).toBe(before + 1);
    await post(`/claims/${candle!.claim.id}/shipment/delivered`);
    expect(t.mails.length).toBe(before + 1);
    const [spice] = await claimsOf("Spice Sampler");
    expect((await post(`/claims/${spice!.claim.id}/shipment/delivered`)).statusCode).toBe(400);
  });

  it("pushes a notification to start phone scanning", async () => {
    const [, , third] = await claimsOf("Spice Sampler");
    const before = t.mails.length;
    expect((await post(`/claims/${third!.claim.id}/shipment/push`)).statusCode).toBe(200);
    expect(t.mails.at(-1)!.subject).toBe("Spice Sampler: scan your gift");
    expect(t.mails.length).toBe(before + 1);
    const [row] = await t.db
      .select()
      .from(shipments)
      .where(and(eq(shipments.claimId, third!.claim.id)));
    expect(row!.pushedAt).not.toBeNull();
  });
});
