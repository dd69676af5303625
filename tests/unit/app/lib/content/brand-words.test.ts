import { describe, expect, it } from "vitest";
import { brandWordsOf, brandWordsProblem, brandWordsText } from "~/lib/content/brand-words";
import { contentSettingsSchema } from "~/lib/content/content-settings.schema";

describe("a brand's own disclosure words, one a line", () => {
  it("are the lines trimmed, empty ones left out", () => {
    expect(brandWordsOf("  #foodie \n\n#ad_partner\r\n   \n")).toEqual(["#foodie", "#ad_partner"]);
    expect(brandWordsOf("")).toEqual([]);
  });

  it("are written back one a line", () => {
    expect(brandWordsText(["#foodie", "collab"])).toEqual("#foodie\ncollab");
  });

  it("may be 40 characters long, and the line of a longer one is named as the brand counts lines", () => {
    expect(brandWordsProblem(`#${"x".repeat(39)}`)).toBeNull();
    expect(brandWordsProblem(`#foodie\n\n#${"x".repeat(40)}`)).toBe('Line 3 ("#xxxxxxxxxxxxxxxxxxx…") is 41 characters long: a word can be at most 40.');
  });

  it("count an emoji as one character", () => {
    expect(brandWordsProblem("🍝".repeat(40))).toBeNull();
    expect(brandWordsProblem("🍝".repeat(41))).toMatch(/^Line 1 .* is 41 characters long/);
  });

  it("are at most 20, empty lines aside", () => {
    const twenty = Array.from({ length: 20 }, (_, i) => `#w${i}`).join("\n\n");
    expect(brandWordsProblem(twenty)).toBeNull();
    expect(brandWordsProblem(`${twenty}\n#w20`)).toBe("At most 20 words of your own, one a line: there are 21.");
  });
});

describe("the content settings form", () => {
  it("reads an empty text area as no words and an unticked box as false", () => {
    expect(contentSettingsSchema.parse({})).toEqual({ disclosure_words: [], show_cleared: false });
  });

  it("refuses a word too long on the field of the words", () => {
    const parsed = contentSettingsSchema.safeParse({ disclosure_words: "x".repeat(41), show_cleared: true });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(["disclosure_words"]);
  });
});
