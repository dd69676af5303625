// The Active list a page at a time: 20 offers, then 'Show more offers' (a link: without
// JavaScript a new page, with it the list grows in place); a modal opened on the second page
// keeps both pages, and a bare modal link to an offer further down still opens it.
import { expect, expectAccessible, signIn, test } from "./support/fixtures";

test.use({ kit: ["many"] });

test("Active shows 20 offers, then the rest behind 'Show more offers'; modals keep the pages shown", async ({ page, brand }) => {
  await signIn(page, brand);
  await page.goto("/offers/active");
  const cards = page.getByRole("article");
  await expect(cards).toHaveCount(20);
  await expect(page.getByRole("article", { name: "Open Studio 1", exact: true })).toBeVisible();
  await expect(page.getByRole("article", { name: "Open Studio 21" })).toHaveCount(0);
  await expectAccessible(page);

  // With JavaScript the next page is asked for without the layout's data (the brand's profile):
  // the data request names the routes it wants.
  const asked: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith(".data")) asked.push(...(url.searchParams.get("_routes") ?? "(all)").split(","));
  });
  await page.getByRole("link", { name: "Show more offers" }).click();
  await expect(page).toHaveURL(/\/offers\/active\?page=2$/);
  await expect(cards).toHaveCount(25);
  if (test.info().project.use.javaScriptEnabled !== false) {
    expect(asked).toContain("routes/_app.offers.$tab");
    expect(asked).not.toContain("routes/_app");
  }
  await expect(page.getByRole("link", { name: "Show more offers" })).toHaveCount(0);

  // A confirmation on the second page keeps both pages behind it, and closes back to them.
  await page
    .getByRole("article", { name: "Open Studio 25" })
    .getByRole("link", { name: /Cancel Offer/ })
    .click();
  await expect(page).toHaveURL(/modal=cancel-offer&offer=\d+&page=2$/);
  await expect(page.getByRole("dialog", { name: "Cancel Offer?" })).toContainText("Open Studio 25 will be cancelled");
  await page.getByRole("dialog").getByRole("link", { name: "Close" }).click();
  await expect(page).toHaveURL(/\/offers\/active\?page=2$/);
  await expect(cards).toHaveCount(25);

  // A modal link without the page (kept from elsewhere) still finds its offer.
  await page.goto(`/offers/active?modal=cancel-offer&offer=${brand.offers.studio24!.id}`);
  await expect(page.getByRole("dialog", { name: "Cancel Offer?" })).toContainText("Open Studio 24 will be cancelled");
  await expectAccessible(page);
});
