import { describe, expect, it } from "vitest";
import { type AnswerVersions, noteVersion } from "~/lib/api/client.server";

// A page is kept only when every answer it was made from carried one brand version (decision 0045).
describe("the brand versions of a page's answers", () => {
  const noted = (...headers: (string | null)[]) => {
    const versions: AnswerVersions = { unkept: false };
    for (const header of headers) noteVersion(versions, header);
    return versions;
  };

  it("keep a page whose answers all carried the same version", () => {
    expect(noted("41", "41")).toEqual({ version: "41", unkept: false });
  });

  it("keep no page made from answers of two versions: the brand changed between them", () => {
    expect(noted("41", "42").unkept).toBe(true);
  });

  it("keep no page with an answer that carried none (an answer the API does not keep)", () => {
    expect(noted("41", null).unkept).toBe(true);
    expect(noted(null, "41").unkept).toBe(true);
  });
});
