// The door list (docs/product/door.md): today's expected models on a phone at the door, searched by name
// or handle and checked in one by one (a reload each time, so it works without JavaScript), and
// the same list on paper.
import { expect, expectAccessible, isPhone, postForm, signIn, test } from "./support/fixtures";

test.use({ kit: ["offers"] });

const TIME = /\d{1,2}:\d\d [AP]M/;

test("the door checks in today's models and prints the list", async ({ page, brand, javaScriptEnabled }) => {
  await signIn(page, brand);
  await page.goto("/");
  await page.getByRole("region", { name: "Today" }).getByRole("link", { name: "Open the door list" }).click();
  await expect(page).toHaveURL(/\/door$/);
  await expect(page.getByRole("heading", { level: 1, name: "Door list" })).toBeVisible();

  const expected = page.getByRole("list", { name: "Expected today" });
  const row = expected
    .getByRole("listitem")
    .filter({ hasText: "Studio Session" })
    .filter({ has: page.getByRole("button", { name: /^Check in / }) })
    .first();
  await expect(row).toContainText(TIME);
  await expect(row).toContainText("1 person");
  // A group comes together: its owner and the confirmed member, not the invited one.
  await expect(expected.getByRole("listitem").filter({ hasText: "Studio Group" }).first()).toContainText("2 people");
  const name = (await row.locator(".door__model").textContent())!;
  const handle = (await row.locator(".door__handle").textContent())!;
  await expectAccessible(page);
  if (isPhone(page)) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // Searching by handle keeps only that model's rows.
  const search = page.getByRole("search");
  await search.getByRole("searchbox", { name: "Search models" }).fill(handle);
  await search.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(new RegExp(`/door\\?q=${encodeURIComponent(handle).replace(/\./g, "\\.")}$`));
  const found = await expected.getByRole("listitem").allTextContents();
  expect(found.length).toBeGreaterThan(0);
  for (const text of found) expect(text).toContain(handle);
  await expect(page.getByRole("link", { name: "Show everyone" })).toBeVisible();

  // Checking in moves the model to Here with the time, and the search stays: without JavaScript
  // a post and a reload; with it the phone keeps the check-in and sends it (door-offline.spec.ts).
  await expected
    .getByRole("listitem")
    .filter({ hasText: "Studio Session" })
    .getByRole("button", { name: `Check in ${name}` })
    .click();
  if (javaScriptEnabled) {
    await expect(page.getByRole("status").filter({ hasText: "Every check-in is sent." })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "waiting to send" })).toHaveCount(0);
    await expect(page).toHaveURL(/\/door\?q=[^&]+$/);
  } else {
    await expect(page.getByRole("status").filter({ hasText: "The model is checked in." })).toBeVisible();
    await expect(page).toHaveURL(/\/door\?q=.+&done=check-in$/);
  }
  const here = page.getByRole("list", { name: "Checked in today" });
  await expect(here.getByRole("listitem").filter({ hasText: name }).filter({ hasText: "Studio Session" })).toContainText(new RegExp(`Here ${TIME.source}`));
  await expectAccessible(page);
  if (isPhone(page)) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // The printed list: everyone of the day, a box each, no JavaScript; A4 or receipt width.
  await page.getByRole("link", { name: "Show everyone" }).click();
  await page.getByRole("link", { name: "Print the list" }).click();
  await expect(page).toHaveURL(/\/door\/print$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`${brand.name}: door list`);
  const printed = page.getByRole("list", { name: "Today's check-ins" }).getByRole("listitem");
  await expect(printed.filter({ hasText: name }).filter({ hasText: "Studio Session" })).toContainText(/here \d{1,2}:\d\d [AP]M/);
  expect(await page.locator(".door-print__box").count()).toBe(await printed.count());
  expect(await page.locator("script[src]").count()).toBe(0);
  await expectAccessible(page);
  await page.getByRole("link", { name: "Receipt width" }).click();
  await expect(page.locator("main.door-print--receipt")).toBeVisible();
  await expectAccessible(page);
});

test("a refused check-in says why beside its row, and the search stays after a check-in", async ({ page, brand }) => {
  await signIn(page, brand);
  const offer = brand.offers.session!.id;
  const html = await (await page.request.get("/door")).text();
  const claim = new RegExp(`name="offer" value="${offer}"/><input type="hidden" name="claim" value="(\\d+)"`).exec(html)?.[1];
  expect(claim, "an expected Studio Session claim").toBeTruthy();
  const form = { intent: "check-in", offer: String(offer), claim: claim! };
  // Posted from a search that lists no one (so the token is the one of the full list's page).
  const csrf = /name="csrf" value="([^"]+)"/.exec(html)![1]!;
  const first = await page.request.post("/door?q=x", { form: { csrf, ...form }, maxRedirects: 0 });
  expect(first.status()).toBe(302);
  expect(first.headers().location).toBe("/door?q=x&done=check-in");
  // The same model again: the API's refusal, beside the model's row in Here.
  const again = await postForm(page, "/door", form);
  expect(again.status()).toBe(400);
  await page.setContent(await again.text());
  const row = page.getByRole("list", { name: "Checked in today" }).getByRole("listitem").filter({ hasText: "Studio Session" });
  // The refusal says when and by whom; the row says it too.
  await expect(row.getByRole("alert")).toHaveText(
    new RegExp(`^This model was already checked in at \\d{1,2}:\\d{2} [AP]M by ${brand.contact_name} \\(owner\\)\\.$`),
  );
  await expect(row).toContainText(new RegExp(`Here \\d{1,2}:\\d{2} [AP]M by ${brand.contact_name} \\(owner\\)`));
});

test("a door seat signing in lands on the door list; its navigation holds nothing else", async ({ page }) => {
  await signIn(page, { username: "demo-door", password: "demo1234", name: "Demo Bistro" });
  await page.goto("/");
  await expect(page).toHaveURL(/\/door$/);
  await expect(page.getByRole("heading", { level: 1, name: "Door list" })).toBeVisible();
  // Its navigation holds the door list alone (the side nav and the phone's drawer alike).
  const links = page.locator("nav a, .drawer a");
  await expect(links.filter({ hasText: "Door list" }).first()).toBeAttached();
  for (const name of ["Dashboard", "Results", "Offers", "Profile", "Plan + Accounting"]) await expect(links.filter({ hasText: name })).toHaveCount(0);
  await expectAccessible(page);
  // The pages it may not open are refused as such: seat-refusals.spec.ts.
});

test("a manager's navigation has everything but billing; the owner's has no door link", async ({ page }) => {
  await signIn(page, { username: "demo-manager", password: "demo1234", name: "Demo Bistro" });
  await page.goto("/offers/active");
  const links = page.locator("nav a, .drawer a");
  await expect(links.filter({ hasText: "Dashboard" }).first()).toBeAttached();
  await expect(links.filter({ hasText: "Plan + Accounting" })).toHaveCount(0);
  await expect(links.filter({ hasText: "Door list" })).toHaveCount(0);
});
