import { describe, expect, it } from "vitest";
import { pdfMailMessage, renderingMessageDelay, webFilePath, webZipPath } from "~/lib/reports/download";

describe("downloads", () => {
  it("keeps the rendering message at least 2 s when rendering took under 1 s", () => {
    expect(renderingMessageDelay(300)).toBe(1700);
    expect(renderingMessageDelay(999)).toBe(1001);
    expect(renderingMessageDelay(1000)).toBe(0);
  });
  it("says where the compressed version goes", () => {
    expect(pdfMailMessage("demo@example.com")).toBe("Report is over 25MB - compressed version will be emailed to demo@example.com when completed.");
  });
  it("maps the API's file and archive URLs onto the web tool's routes", () => {
    expect(webFilePath("http://127.0.0.1:3001/files/abcdefghijkl")).toBe("/files/abcdefghijkl");
    expect(webFilePath("http://127.0.0.1:3001/etc/passwd")).toBeNull();
    expect(webZipPath("http://127.0.0.1:3001/v1.3/report/zip?id=a.b")).toBe("/report/zip?id=a.b");
    expect(webZipPath("nonsense")).toBeNull();
  });
});
