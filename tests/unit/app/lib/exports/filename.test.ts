import { describe, expect, it } from "vitest";
import { exportFilename } from "~/lib/exports/filename";

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
});
