// Asking models for rights from the content library (/content/rights/new): the posts chosen with
// their boxes, the terms, refusals next to their fields with nothing typed lost, one mail per
// model with its link; then revoking the request after a confirmation. The kit "content" gives
// seven posts by seven models, newest first, with rights in every state (the 5th's request
// expired, the 7th's rights ended).
import type { Page } from "@playwright/test";
import { consoleErrors, apiAs, type Brand, expect, expectAccessible, expectFitsPhone, signIn, test } from "./support/fixtures";
import { mailWith } from "./support/outbox";

test.use({ kit: ["content"] });

type KitPost = { id: number; model: { name: string } };

async function kitPosts(brand: Brand): Promise<KitPost[]> {
  const { body } = await (await apiAs(brand)).call<{ data: { posts: KitPost[] } }>("GET", "/content");
  expect(body.data.posts).toHaveLength(7);
  return body.data.posts;
}

const pick = (page: Page, post: KitPost) => page.getByRole("checkbox", { name: new RegExp(`^Select the post by ${post.model.name}, `) });

test("asking two models for rights mails each of them, after the form's refusals, and the post then shows the request", async ({ page, brand }) => {
  test.setTimeout(60_000);
  const posts = await kitPosts(brand);
  const [expired, ended] = [posts[4]!, posts[6]!];
  const errors = consoleErrors(page);
  await signIn(page, brand);
  await page.goto("/content");
  await pick(page, expired).check();
  await pick(page, ended).check();
  await page.getByRole("button", { name: "Ask for rights" }).click();
  await expect(page).toHaveURL(new RegExp(`/content/rights/new\\?post=${expired.id}&post=${ended.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Ask for rights" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "2 posts" })).toBeVisible();
  await expect(page.getByRole("img", { name: new RegExp(`^Post by ${expired.model.name}, `) })).toBeVisible();
  await expect(page.getByText("These posts are by 2 models: each gets a mail of their own")).toBeVisible();
  await expectAccessible(page);
  await expectFitsPhone(page);

  // No use, no term and a fee that is no sum of money: each refused by its field, the rest kept.
  const fee = page.getByLabel("Fee in dollars (optional)");
  const note = page.getByLabel("Note to the model (optional)");
  await fee.fill("abc");
  await note.fill("For the autumn menu.");
  await page.getByRole("button", { name: "Send the request" }).click();
  await expect(page.getByText("Choose at least one use.")).toBeVisible();
  await expect(page.getByText("Choose how long the rights last.")).toBeVisible();
  await expect(page.getByText("Enter the fee in dollars, like 150 or 150.50, or leave it empty.")).toBeVisible();
  await expect(fee).toHaveAttribute("aria-invalid", "true");
  await expect(fee).toHaveValue("abc");
  await expect(note).toHaveValue("For the autumn menu.");
  await expect(page.getByRole("group", { name: "Uses" })).toHaveAccessibleDescription("Choose at least one use.");
  await expectAccessible(page);

  await page.getByRole("checkbox", { name: "Repost" }).check();
  await page.getByRole("checkbox", { name: "Paid ads" }).check();
  await page.getByRole("radio", { name: "90 days" }).check();
  await fee.fill("150.50");
  await page.getByRole("button", { name: "Send the request" }).click();

  // Sent: the first post's page says so, and shows the request in its history.
  await expect(page).toHaveURL(new RegExp(`/content/${expired.id}$`));
  await expect(page.getByRole("status")).toHaveText("Asked 2 models for rights. They have 14 days to answer.");
  const rights = page.getByRole("region", { name: "Rights" });
  const history = rights.getByRole("list", { name: "History" }).getByRole("listitem");
  await expect(history.first()).toContainText("Rights requested");
  await expect(history.first()).toContainText("$150.50");
  await expect(history.first()).toContainText("For the autumn menu.");
  await expect(history).toHaveCount(2);
  await expectAccessible(page);
  await expectFitsPhone(page);

  // Each model's mail carries its own link to the public page.
  for (const post of [expired, ended]) {
    const mail = await mailWith(`Hello ${post.model.name},`, `${brand.name} would like to use one of your posts`);
    expect(mail.text).toMatch(/\/rights\/\S+/);
  }

  // The library shows the request too.
  await page.goto("/content?rights=requested");
  await expect(page.getByRole("link", { name: /^Post by / })).toHaveCount(3);
  expect(errors, "console errors").toEqual([]);
});

test("a request is revoked after its confirmation, and Keep changes nothing", async ({ page, brand }) => {
  const posts = await kitPosts(brand);
  // The 3rd post's request waits for the model's answer.
  const waiting = posts[2]!;
  const errors = consoleErrors(page);
  await signIn(page, brand);
  await page.goto(`/content/${waiting.id}`);
  const rights = page.getByRole("region", { name: "Rights" });
  await expect(rights.getByText("Rights requested")).toHaveCount(2);

  await rights.getByRole("link", { name: /^Revoke/ }).click();
  await expect(page).toHaveURL(/\?confirm=revoke-\d+$/);
  const dialog = page.getByRole("dialog", { name: "Take this request back?" });
  await expect(dialog).toContainText("The model's link stops working");
  await expectAccessible(page);
  await dialog.getByRole("link", { name: "Keep" }).click();
  await expect(page).toHaveURL(new RegExp(`/content/${waiting.id}$`));
  await expect(rights.getByText("Rights requested")).toHaveCount(2);

  await rights.getByRole("link", { name: /^Revoke/ }).click();
  await page.getByRole("dialog", { name: "Take this request back?" }).getByRole("button", { name: "Revoke rights" }).click();
  await expect(page).toHaveURL(new RegExp(`/content/${waiting.id}$`));
  await expect(page.getByRole("status")).toHaveText("The request is taken back: its link no longer works.");
  const history = rights.getByRole("list", { name: "History" }).getByRole("listitem");
  await expect(history.first()).toContainText("Revoked");
  await expect(history.first()).toContainText(`by ${brand.contact_name} (owner)`);
  await expect(rights.getByRole("link", { name: /^Revoke/ })).toHaveCount(0);
  expect(errors, "console errors").toEqual([]);
});

test("a partnership-ad code is kept on granted rights", async ({ page, brand }) => {
  const posts = await kitPosts(brand);
  const errors = consoleErrors(page);
  await signIn(page, brand);
  await page.goto(`/content/${posts[0]!.id}`);
  const code = page.getByLabel("Partnership-ad code");
  await expect(code).toHaveValue("");
  await code.fill("PA-NEW-CODE");
  await page.getByRole("button", { name: "Save code" }).click();
  await expect(page.getByRole("status")).toHaveText("The partnership-ad code is saved.");
  await expect(code).toHaveValue("PA-NEW-CODE");
  const register = await page.request.get("/content/rights.csv");
  expect(register.headers()["content-type"]).toContain("text/csv");
  const csv = await register.text();
  expect(csv).toContain("Post,Posted,Model,Instagram handle,Uses,Term,Start,End,Fee (USD),State,Ad code,Requested");
  expect(csv).toContain("PA-NEW-CODE");
  expect(csv).toContain("Repost; Paid ads,90 days");
  expect(errors, "console errors").toEqual([]);
});
