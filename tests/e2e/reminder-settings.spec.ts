// Reminders and claims (docs/product/accounts.md#reminders-and-claims-settings): a brand's settings for automatic reminders to post, the weekly
// digest and who may claim, on a Profile subpage that is one plain form; a number out of range is
// refused by its field and nothing typed is lost.
import type { Page } from "@playwright/test";
import { apiAs, type Brand, expect, expectAccessible, expectFitsPhone, signIn, test } from "./support/fixtures";

type Settings = { auto_reminders: boolean; weekly_digest: boolean; skip_no_shows: number | null; skip_below_rate: number | null };

const NEW_BRAND: Settings = { auto_reminders: true, weekly_digest: true, skip_no_shows: null, skip_below_rate: null };

async function settingsOf(brand: Brand) {
  return (await (await apiAs(brand)).call<{ data: Settings }>("GET", "/users/me/reminder-settings")).body.data;
}

/** The form's controls, found by their labels; the digest's names the brand's contact email. */
async function form(page: Page, brand: Brand) {
  const me = await (await apiAs(brand)).call<{ data: { contact_email: string } }>("GET", "/users/me");
  return {
    reminders: page.getByRole("checkbox", { name: "Remind models to post by themselves" }),
    digest: page.getByRole("checkbox", { name: `Send the weekly digest to ${me.body.data.contact_email}` }),
    noShows: page.getByLabel("Skip models with this many no-shows in the last 90 days"),
    rate: page.getByLabel("Skip models who posted for less than this per cent of their claims"),
    save: page.getByRole("button", { name: "Save settings" }),
  };
}

test("the settings are saved, said on Profile, and there again when the page is reopened", async ({ page, brand }) => {
  await signIn(page, brand);
  await page.goto("/profile");
  await page.getByRole("link", { name: "Reminders and claims" }).click();
  await expect(page).toHaveURL(/\/profile\/reminders$/);
  await expect(page.getByRole("heading", { level: 1, name: "Reminders and claims" })).toBeVisible();
  const { reminders, digest, noShows, rate, save } = await form(page, brand);
  // A new brand: both mails on, no rule.
  await expect(reminders).toBeChecked();
  await expect(digest).toBeChecked();
  await expect(noShows).toHaveValue("");
  await expect(rate).toHaveValue("");
  await expect(reminders).toHaveAccessibleDescription(/^One mail the day after the visit if no post has arrived/);
  await expect(page.getByRole("group", { name: "Who may claim" })).toHaveAccessibleDescription(/^Models with fewer than 3 claims are never skipped/);
  await expectAccessible(page);
  await expectFitsPhone(page);

  await reminders.uncheck();
  await noShows.fill("3");
  await rate.fill("60");
  await save.click();
  await expect(page).toHaveURL(/\/profile\?saved=reminders$/);
  await expect(page.getByText("Your reminder and claim settings have been saved.")).toBeVisible();
  const card = page.getByRole("region", { name: "Reminders and claims" });
  await expect(card).toContainText("Off: only the Remind button on the dashboard.");
  await expect(card).toContainText(
    "Every model but models with 3 or more no-shows in the last 90 days, and models who posted for less than 60% of their claims.",
  );
  expect(await settingsOf(brand)).toEqual({ auto_reminders: false, weekly_digest: true, skip_no_shows: 3, skip_below_rate: 60 });

  await page.getByRole("link", { name: "Reminders and claims" }).click();
  await expect(page).toHaveURL(/\/profile\/reminders$/);
  await expect(reminders).not.toBeChecked();
  await expect(digest).toBeChecked();
  await expect(noShows).toHaveValue("3");
  await expect(rate).toHaveValue("60");

  // An emptied field is no rule; Cancel leaves without saving.
  await noShows.fill("");
  await digest.uncheck();
  await save.click();
  await expect(page.getByText("Your reminder and claim settings have been saved.")).toBeVisible();
  await expect(card).toContainText("Every model but models who posted for less than 60% of their claims.");
  expect(await settingsOf(brand)).toEqual({ auto_reminders: false, weekly_digest: false, skip_no_shows: null, skip_below_rate: 60 });
  await page.getByRole("link", { name: "Reminders and claims" }).click();
  await rate.fill("5");
  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  expect((await settingsOf(brand)).skip_below_rate).toBe(60);
});

test("a number out of range is refused next to its field, and what was typed stays", async ({ page, brand }) => {
  await signIn(page, brand);
  await page.goto("/profile/reminders");
  const { reminders, digest, noShows, rate, save } = await form(page, brand);
  await digest.uncheck();
  await noShows.fill("0");
  await rate.fill("101");
  await save.click();

  const fields: Array<[typeof noShows, string]> = [
    [noShows, "Enter a whole number of no-shows from 1 to 10, or leave it empty."],
    [rate, "Enter a posting rate from 1 to 100 per cent, or leave it empty."],
  ];
  for (const [field, message] of fields) {
    await expect(page.getByText(message)).toBeVisible();
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(new RegExp(`${message.replace(/[.]/g, "\\.")}$`));
  }
  await expect(page).toHaveURL(/\/profile\/reminders$/);
  await expect(noShows).toHaveValue("0");
  await expect(rate).toHaveValue("101");
  await expect(digest).not.toBeChecked();
  await expect(reminders).toBeChecked();
  await expectAccessible(page);
  await expectFitsPhone(page);
  expect(await settingsOf(brand)).toEqual(NEW_BRAND);

  await noShows.fill("10");
  await rate.fill("100");
  await save.click();
  await expect(page.getByText("Your reminder and claim settings have been saved.")).toBeVisible();
  expect(await settingsOf(brand)).toEqual({ auto_reminders: true, weekly_digest: false, skip_no_shows: 10, skip_below_rate: 100 });
});
