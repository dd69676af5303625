// Call sheets: Demo Bistro's sent sheet is only read; sending one changes data, so that test
// sends the sheet of a brand of its own (the "shoot" kit).
import type { Locator } from "@playwright/test";
import { apiAs, demo, expect, expectAccessible, signIn, test } from "./support/fixtures";
import { inDays } from "./support/wizard-steps";

test.use({ kit: ["shoot"] });

async function upcomingOfferId(subtitle: string) {
  const api = await apiAs(demo);
  const { body } = await api.call<{ data: { id: number; subtitle: string }[] }>("GET", `/businesses/${api.businessId}/deals/upcoming?attendees=false`);
  const offer = body.data.find((o) => o.subtitle === subtitle);
  if (!offer) throw new Error(`no offer ${subtitle}`);
  return offer.id;
}

/** What a control looks like: its box's border, corners, height and ground. */
const look = (control: Locator) =>
  control.evaluate((el) => {
    const s = getComputedStyle(el);
    return {
      border: `${s.borderTopWidth} ${s.borderTopStyle} ${s.borderTopColor}`,
      radius: s.borderTopLeftRadius,
      minHeight: s.minHeight,
      ground: s.backgroundColor,
    };
  });
const labelOf = (input: Locator) => input.locator("xpath=ancestor::label[1]");

test("the call sheet's choices and date and time pickers are the wizard's", async ({ page, brand }) => {
  await signIn(page, brand);
  // The wizard's own: a category pill and a field of step 1 (its dates and selects look the same).
  await page.goto("/offers/create");
  const food = page.getByRole("checkbox", { name: "Food" });
  const wizardPill = await look(labelOf(food));
  await food.check();
  const wizardPicked = await look(labelOf(food));
  expect(wizardPicked).not.toEqual(wizardPill);
  const wizardField = await look(page.getByLabel("Title", { exact: true }));
  expect(wizardPill.border).toMatch(/^1px solid/);

  await page.goto(`/offers/${brand.offers.shoot!.id}/callSheet/`);
  await expect(page.getByRole("heading", { level: 1, name: /: Call Sheet$/ })).toBeVisible();
  const type = page.getByRole("group", { name: "Start date", exact: true });
  for (const name of ["The same for all attendees", "Individual call times"]) {
    const radio = type.getByRole("radio", { name });
    expect(await look(labelOf(radio))).toEqual((await radio.isChecked()) ? wizardPicked : wizardPill);
  }
  // Each date and time is the wizard's 12-hour picker: a date, then hour, minute (steps of 5) and AM/PM.
  const pickers = [page.getByRole("group", { name: "Start date (all attendees)" }), ...(await page.getByRole("group", { name: /^Call time for / }).all())];
  expect(pickers.length).toBeGreaterThan(1);
  for (const picker of pickers) {
    for (const label of ["Date", "Hour", "Minute", "AM/PM"]) expect(await look(picker.getByLabel(label, { exact: true }))).toEqual(wizardField);
    await expect(picker.getByLabel("Hour", { exact: true }).getByRole("option")).toHaveText(["12", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11"]);
    // The 5-minute steps, and a stored minute between them in its place: saving never moves a time.
    const minute = picker.getByLabel("Minute", { exact: true });
    const stored = Number(await minute.inputValue());
    const steps = Array.from({ length: 12 }, (_, i) => i * 5);
    const expected = (steps.includes(stored) ? steps : [...steps, stored].sort((a, b) => a - b)).map((m) => String(m).padStart(2, "0"));
    await expect(minute.getByRole("option")).toHaveText(expected);
    await expect(picker.getByLabel("AM/PM", { exact: true }).getByRole("option")).toHaveText(["AM", "PM"]);
  }
  // Nothing sticks out of a phone's screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectAccessible(page);
});

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
  // Each model's own call time, picked as in the wizard: a date, 9:30 AM.
  await page.getByRole("radio", { name: "Individual call times" }).check();
  const callTimes = await page.getByRole("group", { name: /^Call time for / }).all();
  expect(callTimes.length).toBeGreaterThan(0);
  for (const picker of callTimes) {
    await picker.getByLabel("Date", { exact: true }).fill(inDays(8));
    await picker.getByLabel("Hour", { exact: true }).selectOption("9");
    await picker.getByLabel("Minute", { exact: true }).selectOption("30");
    await picker.getByLabel("AM/PM", { exact: true }).selectOption("AM");
  }
  await page.getByRole("button", { name: "SUBMIT CALL SHEET" }).click();
  await expect(page.getByText("Duration must be a number from 1 to 8766 hours.")).toBeVisible();
  await expect(page.getByLabel("Location")).toHaveValue("12 Studio Lane, Brooklyn");
  await expect(page.getByLabel("Job requirements")).toHaveValue("Bring two outfits.");
  await expect(page.getByRole("radio", { name: "Individual call times" })).toBeChecked();
  await expect(callTimes[0]!.getByLabel("Date", { exact: true })).toHaveValue(inDays(8));
  await expect(callTimes[0]!.getByLabel("Minute", { exact: true })).toHaveValue("30");
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
  await expect(page.getByText(/^Current: \d{1,2}\/\d{1,2}\/\d{4} 9:30 AM$/)).toHaveCount(callTimes.length);
});
