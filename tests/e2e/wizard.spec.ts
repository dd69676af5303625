// The offer creation wizard. The draft is one per user, so each test works as a brand of its
// own (the `brand` fixture) and the four projects run it at the same time.
import { apiAs, expect, expectAccessible, hydrated, signIn, test } from "./support/fixtures";
import { fillBasics, heading, next, startOffer } from "./support/wizard-steps";

test.describe.configure({ timeout: 120_000 });

test.describe("create offer wizard", () => {
  test("creates an anytime offer in three steps and shows it under Active", async ({ page, brand }, info) => {
    await signIn(page, brand);
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

  test("a gift offer has two steps, no Instagram import, and needs an image", async ({ page, brand }, info) => {
    const api = await apiAs(brand);
    const subtitle = `Wizard gift ${info.project.name}`;
    await startOffer(page, brand, "Gift", subtitle);
    await heading(page, 2, 2);
    await expect(page.getByText("Import from Instagram")).toHaveCount(0);
    await page.getByRole("button", { name: "Submit offer" }).click();
    await expect(page.getByText("Have to choose at least one image")).toBeVisible();
    await page.getByRole("checkbox", { name: "Profile image 1" }).check();
    await page.getByRole("button", { name: "Submit offer" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Your offer has been submitted!" })).toBeVisible();
    const list = await api.call<{ data: { subtitle: string; female_spots: number; contact_name: string }[] }>(
      "GET",
      `/businesses/${api.businessId}/deals/active`,
    );
    expect(list.body.data.find((o) => o.subtitle === subtitle)).toMatchObject({ female_spots: 1, contact_name: "-" });
  });

  test("shows every step-1 message next to its field and keeps what was typed", async ({ page, brand }) => {
    await signIn(page, brand);
    await page.goto("/offers/create");
    await page.getByLabel("Description").fill("Kept text");
    await next(page);
    for (const message of ["Offer type can't be empty", "Description can't be empty"])
      await expect(page.getByText(message)).toHaveCount(message.startsWith("Description") ? 0 : 1);
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

  test("step 2 checks spots, age and times, keeping the other fields", async ({ page, brand }) => {
    await startOffer(page, brand, "Timed", "Wizard timed check");
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

  test("each type says what it is; the step count follows the type; another type is questioned at once", async ({ page, brand }, info) => {
    const js = info.project.use.javaScriptEnabled !== false;
    await signIn(page, brand);
    await page.goto("/offers/create");
    await expect(page.getByRole("radio", { name: "Gift", exact: true })).toHaveAccessibleDescription("You ship a product to each model; no visit.");
    await expect(page.getByRole("radio", { name: "Job", exact: true })).toHaveAccessibleDescription("A paid booking: models apply, and you choose who works.");
    await expect(page.getByText("Models drop in during a window you set, without booking.")).toBeVisible();
    await expectAccessible(page);
    // A gift has two pages: with JavaScript the count says so as soon as it is chosen.
    await page.getByRole("radio", { name: "Gift", exact: true }).check();
    await heading(page, 1, js ? 2 : 3);
    await fillBasics(page, "Gift", "Typed before the question");
    await next(page);
    await heading(page, 2, 2);
    await page.getByRole("button", { name: "Back" }).click();
    await heading(page, 1, 2);
    // Another type: the question, and NO keeps the draft's type and what was typed.
    await page.getByRole("radio", { name: "Timed", exact: true }).check();
    if (!js) await next(page);
    const question = page.getByRole("dialog", { name: "Change offer type?" });
    await expect(question).toContainText("Changing the type to Timed erases the data you entered.");
    await question.getByRole("link", { name: "NO" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await heading(page, 1, 2);
    await expect(page.getByRole("radio", { name: "Gift", exact: true })).toBeChecked();
    await expect(page.getByLabel("Title", { exact: true })).toHaveValue("Typed before the question");
  });

  test("the draft survives a new device; changing the type asks first; cancel discards", async ({ page, browser, brand }, info) => {
    await startOffer(page, brand, "Anytime", "Wizard draft");
    await heading(page, 2, 3);
    // Another browser (a new device) resumes at step 2 with step 1 kept.
    const other = await browser.newContext({ javaScriptEnabled: info.project.use.javaScriptEnabled, viewport: page.viewportSize() });
    const second = await other.newPage();
    await signIn(second, brand);
    await second.goto("/offers/create");
    await heading(second, 2, 3);
    await second.getByRole("button", { name: "Back" }).click();
    await heading(second, 1, 3);
    await expect(second.getByLabel("Title", { exact: true })).toHaveValue("Wizard draft");
    await other.close();
    // Another type once one is set asks first, then erases what was entered.
    await page.goto("/offers/create?step=1");
    await hydrated(page);
    await page.getByRole("radio", { name: "Gift", exact: true }).click();
    // With JavaScript the question comes at once; without it, on Next.
    if (info.project.use.javaScriptEnabled === false) await next(page);
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
