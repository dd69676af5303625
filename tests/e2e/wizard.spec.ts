// The offer creation wizard as Rival Studio. The draft is one per user and the four projects
// share one server, so the tests take turns (a directory is the lock: mkdir is atomic).
import type { Page } from "@playwright/test";
import { apiAs, expect, expectAccessible, rival, signIn, test } from "./fixtures";
import { withLock } from "./lock";

const withDraftLock = <T>(work: () => Promise<T>) => withLock("wizard", work, { waitMs: 150_000, staleMs: 60_000 });

async function clearDraft() {
  const api = await apiAs(rival);
  await api.call("POST", "/users/me/properties", { name: "offer_draft", value: null });
  return api;
}

const heading = (page: Page, x: number, y: number) => expect(page.getByRole("heading", { level: 1, name: `Create offer: Step ${x} of ${y}` })).toBeVisible();
const next = (page: Page) => page.getByRole("button", { name: "Next" }).click();

async function fillBasics(page: Page, type: string, subtitle: string) {
  await page.getByRole("radio", { name: type, exact: true }).check();
  await page.getByLabel("Title", { exact: true }).fill(subtitle);
  await page.getByLabel("Subtitle", { exact: true }).fill("Made in the wizard");
  await page.getByLabel("Description").fill("An offer created by the wizard test.");
  await page.getByRole("checkbox", { name: "Food" }).check();
}

test.describe.configure({ timeout: 180_000 });

