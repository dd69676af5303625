// A venue's manager (docs/features/locations.md#seats-by-location): a manager limited to one location
// runs that location's offers, door and figures, with JavaScript on and off and on a phone, and opens
// none of the brand's pages as a whole (its profile and locations, Instagram, the content library,
// billing, the team). The brand: the offers kit's Studio Session today at its main location, the
// results kit's posts of last month (no location), and Second Street with its supper today and its
// manager, Max Second.
import type { Page } from "@playwright/test";
import { apiAs, consoleErrors, expect, expectAccessible, expectFitsPhone, isPhone, postForm, signIn, test, type Brand } from "./support/fixtures";
import { finishOffer, heading, startOffer } from "./support/wizard-steps";

test.use({ kit: ["offers", "results", "venues"] });

const SECOND = "Second Street";
const managerOf = (brand: Brand): Brand => ({ ...brand, username: `${brand.username}-second-manager` });
/** The pages a venue's manager is offered beside a refusal: its menu's. */
const VENUE_PAGES = ["Dashboard", "Results", "Create Offer", "Offers"];

/** The brand's locations by name, as its owner reads them. */
async function placesOf(brand: Brand) {
  const owner = await apiAs(brand);
  const { body } = await owner.call<{ data: { id: number; name: string }[] }>("GET", `/businesses/${owner.businessId}/locations`);
  return { owner, second: body.data.find((place) => place.name === SECOND)!, main: body.data.find((place) => place.name !== SECOND)! };
}

const menuLinks = (page: Page) => page.locator("nav a, .drawer a");

