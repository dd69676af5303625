// The content library (/content): a brand's posts with the disclosure check and their rights,
// filtered by a GET form whose choices carry their counts; a post's page with its caption,
// badges and rights history. The kit "content" gives seven posts, newest first, whose captions
// are disclosed, late, missing and disclosed without the offer's mention in turn, and rights in
// every state: granted, granted for ever, requested, declined, expired, revoked and ended.
import type { Page } from "@playwright/test";
import { consoleErrors, apiAs, type Brand, expect, expectAccessible, expectFitsPhone, isPhone, signIn, test } from "./support/fixtures";

test.use({ kit: ["content"] });

type KitPost = { id: number; caption: string; model: { name: string } };

/** The kit's seven posts as the API lists them, newest first. */
async function kitPosts(brand: Brand): Promise<KitPost[]> {
  const { body } = await (await apiAs(brand)).call<{ data: { posts: KitPost[] } }>("GET", "/content");
  expect(body.data.posts).toHaveLength(7);
  return body.data.posts;
}

const postLinks = (page: Page) => page.getByRole("link", { name: /^Post by / });

async function applyFilter(page: Page, label: string, value: string) {
  await page.getByLabel(label, { exact: true }).selectOption(value);
  await page.getByRole("button", { name: "Apply" }).click();
}

test("the library lists the posts newest first and filters them by disclosure and rights, each choice with its count", async ({ page, brand }) => {
  const posts = await kitPosts(brand);
  const errors = consoleErrors(page);
  await signIn(page, brand);
  await page.goto("/");
  if (!isPhone(page)) {
    await page.getByRole("navigation", { name: "Main", exact: true }).getByRole("link", { name: "Content" }).click();
    await expect(page).toHaveURL(/\/content$/);
  } else await page.goto("/content");
  await expect(page.getByRole("heading", { level: 1, name: "Content" })).toBeVisible();
  await expect(page.getByText("7 posts", { exact: true })).toBeVisible();
  await expect(postLinks(page)).toHaveCount(7);
  await expect(postLinks(page).first()).toHaveAccessibleName(new RegExp(`^Post by ${posts[0]!.model.name}, `));
  await expect(postLinks(page).first()).toHaveAttribute("href", `/content/${posts[0]!.id}`);
  await expect(page.getByRole("link", { name: "Rights register (CSV)" })).toHaveAttribute("href", "/content/rights.csv");
  const disclosure = page.getByLabel("Disclosure", { exact: true });
  for (const choice of ["Disclosed (3)", "Disclosed late (2)", "No disclosure (2)"]) await expect(disclosure).toContainText(choice);
  await expect(page.getByLabel("Rights", { exact: true })).toContainText("Rights requested (1)");
  await expectAccessible(page);
  await expectFitsPhone(page);

  await applyFilter(page, "Disclosure", "late");
  await expect(page).toHaveURL(/[?&]disclosure=late(&|$)/);
  await expect(page.getByText("2 posts match these filters")).toBeVisible();
  await expect(postLinks(page)).toHaveCount(2);
  await expect(page.getByText("Disclosed late", { exact: true })).toHaveCount(2);
  // The other filters count under this one: of the two late posts, one granted for ever, one revoked.
  const rights = page.getByLabel("Rights", { exact: true });
  await expect(rights).toContainText("Rights granted (1)");
  await expect(rights).toContainText("Revoked (1)");
  await expect(rights).not.toContainText("Rights requested");

  await applyFilter(page, "Rights", "granted");
  await expect(page.getByText("1 post matches these filters")).toBeVisible();
  await expect(postLinks(page)).toHaveCount(1);
  await expect(postLinks(page)).toHaveAccessibleName(new RegExp(`^Post by ${posts[1]!.model.name}, `));
  await expect(page.getByLabel("Disclosure", { exact: true })).toHaveValue("late");
  await expectFitsPhone(page);

  await page.getByRole("link", { name: "Clear filters" }).click();
  await expect(page).toHaveURL(/\/content$/);
  await expect(postLinks(page)).toHaveCount(7);
  await applyFilter(page, "Rights", "requested");
  await expect(postLinks(page)).toHaveCount(1);
  await expect(postLinks(page)).toHaveAccessibleName(new RegExp(`^Post by ${posts[2]!.model.name}, `));
  expect(errors, "console errors").toEqual([]);
});

