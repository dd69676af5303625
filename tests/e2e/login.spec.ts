import { demo, expect, expectAccessible, isPhone, test } from "./fixtures";

test.describe("signing in", () => {
  test("a brand signs in with the form and lands on its dashboard", async ({ page }) => {
    await page.goto("/login");
    await expectAccessible(page);
    await page.getByLabel("Username").fill(demo.username);
    await page.getByLabel("Password").fill(demo.password);
    await page.getByRole("button", { name: "Sign in" }).click();
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
    await page.getByLabel("Username").fill("demo");
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert")).toContainText("The username or password you entered is incorrect.");
    await expect(page.getByLabel("Username")).toHaveValue("demo");
    await expectAccessible(page);
  });

  test("an unknown username gets the same banner", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("Username").fill("nobody-here");
    await page.getByLabel("Password").fill("whatever1");
    await page.getByRole("button", { name: "Sign in" }).click();
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
    await page.getByLabel("Username").fill(demo.username);
    await page.getByLabel("Password").fill(demo.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/\?modal=logout&from=mail$/);
    await expect(page.getByRole("dialog", { name: "Logout" })).toBeVisible();
  });

  test("a redirect to another site falls back to the dashboard", async ({ page }) => {
    await page.goto("/login?redirect=%2F%2Fevil.example%2Fphish");
    await page.getByLabel("Username").fill(demo.username);
    await page.getByLabel("Password").fill(demo.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  });
});

test.describe("forgot flows", () => {
  test("forgot password sends a link to a known username", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    const dialog = page.getByRole("dialog", { name: "Forgot password?" });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await dialog.getByLabel("Username").fill("demo");
    await dialog.getByRole("button", { name: "Send link" }).click();
    await expect(page.getByRole("dialog", { name: "Forgot password?" }).getByRole("status")).toHaveText("Password reset sent");
  });

  test("forgot password says when the user is not found", async ({ page }) => {
    await page.goto("/login?modal=forgot-password");
    const dialog = page.getByRole("dialog", { name: "Forgot password?" });
    await dialog.getByLabel("Username").fill("no-such-user");
    await dialog.getByRole("button", { name: "Send link" }).click();
    await expect(page.getByRole("dialog", { name: "Forgot password?" }).getByRole("alert")).toHaveText("User not found");
  });

  test("forgot username shows the username of an account email", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("link", { name: "Forgot username?" }).click();
    const dialog = page.getByRole("dialog", { name: "Forgot username?" });
    await dialog.getByLabel("Email").fill("DEMO@example.com");
    await dialog.getByRole("button", { name: "Show username" }).click();
    await expect(page.getByRole("dialog", { name: "Forgot username?" }).getByRole("status")).toHaveText("Your username is: demo");
    await page.getByRole("link", { name: "Close" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("forgot username says when no account has the email", async ({ page }) => {
    await page.goto("/login?modal=forgot-username");
    const dialog = page.getByRole("dialog", { name: "Forgot username?" });
    await dialog.getByLabel("Email").fill("nobody@example.com");
    await dialog.getByRole("button", { name: "Show username" }).click();
    await expect(page.getByRole("dialog", { name: "Forgot username?" }).getByRole("alert")).toHaveText("User not found");
  });
});
