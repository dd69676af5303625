import { describe, expect, it } from "vitest";
import { expiresIn, fileIdOf, webFilePath } from "~/lib/applicants/export";
import { overviewFormSchema } from "~/lib/applicants/overview.schema";
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

  it("a renewed link says how long it still works, in the words of the PDF's link", () => {
    const now = new Date("2025-03-10T12:00:00Z");
    expect(expiresIn("2025-03-17T11:59:00Z", now)).toBe("expires in 7 days");
    expect(expiresIn("2025-03-12T12:00:00Z", now)).toBe("expires in 2 days");
    expect(expiresIn("2025-03-11T13:00:00Z", now)).toBe("expires in 2 days");
    expect(expiresIn("2025-03-11T12:00:00Z", now)).toBe("expires in 1 day");
    expect(expiresIn("2025-03-10T18:00:00Z", now)).toBe("expires within a day");
    expect(expiresIn("not a date", now)).toBe("expires within a day");
  });

  it("'Renew link' names the PDF's file by its id, and nothing else", () => {
    expect(fileIdOf("/files/abcdefghijklmnop")).toBe("abcdefghijklmnop");
    expect(overviewFormSchema.safeParse({ intent: "pdf-renew", file: "abcdefghijklmnop" }).success).toBe(true);
    for (const file of ["", "../../health", "abc", "a/b/c/d/e/f/g/h", "x".repeat(101)])
      expect(overviewFormSchema.safeParse({ intent: "pdf-renew", file }).success).toBe(false);
  });
});
