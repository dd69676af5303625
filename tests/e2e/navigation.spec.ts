import { expect, expectAccessible, isPhone, openMenu, signIn, test } from "./support/fixtures";

test.describe("navigation and dashboard", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test("the dashboard offers the quick links, or the phone shortcuts", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Welcome, Demo Bistro" })).toBeVisible();
    if (isPhone(page)) {
      const shortcuts = page.getByRole("list", { name: "Shortcuts" });
      await expect(shortcuts.getByRole("link", { name: "Results" })).toHaveAttribute("href", "/instagram");
      await expect(shortcuts.getByRole("link", { name: "Billing" })).toHaveAttribute("href", "/billing");
      await expect(shortcuts.getByRole("link", { name: "Logout" })).toBeVisible();
    } else {
      for (const [name, href] of [
        ["View offers", "/offers/active"],
        ["Create an offer", "/offers/create"],
        ["View results", "/results"],
        ["Profile details", "/profile"],
      ]) {
        await expect(page.getByRole("link", { name: new RegExp(`^${name}`) })).toHaveAttribute("href", href);
      }
    }
    await expectAccessible(page);
  });

  test("the navigation lists the spec's entries for the screen size", async ({ page }) => {
    await page.goto("/");
    if (isPhone(page)) {
      await openMenu(page);
      const drawer = page.getByRole("navigation", { name: "Main (mobile)" });
      await expect(drawer.getByRole("link")).toHaveText(["Dashboard", "Results", "Plan + Accounting", "Logout"]);
      await expect(drawer.getByRole("link", { name: "Results" })).toHaveAttribute("href", "/instagram");
      await expectAccessible(page);
    } else {
      const nav = page.getByRole("navigation", { name: "Main", exact: true });
      await expect(nav.getByRole("link")).toHaveText(["Dashboard", "Results", "Content", "Create Offer", "Offers", "Profile", "Plan + Accounting", "Logout"]);
      await expect(nav.getByRole("img")).toHaveCount(0);
      await expect(nav.locator("img.nav__logo")).toHaveAttribute("src", /^\/media\//);
    }
  });

  test("the phone's drawer closes on a tap outside, on Escape and on a navigation, and keeps focus inside (skipped on desktops: the drawer is the phone's navigation)", async ({
    page,
  }) => {
    test.skip(!isPhone(page), "the drawer is the phone's navigation");
    const drawer = page.locator("details.drawer");
    const toggle = page.locator("summary.drawer__toggle");
    await page.goto("/");
    await openMenu(page);
    await expect(page.locator(".drawer__backdrop")).toBeVisible();
    await expectAccessible(page);
    // A tap beside the panel, on the dimmed page, closes it (with or without JavaScript).
    await page.mouse.click(340, 500);
    await expect(drawer).not.toHaveAttribute("open", "");
    await expect(page.getByRole("navigation", { name: "Main (mobile)" })).toBeHidden();
    if (test.info().project.use.javaScriptEnabled === false) return;

    await expect(toggle).toBeFocused();
    await openMenu(page);
    await page.keyboard.press("Escape");
    await expect(drawer).not.toHaveAttribute("open", "");
    await expect(toggle).toBeFocused();

    // Tab stays inside the open drawer: past Logout it comes back to the menu button.
    await page.keyboard.press("Enter");
    await expect(drawer).toHaveAttribute("open", "");
    for (const name of ["Dashboard", "Results", "Plan + Accounting", "Logout"]) {
      await page.keyboard.press("Tab");
      await expect(page.getByRole("navigation", { name: "Main (mobile)" }).getByRole("link", { name })).toBeFocused();
    }
    await page.keyboard.press("Tab");
    await expect(toggle).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(page.getByRole("navigation", { name: "Main (mobile)" }).getByRole("link", { name: "Logout" })).toBeFocused();

    await page.getByRole("navigation", { name: "Main (mobile)" }).getByRole("link", { name: "Plan + Accounting" }).click();
    await expect(page).toHaveURL(/\/billing/);
    await expect(drawer).not.toHaveAttribute("open", "");
  });

  test("the logo is the business's first media item and loads", async ({ page }) => {
    await page.goto("/");
    const logo = page.locator(isPhone(page) ? "img.topbar__logo" : ".nav--side img.nav__logo");
    const src = await logo.getAttribute("src");
    expect(src).toMatch(/^\/media\//);
    const response = await page.request.get(src!);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^image\//);
  });

  test("logout asks first; cancel keeps the session", async ({ page }) => {
    await page.goto("/");
    if (isPhone(page)) await openMenu(page);
    await page.getByRole("link", { name: "Logout" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Logout" });
    await expect(dialog).toContainText("Are you sure you want to logout?");
    await expectAccessible(page);
    await dialog.getByRole("link", { name: "Cancel" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Welcome, Demo Bistro" })).toBeVisible();
  });

  test("confirming logout ends the session", async ({ page }) => {
    await page.goto("/?modal=logout");
    await page.getByRole("dialog", { name: "Logout" }).getByRole("button", { name: "Confirm" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto("/");
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe("pages that are not there", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test("an unknown path shows Page Not Found with a way back", async ({ page }) => {
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
    await expect(page.getByText("Either this page doesn\u2019t exist or it\u2019s moved.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute("href", "/");
    await expectAccessible(page);
  });
});
