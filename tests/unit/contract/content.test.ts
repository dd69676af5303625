// The disclosure check, the one rule (contract/content.ts): where the first disclosure word
// stands against Instagram's 125-character fold, words of their own only, emoji and line breaks
// counted as a person counts them; the offer's mentions and hashtags; the terms in plain words.
import { describe, expect, it } from "vitest";
import { CAPTION_FOLD, disclosureOf, tagsOf, termsText } from "../../../contract/content";

/** A caption whose `word` begins at character `at` (0-based), as a person counts characters. */
const wordAt = (at: number, word = "#ad", filler = "x") => `${filler.repeat(at - 1)} ${word} and more`;

describe("disclosureOf", () => {
  it("is disclosed when a word ends within the first 125 characters, late when it is cut by the fold or after it", () => {
    // "#ad" at characters 123-125 (1-based): whole before "more".
    expect(disclosureOf(wordAt(CAPTION_FOLD - 3))).toBe("disclosed");
    expect(disclosureOf(wordAt(CAPTION_FOLD - 2))).toBe("late");
    expect(disclosureOf(wordAt(CAPTION_FOLD + 40))).toBe("late");
  });

  it("is missing without any word", () => {
    expect(disclosureOf("Brunch with friends at @demobistro #brunch #foodie")).toBe("missing");
    expect(disclosureOf("")).toBe("missing");
  });

  it("takes no word inside another word", () => {
    expect(disclosureOf("Weekend #adventure at the beach")).toBe("missing");
    expect(disclosureOf("What a #partnership this is")).toBe("missing");
    expect(disclosureOf("Read this: bad day, good food")).toBe("missing");
    expect(disclosureOf("#AD, #Gifted")).toBe("disclosed");
  });

  it("counts an emoji as one character and a line break as a bound", () => {
    // 122 emoji (each two UTF-16 units) then the word: it ends at character 125, within the fold.
    expect(disclosureOf(`${"😍".repeat(CAPTION_FOLD - 3)}#ad`)).toBe("disclosed");
    expect(disclosureOf(`${"😍".repeat(CAPTION_FOLD - 2)}#ad`)).toBe("late");
    expect(disclosureOf(`${"😍".repeat(CAPTION_FOLD - 4)}\n#ad`)).toBe("disclosed");
    expect(disclosureOf(`${"\n".repeat(CAPTION_FOLD)}#ad`)).toBe("late");
    expect(disclosureOf("So good 🍳#gifted")).toBe("disclosed");
    expect(disclosureOf("First line\n\n#sponsored")).toBe("disclosed");
  });

  it('takes "ad" as the first word, and "paid partnership" anywhere within the fold', () => {
    expect(disclosureOf("Ad: brunch at Demo Bistro")).toBe("disclosed");
    expect(disclosureOf("  AD | brunch")).toBe("disclosed");
    expect(disclosureOf("Adorable brunch")).toBe("missing");
    expect(disclosureOf("brunch ad")).toBe("missing");
    expect(disclosureOf("In paid partnership with Demo Bistro")).toBe("disclosed");
  });

  it("takes the brand's own words beside the default ones", () => {
    expect(disclosureOf("Brunch #DemoPartner", ["#demopartner"])).toBe("disclosed");
    expect(disclosureOf("Brunch #DemoPartner")).toBe("missing");
    expect(disclosureOf("Brunch", ["  "])).toBe("missing");
  });
});

describe("tagsOf", () => {
  it("is null when the offer asked for nothing, present when every mention and hashtag is there", () => {
    expect(tagsOf("anything", { mentions: [], hashtags: [] })).toBeNull();
    expect(tagsOf("Brunch at @DemoBistro #SundayBrunch", { mentions: ["demobistro"], hashtags: ["#sundaybrunch"] })).toBe("present");
    expect(tagsOf("Brunch at @demobistro_nyc", { mentions: ["demobistro"], hashtags: [] })).toBe("missing");
    expect(tagsOf("Brunch at @demobistro", { mentions: ["demobistro"], hashtags: ["brunch"] })).toBe("missing");
  });
});

describe("termsText", () => {
  it("says the uses, the term and the fee in plain words", () => {
    const text = termsText("Demo Bistro", { uses: ["print", "repost"], term: "1y", fee_cents: 15050, note: null }, 2);
    expect(text).toBe(
      "You allow Demo Bistro to repost on the brand's own Instagram and social accounts and use in print (menus, posters, flyers) " +
        "using your 2 posts, for one year from the day you accept. You stay the owner of your posts and Demo Bistro credits you " +
        "wherever it reasonably can. Demo Bistro pays you $150.50 for these rights.",
    );
    expect(termsText("B", { uses: ["ads"], term: "perpetual", fee_cents: null, note: "Thanks!" }, "offer")).toContain(
      "the posts you make for this offer, with no end date. You stay the owner of your posts and B credits you wherever it " +
        'reasonably can. There is no fee for these rights. B\'s note: "Thanks!"',
    );
  });
});
