// The applicant page's Instagram photos (docs/product/applicants.md#applicant-page): a grid three to a row, a
// slideshow modal in the URL (?photo=N) with previous/next and close, 'No instagram' for a
// model without an account. It only reads Demo Bistro's seeded casting.
import { apiAs, demo, expect, expectAccessible, offerId, signIn, test } from "./support/fixtures";

type Applicant = { id: number; application_status: string; model: { name: string; instagram: { id: string } | null } };

async function castingApplicants() {
  const id = await offerId("Spring Casting");
  const api = await apiAs(demo);
  const { body } = await api.call<{ applicants: { data: Applicant[] } }>("GET", `/deals/${id}/applicants`);
  return { id, applicants: body.applicants.data };
}

const js = () => test.info().project.use.javaScriptEnabled !== false;

test("the Instagram grid opens a slideshow of the model's photos", async ({ page }) => {
  await signIn(page, demo);
  const { id, applicants } = await castingApplicants();
  const applicant = applicants.find((a) => a.model.instagram && a.application_status === "liked")!;
  await page.goto(`/offer/apply/${id}/applicant/${applicant.id}?status=liked`);
  await expect(page.getByRole("heading", { level: 1, name: applicant.model.name })).toBeVisible();
  const grid = page.getByRole("list", { name: `Instagram photos of ${applicant.model.name}` });
  const count = await grid.getByRole("listitem").count();
  expect(count).toBeGreaterThanOrEqual(6);
  const thumb = await grid.locator("img").first().getAttribute("src");
  expect((await page.request.get(thumb!)).status()).toBe(200);
  await expectAccessible(page);

  await grid.getByRole("link", { name: `Open Instagram photo 2 of ${count}` }).click();
  const dialog = page.getByRole("dialog", { name: `Instagram photo 2 of ${count}` });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/[?&]photo=2\b/);
  const photo = dialog.getByRole("img", { name: `Instagram photo 2 of ${applicant.model.name}` });
  expect((await page.request.get((await photo.getAttribute("src"))!)).status()).toBe(200);
  await expectAccessible(page);

  await dialog.getByRole("link", { name: "Next photo →" }).click();
  await expect(page.getByRole("dialog", { name: `Instagram photo 3 of ${count}` })).toBeVisible();
  if (js()) {
    // The page's arrow keys step through the photos while the slideshow is open; Esc closes.
    await page.keyboard.press("ArrowLeft");
    await expect(page.getByRole("dialog", { name: `Instagram photo 2 of ${count}` })).toBeVisible();
    await page.keyboard.press("Escape");
  } else {
    await page.getByRole("dialog").getByRole("link", { name: "Close slideshow" }).click();
  }
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page).not.toHaveURL(/photo=/);
  // Still the same applicant: the keys did not move the review on.
  await expect(page.getByRole("heading", { level: 1, name: applicant.model.name })).toBeVisible();
});

test("a model without Instagram says 'No instagram'; the next model's photos load", async ({ page }) => {
  await signIn(page, demo);
  const { id, applicants } = await castingApplicants();
  const without = applicants.find((a) => !a.model.instagram)!;
  await page.goto(`/offer/apply/${id}/applicant/${without.id}?status=${without.application_status}`);
  await expect(page.getByRole("heading", { level: 1, name: without.model.name })).toBeVisible();
  await expect(page.getByText("No instagram", { exact: true })).toBeVisible();
  await expect(page.getByRole("list", { name: /^Instagram photos of/ })).toHaveCount(0);
  await expectAccessible(page);

  // A neighbour with an account: with JS its photos stream in after 'Loading Instagram photos...'.
  const step = page.getByRole("navigation", { name: "Applicants" }).getByRole("link").first();
  await step.click();
  await expect(page.getByRole("heading", { level: 1, name: without.model.name })).toHaveCount(0);
  const name = (await page.getByRole("heading", { level: 1 }).innerText()).replace("FINALIZED", "").trim();
  const other = applicants.find((a) => a.model.name === name)!;
  if (other.model.instagram)
    await expect(
      page
        .getByRole("list", { name: `Instagram photos of ${name}` })
        .getByRole("listitem")
        .first(),
    ).toBeVisible();
  else await expect(page.getByText("No instagram", { exact: true })).toBeVisible();
});

test("on a wide screen the slideshow shows the photo large beside a grid of all the posts; on a phone it stays a 352px popup", async ({ page }) => {
  await signIn(page, demo);
  const { id, applicants } = await castingApplicants();
  const applicant = applicants.find((a) => a.model.instagram && a.application_status === "liked")!;
  const name = applicant.model.name;
  await page.goto(`/offer/apply/${id}/applicant/${applicant.id}?status=liked`);
  const count = await page
    .getByRole("list", { name: `Instagram photos of ${name}` })
    .getByRole("listitem")
    .count();
  await page.goto(`/offer/apply/${id}/applicant/${applicant.id}?status=liked&photo=2`);
  const dialog = page.getByRole("dialog", { name: `Instagram photo 2 of ${count}` });
  await expect(dialog).toBeVisible();
  const photo = dialog.getByRole("img", { name: `Instagram photo 2 of ${name}` });
  const all = dialog.getByRole("list", { name: `All Instagram photos of ${name}` });
  const width = async (locator: typeof dialog) => (await locator.boundingBox())!.width;

  if (page.viewportSize()!.width < 900) {
    expect(await width(dialog)).toBeLessThanOrEqual(352);
    await expect(all).toHaveCount(0);
    return;
  }
  expect(await width(dialog)).toBeGreaterThan(352);
  await expect(all).toBeVisible();
  await expect(all.getByRole("listitem")).toHaveCount(count);
  // The open photo is marked in the grid and shown far larger than its thumbnail.
  const current = all.getByRole("link", { name: "Instagram photo 2", exact: true });
  await expect(current).toHaveAttribute("aria-current", "true");
  expect(await width(photo)).toBeGreaterThan(3 * (await width(current)));
  // Photo and grid side by side.
  const photoBox = (await photo.boundingBox())!;
  const gridBox = (await all.boundingBox())!;
  expect(gridBox.x).toBeGreaterThanOrEqual(photoBox.x + photoBox.width);
  await expectAccessible(page);

  // A thumbnail of the grid opens its photo (a link: URL state, with or without JavaScript).
  await all.getByRole("link", { name: `Instagram photo ${count}`, exact: true }).click();
  await expect(page.getByRole("dialog", { name: `Instagram photo ${count} of ${count}` })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`[?&]photo=${count}\\b`));
  await expect(page.getByRole("dialog").getByRole("link", { name: `Instagram photo ${count}`, exact: true })).toHaveAttribute("aria-current", "true");
});
