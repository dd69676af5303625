import type { Page } from "@playwright/test";
import { demo, expect, expectAccessible, isPhone, test } from "./support/fixtures";

/** Fills the sign-in form and posts it. */
async function submitLogin(page: Page, username: string, password: string) {
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

const FORGOT = {
  password: { name: "Forgot password?", field: "Username", button: "Send link" },
  username: { name: "Forgot username?", field: "Email", button: "Show username" },
} as const;

/** Fills the open forgot-password or forgot-username dialog and sends it; returns the dialog. */
async function sendForgot(page: Page, which: keyof typeof FORGOT, value: string) {
  const { name, field, button } = FORGOT[which];
  const dialog = page.getByRole("dialog", { name });
  await dialog.getByLabel(field).fill(value);
  await dialog.getByRole("button", { name: button }).click();
  return dialog;
}

test.describe("signing in", () => {
  test("a brand signs in with the form and lands on its dashboard", async ({ page }) => {
    await page.goto("/login");
    await expectAccessible(page);
    await submitLogin(page, demo.username, demo.password);
    await expect(page).toHaveURL(/\/$/);
    await expect(page).toHaveTitle("Home");
    await expect(page.getByRole("heading", { name: "Welcome, Demo Bistro" })).toBeVisible();
    const name = isPhone(page) ? page.locator(".topbar__name") : page.getByRole("navigation", { name: "Main", exact: true }).getByText("DEMO BISTRO");
    await expect(name).toHaveText("DEMO BISTRO");
    await expect(name).toBeVisible();
    await expectAccessible(page);
  });

  test("wrong credentials show the spec's banner and keep the username", async ({ page }) => {
    await page.goto("/login");
    await submitLogin(page, "demo", "not-the-password");
    await expect(page.getByRole("alert")).toContainText("The username or password you entered is incorrect.");
    await expect(page.getByLabel("Username")).toHaveValue("demo");
    await expectAccessible(page);
  });

  test("an unknown username gets the same banner", async ({ page }) => {
    await page.goto("/login");
    await submitLogin(page, "nobody-here", "whatever1");
    await expect(page.getByRole("alert")).toContainText("The username or password you entered is incorrect.");
  });

  test("empty fields get a message next to the field", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("Enter your username.")).toBeVisible();
    await expect(page.getByText("Enter your password.")).toBeVisible();
  });

  test("after signing in the brand goes back where it was sent from", async ({ page }) => {
    await page.goto("/?modal=logout&from=mail");
    await expect(page).toHaveURL(/\/login\?redirect=%2F%3Fmodal%3Dlogout%26from%3Dmail$/);
    await submitLogin(page, demo.username, demo.password);
    await expect(page).toHaveURL(/\/\?modal=logout&from=mail$/);
    await expect(page.getByRole("dialog", { name: "Logout" })).toBeVisible();
  });

  test("a redirect to another site falls back to the dashboard", async ({ page }) => {
    await page.goto("/login?redirect=%2F%2Fevil.example%2Fphish");
    await submitLogin(page, demo.username, demo.password);
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  });
});

test.describe("forgot flows", () => {
  test("forgot password sends a link to a known username", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page.getByRole("dialog", { name: "Forgot password?" })).toBeVisible();
    await expectAccessible(page);
    const dialog = await sendForgot(page, "password", "demo");
    await expect(dialog.getByRole("status")).toHaveText("Password reset sent");
  });

  test("forgot password says when the user is not found", async ({ page }) => {
    await page.goto("/login?modal=forgot-password");
    const dialog = await sendForgot(page, "password", "no-such-user");
    await expect(dialog.getByRole("alert")).toHaveText("User not found");
  });

  test("forgot username shows the username of an account email", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("link", { name: "Forgot username?" }).click();
    const dialog = await sendForgot(page, "username", "DEMO@example.com");
    await expect(dialog.getByRole("status")).toHaveText("Your username is: demo");
    await page.getByRole("link", { name: "Close" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("forgot username says when no account has the email", async ({ page }) => {
    await page.goto("/login?modal=forgot-username");
    const dialog = await sendForgot(page, "username", "nobody@example.com");
    await expect(dialog.getByRole("alert")).toHaveText("User not found");
  });
});
