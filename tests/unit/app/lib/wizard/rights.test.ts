// The wizard's usage rights: every use unchecked asks for none; a fee is typed in dollars; a fee
// or a note without a use is said, not dropped; the terms come back into a draft's fields.
import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { RIGHTS_FEE_FORMAT, RIGHTS_FEE_TOO_BIG, RIGHTS_USES_MISSING, rightsFee, rightsFormValues, rightsTermsOf } from "~/lib/wizard/rights";
import { step3Schema } from "~/lib/wizard/step3.schema";
import { errors, form } from "../../../support/forms";

describe("the fee", () => {
  it("reads dollars and cents, and refuses what it can't read or what is over $100,000", () => {
    expect(rightsFee("")).toEqual({ cents: null });
    expect(rightsFee("$1,250.5")).toEqual({ cents: 125050 });
    expect(rightsFee("ten")).toEqual({ error: RIGHTS_FEE_FORMAT });
    expect(rightsFee("100000.01")).toEqual({ error: RIGHTS_FEE_TOO_BIG });
  });
});

describe("the terms", () => {
  it("are none while no use is checked, and the rest of what was typed with them", () => {
    expect(rightsTermsOf({ uses: [], term: "30d", fee: "", note: " " })).toEqual({ terms: null });
    expect(rightsTermsOf({ uses: ["ads"], term: "1y", fee: "150", note: " For the menu " })).toEqual({
      terms: { uses: ["ads"], term: "1y", fee_cents: 15000, note: "For the menu" },
    });
  });

  it("say so when a fee or a note is typed without a use", () => {
    expect(rightsTermsOf({ uses: [], term: "30d", fee: "20", note: undefined })).toEqual({ errors: { rights_uses: RIGHTS_USES_MISSING } });
    expect(rightsTermsOf({ uses: [], term: "30d", fee: undefined, note: "Thanks" })).toEqual({ errors: { rights_uses: RIGHTS_USES_MISSING } });
  });

  it("come back into the wizard's fields", () => {
    expect(rightsFormValues({ uses: ["repost", "print"], term: "90d", fee_cents: 1250, note: null })).toEqual({
      rights_uses: ["repost", "print"],
      rights_term: "90d",
      rights_fee: "12.50",
      rights_note: undefined,
    });
    expect(rightsFormValues(null)).toEqual({});
  });
});

describe("the media page", () => {
  const page = (fields: Record<string, string | string[]>) => parseWithZod(form({ images: ["4"], ...fields }), { schema: step3Schema });

  it("sends the offer's terms, or none", () => {
    const none = page({ rights_term: "90d" });
    expect(none.status === "success" && none.value.rights_terms).toBeNull();
    const asked = page({ rights_uses: ["repost", "web_email"], rights_term: "perpetual", rights_fee: "", rights_note: "" });
    expect(asked.status === "success" && asked.value.rights_terms).toEqual({ uses: ["repost", "web_email"], term: "perpetual", fee_cents: null, note: null });
  });

  it("puts each message by its field", () => {
    expect(errors(page({ rights_uses: "ads", rights_fee: "a lot" })).rights_fee).toBe(RIGHTS_FEE_FORMAT);
    expect(errors(page({ rights_fee: "30" })).rights_uses).toBe(RIGHTS_USES_MISSING);
    expect(page({ rights_uses: "billboards" }).status).not.toBe("success");
  });
});
