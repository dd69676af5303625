import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { FEE_MESSAGE, FEE_TOO_HIGH, feeCents, rightsAsk, rightsRequestSchema } from "~/lib/content/rights-request.schema";
import { errors, form } from "../../../support/forms";

const parse = (entries: Record<string, string | string[]>) => parseWithZod(form(entries), { schema: rightsRequestSchema });

describe("the fee typed in dollars", () => {
  it("is read to the cent from its digits", () => {
    expect(feeCents("150")).toBe(15000);
    expect(feeCents("150.5")).toBe(15050);
    expect(feeCents("0.29")).toBe(29);
    expect(feeCents(" $1,500.00 ")).toBe(150000);
    expect(feeCents("0")).toBe(0);
  });

  it("is no sum of money when negative, with more than two decimals, or not a number", () => {
    for (const typed of ["abc", "-5", "1.234", "1e3", "1,50", "12,34,567", ".5", "5."]) expect(feeCents(typed), typed).toBeNull();
  });
});

describe("the form that asks for rights", () => {
  it("sends the posts once each, the uses, the term, the fee in cents and the note", () => {
    const result = parse({ post: ["4", "5", "4"], uses: ["repost", "ads"], term: "90d", fee: "150.50", note: " For the menu. " });
    expect(result.status).toBe("success");
    if (result.status !== "success") return;
    expect(rightsAsk(result.value)).toEqual({ post_ids: [4, 5], uses: ["repost", "ads"], term: "90d", fee_cents: 15050, note: "For the menu." });
  });

  it("takes one use, no fee and no note", () => {
    const result = parse({ post: "7", uses: "print", term: "perpetual", fee: "", note: "" });
    expect(result.status).toBe("success");
    if (result.status !== "success") return;
    expect(rightsAsk(result.value)).toEqual({ post_ids: [7], uses: ["print"], term: "perpetual", fee_cents: null, note: null });
  });

  it("says what is missing or wrong, next to each field", () => {
    expect(errors(parse({ post: "7", fee: "abc" }))).toEqual({
      uses: "Choose at least one use.",
      term: "Choose how long the rights last.",
      fee: FEE_MESSAGE,
    });
    expect(errors(parse({ post: "7", uses: "tv", term: "forever", fee: "100000.01", note: "x".repeat(501) }))).toEqual({
      "uses[0]": "Choose at least one use.",
      term: "Choose how long the rights last.",
      fee: FEE_TOO_HIGH,
      note: "The note can be at most 500 characters.",
    });
    expect(FEE_TOO_HIGH).toBe("The fee can be at most $100,000.");
    expect(parse({ post: "7", uses: "ads", term: "1y", fee: "100000" }).status).toBe("success");
  });

  it("needs posts from the library", () => {
    expect(errors(parse({ uses: "ads", term: "1y" }))).toEqual({ post: "Choose the posts in the library first." });
    expect(errors(parse({ post: "x", uses: "ads", term: "1y" }))["post[0]"]).toBeTruthy();
  });
});
