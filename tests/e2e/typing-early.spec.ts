// Nothing typed is lost on a slow phone: text typed before the page's scripts have run stays in
// its field when they take over, and is what the server receives. The CPU is slowed four times
// and every script is held back until the typing is done, so the typing surely comes first
// however slow the machine running the test is.
import type { Page } from "@playwright/test";
import { apiAs, expect, signIn, test } from "./support/fixtures";
import { heading, next, startOffer } from "./support/wizard-steps";

test.use({ kit: ["shoot"] });
test.describe.configure({ timeout: 120_000 });

/**
 * Opens `url` on a phone four times slower, with its scripts held back until the returned
 * `release` is called: what the test does before that is done before any script has run.
 */
async function openSlowly(page: Page, url: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js(\?|$)/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(url, { waitUntil: "commit" });
  return release;
}

/** Types into the field as soon as the server's HTML shows it, before any script has run. */
async function typeEarly(page: Page, label: string, text: string) {
  const field = page.getByLabel(label, { exact: true });
  await field.waitFor();
  expect(await page.evaluate(() => Object.keys(document.forms[0] ?? {}).some((key) => key.startsWith("__react"))), "typed before hydration").toBe(false);
  await field.fill(text);
}

/** Lets the scripts through and waits until React has taken over the page's forms. */
async function hydrated(page: Page, release: () => void) {
  release();
  await page.waitForFunction(() => [...document.forms].some((form) => Object.keys(form).some((key) => key.startsWith("__react"))), null, { timeout: 30_000 });
}

test.describe("typing before the scripts run (skipped without JavaScript: nothing takes over the page)", () => {
  test.beforeEach(({}, info) => {
    test.skip(info.project.use.javaScriptEnabled === false, "without JavaScript nothing takes over the page");
  });

  test("the call sheet keeps and sends what was typed", async ({ page, brand }) => {
    await signIn(page, brand);
    const id = brand.offers.shoot!.id;
    const release = await openSlowly(page, `/offers/${id}/callSheet/`);
    await typeEarly(page, "Location", "4 Early Street, Queens");
    await typeEarly(page, "Job requirements", "Typed before the scripts ran.");
    await typeEarly(page, "Duration (hours)", "5");
    await hydrated(page, release);
    await expect(page.getByLabel("Job requirements")).toHaveValue("Typed before the scripts ran.");
    await page.getByRole("button", { name: "SUBMIT CALL SHEET" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Call Sheet has been submitted!" })).toBeVisible({ timeout: 20_000 });
    const api = await apiAs(brand);
    const offer = (await api.call<{ data: { location: { address: string } | null; job_requirements: string | null } }>("GET", `/deals/${id}`)).body.data;
    expect(offer.job_requirements).toBe("Typed before the scripts ran.");
    expect(offer.location?.address).toBe("4 Early Street, Queens");
  });

  test("the profile keeps and saves what was typed", async ({ page, brand }) => {
    await signIn(page, brand);
    const release = await openSlowly(page, "/profile/edit");
    await typeEarly(page, "Contact name", "Early Riley");
    await typeEarly(page, "Description", "Typed on a slow phone.");
    await hydrated(page, release);
    await expect(page.getByLabel("Description", { exact: true })).toHaveValue("Typed on a slow phone.");
    await page.getByRole("button", { name: "Save profile" }).click();
    await expect(page.getByText("Your profile has been saved.")).toBeVisible({ timeout: 20_000 });
    const api = await apiAs(brand);
    const business = (await api.call<{ data: { contact_name: string; description: string } }>("GET", "/users/me")).body.data;
    expect([business.contact_name, business.description]).toEqual(["Early Riley", "Typed on a slow phone."]);
  });

  test("the wizard's first page keeps and saves what was typed", async ({ page, brand }) => {
    await signIn(page, brand);
    const release = await openSlowly(page, "/offers/create");
    await typeEarly(page, "Title", "Early offer");
    await typeEarly(page, "Description", "Typed before the wizard's scripts ran.");
    await hydrated(page, release);
    await page.getByRole("radio", { name: "Anytime", exact: true }).check();
    await page.getByLabel("Subtitle", { exact: true }).fill("Made on a slow phone");
    await page.getByRole("checkbox", { name: "Food" }).check();
    await expect(page.getByLabel("Description", { exact: true })).toHaveValue("Typed before the wizard's scripts ran.");
    await next(page);
    await heading(page, 2, 3);
    await page.getByRole("button", { name: "Back" }).click();
    await heading(page, 1, 3);
    await expect(page.getByLabel("Description", { exact: true })).toHaveValue("Typed before the wizard's scripts ran.");
  });

  test("another offer type chosen before the scripts run is questioned once they do", async ({ page, brand }) => {
    await startOffer(page, brand, "Anytime", "Draft typed on a slow phone");
    await heading(page, 2, 3);
    const release = await openSlowly(page, "/offers/create?step=1");
    const gift = page.getByRole("radio", { name: "Gift", exact: true });
    await gift.waitFor();
    expect(await page.evaluate(() => Object.keys(document.forms[0] ?? {}).some((key) => key.startsWith("__react"))), "chosen before hydration").toBe(false);
    await gift.check();
    await hydrated(page, release);
    // The choice made by hand is seen by the wizard as if made after: the question comes without Next.
    const question = page.getByRole("dialog", { name: "Change offer type?" });
    await expect(question).toContainText("Changing the type to Gift erases the data you entered.", { timeout: 20_000 });
    await question.getByRole("link", { name: "NO" }).click();
    await heading(page, 1, 3);
    await expect(page.getByRole("radio", { name: "Anytime", exact: true })).toBeChecked();
  });
});
