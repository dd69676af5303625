// The API stopped in the middle of a session: every page shows the spec's error alert inside
// the layout, and when the API is back the brand carries on without signing in again (the
// access token is signed with a secret kept in the database, so a restarted API accepts it).
import { demo, expect, expectAccessible, test } from "./support/fixtures";
import { startProduct, type Product } from "./support/proof-server";

let product: Product;

test.describe("the API restarts mid-session (skipped at desktop without JS and on a phone with it: each run starts a private product, and those two would repeat the same server-side path)", () => {
  test.beforeAll(async ({}, testInfo) => {
    test.skip(!["desktop-js", "phone-nojs"].includes(testInfo.project.name), "the two other projects would only repeat the same server-side path");
    test.setTimeout(240_000);
    product = await startProduct({ ACCESS_LOG: "off", LOG_LEVEL: "warn" });
  });

  test.afterAll(async () => {
    await product?.stop();
  });

  test("pages show the error alert while the API is away and recover without a new sign-in (skipped at desktop without JS and on a phone with JS: the same server-side path)", async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await page.goto(`${product.base}/login`);
    await page.getByLabel("Username").fill(demo.username);
    await page.getByLabel("Password").fill(demo.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page).toHaveURL(`${product.base}/`);

    await product.stopApi();
    for (const pathname of ["/", "/offers/active", "/profile"]) {
      const response = await page.goto(`${product.base}${pathname}`);
      expect(response?.status(), pathname).toBeGreaterThanOrEqual(500);
      const alert = page.getByRole("alert");
      await expect(alert).toContainText("An error occurred!");
      await expect(alert).toContainText("The service is unavailable right now.");
      await expect(page).toHaveURL(`${product.base}${pathname}`);
    }
    await expectAccessible(page);

    await product.startApi();
    await page.goto(`${product.base}/offers/active`);
    await expect(page).toHaveURL(`${product.base}/offers/active`);
    await expect(page.getByRole("heading", { name: "Offers", level: 1 })).toBeVisible();
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expect(page.getByRole("article").first()).toBeVisible();
  });
});
