import type { Page } from "@playwright/test";
import { demo, expect, expectAccessible, isPhone, postForm, rival, signIn, test } from "./support/fixtures";

const dimmed = "rgb(107, 112, 121)";
const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, "0");

async function expectTitle(page: Page, desktop: string, mobile: string) {
  await expect(page.getByRole("heading", { level: 1 })).toHaveAccessibleName(isPhone(page) ? mobile : desktop);
}

async function addCard(page: Page, number: string, expiry: string, cvc: string) {
  await page.getByLabel("Card number").fill(number);
  await page.getByLabel("Expiry (MM/YY)").fill(expiry);
  await page.getByLabel("Security code").fill(cvc);
  await page.getByRole("button", { name: "SAVE + CONTINUE" }).click();
}

test.describe("billing", () => {
  // A brand of its own, without a billing customer yet, walks the whole flow.
  test("a new brand sets up billing, adds a card and a bank account, switches the default, removes a method and starts a plan", async ({ page, brand }) => {
    test.setTimeout(120_000);
    const { username } = brand;
    await signIn(page, brand);

    await page.goto("/billing");
    await expectTitle(page, "Plan + Payment", "PLAN + PAYMENT");
    await expect(page.getByText("This email will receive all plan communication")).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel("Billing email").fill(`accounts@${username}.example.com`);
    await page.getByRole("checkbox", { name: /I have read and accept the Services Agreement/ }).check();
    await page.getByRole("button", { name: "SAVE + CONTINUE" }).click();

    await expect(page).toHaveURL(/\/billing\/methods$/);
    await expectTitle(page, "Plan + Accounting: Payment Method", "PAYMENT METHOD");
    await expect(page.getByText("Add a payment method below to start a plan")).toBeVisible();
    await expect(page.getByRole("heading", { name: "BILLING EMAIL" })).toHaveCount(0);
    await expectAccessible(page);

    await page.getByRole("link", { name: "Add Card" }).click();
    await expect(page).toHaveURL(/\/billing\/card$/);
    await expectTitle(page, "Plan + Accounting: Add Card", "ADD CREDIT CARD");
    await expect(page.getByText("Add a new card by entering the details below.")).toBeVisible();
    if (isPhone(page)) await expect(page.getByRole("link", { name: "Back" })).toHaveAttribute("href", "/billing/methods");
    await expectAccessible(page);
    await addCard(page, "4242 4242 4242 4242", `12/${nextYear}`, "123");
    await expect(page).toHaveURL(/\/billing\/added$/);
    await expect(page.getByText("Payment method added successfully!")).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("link", { name: "Okay" }).click();

    await expect(page).toHaveURL(/\/billing\/methods$/);
    await expect(page.locator(".source--default")).toContainText("Visa Ending in 4242");
    await page.getByRole("link", { name: "Add Bank Account" }).click();
    await expect(page).toHaveURL(/\/billing\/account$/);
    const dialog = page.getByRole("dialog", { name: "Link a bank account" });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await dialog
      .getByRole("group", { name: "First Gingham Credit Union" })
      .getByLabel(/Plaid Saving/)
      .check();
    await dialog.getByRole("button", { name: "Link account" }).click();
    await expect(page).toHaveURL(/\/billing\/added$/);
    await page.getByRole("link", { name: "Okay" }).click();

    await page.getByRole("link", { name: "Bank Ending in 3333 Make default" }).click();
    const confirmDefault = page.getByRole("dialog", { name: "Switch default?" });
    await expect(confirmDefault).toContainText("Are you sure that you want to switch default payment method?");
    await expectAccessible(page);
    await confirmDefault.getByRole("button", { name: "YES" }).click();
    await expect(page).toHaveURL(/\/billing\/methods$/);
    await expect(page.locator(".source--default")).toContainText("Bank Ending in 3333");

    await page.getByRole("link", { name: "Remove Visa ending in 4242" }).click();
    const confirmRemove = page.getByRole("dialog", { name: "Remove payment method?" });
    await expect(confirmRemove).toContainText("Are you sure that you want to remove this payment method?");
    await confirmRemove.getByRole("button", { name: "YES" }).click();
    const removed = page.getByRole("dialog", { name: "Deleted!" });
    await expect(removed).toContainText("Payment method removed!");
    await removed.getByRole("link", { name: "OK" }).click();
    await expect(page.getByText("Ending in 4242")).toHaveCount(0);

    await page.getByRole("radio", { name: /^Pro/ }).check();
    await page.getByLabel("Billing frequency").selectOption("yearly");
    await page.getByRole("button", { name: "START PLAN" }).click();
    await expect(page).toHaveURL(/\/billing\/methods$/);
    await expect(page.getByText("Current plan: Pro Yearly")).toBeVisible();
    await expectTitle(page, "Plan + Accounting: Payment Method", "PLAN + PAYMENT");

    await page.getByLabel("Billing email").fill(`finance@${username}.example.com`);
    await page.getByRole("button", { name: "UPDATE" }).click();
    await expect(page.getByText("Billing email updated.")).toBeVisible();
    await expect(page.getByLabel("Billing email")).toHaveValue(`finance@${username}.example.com`);
    await expectAccessible(page);
  });

  test("the intro keeps SAVE + CONTINUE dimmed and asks for the agreement, keeping the email", async ({ page, javaScriptEnabled }) => {
    await signIn(page, rival);
    await page.goto("/billing");
    const save = page.getByRole("button", { name: "SAVE + CONTINUE" });
    await expect(save).toHaveCSS("background-color", dimmed);
    if (javaScriptEnabled) await expect(save).toHaveAttribute("aria-disabled", "true");
    await page.getByLabel("Billing email").fill("billing@rival.example.com");
    await expect(save).toHaveCSS("background-color", dimmed);
    // Dimmed, not disabled: it still posts and the server says what is missing (force, since
    // Playwright waits for aria-disabled buttons to be enabled).
    await save.click({ force: true });
    await expect(page.getByText("Please accept the Services Agreement to continue.")).toBeVisible();
    await expect(page.getByLabel("Billing email")).toHaveValue("billing@rival.example.com");
    await expect(page).toHaveURL(/\/billing(\?index)?$/);
    await page.getByRole("checkbox").check();
    await expect(save).not.toHaveCSS("background-color", dimmed);
  });

  test("the Services Agreement opens as a dialog from the intro", async ({ page }) => {
    await signIn(page, rival);
    await page.goto("/billing");
    await page.getByRole("link", { name: "Services Agreement" }).click();
    const agreement = page.getByRole("dialog", { name: "Services Agreement" });
    await expect(agreement).toBeVisible();
    for (const term of ["licence", "30 days", "Automatic payments", "24 hours", "Confidentiality", "twelve months", "State of New York"]) {
      await expect(agreement).toContainText(term);
    }
    await expectAccessible(page);
    await agreement.getByRole("link", { name: "Close" }).first().click();
    await expect(agreement).toHaveCount(0);
  });

  test("Demo Bistro's plan and cards are shown, and the intro goes straight to them", async ({ page }) => {
    await signIn(page, demo);
    await page.goto("/billing");
    await expect(page).toHaveURL(/\/billing\/methods$/);
    await expectTitle(page, "Plan + Accounting: Payment Method", "PLAN + PAYMENT");
    await expect(page.getByText("Current plan: Pro Monthly")).toBeVisible();
    await expect(page.locator(".plan-badge")).toHaveText("P");
    await expect(page.getByText("partnerships@example.com")).toBeVisible();
    await expect(page.locator(".source--default")).toContainText("Visa Ending in 4242");
    await expect(page.getByRole("link", { name: "Remove American Express ending in 0005" })).toBeVisible();
    await expect(page.getByRole("link", { name: /Remove Visa/ })).toHaveCount(0);
    // A method that is not the default is named by its visible label (axe: label-content-name-mismatch).
    await expect(page.getByRole("link", { name: "American Express Ending in 0005 Make default" })).toBeVisible();
    await expectAccessible(page);
    if (isPhone(page)) {
      // Back leaves billing for where the brand came from (to /billing would loop back here).
      const back = page.getByRole("link", { name: "Back" });
      await expect(back).toHaveAttribute("href", "/");
      await page.goto("/billing", { referer: new URL("/offers/active", page.url()).href });
      await expect(page).toHaveURL(/\/billing\/methods$/);
      await expect(back).toHaveAttribute("href", "/offers/active");
      await back.click();
      await expect(page).toHaveURL(/\/offers\/active$/);
    }
  });

  test("the sandbox card form asks no third party for anything (no Stripe.js without keys)", async ({ page }) => {
    const elsewhere: string[] = [];
    const errors: string[] = [];
    page.on("request", (request) => {
      const host = new URL(request.url()).hostname;
      if (host !== "127.0.0.1" && host !== "localhost") elsewhere.push(request.url());
    });
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await signIn(page, demo);
    await page.goto("/billing/card");
    await expect(page.getByLabel("Card number")).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(elsewhere).toEqual([]);
    expect(errors).toEqual([]);
  });

  test("a declined test card and a past expiry give their messages and keep what may be kept", async ({ page, javaScriptEnabled }) => {
    await signIn(page, demo);
    await page.goto("/billing/card");
    await addCard(page, "4000 0000 0000 0002", `12/${nextYear}`, "123");
    const alert = page.getByRole("alert");
    await expect(alert).toContainText("The card information is incorrect!");
    await expect(alert).toContainText("Your card was declined.");
    await expect(page.getByLabel("Expiry (MM/YY)")).toHaveValue(`12/${nextYear}`);
    // The card number is never sent back in the page: without JS it is typed again.
    await expect(page.getByLabel("Card number")).toHaveValue(javaScriptEnabled ? "4000 0000 0000 0002" : "");
    await expect(page.getByRole("button", { name: "SAVE + CONTINUE" })).toBeVisible();
    await expectAccessible(page);

    await addCard(page, "4242 4242 4242 4242", "01/20", "123");
    await expect(page.getByText("This card has expired.")).toBeVisible();
    await expect(page.getByLabel("Expiry (MM/YY)")).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(/\/billing\/card$/);
  });

  test("an API failure stores the server's message and shows it on /billing/error", async ({ page }) => {
    await signIn(page, demo);
    // Demo Bistro already has a plan, so the API refuses to start another one.
    const response = await postForm(page, "/billing/methods", { intent: "start-plan", plan: "basic", frequency: "monthly" });
    expect(response.headers().location).toBe("/billing/error");
    await page.goto("/billing/error");
    await expectTitle(page, "Error", "ERROR");
    await expect(page.getByRole("alert")).toContainText("An error occurred!");
    await expect(page.getByRole("alert")).toContainText("You already have a plan. To change it, email partnerships@example.com.");
    await expectAccessible(page);
    await page.getByRole("link", { name: "Go Back" }).click();
    await expect(page).toHaveURL(/\/billing\/methods$/);
  });
});
