import { demo, expect, expectAccessible, signIn, test } from "./support/fixtures";

test.describe("the Offers page", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, demo);
  });

  test("the three tabs list Demo Bistro's offers as cards", async ({ page }) => {
    await page.goto("/offers/active");
    await expect(page).toHaveTitle("Offers: Active");
    await expect(page.getByRole("heading", { level: 1, name: "Offers" })).toBeVisible();
    const tabs = page.getByRole("navigation", { name: "Offer lists" });
    await expect(tabs.getByRole("link", { name: "Active" })).toHaveAttribute("aria-current", "page");
    const brunch = page.getByRole("article", { name: "Sunset Brunch" });
    await expect(brunch.getByText("BRUNCH ON THE PATIO")).toBeVisible();
    await expect(brunch.getByText("DISCOUNT", { exact: true })).toBeVisible();
    await expect(brunch.getByText("Today", { exact: true })).toBeVisible();
    // Description preview: cut at 200 characters.
    await expect(brunch.getByText(/tag us so we can r…$/)).toBeVisible();
    await expect(page.getByRole("article", { name: "Weekend Tasting" }).getByText("Yesterday", { exact: true })).toBeVisible();
    await expect(page.getByRole("article", { name: "Olive Oil Gift Box" }).getByRole("link", { name: "Ship & Track" })).toHaveAttribute(
      "href",
      /\/offers\/\d+\/shipment$/,
    );
    await expect(page.getByRole("article", { name: "Story Feature" }).getByRole("link", { name: "View applicants" })).toHaveAttribute(
      "href",
      /\/offer\/apply\/\d+$/,
    );
    await expect(page.getByRole("article", { name: "Tomorrow's Tasting" })).toHaveCount(0);
    await expectAccessible(page);

    await tabs.getByRole("link", { name: "Upcoming" }).click();
    await expect(page).toHaveURL(/\/offers\/upcoming$/);
    await expect(page.getByRole("article", { name: "Tomorrow's Tasting" }).getByText("Tomorrow", { exact: true })).toBeVisible();
    const catalogue = page.getByRole("article", { name: "Catalogue Shoot" });
    await expect(catalogue.getByRole("link", { name: "Call sheet" })).toHaveAttribute("href", /\/offers\/\d+\/callSheet\/$/);
    // A paid job shows its wages beside the icon.
    await expect(catalogue.getByTitle("Paid job")).toHaveText("Paid job: $250 / day");
    await expect(page.getByRole("article", { name: "Vegan Pop-up" }).getByText("PENDING", { exact: true })).toBeVisible();
    // Upcoming shows reservation offers, without expired attendees.
    const dinner = page.getByRole("article", { name: "Dinner Reservations" });
    await expect(dinner.getByText("Expired")).toHaveCount(0);
    await expectAccessible(page);

    await tabs.getByRole("link", { name: "Past" }).click();
    await expect(page).toHaveURL(/\/offers\/past$/);
    const periods = page.locator("details.period");
    await expect(periods.nth(2)).toBeAttached();
    await expect(periods.first()).toHaveAttribute("open", "");
    await expect(periods.nth(1)).not.toHaveAttribute("open", "");
    // Only the open month's offers come with the page; opening another loads its own (with
    // JavaScript on opening, without it by the link inside the row).
    await expect(periods.first().getByRole("article").first()).toBeVisible();
    await expect(periods.nth(1).getByRole("article")).toHaveCount(0);
    await periods.nth(1).locator("summary.period__summary").click();
    if (test.info().project.use.javaScriptEnabled === false)
      await periods
        .nth(1)
        .getByRole("link", { name: /^Show the offers of / })
        .click();
    await expect(page).toHaveURL(/\/offers\/past\?period=\d{4}-\d{2}$/);
    await expect(periods.nth(1)).toHaveAttribute("open", "");
    await expect(periods.nth(1).getByRole("article").first()).toBeVisible();
    await expect(periods.first().getByRole("article")).toHaveCount(0);
    await expectAccessible(page);
    // Wine Pairing was cancelled 20 days ago: its month's row shows it as CANCELED.
    const cancelled = new Date(Date.now() - 20 * 24 * 60 * 60 * 1000).toLocaleDateString("en-CA", { timeZone: "America/New_York" }).slice(0, 7);
    await page.goto(`/offers/past?period=${cancelled}`);
    await expect(page.getByRole("article", { name: "Wine Pairing" }).getByText("CANCELED", { exact: true })).toBeVisible();
    // Lookbook Shoot (70 days ago) is a job without wages: no bare '$' icon.
    const lookbookMonth = new Date(Date.now() - 70 * 24 * 60 * 60 * 1000).toLocaleDateString("en-CA", { timeZone: "America/New_York" }).slice(0, 7);
    await page.goto(`/offers/past?period=${lookbookMonth}`);
    const lookbook = page.getByRole("article", { name: "Lookbook Shoot" });
    await expect(lookbook.getByRole("link", { name: "Call sheet" })).toBeVisible();
    await expect(lookbook.getByTitle("Paid job")).toHaveCount(0);
  });

  test("the claims modal counts spots and lists claims by status", async ({ page }) => {
    await page.goto("/offers/active");
    await page.getByRole("article", { name: "Sunset Brunch" }).getByRole("link", { name: "17 CLAIMS" }).click();
    const dialog = page.getByRole("dialog", { name: "17 CLAIMS" });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/modal=claims/);
    await expect(dialog.getByRole("heading", { name: "Unknown status: waitlisted (1)" })).toBeVisible();
    await expect(dialog.getByRole("heading", { name: "Checked in (1)" })).toBeVisible();
    await expect(dialog.getByRole("heading", { name: /Declined/ })).toHaveCount(0);
    await expect(dialog.getByText("STAR", { exact: true })).toHaveCount(2);
    await expectAccessible(page);
    await dialog.getByRole("link", { name: "Close" }).click();
    await expect(dialog).toHaveCount(0);

    await page.getByRole("article", { name: "Natural Wine Night" }).getByRole("link", { name: "5 CLAIMS" }).click();
    await expect(page.getByRole("dialog", { name: "5 CLAIMS" }).getByText("∞")).toBeVisible();
  });

  test("the group modal has Claims and Invitees tabs", async ({ page }) => {
    await page.goto("/offers/active");
    const table = page.getByRole("article", { name: "Chef's Table" });
    await table
      .getByRole("link", { name: /^View .*group$/ })
      .first()
      .click();
    const dialog = page.getByRole("dialog", { name: /group$/ });
    await expect(dialog.getByRole("link", { name: /^Claims/ })).toHaveAttribute("aria-current", "page");
    await expect(dialog.getByText("Owner")).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole("link", { name: /^Invitees/ }).click();
    await expect(page).toHaveURL(/view=invitees/);
    await expect(page.getByRole("dialog").getByText("Invited")).toBeVisible();
  });

  test("an unknown tab is Page Not Found", async ({ page }) => {
    await page.goto("/offers/everything");
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  });
});
