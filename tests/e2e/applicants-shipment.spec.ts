// Ship & Track: Demo Bistro's seeded gifts are only read; the actions change data, so each
// works on the gifts of a brand of its own (the "gifts" kit: "Studio Gift", "Studio Hamper").
import { demo, expect, expectAccessible, offerId, signIn, test } from "./support/fixtures";

test.use({ kit: ["gifts"] });

test("Ship & Track lists attendees with their shipment status", async ({ page }) => {
  await signIn(page, demo);
  await page.goto(`/offers/${await offerId("Spice Sampler")}/shipment`);
  await expect(page.getByRole("heading", { level: 1, name: "Spice Sampler: Ship & Track" })).toBeVisible();
  const list = page.getByRole("list", { name: "Attendees" });
  await expect(list.getByRole("listitem")).toHaveCount(7);
  // Every avatar is a 48 px square, whatever the row around it (it was squeezed to 48×32).
  for (const avatar of await list.locator("img.avatar").all()) {
    const box = (await avatar.boundingBox())!;
    expect([Math.round(box.width), Math.round(box.height)]).toEqual([48, 48]);
    expect(await avatar.evaluate((img) => getComputedStyle(img).objectFit)).toBe("cover");
  }
  await expect(list.getByText("In Transit", { exact: true })).toHaveCount(1);
  await expect(list.getByText("Delivered", { exact: true })).toHaveCount(2);
  await expect(list.getByRole("link", { name: /^Track package/ }).first()).toHaveAttribute("href", /ups\.com/);
  // The carrier's logo (public/static/carriers), named for screen readers, is served.
  const logos = list.getByRole("img", { name: "UPS" });
  await expect(logos).toHaveCount(5);
  const logo = await logos.first().getAttribute("src");
  expect(logo).toBe("/static/carriers/ups.svg");
  const served = await page.request.get(logo!);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toMatch(/^image\/svg\+xml/);
  for (const code of ["usps", "fedex", "dhl"]) expect((await page.request.get(`/static/carriers/${code}.svg`)).status()).toBe(200);
  await expectAccessible(page);
  await page.goto(`/offers/${await offerId("Candle Gift")}/shipment`);
  await expect(page.getByRole("link", { name: /Add tracking number/ })).toHaveCount(0);
  await expect(page.getByRole("link", { name: /^Mark delivered/ })).toHaveCount(2);
});

test("adding a tracking number, and choosing the carrier when it can't be told", async ({ page, brand }) => {
  await signIn(page, brand);
  await page.goto(`/offers/${brand.offers.gift!.id}/shipment`);
  await page
    .getByRole("link", { name: /Add tracking number/ })
    .first()
    .click();
  const dialog = page.getByRole("dialog", { name: "Add tracking number" });
  await dialog.getByRole("button", { name: "SAVE" }).click();
  await expect(dialog.getByText("Enter a tracking number.")).toBeVisible();
  await dialog.getByLabel("Tracking number").fill("1Z999AA10123456784");
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "SAVE" }).click();
  await expect(page.getByText("The tracking number is saved.")).toBeVisible();
  await expect(page.getByRole("list", { name: "Attendees" }).getByText("In Transit")).toHaveCount(1);

  await page
    .getByRole("link", { name: /Add tracking number/ })
    .first()
    .click();
  await page.getByRole("dialog", { name: "Add tracking number" }).getByLabel("Tracking number").fill("ABC123");
  await page.getByRole("dialog", { name: "Add tracking number" }).getByRole("button", { name: "SAVE" }).click();
  const choose = page.getByRole("dialog", { name: "Choose Carrier" });
  await expect(choose.getByText("We couldn't determine which carrier you're using. Please choose from the list below.")).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Add tracking number" })).toHaveCount(0);
  if (test.info().project.use.javaScriptEnabled !== false) await expect(choose.getByRole("button", { name: "SAVE" })).toBeDisabled();
  await expectAccessible(page);
  await choose.getByLabel("DHL").check();
  await choose.getByRole("button", { name: "SAVE" }).click();
  await expect(page.getByText("The tracking number is saved.")).toBeVisible();
  await expect(page.getByRole("list", { name: "Attendees" }).getByText("ABC123")).toBeVisible();
});

test("pushing a scan notice and marking a gift without tracking delivered", async ({ page, brand }) => {
  await signIn(page, brand);
  await page.goto(`/offers/${brand.offers.hamper!.id}/shipment`);
  await page.getByRole("button", { name: /^Push scan notice/ }).click();
  await expect(page.getByText("The model was asked to start scanning.")).toBeVisible();
  await page.getByRole("link", { name: /^Mark delivered/ }).click();
  const confirm = page.getByRole("dialog", { name: "Mark as delivered?" });
  await expect(confirm.getByRole("link", { name: "NO" })).toBeVisible();
  await expectAccessible(page);
  await confirm.getByRole("button", { name: "YES" }).click();
  await expect(page.getByText("The gift is marked delivered and the model was told.")).toBeVisible();
  await expect(page.getByRole("list", { name: "Attendees" }).getByText("Delivered", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: /^Mark delivered/ })).toHaveCount(0);
});
