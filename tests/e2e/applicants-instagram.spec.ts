// The applicant page's Instagram photos (SPEC §2 Applicants): a grid three to a row, a
// slideshow modal in the URL (?photo=N) with previous/next and close, 'No instagram' for a
// model without an account. It only reads Demo Bistro's seeded casting.
import { apiAs, demo, expect, expectAccessible, offerId, signIn, test } from "./fixtures";

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
