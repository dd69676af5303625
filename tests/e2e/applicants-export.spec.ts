// The applicant export (SPEC §2 Applicants, §7 PDF service): the PDF button renders the
// filtered list through the PDF service, downloads it and shows a 7-day short link. It only
// reads Demo Bistro's seeded casting, so every project can run it at once.
import { demo, expect, expectAccessible, offerId, signIn, test } from "./support/fixtures";

test("the PDF button downloads the filtered applicants and shows a short link", async ({ page }) => {
  await signIn(page, demo);
  const id = await offerId("Spring Casting");
  await page.goto(`/offer/apply/${id}?status=selected`);
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "PDF", exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^demoselected\d{6}\.pdf$/);
  await expect(page.getByText("Your PDF is ready.")).toBeVisible();
  const file = await page.getByRole("link", { name: "download the PDF" }).getAttribute("href");
  expect(file).toMatch(/^\/files\/[\w-]+$/);
  const pdf = await page.request.get(file!);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");

  // The short link is on the web tool's own origin (not the API's host) and resolves to the same file.
  const share = page.getByRole("link", { name: /\/s\// });
  const link = await share.textContent();
  expect(new URL(link!.trim()).origin).toBe(new URL(page.url()).origin);
  const redirect = await page.request.get(link!.trim(), { maxRedirects: 0 });
  expect(redirect.status()).toBe(302);
  expect(redirect.headers().location).toMatch(new RegExp(`${file!.replace(/[-/]/g, "\\$&")}$`));
  await expectAccessible(page);
});

test("the print view of a filter stays available", async ({ page }) => {
  await signIn(page, demo);
  const id = await offerId("Spring Casting");
  await page.goto(`/offer/apply/${id}?status=selected`);
  await page.getByRole("link", { name: "Print view" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Spring Casting: selected applicants (8)" })).toBeVisible();
  await expect(page.getByRole("list", { name: "selected applicants" }).getByRole("listitem")).toHaveCount(8);
  await expectAccessible(page);
});
