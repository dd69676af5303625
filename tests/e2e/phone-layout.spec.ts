// At 360 px nothing wraps awkwardly or sits apart: a button's label stays on one line, a
// checkbox sits by its label's first line, a card's heading row keeps its parts on one row.
// Measured in the browser, on the phone projects.
import type { Locator } from "@playwright/test";
import { demo, expect, isPhone, offerId, signIn, test } from "./support/fixtures";

const box = async (locator: Locator) => (await locator.boundingBox())!;
/** The number of text lines an element's text takes. */
const lines = (locator: Locator) =>
  locator.evaluate((element) => Math.round(element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight)));

test.describe("a 360 px phone (skipped on desktops: phone widths only)", () => {
  test.beforeEach(({ page }) => {
    test.skip(!isPhone(page), "phone widths only");
  });

  test("'View + Download | N posts' is one line on every period card", async ({ page }) => {
    await signIn(page, demo);
    await page.goto("/instagram");
    const buttons = page.getByRole("link", { name: /^View \+ Download \| \d+ posts/ });
    await expect(buttons.first()).toBeVisible();
    for (const button of await buttons.all()) {
      const label = button.locator("span.nowrap").first();
      expect(Math.abs((await box(label)).y - (await box(button.locator("span.nowrap").last())).y), "one line").toBeLessThan(2);
    }
  });

  test("the services agreement's checkbox sits by its label's first line", async ({ page, brand }) => {
    await signIn(page, brand);
    await page.goto("/billing");
    const checkbox = page.getByRole("checkbox", { name: /I have read and accept the/ });
    const label = page.locator(`label[for="${await checkbox.getAttribute("id")}"]`);
    const check = await box(checkbox);
    const text = await box(label);
    expect(check.height).toBeLessThan(30);
    const firstLine = parseFloat(await label.evaluate((element) => getComputedStyle(element).lineHeight));
    // The box's middle is within the label's first line, and right beside the label.
    expect(check.y + check.height / 2).toBeGreaterThan(text.y);
    expect(check.y + check.height / 2).toBeLessThan(text.y + firstLine);
    expect(text.x - (check.x + check.width)).toBeLessThan(16);
  });

  test("Ship & Track keeps each card's avatar, name and status on one row", async ({ page }) => {
    await signIn(page, demo);
    // A seeded gift whose seven attendees show every shipment status; not "the first Ship & Track
    // link", which names another offer as soon as a test adds one to Demo Bistro's list.
    await page.goto(`/offers/${await offerId("Spice Sampler")}/shipment`);
    const heads = page.locator(".ship-card__head");
    await expect(heads).toHaveCount(7);
    for (const head of await heads.all()) {
      const avatar = await box(head.locator("img").first());
      const badge = await box(head.locator(".ship-badge"));
      expect(Math.abs(avatar.y + avatar.height / 2 - (badge.y + badge.height / 2)), "badge beside the avatar").toBeLessThan(4);
    }
  });

  test("an applicant card's handle and followers are one line", async ({ page }) => {
    await signIn(page, demo);
    await page.goto("/offers/active");
    await page.getByRole("link", { name: "View applicants" }).first().click();
    const metas = page.locator(".applicant-card__meta");
    await expect(metas.first()).toBeVisible();
    for (const meta of await metas.all()) expect(await lines(meta)).toBe(1);
  });

  test("an applicant's Previous and Next buttons are one line each, named in full", async ({ page }) => {
    await signIn(page, demo);
    await page.goto("/offers/active");
    await page.getByRole("link", { name: "View applicants" }).first().click();
    await page.locator(".applicant-card").first().click();
    const steps = page.getByRole("navigation", { name: "Applicants" });
    await expect(steps.getByText(/Next/)).toBeVisible();
    for (const step of await steps.locator(".button").all()) expect((await box(step)).height).toBeLessThan(50);
    await expect(steps.getByRole("link", { name: "Next model →" })).toBeVisible();
  });
});
