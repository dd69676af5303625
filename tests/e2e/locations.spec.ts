// Profile → Locations (docs/features/locations.md): the brand's locations, the main one first; adding
// one, with the form's refusals and the API's by their fields and nothing typed lost; editing it;
// retiring it after a confirmation, when it is listed under "Retired locations" and can't be edited;
// the main location is the profile's address and hours; the last open location can't be retired;
// another brand's location is not found; a door seat can't open the pages. The test's own brand
// has one location, named as the brand, at Rival Studio's address and hours.
import type { Page } from "@playwright/test";
import { LAST_LOCATION } from "../../contract/locations";
import { expect, expectAccessible, expectFitsPhone, signIn, test, consoleErrors } from "./support/fixtures";

const doorSeat = { username: "demo-door", password: "demo1234", name: "Demo Bistro" };

/** Every page is checked by axe and on a 360 px phone. */
async function expectGoodPage(page: Page) {
  await expectAccessible(page);
  await expectFitsPhone(page);
}

test.describe.configure({ timeout: 90_000 });

test("the list shows the brand's main location, linked from Profile, with its address, time zone and hours", async ({ page, brand }) => {
  const errors = consoleErrors(page);
  await signIn(page, brand);
  await page.goto("/profile");
  await page.getByRole("link", { name: "Locations", exact: true }).click();
  await expect(page).toHaveURL(/\/profile\/locations$/);
  await expect(page.getByRole("heading", { level: 1, name: "Locations" })).toBeVisible();
  const open = page.getByRole("list", { name: "Open locations" });
  await expect(open.getByRole("heading", { level: 3 })).toHaveText([brand.name]);
  await expect(open.getByText("Main location")).toBeVisible();
  await expect(open.getByText("85 Broadway, Brooklyn, NY 11249")).toBeVisible();
  await expect(open.getByText("Eastern (New York)")).toBeVisible();
  await expect(open.getByRole("list").getByRole("listitem")).toHaveText(["Mon–Thu 9:00 AM – 6:00 PM", "Fri 9:00 AM – 5:00 PM", "Sat–Sun Closed"]);
  await expect(open.getByText("No offers yet")).toBeVisible();
  await expect(open.getByRole("link", { name: `Edit ${brand.name}` })).toHaveAttribute("href", /^\/profile\/locations\/\d+$/);
  await expect(page.getByRole("heading", { name: "Retired locations" })).toHaveCount(0);
  await expectGoodPage(page);
  expect(errors, "console errors").toEqual([]);
});