test("a filter the API can't read says why in an alert, with the way back", async ({ page, brand }) => {
  const errors = consoleErrors(page);
  await signIn(page, brand);
  await page.goto("/content?rights=forever");
  await expect(page.getByRole("alert")).toContainText("rights must be one of: none, requested, granted");
  await expect(page.getByRole("heading", { level: 1, name: "Content" })).toBeVisible();
  await page.getByRole("alert").getByRole("link", { name: "Clear filters" }).click();
  await expect(postLinks(page)).toHaveCount(7);
  expect(errors, "console errors").toEqual([]);
});

test("a post's page shows its caption, the disclosure check and its rights history", async ({ page, brand }) => {
  const posts = await kitPosts(brand);
  const errors = consoleErrors(page);
  await signIn(page, brand);
  await page.goto("/content");
  await postLinks(page).first().click();
  await expect(page).toHaveURL(new RegExp(`/content/${posts[0]!.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: `Post by ${posts[0]!.model.name}` })).toBeVisible();
  await expect(page.getByRole("link", { name: "View on Instagram" })).toHaveAttribute("href", /^https:\/\/instagram\.com\/p\//);
  const caption = page.getByRole("region", { name: "Caption" });
  await expect(caption).toContainText(posts[0]!.caption);
  await expect(caption.getByText("Disclosed", { exact: true })).toBeVisible();
  await expect(caption).toContainText("Instagram shows the whole caption");
  const rights = page.getByRole("region", { name: "Rights" });
  await expect(rights.getByText("Rights granted")).toHaveCount(2);
  const history = rights.getByRole("list", { name: "History" }).getByRole("listitem");
  await expect(history).toHaveCount(1);
  await expect(history).toContainText("Repost, Paid ads");
  await expect(history).toContainText("90 days");
  await expect(history).toContainText("$150");
  await expect(history).toContainText(`By ${brand.contact_name} (owner)`);
  await history.getByText("The terms the model read").click();
  await expect(history.getByText(`You allow ${brand.name} to repost on the brand's own Instagram`)).toBeVisible();
  await expect(rights.getByRole("link", { name: "Ask for rights" })).toHaveAttribute("href", `/content/rights/new?post=${posts[0]!.id}`);
  await expectAccessible(page);
  await expectFitsPhone(page);

  // Late: the disclosure sits behind Instagram's fold, which the caption marks.
  await page.goto(`/content/${posts[1]!.id}`);
  await expect(caption.getByText("Disclosed late", { exact: true })).toBeVisible();
  await expect(caption).toContainText("the rest is behind \u201cmore\u201d");
  await expect(caption.getByText(/behind Instagram.s \u201cmore\u201d/)).toBeVisible();
  await expect(page.getByLabel("Partnership-ad code")).toHaveValue("PA-7Q2K-DEMO");
  await page.goto(`/content/${posts[2]!.id}`);
  await expect(caption.getByText("No disclosure", { exact: true })).toBeVisible();
  await page.goto(`/content/${posts[3]!.id}`);
  await expect(caption.getByText("Disclosed", { exact: true })).toBeVisible();
  await expect(caption.getByText("Tag missing", { exact: true })).toBeVisible();
  await expect(rights.getByRole("list", { name: "History" })).toContainText("Declined");
  expect(errors, "console errors").toEqual([]);
});

test("the library pages through older posts keeping its filters, and back to the newest", async ({ page }) => {
  // Demo Bistro's library, only read: more posts than a page holds, nearly all with no rights asked.
  await signIn(page);
  await page.goto("/content?rights=none");
  await expect(postLinks(page)).toHaveCount(24);
  const first = await postLinks(page).first().getAttribute("href");
  await expect(page.getByRole("link", { name: "Newest" })).toHaveCount(0);
  await page.getByRole("link", { name: "Older posts" }).click();
  await expect(page).toHaveURL(/\/content\?rights=none&after=[\w-]+$/);
  await expect(page.getByLabel("Rights", { exact: true })).toHaveValue("none");
  await expect(postLinks(page).first()).not.toHaveAttribute("href", first!);
  await page.getByRole("link", { name: "Newest" }).click();
  await expect(page).toHaveURL(/\/content\?rights=none$/);
  await expect(postLinks(page).first()).toHaveAttribute("href", first!);
  await expectFitsPhone(page);
});

test("a door seat is refused the library", async ({ page }) => {
  await signIn(page, { username: "demo-door", password: "demo1234", name: "Demo Bistro" });
  const response = await page.goto("/content");
  expect(response!.status()).toBe(403);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This page is for the account's owner and managers.");
  await expect(page.getByRole("link", { name: "Content" })).toHaveCount(0);
});
