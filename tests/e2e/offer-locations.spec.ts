// Offers at a location, and at several (docs/features/locations.md, "Offers at several locations"):
// the wizard lists the brand's open locations, the main one ticked; each ticked location is an
// offer of its own, and every card, the claims modal and the call sheet say where it runs. Each
// test is a brand of its own (the wizard's draft is one per user), given a second location through
// the API where it needs one.
import type { Page } from "@playwright/test";
import { apiAs, type Brand, expect, expectAccessible, expectFitsPhone, test, consoleErrors } from "./support/fixtures";
import { heading, next, startOffer } from "./support/wizard-steps";

test.describe.configure({ timeout: 120_000 });
test.use({ kit: ["shoot"] });

const ANNEX = "Uptown Annex";
const LOCATION_REQUIRED = "Choose at least one location, or tick “This offer has no location”.";

/** A second location beside the brand's main one, which is named as the brand. */
async function addAnnex(brand: Brand) {
  const api = await apiAs(brand);
  const body = { name: ANNEX, address: "1 Uptown Ave, New York, NY", city_id: 1, working_hours: {} };
  const { status } = await api.call("POST", `/businesses/${api.businessId}/locations`, body);
  expect(status, "the second location is added").toBe(201);
}

const locationsGroup = (page: Page) => page.getByRole("group", { name: "Locations" });

test.describe("offers at the brand's locations", () => {
  test("an offer at two locations is two cards in Active, each saying where, and so does its claims modal", async ({ page, brand }, info) => {
    await addAnnex(brand);
    const errors = consoleErrors(page);
    const subtitle = `Two doors ${info.project.name}`;
    await startOffer(page, brand, "Anytime", subtitle);
    await heading(page, 2, 3);
    const group = locationsGroup(page);
    await expect(group).toHaveAccessibleDescription("Each location gets its own spots.");
    await expect(group.getByRole("checkbox", { name: brand.name })).toBeChecked();
    await expect(group.getByRole("checkbox", { name: ANNEX })).not.toBeChecked();
    await expectAccessible(page);
    await expectFitsPhone(page);
    await page.getByLabel("Shared spots").fill("4");
    await group.getByRole("checkbox", { name: ANNEX }).check();
    await next(page);
    await heading(page, 3, 3);
    // Back and Next keep the choice.
    await page.getByRole("button", { name: "Back" }).click();
    await heading(page, 2, 3);
    await expect(locationsGroup(page).getByRole("checkbox", { name: brand.name })).toBeChecked();
    await expect(locationsGroup(page).getByRole("checkbox", { name: ANNEX })).toBeChecked();
    await next(page);
    await heading(page, 3, 3);
    await page.getByRole("checkbox", { name: "Profile image 1" }).check();
    await page.getByRole("button", { name: "Submit offer" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Your offer has been submitted!" })).toBeVisible();

    await page.goto("/offers/active");
    const cards = page.getByRole("article", { name: subtitle });
    await expect(cards).toHaveCount(2);
    await expect(cards.filter({ hasText: `At ${brand.name}` })).toHaveCount(1);
    const annex = cards.filter({ hasText: `At ${ANNEX}` });
    await expect(annex).toHaveCount(1);
    await expectAccessible(page);
    await expectFitsPhone(page);
    // Each has its own spots: 4 each, none taken.
    const claims = annex.getByRole("link", { name: /^\d+ CLAIMS?$/ });
    const title = (await claims.textContent())!.trim();
    await claims.click();
    const dialog = page.getByRole("dialog", { name: title });
    await expect(dialog).toContainText(`At ${ANNEX}`);
    await expect(dialog.getByRole("definition").first()).toHaveText("0 / 4");
    await expectAccessible(page);
    await expectFitsPhone(page);
    expect(errors).toEqual([]);
  });

  test("with no location ticked it asks for one and keeps what was typed; the draft keeps the choice", async ({ page, brand }) => {
    await addAnnex(brand);
    const errors = consoleErrors(page);
    await startOffer(page, brand, "Anytime", "Nowhere yet");
    await heading(page, 2, 3);
    await locationsGroup(page).getByRole("checkbox", { name: brand.name }).uncheck();
    await page.getByLabel("Shared spots").fill("6");
    await page.getByLabel("Age limit").fill("21");
    await next(page);
    await expect(page.getByText(LOCATION_REQUIRED)).toBeVisible();
    await heading(page, 2, 3);
    await expect(page.getByLabel("Shared spots")).toHaveValue("6");
    await expect(page.getByLabel("Age limit")).toHaveValue("21");
    await expect(locationsGroup(page).getByRole("checkbox", { name: brand.name })).not.toBeChecked();
    await expect(locationsGroup(page).getByRole("checkbox", { name: ANNEX })).toHaveAttribute("aria-invalid", "true");
    await expectAccessible(page);
    await expectFitsPhone(page);
    // Back saves the page as it is, none ticked too: the main location is not ticked again.
    await page.getByRole("button", { name: "Back" }).click();
    await heading(page, 1, 3);
    await next(page);
    await heading(page, 2, 3);
    await expect(locationsGroup(page).getByRole("checkbox", { name: brand.name })).not.toBeChecked();
    await expect(page.getByLabel("Shared spots")).toHaveValue("6");
    // "This offer has no location" is a choice too.
    await page.getByRole("checkbox", { name: "This offer has no location" }).check();
    await next(page);
    await heading(page, 3, 3);
    await page.getByRole("button", { name: "Back" }).click();
    await heading(page, 2, 3);
    await expect(page.getByRole("checkbox", { name: "This offer has no location" })).toBeChecked();
    expect(errors).toEqual([]);
  });

  test("a brand with one location sees it ticked, and a job's call sheet says where it runs", async ({ page, brand }) => {
    const errors = consoleErrors(page);
    await startOffer(page, brand, "Timed", "One door");
    await heading(page, 2, 3);
    const boxes = locationsGroup(page).getByRole("checkbox");
    await expect(boxes).toHaveCount(1);
    await expect(boxes).toBeChecked();
    await expect(boxes).toHaveAccessibleName(brand.name);
    await page.goto(`/offers/${brand.offers.shoot!.id}/callSheet/`);
    await expect(page.getByRole("heading", { level: 1, name: "Studio Shoot: Call Sheet" })).toBeVisible();
    await expect(page.getByText(`At ${brand.name}`, { exact: true })).toBeVisible();
    await expectAccessible(page);
    await expectFitsPhone(page);
    await page.goto("/offers/upcoming");
    await expect(page.getByRole("article", { name: "Studio Shoot" })).toContainText(`At ${brand.name}`);
    expect(errors).toEqual([]);
  });
});