test("a venue's manager sees its location's dashboard, offers and door alone", async ({ page, brand }) => {
  const errors = consoleErrors(page);
  await signIn(page, managerOf(brand));
  await page.goto("/");
  // A manager's home is the dashboard, not the door list.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Welcome, ${brand.name}`);
  const today = page.getByRole("list", { name: "Check-ins expected today" });
  await expect(today.getByRole("listitem")).toHaveCount(3);
  for (const offer of await today.locator(".today__offer").allTextContents()) expect(offer).toBe("Second Street Supper");
  for (const absent of ["Content", "Profile", "Plan + Accounting", "Instagram"]) await expect(menuLinks(page).filter({ hasText: absent })).toHaveCount(0);
  await expect(page.getByRole("link", { name: /Profile details/ })).toHaveCount(0);
  await expectAccessible(page);
  await expectFitsPhone(page);

  await page.goto("/offers/active");
  await expect(page.getByRole("article", { name: "Second Street Supper" })).toContainText(`At ${SECOND}`);
  const cards = page.getByRole("article");
  for (const card of await cards.all()) await expect(card).toContainText(`At ${SECOND}`);
  await expect(cards.filter({ hasText: "Studio Session" })).toHaveCount(0);
  await expectAccessible(page);
  await expectFitsPhone(page);

  await page.goto("/door");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Door list: ${SECOND}`);
  await expect(page.getByLabel("Location")).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("a venue's manager is refused the brand's pages as a whole, and a check-in it crafts for another location", async ({ page, brand }) => {
  test.setTimeout(60_000);
  const { owner, main } = await placesOf(brand);
  await signIn(page, managerOf(brand));
  const refused = async (url: string, whose: string) => {
    const response = await page.goto(url);
    expect(response!.status(), url).toBe(403);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(whose);
    await expect(page.getByRole("list", { name: "Pages your seat can open" }).getByRole("link")).toHaveText(VENUE_PAGES);
    await expect(page.getByText("An error occurred!")).toHaveCount(0);
  };
  for (const url of ["/content", "/instagram", "/profile", "/profile/edit", "/profile/locations"]) {
    await refused(url, "This page is for the account's owner and the managers of every location.");
  }
  await refused("/billing", "This page is for the account's owner.");
  await refused("/profile/team", "This page is for the account's owner.");
  await expectAccessible(page);
  await expectFitsPhone(page);

  // The main location's model, checked in by a crafted post on the dashboard: refused, still expected.
  const door = async () =>
    (
      await owner.call<{ data: { check_ins: { claim_id: number; offer: { id: number }; checked_in_at: string | null }[] } }>(
        "GET",
        `/businesses/${owner.businessId}/door?location=${main.id}`,
      )
    ).body.data.check_ins.filter((row) => !row.checked_in_at);
  const [other] = await door();
  expect(other, "a model expected at the main location").toBeTruthy();
  const crafted = await postForm(page, "/", { intent: "check-in", offer: String(other!.offer.id), claim: String(other!.claim_id) });
  expect(crafted.status()).toBeGreaterThanOrEqual(400);
  expect((await door()).map((row) => row.claim_id)).toContain(other!.claim_id);
});

test("a venue's manager reads its location's results, the owner's of that location", async ({ page, brand }) => {
  const { second } = await placesOf(brand);
  const posts = () => page.locator("#posts .report-section__count").first().textContent();
  await signIn(page, brand);
  if (!isPhone(page)) {
    await page.goto("/results");
    const group = await posts();
    await page.goto(`/results?location=${second.id}`);
    const own = await posts();
    expect(own).not.toBe(group);

    await signIn(page, managerOf(brand));
    const errors = consoleErrors(page);
    await page.goto("/results");
    await expect(page.locator(".results__place").first()).toHaveText(`· ${SECOND}`);
    expect(await posts()).toBe(own);
    // One location: nothing to choose; the group's PDF and content archive are not its to make.
    await expect(page.getByLabel("Location")).toHaveCount(0);
    await expect(page.getByRole("button", { name: /Download PDF/i })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Posts CSV" }).first()).toHaveAttribute("href", new RegExp(`location=${second.id}$`));
    await expectAccessible(page);
    expect(errors).toEqual([]);
  } else {
    await signIn(page, managerOf(brand));
    await page.goto("/results");
    const phone = page.locator(".results__phone");
    await expect(phone.getByRole("link", { name: "Posts CSV" })).toHaveAttribute("href", new RegExp(`location=${second.id}$`));
    await expect(phone.getByRole("link", { name: "Instagram results" })).toHaveCount(0);
    await expect(phone).toContainText("On your phone, use the mobile app or the CSV files.");
    await expectAccessible(page);
    await expectFitsPhone(page);
  }
});

test("the wizard makes a venue's manager's offer at its location, with no offer without one", async ({ page, brand }, info) => {
  const errors = consoleErrors(page);
  const subtitle = `Second Street brunch ${info.project.name}`;
  await startOffer(page, managerOf(brand), "Anytime", subtitle);
  await heading(page, 2, 3);
  const places = page.getByRole("group", { name: "Locations" });
  await expect(places.getByRole("checkbox")).toHaveCount(1);
  await expect(places.getByRole("checkbox", { name: SECOND })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "This offer has no location" })).toHaveCount(0);
  await expectAccessible(page);
  await expectFitsPhone(page);
  await page.getByLabel("Shared spots").fill("3");
  await finishOffer(page, "Profile image 1", subtitle, "active");
  await expect(page.getByRole("article", { name: subtitle })).toContainText(`At ${SECOND}`);
  expect(errors).toEqual([]);
});

test("the owner limits a manager to some locations on the Team page", async ({ page, brand }) => {
  await signIn(page, brand);
  await page.goto("/profile/team");
  const seat = page.getByRole("listitem").filter({ hasText: "Max Second" });
  await expect(seat).toContainText(`Manager · ${SECOND} · joined`);
  await seat.getByText("Locations of Max Second", { exact: true }).click();
  const boxes = seat.getByRole("group", { name: "Manages" });
  await expect(boxes.getByRole("checkbox", { name: SECOND })).toBeChecked();
  await boxes.getByRole("checkbox", { name: brand.name }).check();
  await seat.getByRole("button", { name: "Save locations of Max Second" }).click();
  await expect(page.getByText(`Locations changed: Max Second manages ${brand.name} and ${SECOND} only.`)).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Max Second" })).toContainText(`Manager · ${brand.name} and ${SECOND} · joined`);
  await expectAccessible(page);
  await expectFitsPhone(page);
});
