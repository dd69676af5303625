import { describe, expect, it } from "vitest";
import { answerOutcome, feeInWords, rightsLinkView, termInWords, usesInWords } from "~/lib/content/rights-link";

describe("a rights link in the model's words", () => {
  it("says the fee in dollars, cents only when there are some", () => {
    expect(feeInWords(null)).toBe("No fee");
    expect(feeInWords(0)).toBe("No fee");
    expect(feeInWords(15000)).toBe("$150");
    expect(feeInWords(1250)).toBe("$12.50");
    expect(feeInWords(10_000_000)).toBe("$100,000");
  });

  it("says how long the rights last from the day the model accepts", () => {
    expect(termInWords("30d")).toBe("30 days from the day you accept");
    expect(termInWords("1y")).toBe("One year from the day you accept");
    expect(termInWords("perpetual")).toBe("No end date");
  });

  it("lists the uses in the form's order", () => {
    expect(usesInWords(["print", "repost", "ads"])).toEqual(["Repost", "Paid ads", "Print"]);
  });

  it("puts the API's answer in the page's words", () => {
    const view = rightsLinkView({
      brand: "Demo Bistro",
      model: "Ana",
      terms_text: "You allow Demo Bistro to …",
      uses: ["repost"],
      term: "90d",
      fee_cents: null,
      note: null,
      link_expires_at: "2027-03-04T10:00:00.000Z",
      posts: [{ id: 7, thumbnail: "/media/a.jpg", post_url: "https://instagram.com/p/x", type: "photo", posted_at: "2027-02-01T18:00:00.000Z" }],
    });
    expect(view.heading).toBe("Demo Bistro asks to use your post");
    expect(view.expires).toBe("Mar 4, 2027");
    expect(view.posts).toEqual([{ id: 7, href: "https://instagram.com/p/x", thumbnail: "/media/a.jpg", alt: "Photo of Feb 1, 2027 on Instagram" }]);
  });
});

describe("what an answer did", () => {
  it("names the brand, the posts, the uses and the end on accept", () => {
    expect(answerOutcome("granted", "Demo Bistro", 1, ["ads", "repost"], "2027-06-02T09:00:00.000Z")).toBe(
      "Thank you: Demo Bistro may use your post (Repost, Paid ads) until Jun 2, 2027.",
    );
    expect(answerOutcome("granted", "Demo Bistro", 3, ["print"], null)).toBe("Thank you: Demo Bistro may use your 3 posts (Print) with no end date.");
  });

  it("grants nothing on decline", () => {
    expect(answerOutcome("declined", "Demo Bistro", 1, ["print"], null)).toBe("You declined. Nothing is granted.");
  });
});
