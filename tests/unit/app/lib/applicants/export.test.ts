import { describe, expect, it } from "vitest";
import { webFilePath } from "~/lib/applicants/export";
import { shareLink } from "~/lib/share-links";

describe("the applicant export", () => {
  it("turns the API's file URL into the web tool's route, and keeps only web short links", () => {
    expect(webFilePath("http://127.0.0.1:3001/files/abcdefghijklmnop")).toBe("/files/abcdefghijklmnop");
    expect(webFilePath("http://127.0.0.1:3001/other/abcdefghijklmnop")).toBeNull();
    expect(webFilePath("not a url")).toBeNull();
    expect(webFilePath(undefined)).toBeNull();
    // Short links are the web tool's, whatever host the API's shortener names.
    const web = "https://brands.example";
    expect(shareLink("http://127.0.0.1:3001/s/abcdEF_1", web)).toBe("https://brands.example/s/abcdEF_1");
    expect(shareLink("https://brands.example/files/abcdefghijklmnop", web)).toBe("https://brands.example/files/abcdefghijklmnop");
    expect(shareLink("https://elsewhere.example/files/abcdefghijklmnop", web)).toBeNull();
    expect(shareLink("javascript:alert(1)", web)).toBeNull();
    expect(shareLink(undefined, web)).toBeNull();
  });
});
