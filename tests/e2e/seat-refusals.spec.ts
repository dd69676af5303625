// Pages a seat's role may not open (app/lib/seats/pages.ts) are refused by the web tool before
// anything of the brand's is rendered: status 403, whose page it is, and the pages the seat can
// open instead; no error alert and no "Try again", which would only be refused again.
import type { Page } from "@playwright/test";
import { dataUrl, expect, expectAccessible, expectFitsPhone, signIn, test } from "./support/fixtures";

const doorSeat = { username: "demo-door", password: "demo1234", name: "Demo Bistro" };
const managerSeat = { username: "demo-manager", password: "demo1234", name: "Demo Bistro" };
/** Demo Bistro's contact details (api/seed/users.ts), which its profile pages show and edit. */
const CONTACT = ["demo@example.com", "555-0142", "200 5th Ave", "Dana Demo"];

async function expectRefused(page: Page, url: string, whose: string, places: string[]) {
  const response = await page.goto(url);
  expect(response!.status(), url).toBe(403);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(whose);
  const offered = page.getByRole("list", { name: "Pages your seat can open" }).getByRole("link");
  await expect(offered).toHaveText(places);
  await expect(page.getByRole("link", { name: "Try again" })).toHaveCount(0);
  await expect(page.getByText("An error occurred!")).toHaveCount(0);
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect(page.getByRole("textbox")).toHaveCount(0);
  // Nothing of the brand's details anywhere in the page, its scripts' data included.
  const html = await page.content();
  for (const detail of CONTACT) expect(html, `${url} shows ${detail}`).not.toContain(detail);
}

test("a door seat is refused every page but its door list and the dashboard, and offered those", async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, doorSeat);
  const forStaff = "This page is for the account's owner and managers.";
  for (const url of ["/offers/active", "/results", "/offers/create", "/instagram", "/profile", "/profile/edit", "/profile/hours", "/profile/locations"]) {
    await expectRefused(page, url, forStaff, ["Dashboard", "Door list"]);
  }
  await expectRefused(page, "/billing", "This page is for the account's owner.", ["Dashboard", "Door list"]);
  // The seat's own navigation stays beside the refusal: the door list alone.
  const links = page.locator("nav a, .drawer a");
  await expect(links.filter({ hasText: "Door list" }).first()).toBeAttached();
  await expect(links.filter({ hasText: "Plan + Accounting" })).toHaveCount(0);
  await expectAccessible(page);
  await expectFitsPhone(page);

  // The offered door list opens.
  await page.getByRole("list", { name: "Pages your seat can open" }).getByRole("link", { name: "Door list" }).click();
  await expect(page).toHaveURL(/\/door$/);
  await expect(page.getByRole("heading", { level: 1, name: "Door list" })).toBeVisible();
});

test("a client-side navigation's data of a refused page is refused too, with none of the brand's details", async ({ page }) => {
  await signIn(page, doorSeat);
  for (const url of ["/profile", "/profile/edit", "/profile/hours", "/profile/locations", "/profile/locations/1", "/results"]) {
    const response = await page.request.get(dataUrl(url));
    expect(response.status(), url).toBe(403);
    const body = await response.text();
    for (const detail of CONTACT) expect(body, `${url} answers ${detail}`).not.toContain(detail);
  }
});

test("a manager is refused billing and the Team page, and offered its own pages", async ({ page }) => {
  await signIn(page, managerSeat);
  const places = ["Dashboard", "Results", "Content", "Create Offer", "Offers", "Profile"];
  await expectRefused(page, "/billing", "This page is for the account's owner.", places);
  await expectRefused(page, "/profile/team", "This page is for the account's owner.", places);
  await expectAccessible(page);
  await expectFitsPhone(page);
  // Its own pages still open.
  await page.getByRole("list", { name: "Pages your seat can open" }).getByRole("link", { name: "Profile" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Profile" })).toBeVisible();
});
