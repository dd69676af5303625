// The door per location (docs/features/locations.md#the-door-per-location): a door seat limited to one
// location sees that location's list alone, on the phone and on paper, with JavaScript or without
// and without a signal; a check-in it crafts for another location's model is refused; a seat of
// every location chooses a door, and with JavaScript the phone remembers the choice.
import type { Page } from "@playwright/test";
import { apiAs, consoleErrors, expect, expectAccessible, expectFitsPhone, signIn, test } from "./support/fixtures";
import type { TestBrand } from "../../api/test-support/kits";

test.use({ kit: ["offers", "venues"] });

const SECOND = "Second Street";
const seatOf = (brand: TestBrand) => ({ username: `${brand.username}-second`, password: brand.password, name: brand.name });

/** The offers named on a list's rows. */
const offersOn = async (page: Page, list: string) => new Set(await page.getByRole("list", { name: list }).locator(".door__offer").allTextContents());

/** The claim ids of the brand's main location's expected models, as the owner's door lists them. */
async function mainClaims(brand: TestBrand) {
  const owner = await apiAs(brand);
  const { body } = await owner.call<{ data: { locations: { id: number; name: string }[] } }>("GET", `/businesses/${owner.businessId}/door`);
  const main = body.data.locations.find((place) => place.name !== SECOND)!;
  const list = await owner.call<{ data: { check_ins: { claim_id: number; offer: { id: number; title: string }; checked_in_at: string | null }[] } }>(
    "GET",
    `/businesses/${owner.businessId}/door?location=${main.id}`,
  );
  return list.body.data.check_ins.filter((c) => !c.checked_in_at && c.offer.title === "Studio Session");
}

