// A card's claims count, its claims modal's title, the spot counters and the sections tell one
// story (docs/product/offers.md#claims-modal): the title counts what the sections list, awaiting reservations too; the
// counters count the spots held; a section that holds no spot says so, and so does a sentence
// for the spots held by reservations the tab does not list. Demo Bistro's offers, read only.
import type { Locator, Page } from "@playwright/test";
import { demo, expect, expectAccessible, signIn, test } from "./support/fixtures";

const count = (text: string) => Number(/\d+/.exec(text)?.[0] ?? NaN);

/** Opens an offer's claims modal from its card; the card's count is the modal's title. */
async function openClaims(page: Page, subtitle: string) {
  const button = page.getByRole("article", { name: subtitle }).getByRole("link", { name: /^\d+ CLAIMS?$/ });
  const title = (await button.textContent())!.trim();
  await button.click();
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog).toBeVisible();
  return { dialog, title };
}

/** The title counts the sections' claims; the counters count the spots the sections and the sentence name. */
async function expectAgreement(dialog: Locator, title: string) {
  const headings = await dialog.getByRole("heading", { level: 3 }).allTextContents();
  expect(
    headings.reduce((n, h) => n + count(h), 0),
    headings.join(" | "),
  ).toBe(count(title));
  const counted = headings.filter((h) => !h.includes("not counted in spots")).reduce((n, h) => n + count(h), 0);
  const note = dialog.getByText(/^The counters also count/);
  const elsewhere = (await note.count()) ? count((await note.textContent())!) : 0;
  // Shared, Female, Male: "taken / total" (Star counts some of the same claims again).
  const [shared, female, male] = await dialog.getByRole("definition").allTextContents();
  expect(count(shared!) + count(female!) + count(male!), headings.join(" | ")).toBe(counted + elsewhere);
}

test.describe("a claims count that agrees with itself", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, demo);
  });

  for (const tab of ["active", "upcoming"]) {
    test(`Weekend Brunch Bookings counts its awaiting reservations on its card, its title, counters and sections (${tab})`, async ({ page }) => {
      await page.goto(`/offers/${tab}`);
      await expect(page.getByRole("article", { name: "Weekend Brunch Bookings" }).getByRole("link", { name: "6 CLAIMS" })).toBeVisible();
      const { dialog, title } = await openClaims(page, "Weekend Brunch Bookings");
      expect(title).toBe("6 CLAIMS");
      await expect(dialog.getByRole("definition").first()).toHaveText("6 / 12");
      await expect(dialog.getByRole("heading", { level: 3 })).toHaveText(["Active (1)", "Awaiting reservation (5)"]);
      await expect(dialog.getByText(/^The counters also count/)).toHaveCount(0);
      await expectAgreement(dialog, title);
      await expectAccessible(page);
    });
  }

  test("Dinner Reservations says which listed claims hold no spot, and which spots Active does not list", async ({ page }) => {
    await page.goto("/offers/active");
    const { dialog, title } = await openClaims(page, "Dinner Reservations");
    await expect(dialog.getByRole("heading", { name: "Expired (1), not counted in spots" })).toBeVisible();
    await expect(
      dialog.getByText(/^The counters also count \d+ reservations? more than 24 hours away, which Active does not list: see Upcoming$/),
    ).toBeVisible();
    await expectAgreement(dialog, title);
    await expectAccessible(page);

    // Upcoming lists those reservations (and no expired claim): nothing is held elsewhere.
    await dialog.getByRole("link", { name: "see Upcoming" }).click();
    await expect(page).toHaveURL(/\/offers\/upcoming\?modal=claims&offer=\d+$/);
    const upcoming = page.getByRole("dialog", { name: /^\d+ CLAIMS?$/ });
    await expect(upcoming.getByText("Dinner Reservations", { exact: true })).toBeVisible();
    await expect(upcoming.getByText(/^The counters also count/)).toHaveCount(0);
    const upcomingTitle = (await upcoming.getByRole("heading", { level: 2 }).textContent())!.trim();
    await expectAgreement(upcoming, upcomingTitle);
    await expect(page.getByRole("article", { name: "Dinner Reservations" }).getByRole("link", { name: upcomingTitle })).toBeVisible();
  });
});
