import { type Locator, type Page } from "@playwright/test";
import { expect, expectAccessible, isPhone, signIn, test } from "./support/fixtures";

const FIGURES = ["Total posts", "Viewers reached", "Likes", "Comments"];

/** The INSTAGRAM ACTION figure of the monthly report, unabbreviated (its title holds the full number). */
async function reportFigure(page: Page, label: string) {
  const action = page.getByRole("region", { name: "INSTAGRAM ACTION" });
  return action
    .locator("dt", { hasText: new RegExp(`^${label}$`) })
    .locator("xpath=following-sibling::dd")
    .getAttribute("title");
}

/** Opens "Show the numbers" unless it is open already (after a client-side move it stays open). */
async function openNumbers(page: Page): Promise<Locator> {
  const numbers = page.locator("details", { has: page.getByText("Show the numbers") });
  if ((await numbers.getAttribute("open")) === null) await page.getByText("Show the numbers").click();
  const table = page.getByRole("table", { name: /^Results per month/ });
  await expect(table).toBeVisible();
  return table;
}

test.describe("results over time", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test("beside the monthly report, four charts of twelve months and a table whose picked month matches the report (on phones the page says to open it on a desktop)", async ({
    page,
  }) => {
    await page.goto("/results");
    if (isPhone(page)) {
      await expect(page.getByRole("heading", { name: "OPEN ON A DESKTOP" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "RESULTS OVER TIME" })).toBeHidden();
      await expectAccessible(page);
      return;
    }
    await expect(page.getByRole("heading", { name: "RESULTS OVER TIME" })).toBeVisible();
    const month = (await page.getByRole("heading", { level: 1 }).textContent())!.replace(/ Results$/, "");
    for (const label of FIGURES) {
      await expect(page.getByRole("img", { name: new RegExp(`^${label} per month, .* to ${month}\\..* ${month}: [\\d,]+\\.$`) })).toBeVisible();
    }
    const table = await openNumbers(page);
    await expect(table.getByRole("columnheader")).toHaveText(["Month", ...FIGURES]);
    await expect(table.locator("tbody tr")).toHaveCount(12);
    // The picked month is the newest row, marked, and its numbers are the report's own figures.
    const picked = table.locator('tbody tr[aria-current="true"]');
    await expect(picked.getByRole("rowheader")).toHaveText(month);
    await expect(table.locator("tbody tr").first()).toHaveAttribute("aria-current", "true");
    const cells = await picked.getByRole("cell").allTextContents();
    expect(cells).toEqual(await Promise.all(FIGURES.map((label) => reportFigure(page, label))));
    expect(Number(cells[0])).toBe(35);
    await expectAccessible(page);

    // A month of the table is a link: the report, the picker and the chart all move to it.
    const other = table.locator("tbody tr").nth(3).getByRole("link");
    const otherMonth = (await other.textContent())!;
    await other.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${otherMonth} Results`);
    await expect(page.getByRole("navigation", { name: "Months" }).locator('[aria-current="page"]')).toHaveAttribute("aria-label", otherMonth);
    await expect(page.getByRole("img", { name: new RegExp(`^Total posts per month, .* to ${otherMonth}\\.`) })).toBeVisible();
    const moved = await openNumbers(page);
    await expect(moved.locator('tbody tr[aria-current="true"] th')).toHaveText(otherMonth);
    expect(await moved.locator('tbody tr[aria-current="true"]').getByRole("cell").allTextContents()).toEqual(
      await Promise.all(FIGURES.map((label) => reportFigure(page, label))),
    );
  });

  test("months before the first results show as zero, not left out (skipped on phones: the monthly page is for desktops)", async ({ page }) => {
    test.skip(isPhone(page), "the monthly page is for desktops");
    await page.goto("/results");
    // The picker lists years newest first and months newest first: its last link is the oldest month.
    const oldest = page.getByRole("navigation", { name: "Months" }).locator(".month-picker__month").last();
    const oldestMonth = (await oldest.getAttribute("aria-label"))!;
    await page.goto((await oldest.getAttribute("href"))!);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${oldestMonth} Results`);
    const table = await openNumbers(page);
    const rows = table.locator("tbody tr");
    await expect(rows).toHaveCount(12);
    await expect(rows.first().getByRole("rowheader")).toHaveText(oldestMonth);
    // The eleven months before it: zeros, and no link (the picker does not offer them).
    for (let i = 1; i < 12; i++) {
      await expect(rows.nth(i).getByRole("cell")).toHaveText(["0", "0", "0", "0"]);
      await expect(rows.nth(i).getByRole("link")).toHaveCount(0);
    }
    await expect(page.getByRole("img", { name: /^Total posts per month, .*Highest: 35 in / })).toBeVisible();
    await expectAccessible(page);
  });
});
