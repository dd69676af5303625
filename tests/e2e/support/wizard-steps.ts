// Steps the wizard's e2e tests share.
import type { Page } from "@playwright/test";
import { type Brand, expect, signIn } from "./fixtures";

export const heading = (page: Page, x: number, y: number) =>
  expect(page.getByRole("heading", { level: 1, name: `Create offer: Step ${x} of ${y}` })).toBeVisible();
export const next = (page: Page) => page.getByRole("button", { name: "Next" }).click();

export async function fillBasics(page: Page, type: string, subtitle: string) {
  await page.getByRole("radio", { name: type, exact: true }).check();
  await page.getByLabel("Title", { exact: true }).fill(subtitle);
  await page.getByLabel("Subtitle", { exact: true }).fill("Made in the wizard");
  await page.getByLabel("Description").fill("An offer created by the wizard test.");
  await page.getByRole("checkbox", { name: "Food" }).check();
}

/** Signs in as the brand, opens the wizard, fills step 1 with an offer of this type and posts it with Next. */
export async function startOffer(page: Page, brand: Brand, type: string, subtitle: string) {
  await signIn(page, brand);
  await page.goto("/offers/create");
  await fillBasics(page, type, subtitle);
  await next(page);
}

/** The date ("YYYY-MM-DD") `days` from now in the business's zone. */
export function inDays(days: number) {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York", year: "numeric", month: "2-digit", day: "2-digit" }).format(
    new Date(Date.now() + days * 24 * 3600_000),
  );
}

/** Fills the Start or End time picker: a date, then a 12-hour time. */
export async function pickTime(page: Page, which: "Start" | "End", date: string, hour: string, minute: string, ampm: "AM" | "PM") {
  const picker = page.getByRole("group", { name: which, exact: true });
  await picker.getByLabel("Date").fill(date);
  await picker.getByLabel("Hour").selectOption(hour);
  await picker.getByLabel("Minute").selectOption(minute);
  await picker.getByLabel("AM/PM").selectOption(ampm);
}

export async function submitAndFind(page: Page, subtitle: string, tab: "active" | "upcoming") {
  await page.getByRole("button", { name: "Submit offer" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your offer has been submitted!" })).toBeVisible();
  await page.goto(`/offers/${tab}`);
  await expect(page.getByRole("heading", { level: 1, name: "Offers" })).toBeVisible();
  await expect(page.getByText(subtitle, { exact: true }).first()).toBeVisible();
}

/** Goes on to step 3 of 3, picks one image and submits; the offer then shows under `tab`. */
export async function finishOffer(page: Page, image: string, subtitle: string, tab: "active" | "upcoming") {
  await next(page);
  await heading(page, 3, 3);
  await page.getByRole("checkbox", { name: image }).check();
  await submitAndFind(page, subtitle, tab);
}