test.describe("create offer wizard", () => {
  test("creates an anytime offer in three steps and shows it under Active", async ({ page }, info) => {
    await withDraftLock(async () => {
      await clearDraft();
      await signIn(page, rival);
      const subtitle = `Wizard anytime ${info.project.name}`;
      await page.goto("/offers/create");
      await heading(page, 1, 3);
      await expectAccessible(page);
      await fillBasics(page, "Anytime", subtitle);
      await next(page);
      await heading(page, 2, 3);
      await expectAccessible(page);
      await page.getByLabel("Shared spots").fill("5");
      await next(page);
      await heading(page, 3, 3);
      await expectAccessible(page);
      await page.getByRole("checkbox", { name: "Instagram image 1" }).check();
      await page.getByLabel("Hashtags").fill("#wizard, wizard");
      await page.getByRole("button", { name: "Submit offer" }).click();
      await expect(page).toHaveURL(/\/offers\/submitted$/);
      await expect(page.getByRole("heading", { level: 1, name: "Your offer has been submitted!" })).toBeVisible();
      await expectAccessible(page);
      await page.getByRole("link", { name: "OKAY" }).click();
      await expect(page).toHaveURL(/\/offers\/active$/);
      await expect(page.getByText(subtitle).first()).toBeVisible();
      // The draft is gone: a new offer starts at step 1 with nothing filled in.
      await page.goto("/offers/create");
      await heading(page, 1, 3);
      await expect(page.getByLabel("Title", { exact: true })).toHaveValue("");
    });
  });

  test("a gift offer has two steps, no Instagram import, and needs an image", async ({ page }, info) => {
    await withDraftLock(async () => {
      const api = await clearDraft();
      await signIn(page, rival);
      const subtitle = `Wizard gift ${info.project.name}`;
      await page.goto("/offers/create");
      await fillBasics(page, "Gift", subtitle);
      await next(page);
      await heading(page, 2, 2);
      await expect(page.getByText("Import from Instagram")).toHaveCount(0);
      await page.getByRole("button", { name: "Submit offer" }).click();
      await expect(page.getByText("Have to choose at least one image")).toBeVisible();
      await page.getByRole("checkbox", { name: "Profile image 1" }).check();
      await page.getByRole("button", { name: "Submit offer" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Your offer has been submitted!" })).toBeVisible();
      const list = await api.call<{ data: { subtitle: string; female_spots: number; contact_name: string }[] }>("GET", `/businesses/${api.businessId}/deals/active`);
      expect(list.body.data.find((o) => o.subtitle === subtitle)).toMatchObject({ female_spots: 1, contact_name: "-" });
    });
  });

  test("shows every step-1 message next to its field and keeps what was typed", async ({ page }) => {
    await withDraftLock(async () => {
      await clearDraft();
      await signIn(page, rival);
      await page.goto("/offers/create");
      await page.getByLabel("Description").fill("Kept text");
      await next(page);
      for (const message of ["Offer type can't be empty", "Description can't be empty"]) await expect(page.getByText(message)).toHaveCount(message.startsWith("Description") ? 0 : 1);
      await expect(page.getByText("Title can't be empty")).toHaveCount(2);
      await expect(page.getByText("Have to select at least one category")).toBeVisible();
      await expect(page.getByLabel("Description")).toHaveValue("Kept text");
      await expect(page.getByLabel("Title", { exact: true })).toHaveAttribute("aria-invalid", "true");
      await expectAccessible(page);
      // A job also needs its display dates.
      await fillBasics(page, "Job", "Wizard job check");
      await next(page);
      await expect(page.getByText("Start time is required")).toBeVisible();
    });
  });

  test("step 2 checks spots, age and times, keeping the other fields", async ({ page }) => {
    await withDraftLock(async () => {
      await clearDraft();
      await signIn(page, rival);
      await page.goto("/offers/create");
      await fillBasics(page, "Timed", "Wizard timed check");
      await next(page);
      await heading(page, 2, 3);
      await page.getByLabel("Age limit").fill("17");
      await page.getByLabel("Shared spots").fill("");
      await next(page);
      await expect(page.getByText("Have to choose something for spots")).toBeVisible();
      await expect(page.getByText("Age limit can't be under 18")).toBeVisible();
      await expect(page.getByText("Start time is required")).toBeVisible();
      await expect(page.getByText("End time is required")).toBeVisible();
      await page.getByLabel("Age limit").fill("101");
      await next(page);
      await expect(page.getByText("Age limit can't be over 100")).toBeVisible();
      await expectAccessible(page);
    });
  });

  test("the draft survives a new device; changing the type asks first; cancel discards", async ({ page, browser }, info) => {
    await withDraftLock(async () => {
      await clearDraft();
      await signIn(page, rival);
      await page.goto("/offers/create");
      await fillBasics(page, "Anytime", "Wizard draft");
      await next(page);
      await heading(page, 2, 3);
      // Another browser (a new device) resumes at step 2 with step 1 kept.
      const other = await browser.newContext({ javaScriptEnabled: info.project.use.javaScriptEnabled, viewport: page.viewportSize() });
      const second = await other.newPage();
      await signIn(second, rival);
      await second.goto("/offers/create");
      await heading(second, 2, 3);
      await second.getByRole("button", { name: "Back" }).click();
      await heading(second, 1, 3);
      await expect(second.getByLabel("Title", { exact: true })).toHaveValue("Wizard draft");
      await other.close();
      // Another type once one is set asks first, then erases what was entered.
      await page.goto("/offers/create?step=1");
      await page.getByRole("radio", { name: "Gift", exact: true }).check();
      await next(page);
      await expect(page.getByRole("dialog", { name: "Change offer type?" })).toBeVisible();
      await expectAccessible(page);
      await page.getByRole("button", { name: "YES" }).click();
      await heading(page, 1, 2);
      await expect(page.getByRole("radio", { name: "Gift", exact: true })).toBeChecked();
      await expect(page.getByLabel("Title", { exact: true })).toHaveValue("");
      // Cancel asks, then discards the draft.
      await page.getByRole("link", { name: "Cancel" }).click();
      await expect(page.getByRole("dialog", { name: "Cancel offer?" })).toBeVisible();
      await page.getByRole("button", { name: "YES" }).click();
      await expect(page).toHaveURL(/\/offers\/active$/);
      await page.goto("/offers/create");
      await heading(page, 1, 3);
      await expect(page.getByRole("radio", { name: "Gift", exact: true })).not.toBeChecked();
    });
  });
});
