// Call sheets: Demo Bistro's sent sheet is only read; sending one changes data, so that test
// sends the sheet of a brand of its own (the "shoot" kit).
import { apiAs, demo, expect, expectAccessible, signIn, test } from "./fixtures";

test.use({ kit: ["shoot"] });

async function upcomingOfferId(subtitle: string) {
  const api = await apiAs(demo);
  const { body } = await api.call<{ data: { id: number; subtitle: string }[] }>("GET", `/businesses/${api.businessId}/deals/upcoming?attendees=false`);
  const offer = body.data.find((o) => o.subtitle === subtitle);
  if (!offer) throw new Error(`no offer ${subtitle}`);
  return offer.id;
}

test("a sent call sheet is locked", async ({ page }) => {
  await signIn(page, demo);
  await page.goto(`/offers/${await upcomingOfferId("Lookbook Day")}/callSheet/`);
  await expect(page.getByRole("heading", { level: 1, name: "Lookbook Day: Call Sheet" })).toBeVisible();
  await expect(page.getByText("This call sheet was sent to the models, so its fields are locked.")).toBeVisible();
  await expect(page.getByLabel("Location")).toBeDisabled();
  await expect(page.getByText(/^Current: \d{1,2}\/\d{1,2}\/\d{4} \d{1,2}:\d{2} (AM|PM)$/)).toBeVisible();
  await expect(page.getByRole("button", { name: "SUBMIT CALL SHEET" })).toHaveCount(0);
  await expectAccessible(page);
});

test("sending a call sheet: a bad duration keeps what was typed, then the submitted page", async ({ page, brand }) => {
  await signIn(page, brand);
  const id = brand.offers.shoot!.id;
  await page.goto(`/offers/${id}/callSheet/`);
  // With JS, a click while the page is still hydrating can be lost between the native form and
  // the enhanced one; wait until its scripts have run.
  await page.waitForLoadState("networkidle");
  await page.getByLabel("Location").fill("12 Studio Lane, Brooklyn");
  await page.getByLabel("Job requirements").fill("Bring two outfits.");
  await page.getByLabel("Duration (hours)").fill("9000");
  await page.getByRole("button", { name: "SUBMIT CALL SHEET" }).click();
  await expect(page.getByText("Duration must be a number from 1 to 8766 hours.")).toBeVisible();
  await expect(page.getByLabel("Location")).toHaveValue("12 Studio Lane, Brooklyn");
  await expect(page.getByLabel("Job requirements")).toHaveValue("Bring two outfits.");
  await expectAccessible(page);
  await page.getByLabel("Duration (hours)").fill("6");
  await page.getByRole("button", { name: "SUBMIT CALL SHEET" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Call Sheet has been submitted!" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: "OKAY" }).click();
  await expect(page).toHaveURL(/\/offers\/active$/);
  await page.goto(`/offers/${id}/callSheet/`);
  await expect(page.getByLabel("Location")).toHaveValue("12 Studio Lane, Brooklyn");
  await expect(page.getByLabel("Location")).toBeDisabled();
});
