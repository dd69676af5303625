// A model's track record where the brand decides (docs/product/applicants.md#track-record): a line under each
// applicant's and claimant's name that opens its explanation by click, tap or keyboard (a
// <details>, so without JavaScript too), the record in full on the applicant page, and the
// applicants CSV's column. Reads the seeded history only, so every project runs at once.
import type { Locator, Page } from "@playwright/test";
import { demo, expect, expectAccessible, isPhone, offerId, signIn, test } from "./support/fixtures";

const LINE = /^Track record: (New|\d+ claims · \d+ kept( · \d+ no-shows?)?( · \d+% posted)?)$/;

/** Opens a track record's explanation the way this project's person would: a tap on a phone, else the keyboard. */
async function openExplanation(page: Page, record: Locator) {
  const line = record.locator("summary");
  if (isPhone(page)) await line.tap();
  else {
    await line.focus();
    await page.keyboard.press("Enter");
  }
  const explanation = record.getByText(/All brands: .*\. With you: .*\./);
  await expect(explanation).toBeVisible();
  return explanation;
}

test("applicants show their track record, explained on the list and in full on the applicant page", async ({ page }) => {
  await signIn(page, demo);
  const id = await offerId("Spring Casting");
  await page.goto(`/offer/apply/${id}?status=unreviewed&page=3`);
  const cards = page.getByRole("list", { name: "Unreviewed applicants" }).getByRole("listitem");
  await expect(cards).toHaveCount(55);
  const records = cards.locator(".track-record");
  await expect(records).toHaveCount(55);
  for (const text of await records.locator("summary").allTextContents()) expect(text).toMatch(LINE);
  // The seed gives some a real record with a no-show, and leaves some new.
  await expect(
    records
      .locator("summary")
      .filter({ hasText: /^Track record: New$/ })
      .first(),
  ).toBeVisible();
  const card = cards.filter({ has: page.locator("summary").filter({ hasText: /no-show/ }) }).first();
  const record = card.locator(".track-record");
  // Hovering shows the explanation as a title; a click, a tap or Enter opens it under the line.
  await expect(record.locator("summary")).toHaveAttribute("title", /^From the marketplace's own history\. All brands: \d+ claims made/);
  const explanation = await openExplanation(page, record);
  await expect(explanation).toContainText(/1 no-show|\d+ no-shows/);
  await expectAccessible(page);

  const line = ((await record.locator("summary").textContent()) ?? "").replace("Track record: ", "");
  const name = (await card.locator(".applicant-card__name").textContent()) ?? "";
  await card.getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.locator("summary").filter({ hasText: `Track record: ${line}` })).toBeVisible();
  const full = page.getByRole("region", { name: /^Track record/ });
  const table = full.getByRole("table", { name: "Track record with you and with all brands" });
  await expect(table.getByRole("columnheader", { name: "With you" })).toBeVisible();
  await expect(table.getByRole("columnheader", { name: "All brands" })).toBeVisible();
  const claims = line.match(/^(\d+) claims/)![1]!;
  await expect(
    table
      .getByRole("row", { name: /^Claims made/ })
      .getByRole("cell")
      .last(),
  ).toHaveText(claims);
  await expect(table.getByRole("row", { name: /^No-shows/ })).toBeVisible();
  await expect(full.getByText(/^No-show: a check-in window/)).toBeVisible();
  await expect(full.getByText(/Other brands are counted in totals only, never named\./)).toBeVisible();
  await expectAccessible(page);
});

test("claimants in the claims modal show their track record", async ({ page }) => {
  await signIn(page, demo);
  await page.goto("/offers/active");
  await page.getByRole("article", { name: "Sunset Brunch" }).getByRole("link", { name: "17 CLAIMS" }).click();
  const dialog = page.getByRole("dialog", { name: "17 CLAIMS" });
  await expect(dialog).toBeVisible();
  const lines = dialog.locator(".track-record summary");
  await expect(lines).toHaveCount(17);
  for (const text of await lines.allTextContents()) expect(text).toMatch(LINE);
  await expect(lines.filter({ hasText: /^Track record: New$/ }).first()).toBeAttached();
  const known = dialog.locator(".track-record").filter({ has: page.locator("summary").filter({ hasText: /claims · / }) });
  await openExplanation(page, known.first());
  // Other brands come as totals: the modal never names them.
  await expect(dialog).not.toContainText("Rival");
  await expectAccessible(page);
});

test("the applicants CSV carries each applicant's track record", async ({ page }) => {
  await signIn(page, demo);
  const id = await offerId("Spring Casting");
  const response = await page.request.get(`/offer/apply/csv/${id}/unreviewed`);
  expect(response.status()).toBe(200);
  const rows = (await response.text())
    .replace(/^\ufeff/, "")
    .split("\r\n")
    .filter(Boolean);
  expect(rows[0]).toBe("Name,Instagram handle,Followers,Status,Track record");
  expect(rows).toHaveLength(56);
  const records = rows.slice(1).map((row) => row.split(",").at(-1)!);
  for (const r of records) expect(`Track record: ${r}`).toMatch(LINE);
  expect(records).toContain("New");
  expect(records.some((r) => /no-show/.test(r))).toBe(true);
});
