// The CSV downloads (docs/features/exports.md): a month's posts and models on /results, a filter state's
// applicants beside the PDF button. Plain links, so they download with and without JavaScript
// and at phone width. They only read seeded data, so every project runs them at once.
import fs from "node:fs";
import type { APIResponse, Locator, Page } from "@playwright/test";
import { demo, expect, offerId, rival, signIn, test } from "./support/fixtures";

const BOM = "\ufeff";

/** The file behind a CSV link, its name and its text (BOM kept): by a real download with JS, by a plain GET without. */
async function downloadCsv(page: Page, link: Locator, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) {
    const downloading = page.waitForEvent("download");
    await link.click();
    const download = await downloading;
    return { name: download.suggestedFilename(), text: fs.readFileSync((await download.path())!).toString("utf8") };
  }
  const response = await page.request.get((await link.getAttribute("href"))!);
  expectCsvHeaders(response);
  const name = /filename="([^"]+)"/.exec(response.headers()["content-disposition"] ?? "")?.[1] ?? "";
  return { name, text: (await response.body()).toString("utf8") };
}

function expectCsvHeaders(response: APIResponse) {
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  expect(response.headers()["content-disposition"]).toMatch(/^attachment; filename="[a-z]+\d{4,6}\.csv"$/);
}

const lines = (text: string) => text.slice(BOM.length).split("\r\n").filter(Boolean);

test("a month's posts and models download as CSV files named for the brand and the month", async ({ page, javaScriptEnabled }) => {
  await signIn(page, demo);
  await page.goto("/results");
  const posts = page.getByRole("link", { name: "Posts CSV" });
  const href = await posts.getAttribute("href");
  const [, year, month] = /year=(\d{4})&month=(\d{1,2})/.exec(href ?? "")!;
  const stamp = `${month!.padStart(2, "0")}${year!.slice(2)}`;

  const postsFile = await downloadCsv(page, posts, javaScriptEnabled);
  expect(postsFile.name).toBe(`demoposts${stamp}.csv`);
  expect(postsFile.text.startsWith(BOM)).toBe(true);
  const postLines = lines(postsFile.text);
  expect(postLines[0]).toBe("Model,Instagram handle,Offer,Location,Date,Type,Likes,Comments,Reach,Link");
  expect(postLines.length).toBeGreaterThan(1);
  expect(postLines[1]).toMatch(new RegExp(`,${year}-${month!.padStart(2, "0")}-\\d{2},`));

  const modelsFile = await downloadCsv(page, page.getByRole("link", { name: "Models CSV" }), javaScriptEnabled);
  expect(modelsFile.name).toBe(`demomodels${stamp}.csv`);
  const modelLines = lines(modelsFile.text);
  expect(modelLines[0]).toBe("Name,Instagram handle,Followers,Posts,Likes,Comments");
  // Every post is counted once, under its model.
  const postCount = modelLines.slice(1).reduce((sum, line) => sum + Number(line.split(",").at(-3)), 0);
  expect(postCount).toBe(postLines.length - 1);
});

test("a filter state's applicants download as CSV beside the PDF button", async ({ page, javaScriptEnabled }) => {
  await signIn(page, demo);
  const id = await offerId("Spring Casting");
  await page.goto(`/offer/apply/${id}?status=selected`);
  const file = await downloadCsv(page, page.getByRole("link", { name: "CSV", exact: true }), javaScriptEnabled);
  expect(file.name).toMatch(/^demoselected\d{6}\.csv$/);
  expect(file.text.startsWith(BOM)).toBe(true);
  const rows = lines(file.text);
  expect(rows[0]).toBe("Name,Instagram handle,Followers,Status,Track record");
  expect(rows).toHaveLength(9);
  for (const row of rows.slice(1)) expect(row).toMatch(/(,\d+|,),selected,(New|\d+ claims · \d+ kept( · \d+ no-shows?)?( · \d+% posted)?)$/);
});

test("another brand gets 404 for Demo Bistro's applicants CSV", async ({ page }) => {
  const id = await offerId("Spring Casting");
  await signIn(page, rival);
  const response = await page.request.get(`/offer/apply/csv/${id}/selected`);
  expect(response.status()).toBe(404);
  expect(response.headers()["content-type"]).not.toMatch(/csv/);
});
