import { describe, expect, it } from "vitest";
import { readIntent, templateRefSchema } from "~/lib/wizard/intents";
import { form } from "../../../support/forms";

describe("the wizard's intents", () => {
  it("reads a step page's main button, which sends no intent, as next", () => {
    const read = readIntent(form({ step: "details", title: "Brunch" }));
    expect(read.success && read.data).toEqual({ intent: "next", step: "details", ig_pages: 1 });
  });

  it("counts the open pages of Instagram photos for Load more, within 1 to 10", () => {
    expect(readIntent(form({ intent: "more", step: "media", ig_pages: "3" })).data).toMatchObject({ ig_pages: 3 });
    expect(readIntent(form({ intent: "more", step: "media", ig_pages: "x" })).data).toMatchObject({ ig_pages: 1 });
  });

  it("takes only the offer types and templates the wizard knows", () => {
    expect(readIntent(form({ intent: "change-type", type: "gift" })).data).toEqual({ intent: "change-type", type: "gift" });
    expect(readIntent(form({ intent: "change-type", type: "party" })).success).toBe(false);
    expect(readIntent(form({ intent: "delete-template", template_id: "4", template_key: "k" })).data).toEqual({
      intent: "delete-template",
      template_id: 4,
      template_key: "k",
    });
    expect(readIntent(form({ intent: "delete-template", template_id: "-1", template_key: "k" })).success).toBe(false);
    expect(readIntent(form({ intent: "from-previous", offer_id: "0" })).success).toBe(false);
  });

  it("refuses an intent no page sends, and a step that does not exist", () => {
    expect(readIntent(form({ intent: "publish" })).success).toBe(false);
    expect(readIntent(form({ intent: "next", step: "payment" })).success).toBe(false);
  });
});

describe("saved templates", () => {
  it("reads the confirmation's post", () => {
    expect(templateRefSchema.parse({ template_id: "101", template_key: " spring-brunch " })).toEqual({ template_id: 101, template_key: "spring-brunch" });
    for (const bad of [
      { template_id: "x", template_key: "a" },
      { template_id: "0", template_key: "a" },
      { template_id: "2147483648", template_key: "a" },
      { template_id: "1", template_key: "" },
      { template_id: "1", template_key: "a".repeat(101) },
      {},
    ]) {
      expect(templateRefSchema.safeParse(bad).success).toBe(false);
    }
  });
});
