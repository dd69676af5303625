import { describe, expect, it } from "vitest";
import { webFilePath } from "../../app/lib/applicants/export";
import { overviewFormSchema } from "../../app/lib/applicants/overview.schema";
import { exportFilename } from "../../app/lib/exports/filename";
import { shareLink } from "../../app/lib/share-links";

describe("the applicant export", () => {
  it("names the file business username + filter + MMDDYY", () => {
    expect(exportFilename("demo", "unreviewed", new Date(2025, 2, 5, 12))).toBe("demounreviewed030525.pdf");
    expect(exportFilename("rival", "selected", new Date(2024, 11, 31, 23))).toBe("rivalselected123124.pdf");
    expect(exportFilename("demo", "liked", new Date(2025, 2, 5, 12), "csv")).toBe("demoliked030525.csv");
  });

  it("names a month's results file by the month it covers, MMYY", () => {
    expect(exportFilename("demo", "posts", { year: 2025, month: 3 }, "csv")).toBe("demoposts0325.csv");
    expect(exportFilename("demo", "models", { year: 2030, month: 12 }, "csv")).toBe("demomodels1230.csv");
  });

  it("tells the overview's two forms apart", () => {
    expect(overviewFormSchema.safeParse({ intent: "pdf", filter: "liked" }).success).toBe(true);
    expect(overviewFormSchema.safeParse({ intent: "pdf", filter: "maybe" }).success).toBe(false);
    expect(overviewFormSchema.safeParse({ intent: "finalize" }).success).toBe(true);
    expect(overviewFormSchema.safeParse({}).success).toBe(false);
  });

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
