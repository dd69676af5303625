// The weekly digest's unsubscribe link (docs/product/accounts.md#weekly-digest): a public page, without sign-in or JavaScript,
// whose token in the path is the only credential; mail clients post to the same URL for RFC
// 8058's one-click unsubscribe, with no cookie and no CSRF token.
import { apiAs, type Brand, digestToken, expect, expectAccessible, expectFitsPhone, test } from "./support/fixtures";

async function weeklyDigest(brand: Brand) {
  return (await (await apiAs(brand)).call<{ data: { weekly_digest: boolean } }>("GET", "/users/me/reminder-settings")).body.data.weekly_digest;
}

test("the mail's link names the brand, asks, and stops its weekly digest", async ({ page, brand }) => {
  const token = await digestToken(brand);
  await page.goto(`/digest/unsubscribe/${token}`);
  await expect(page.getByRole("heading", { level: 1, name: "Stop the weekly digest?" })).toBeVisible();
  await expect(page.getByText(`the weekly digest tells ${brand.name} about`)).toBeVisible();
  // The token is the credential: no script, and the page's HTML does not carry it.
  await expect(page.locator("script")).toHaveCount(0);
  expect(await page.content()).not.toContain(token);
  await expectAccessible(page);
  await expectFitsPhone(page);

  await page.getByRole("button", { name: "Stop the weekly digest" }).click();
  await expect(page.getByRole("status")).toHaveText(`You will get no more weekly digests for ${brand.name}. You can turn it on again in Profile.`);
  expect(await weeklyDigest(brand)).toBe(false);
  expect(await page.content()).not.toContain(token);
  await expectAccessible(page);
  await expectFitsPhone(page);

  // Opened again, the link says the digest is off.
  await page.goto(`/digest/unsubscribe/${token}`);
  await expect(page.getByRole("heading", { level: 1, name: "The weekly digest is off" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Stop the weekly digest" })).toHaveCount(0);
});

test("a mail client's one-click post stops the digest without a cookie or a CSRF token", async ({ request, brand }) => {
  const url = `/digest/unsubscribe/${await digestToken(brand)}`;
  const oneClick = await request.post(url, { data: "List-Unsubscribe=One-Click", headers: { "content-type": "application/x-www-form-urlencoded" } });
  expect(oneClick.status()).toBe(200);
  expect(await oneClick.text()).toContain(`You will get no more weekly digests for ${brand.name}.`);
  expect(await weeklyDigest(brand)).toBe(false);
  // RFC 8058 allows multipart too, and a mail service's own Origin is no page of ours.
  const multipart = await request.post(url, { multipart: { "List-Unsubscribe": "One-Click" }, headers: { origin: "https://mail.example.net" } });
  expect(multipart.status()).toBe(200);
});

test("a link of the wrong shape or with an unknown token is not valid", async ({ page, request }) => {
  for (const path of ["/digest/unsubscribe/short", "/digest/unsubscribe/an-unknown-token-of-the-right-shape"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "This link is not valid." })).toBeVisible();
    const post = await request.post(path, { form: { "List-Unsubscribe": "One-Click" } });
    expect(post.status(), `POST ${path}`).toBe(404);
  }
  await expectAccessible(page);
  await expectFitsPhone(page);
});