test("a location is added after its refusals with nothing typed lost, then edited, then retired after a confirmation", async ({ page, brand }) => {
  const errors = consoleErrors(page);
  await signIn(page, brand);
  await page.goto("/profile/locations");
  await page.getByRole("link", { name: "Add a location" }).click();
  await expect(page).toHaveURL(/\/profile\/locations\/new$/);
  await expect(page.getByRole("heading", { level: 1, name: "Add a location" })).toBeVisible();
  // A new location starts with the profile's hours.
  const monday = page.getByRole("group", { name: "Monday" });
  await expect(monday.getByLabel("Opens")).toHaveValue("09:00");
  await expectGoodPage(page);

  // No name: refused by its field, the rest kept.
  await page.getByLabel("Address").fill("150 Greenwich St, New York, NY 10007");
  await page.getByLabel("City (optional)").selectOption({ label: "New York" });
  await page.getByLabel("Time zone").selectOption({ label: "Central (Chicago)" });
  await page.getByLabel("Phone (optional)").fill("+1 212 555 0100");
  await monday.getByLabel("Opens").fill("08:00");
  await monday.getByLabel("Closes").fill("15:00");
  await page.getByRole("group", { name: "Friday" }).getByLabel("Closed").check();
  await page.getByRole("button", { name: "Add location" }).click();
  await expect(page.getByText("Enter the location's name.")).toBeVisible();
  await expect(page.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Address")).toHaveValue("150 Greenwich St, New York, NY 10007");
  await expect(page.getByLabel("Time zone")).toHaveValue("America/Chicago");
  await expect(page.getByLabel("Phone (optional)")).toHaveValue("+1 212 555 0100");
  await expect(monday.getByLabel("Closes")).toHaveValue("15:00");
  await expect(page.getByRole("group", { name: "Friday" }).getByLabel("Closed")).toBeChecked();
  await expectGoodPage(page);

  // The main location's name: the API refuses it by the field, and nothing typed is lost.
  await page.getByLabel("Name").fill(brand.name);
  await page.getByRole("button", { name: "Add location" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "An error occurred!" })).toBeVisible();
  await expect(page.locator(".field__error", { hasText: `You already have a location named “${brand.name}”.` })).toBeVisible();
  await expect(page.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Address")).toHaveValue("150 Greenwich St, New York, NY 10007");
  await expect(monday.getByLabel("Opens")).toHaveValue("08:00");

  await page.getByLabel("Name").fill("Uptown");
  await page.getByRole("button", { name: "Add location" }).click();
  await expect(page).toHaveURL(/\/profile\/locations\?saved=added$/);
  await expect(page.getByRole("status")).toHaveText("The location has been added.");
  const open = page.getByRole("list", { name: "Open locations" });
  await expect(open.getByRole("heading", { level: 3 })).toHaveText([brand.name, "Uptown"]);
  const uptown = open.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Uptown" }) });
  await expect(uptown).toContainText("Central (Chicago)");
  await expect(uptown).toContainText("Mon 8:00 AM – 3:00 PM");
  await expect(uptown).toContainText("Fri–Sun Closed");
  await expect(uptown).toContainText("+1 212 555 0100");
  await expect(uptown).not.toContainText("Main location");
  await expectGoodPage(page);

  // Edited: its form comes filled.
  await page.getByRole("link", { name: "Edit Uptown" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Uptown" })).toBeVisible();
  await expect(page.getByLabel("City (optional)")).toHaveValue(/^\d+$/);
  await expect(page.getByLabel("Time zone")).toHaveValue("America/Chicago");
  await expectGoodPage(page);
  await page.getByLabel("Name").fill("Uptown Bar");
  await page.getByLabel("Phone (optional)").fill("");
  await page.getByRole("group", { name: "Saturday" }).getByLabel("Closed").uncheck();
  await page.getByRole("group", { name: "Saturday" }).getByLabel("Opens").fill("18:00");
  await page.getByRole("group", { name: "Saturday" }).getByLabel("Closes").fill("23:30");
  await page.getByRole("button", { name: "Save location" }).click();
  await expect(page).toHaveURL(/\/profile\/locations\?saved=edited$/);
  await expect(page.getByRole("status")).toHaveText("The location has been saved.");
  const bar = open.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Uptown Bar" }) });
  await expect(bar.getByRole("list").getByRole("listitem")).toHaveText([
    "Mon 8:00 AM – 3:00 PM",
    "Tue–Thu 9:00 AM – 6:00 PM",
    "Fri Closed",
    "Sat 6:00 PM – 11:30 PM",
    "Sun Closed",
  ]);
  await expect(bar).toContainText("None of its own");

  // Retired, after a confirmation that a link closes unchanged.
  await page.getByRole("link", { name: "Edit Uptown Bar" }).click();
  await page.getByRole("link", { name: "Retire location" }).click();
  await expect(page).toHaveURL(/\?confirm=retire$/);
  const dialog = page.getByRole("dialog", { name: "Retire this location?" });
  await expect(dialog).toContainText("Uptown Bar takes no new offers from now on.");
  await expectGoodPage(page);
  await dialog.getByRole("link", { name: "Keep" }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByRole("link", { name: "Retire location" }).click();
  await dialog.getByRole("button", { name: "Retire location" }).click();
  await expect(page).toHaveURL(/\/profile\/locations\?saved=retired$/);
  await expect(page.getByRole("status")).toHaveText("The location has been retired: it takes no new offers.");
  await expect(open.getByRole("heading", { level: 3 })).toHaveText([brand.name]);
  const retired = page.getByRole("list", { name: "Retired locations" });
  await expect(retired.getByRole("heading", { level: 3 })).toHaveText(["Uptown Bar"]);
  await expect(retired).toContainText(/Retired on\s*[A-Z][a-z]{2} \d{1,2}, \d{4}/);
  await expectGoodPage(page);

  // A retired location is shown as it was, with no form.
  await retired.getByRole("link", { name: "View Uptown Bar" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Uptown Bar" })).toBeVisible();
  await expect(page.getByText(/^Retired on /).first()).toBeVisible();
  await expect(page.getByRole("textbox")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Retire location" })).toHaveCount(0);
  await expectGoodPage(page);
  expect(errors, "console errors").toEqual([]);
});

test("the last open location can't be retired: the confirmation says why, and offers to add another", async ({ page, brand }) => {
  const errors = consoleErrors(page);
  await signIn(page, brand);
  await page.goto("/profile/locations");
  await page.getByRole("link", { name: `Edit ${brand.name}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: brand.name })).toBeVisible();
  await expect(page.getByText("Its address and working hours are the ones your profile shows.")).toBeVisible();
  await page.getByRole("link", { name: "Retire location" }).click();
  const dialog = page.getByRole("dialog", { name: "Retire this location?" });
  await dialog.getByRole("button", { name: "Retire location" }).click();
  const alert = dialog.getByRole("alert").filter({ hasText: "An error occurred!" });
  await expect(alert).toContainText(LAST_LOCATION);
  await expect(alert).toBeInViewport();
  await expect(dialog.getByRole("button", { name: "Retire location" })).toHaveCount(0);
  await expect(dialog.getByRole("link", { name: "Add a location" })).toHaveAttribute("href", "/profile/locations/new");
  await expectGoodPage(page);
  // Kept: still open, its form as it was.
  await dialog.getByRole("link", { name: "Keep" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByLabel("Name")).toHaveValue(brand.name);
  await page.goto("/profile/locations");
  await expect(page.getByRole("heading", { name: "Retired locations" })).toHaveCount(0);
  expect(errors, "console errors").toEqual([]);
});

test("the main location's hours are the profile's, and an edit that leaves its address keeps its map point", async ({ page, brand }) => {
  const errors = consoleErrors(page);
  await signIn(page, brand);
  await page.goto("/profile/locations");
  await page.getByRole("link", { name: `Edit ${brand.name}` }).click();
  const monday = page.getByRole("group", { name: "Monday" });
  await monday.getByLabel("Closes").fill("17:00");
  await page.getByLabel("Phone (optional)").fill("+1 718 555 0123");
  await page.getByRole("button", { name: "Save location" }).click();
  await expect(page.getByRole("status")).toHaveText("The location has been saved.");
  await page.goto("/profile");
  await expect(page.getByRole("region", { name: "Working hours" }).getByRole("row", { name: /Monday/ })).toContainText("9:00 AM – 5:00 PM");
  const location = page.getByRole("region", { name: "Location" });
  await expect(location.getByText("85 Broadway, Brooklyn, NY 11249")).toBeVisible();
  await expect(location.getByRole("link", { name: /Open in maps/ })).toHaveAttribute("href", /#map=17\//);
  expect(errors, "console errors").toEqual([]);
});

test("another brand's location is Page Not Found", async ({ page, brand }) => {
  await signIn(page, brand);
  const response = await page.goto("/profile/locations/1");
  expect(response!.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
});

test("a door seat can't open Profile → Locations", async ({ page }) => {
  await signIn(page, doorSeat);
  for (const url of ["/profile/locations", "/profile/locations/new"]) {
    const response = await page.goto(url);
    expect(response!.status(), url).toBe(403);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This page is for the account's owner and managers.");
    await expect(page.getByRole("textbox")).toHaveCount(0);
  }
  await expectGoodPage(page);
});