test("a door seat limited to one location sees its list alone, and the print view matches", async ({ page, brand }) => {
  const errors = consoleErrors(page);
  await signIn(page, seatOf(brand));
  await page.goto("/");
  await expect(page).toHaveURL(/\/door$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Door list: ${SECOND}`);
  // One location: nothing to choose.
  await expect(page.getByLabel("Location")).toHaveCount(0);
  expect(await offersOn(page, "Expected today")).toEqual(new Set(["Second Street Supper"]));
  await expect(page.getByRole("list", { name: "Expected today" }).getByRole("listitem")).toHaveCount(3);
  await expectAccessible(page);
  await expectFitsPhone(page);

  await page.getByRole("link", { name: "Print the list" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`${SECOND}: door list`);
  const printed = page.getByRole("list", { name: "Today's check-ins" }).getByRole("listitem");
  await expect(printed).toHaveCount(3);
  for (const text of await printed.allTextContents()) expect(text).toContain("Second Street Supper");
  await expectAccessible(page);
  expect(errors).toEqual([]);
});

test("a door seat can't check in another location's model by a crafted post", async ({ page, brand }) => {
  const [other] = await mainClaims(brand);
  expect(other, "a model expected at the main location").toBeTruthy();
  await signIn(page, seatOf(brand));
  await page.goto("/door");
  const csrf = (await page.locator("[data-csrf]").getAttribute("data-csrf"))!;
  const crafted = await page.request.post("/door", {
    form: { csrf, intent: "check-in", offer: String(other!.offer.id), claim: String(other!.claim_id) },
    maxRedirects: 0,
  });
  expect(crafted.status()).toBe(400);
  await page.setContent(await crafted.text());
  await expect(page.getByRole("alert")).toContainText("An error occurred!");
  // The model is still expected at its own door.
  expect((await mainClaims(brand)).map((c) => c.claim_id)).toContain(other!.claim_id);
});

test("a seat of every location chooses a door; with JavaScript the phone remembers it", async ({ page, brand, javaScriptEnabled }) => {
  const errors = consoleErrors(page);
  await signIn(page, brand);
  await page.goto("/door");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Door list");
  const all = await offersOn(page, "Expected today");
  expect(all.has("Second Street Supper") && all.has("Studio Session")).toBe(true);
  await page.getByLabel("Location").selectOption({ label: SECOND });
  await page.getByRole("button", { name: "Show", exact: true }).click();
  await expect(page).toHaveURL(/\/door\?location=\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Door list: ${SECOND}`);
  expect(await offersOn(page, "Expected today")).toEqual(new Set(["Second Street Supper"]));
  // The search keeps the location.
  await page.getByRole("searchbox", { name: "Search models" }).fill("zzz-nobody");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/\/door\?location=\d+&q=zzz-nobody$/);
  await expect(page.getByText("No one expected today matches")).toBeVisible();
  await expectAccessible(page);
  await expectFitsPhone(page);

  await page.goto("/door");
  if (javaScriptEnabled) {
    // Remembered on this phone: the bare list goes to the location chosen last.
    await expect(page).toHaveURL(/\/door\?location=\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Door list: ${SECOND}`);
  } else {
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Door list");
  }
  await page.getByLabel("Location").selectOption({ label: "All locations" });
  await page.getByRole("button", { name: "Show", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Door list");
  expect(errors).toEqual([]);
});

test.describe("a location's door without a signal (skipped without JavaScript: then each check-in is a post)", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "keeping check-ins on the phone needs JavaScript");

  test("the limited seat's list is kept on the phone, and its check-in is sent when the signal returns", async ({ page, context, brand }) => {
    test.setTimeout(90_000);
    await signIn(page, seatOf(brand));
    await page.goto("/door");
    await expect(page.getByRole("status").filter({ hasText: "Every check-in is sent." })).toBeVisible();
    await expect.poll(() => page.evaluate(async () => Boolean(await (await caches.open("door-v1")).match("/door"))), { timeout: 15_000 }).toBe(true);
    const row = page.getByRole("list", { name: "Expected today" }).getByRole("listitem").first();
    const name = (await row.locator(".door__model").textContent())!;

    await context.setOffline(true);
    await row.getByRole("button", { name: `Check in ${name}` }).click();
    await expect(page.getByRole("status")).toContainText("1 check-in waiting to send.");
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Door list: ${SECOND}`);
    await expect(page.getByRole("status").filter({ hasText: "No connection." })).toContainText("1 check-in waiting to send.");
    expect(await offersOn(page, "Expected today")).toEqual(new Set(["Second Street Supper"]));
    await expectAccessible(page);

    await context.setOffline(false);
    await expect(page.getByRole("status").filter({ hasText: "Every check-in is sent." })).toBeVisible({ timeout: 40_000 });
    await expect(page.getByRole("list", { name: "Checked in today" }).getByRole("listitem").filter({ hasText: name })).toContainText("Here");
    await expect(page.getByRole("alert")).toHaveCount(0);
  });
});

test("the owner limits a door seat to some locations on the Team page", async ({ page, brand }) => {
  const errors = consoleErrors(page);
  await signIn(page, brand);
  await page.goto("/profile/team");
  const seat = page.getByRole("listitem").filter({ hasText: "Sam Second" });
  await expect(seat).toContainText(`Door · ${SECOND} · joined`);
  await seat.locator("summary", { hasText: "Locations" }).click();
  const boxes = seat.getByRole("group", { name: "Works the door of" });
  await expect(boxes.getByRole("checkbox", { name: SECOND })).toBeChecked();
  await boxes.getByRole("checkbox", { name: brand.name }).check();
  await expectAccessible(page);
  await expectFitsPhone(page);
  await seat.getByRole("button", { name: "Save locations of Sam Second" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Locations changed" })).toContainText(
    `Locations changed: Sam Second works the door of ${brand.name} and ${SECOND} only.`,
  );
  await expect(page.getByRole("listitem").filter({ hasText: "Sam Second" })).toContainText(`Door · ${brand.name} and ${SECOND} · joined`);

  // None ticked: every location; the seat's door then offers them all.
  const again = page.getByRole("listitem").filter({ hasText: "Sam Second" });
  await again.locator("summary", { hasText: "Locations" }).click();
  for (const name of [brand.name, SECOND]) await again.getByRole("checkbox", { name }).uncheck();
  await again.getByRole("button", { name: "Save locations of Sam Second" }).click();
  await expect(page.getByText("Locations changed: Sam Second works every location's door.")).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Sam Second" })).toContainText("Door · Every location · joined");
  expect(errors).toEqual([]);
});
