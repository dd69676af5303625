import { demo, expect, expectAccessible, loginLink, rival, signIn, test } from "./support/fixtures";

test.describe("one-time login links", () => {
  test("a login link signs in and opens the dashboard; it works once", async ({ page }) => {
    const link = await loginLink("demo");
    expect(link).toMatch(/\/token\/[A-Za-z0-9_-]{20,}$/);
    await page.goto(new URL(link).pathname);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { name: "Welcome, Demo Bistro" })).toBeVisible();

    await page.context().clearCookies();
    await page.goto(new URL(link).pathname);
    await expect(page.getByRole("alert")).toHaveText("Error, token not valid");
    // Only the error is shown, under a heading that says so, with the way to sign in.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Login link not valid");
    await expect(page.getByText("Logging In...")).toHaveCount(0);
    await expect(page).toHaveTitle("Login link not valid");
    await expect(page.getByRole("link", { name: "Sign in with your password" })).toBeVisible();
    await expectAccessible(page);
  });

  test("the monthly link signs in and opens the results", async ({ page }) => {
    const link = new URL(await loginLink("demo", "monthly"));
    expect(link.pathname).toBe("/token/monthly");
    await page.goto(link.pathname + link.search);
    await expect(page).toHaveURL(/\/results$/);
  });

  test("the billing link says it is logged in, then opens billing", async ({ page }) => {
    const link = new URL(await loginLink("demo", "billing"));
    expect(link.pathname).toBe("/billing/login/");
    await page.goto(link.pathname + link.search);
    await expect(page.getByRole("heading", { name: "Logged in, opening billing..." })).toBeVisible();
    // /billing opens the payment methods straight away for a brand that is already a customer.
    await expect(page).toHaveURL(/\/billing(\/methods)?$/, { timeout: 10_000 });
  });

  test("a bad billing token says so", async ({ page }) => {
    await page.goto("/billing/login/?token=not-a-real-token");
    await expect(page.getByRole("alert")).toHaveText("Error, token not valid");
    await expectAccessible(page);
  });

  test("a token can be pasted on the token entry page", async ({ page }) => {
    const token = new URL(await loginLink("demo")).pathname.split("/").pop()!;
    await page.goto("/token/");
    await expectAccessible(page);
    await page.getByLabel("Token").fill("wrong-token");
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByRole("alert")).toHaveText("Error, token not valid");
    await page.getByLabel("Token").fill(token);
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByRole("heading", { name: "Welcome, Demo Bistro" })).toBeVisible();
  });

  test("another brand's link over a session asks first; Continue switches and ends the old session", async ({ page }) => {
    await signIn(page, demo);
    const copied = await page.context().cookies();
    const link = new URL(await loginLink("rival", "monthly"));
    await page.goto(link.pathname + link.search);
    // A GET alone never switches: the page asks, naming both brands.
    await expect(page.getByRole("heading", { level: 1, name: "Switch brand?" })).toBeVisible();
    await expect(page.getByText(`This link signs in as ${rival.name}. You are signed in as ${demo.name}.`)).toBeVisible();
    await expectAccessible(page);
    await page.goto("/");
    await expect(page.getByRole("heading", { name: `Welcome, ${demo.name}` })).toBeVisible();

    await page.goto(link.pathname + link.search);
    await page.getByRole("button", { name: `Continue as ${rival.name}` }).click();
    await expect(page).toHaveURL(/\/results$/);
    await page.goto("/");
    await expect(page.getByRole("heading", { name: `Welcome, ${rival.name}` })).toBeVisible();
    // The replaced session is over: a copy of Demo Bistro's cookie signs nobody in.
    await page.context().clearCookies();
    await page.context().addCookies(copied);
    await page.goto("/offers/active");
    await expect(page).toHaveURL(/\/login/);
  });

  test("a link of the signed-in brand signs in again at once, and ends the session it replaces", async ({ page }) => {
    await signIn(page, demo);
    const copied = await page.context().cookies();
    await page.goto(new URL(await loginLink("demo")).pathname);
    await expect(page.getByRole("heading", { name: `Welcome, ${demo.name}` })).toBeVisible();
    await page.context().clearCookies();
    await page.context().addCookies(copied);
    await page.goto("/offers/active");
    await expect(page).toHaveURL(/\/login/);
  });
});
