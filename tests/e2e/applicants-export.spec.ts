// The applicant export (docs/product/applicants.md#the-pdf): the PDF button renders the
// filtered list through the PDF service, downloads it and shows a 7-day short link, which the
// brand can renew. It only reads Demo Bistro's seeded casting and renews the links
// of files it made itself, so every project can run it at once.
import type { Page } from "@playwright/test";
import { demo, expect, expectAccessible, offerId, postForm, signIn, test } from "./support/fixtures";

/** Signs in as Demo Bistro and exports the casting's selected applicants with the PDF button. */
async function exportSelected(page: Page) {
  await signIn(page, demo);
  const id = await offerId("Spring Casting");
  await page.goto(`/offer/apply/${id}?status=selected`);
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "PDF", exact: true }).click();
  return { id, download: await downloading };
}

test("the PDF button downloads the filtered applicants and shows a short link", async ({ page }) => {
  const { download } = await exportSelected(page);
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

test("the brand renews the PDF's share link: the old link and the PDF's old address are gone, the new link opens the same PDF", async ({ page }) => {
  const { id } = await exportSelected(page);
  await expect(page.getByText("Your PDF is ready.")).toBeVisible();
  const oldFile = (await page.getByRole("link", { name: "download the PDF" }).getAttribute("href"))!;
  const oldLink = (await page.getByRole("link", { name: /\/s\// }).textContent())!.trim();
  const bytes = await (await page.request.get(oldFile)).body();

  await page.getByRole("button", { name: "Renew link" }).click();
  await expect(page.getByText("A new link is ready.")).toBeVisible();
  await expect(page.getByText("The old link no longer works", { exact: false })).toBeVisible();
  // Post, redirect, get: the page is the overview of the same filter again.
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(`/offer/apply/${id}?status=selected`);
  await expect(page.getByText(/Share link \(expires in 7 days\):/)).toBeVisible();
  const newLink = (await page.getByRole("link", { name: /\/s\// }).textContent())!.trim();
  const newFile = (await page.getByRole("link", { name: "Download the PDF" }).getAttribute("href"))!;
  expect(newLink).not.toBe(oldLink);
  expect(newFile).not.toBe(oldFile);
  expect(new URL(newLink).origin).toBe(new URL(page.url()).origin);
  await expectAccessible(page);

  const redirect = await page.request.get(newLink, { maxRedirects: 0 });
  expect(redirect.status()).toBe(302);
  expect(new URL(redirect.headers().location!, newLink).pathname).toBe(newFile);
  const pdf = await page.request.get(newLink);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await pdf.body()).equals(bytes)).toBe(true);

  const gone = await page.request.get(oldLink, { maxRedirects: 0 });
  expect(gone.status()).toBe(404);
  expect(await gone.text()).toBe("This link has expired or doesn't exist.");
  const goneFile = await page.request.get(oldFile);
  expect(goneFile.status()).toBe(404);
  expect(await goneFile.text()).toBe("This file has expired or doesn't exist.");

  // The confirmation shows once: a reload is the plain overview.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Spring Casting: Applicants" })).toBeVisible();
  await expect(page.getByText("A new link is ready.")).toHaveCount(0);

  // Renewing the old file again is refused with the API's message in the page's alert.
  const refused = await postForm(page, `/offer/apply/${id}?index&status=selected`, { intent: "pdf-renew", file: oldFile.replace("/files/", "") });
  expect(refused.status()).toBe(400);
  const html = await refused.text();
  expect(html).toContain('role="alert"');
  expect(html).toContain("An error occurred!");
  expect(html).toMatch(/This file has expired or doesn(&#x27;|')t exist\./);
});
