// Applicants: the overview reads Demo Bistro's seeded castings; the moves change data, so
// that test works on the casting of a brand of its own (the "casting" kit).
import { apiAs, demo, expect, expectAccessible, offerId, signIn, test } from "./support/fixtures";

test.use({ kit: ["casting"] });

test("the overview shows the filter states with counts, sorts, and the empty list", async ({ page }) => {
  await signIn(page, demo);
  const id = await offerId("Spring Casting");
  await page.goto(`/offer/apply/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Spring Casting: Applicants" })).toBeVisible();
  const filters = page.getByRole("navigation", { name: "Applicant filters" });
  await expect(filters.getByRole("link", { name: "Unreviewed 55" })).toHaveAttribute("aria-current", "page");
  await expect(filters.getByRole("link", { name: "Selected 8/10" })).toBeVisible();
  // A page of 24 at a time: 'Show more applicants' adds the next (a link, with or without JS).
  const cards = page.getByRole("list", { name: "Unreviewed applicants" }).getByRole("listitem");
  await expect(cards).toHaveCount(24);
  await expectAccessible(page);
  const first = (await cards.first().textContent()) ?? "";
  await page.getByRole("link", { name: "Show more applicants" }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(cards).toHaveCount(48);
  await expect(cards.first()).toHaveText(first);
  await page.getByRole("link", { name: "Show more applicants" }).click();
  await expect(cards).toHaveCount(55);
  await expect(page.getByRole("link", { name: "Show more applicants" })).toHaveCount(0);

  await page.getByLabel("Sort").selectOption("ig-greatest");
  if (test.info().project.use.javaScriptEnabled === false) await page.getByRole("button", { name: "Apply" }).press("Enter");
  await expect(page).toHaveURL(/sort=ig-greatest/);

  await filters.getByRole("link", { name: /^Selected/ }).click();
  await expect(page.getByRole("link", { name: "FINALIZE", exact: true })).toBeVisible();
  await expect(page.getByRole("list", { name: "Selected applicants" }).getByText("FINALIZED")).toHaveCount(3);

  await page.goto(`/offer/apply/${await offerId("Full House Feature")}?status=dismissed`);
  await expect(page.getByText("No applicants here.")).toBeVisible();
  await page.getByRole("navigation", { name: "Applicant filters" }).getByRole("link", { name: "Selected 2/2" }).click();
  await expect(page.getByRole("button", { name: "FINALIZE" })).toBeDisabled();
  await expect(page.getByText("You can finalize once the deliberation starts.")).toBeVisible();
  await expectAccessible(page);
});

test("reviewing: moves go to the next applicant, full selections and finalized applicants are refused", async ({ page, brand }) => {
  test.slow(); // a fresh brand, then five pages with axe and two refusals
  await signIn(page, brand);
  const id = brand.offers.casting!.id;
  await page.goto(`/offer/apply/${id}`);
  const unreviewed = page.getByRole("list", { name: "Unreviewed applicants" }).getByRole("link");
  const names = (await unreviewed.allInnerTexts()).map((t) => t.split("\n")[0]!.trim());
  await unreviewed.first().click();
  await expect(page.getByRole("heading", { level: 1, name: names[0] })).toBeVisible();
  await expect(page.getByText("1 of 3")).toBeVisible();
  await expectAccessible(page);
  const firstLink = page.url();
  await page.getByRole("button", { name: /^LIKE/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: names[1] })).toBeVisible();
  await expect(page.getByText("1 of 2")).toBeVisible();
  // A link to an applicant outlives a move (its ?status= says Unreviewed): the page finds it in Liked.
  await page.goto(firstLink);
  await expect(page.getByRole("heading", { level: 1, name: names[0] })).toBeVisible();
  await expect(page.getByRole("link", { name: /: all liked$/ })).toBeVisible();
  await expect(page.getByRole("button", { name: /^SELECT/ })).toBeVisible();

  // Liked now holds three; select one (2 spots, 1 taken), then the next is refused.
  await page.goto(`/offer/apply/${id}?status=liked`);
  await page.getByRole("list", { name: "Liked applicants" }).getByRole("link").first().click();
  await page.getByRole("button", { name: /^SELECT/ }).click();
  await expect(page.getByText(/of 2$/)).toBeVisible();
  await page.getByRole("button", { name: /^SELECT/ }).click();
  const full = page.getByRole("dialog", { name: "Selections are full" });
  await expect(full).toBeVisible();
  await expectAccessible(page);
  await full.getByRole("link", { name: "OKAY" }).click();
  await expect(full).toBeHidden();

  // FINALIZE asks first; NO changes nothing, YES locks the selected applicants and the offers
  // page says so, naming the offer (once: a reload no longer shows it).
  await page.goto(`/offer/apply/${id}?status=selected`);
  await expect(page.getByRole("link", { name: "Selected 2/2" })).toBeVisible();
  await page.getByRole("link", { name: "FINALIZE", exact: true }).click();
  const confirm = page.getByRole("dialog", { name: "Finalize selections?" });
  await expect(confirm).toContainText(`This locks the 2 selected applicants of ${brand.offers.casting!.subtitle}.`);
  await expectAccessible(page);
  await confirm.getByRole("link", { name: "NO" }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole("list", { name: "Selected applicants" }).getByText("FINALIZED")).toHaveCount(0);
  await page.getByRole("link", { name: "FINALIZE", exact: true }).click();
  await confirm.getByRole("button", { name: "YES" }).click();
  await expect(page).toHaveURL(/\/offers\/active$/);
  const done = page.getByRole("status").filter({ hasText: `The selections of ${brand.offers.casting!.subtitle} are finalized.` });
  await expect(done).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Offers" })).toBeVisible();
  await expect(done).toHaveCount(0);
  await page.goto(`/offer/apply/${id}?status=selected`);
  await page.getByRole("list", { name: "Selected applicants" }).getByRole("link").first().click();
  await page.getByRole("button", { name: /^DISMISS/ }).click();
  await expect(page.getByRole("dialog", { name: "Applicant already finalized" })).toBeVisible();
});

test("a brand can review with the keyboard (skipped without JS: the shortcuts are a JavaScript enhancement)", async ({ page }) => {
  test.skip(test.info().project.use.javaScriptEnabled === false, "keyboard shortcuts are a JavaScript enhancement");
  await signIn(page, demo);
  const id = await offerId("Spring Casting");
  await page.goto(`/offer/apply/${id}?status=unreviewed`);
  await page.getByRole("list", { name: "Unreviewed applicants" }).getByRole("link").nth(1).click();
  await expect(page.getByText("2 of 55")).toBeVisible();
  await expect(page.getByText("previous · → next")).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByText("3 of 55")).toBeVisible();
  await page.keyboard.press("ArrowLeft");
  await expect(page.getByText("2 of 55")).toBeVisible();
});

test("an applicant the brand's rule skips says why, on the card and on the applicant's page", async ({ page }) => {
  await signIn(page, demo);
  const api = await apiAs(demo);
  const { body } = await api.call<{ data: { id: number; subtitle: string }[] }>("GET", `/businesses/${api.businessId}/deals/upcoming?attendees=false`);
  await page.goto(`/offer/apply/${body.data.find((o) => o.subtitle === "Catalogue Shoot")!.id}`);
  const cards = page.getByRole("list", { name: "Unreviewed applicants" }).getByRole("listitem");
  // The demo skips models with 2 or more no-shows in 90 days; its one unreviewed applicant has two.
  await expect(cards.last()).toContainText("Skipped by your rule: 2 no-shows in the last 90 days");
  await expectAccessible(page);
  await cards.last().getByRole("link").first().click();
  await expect(page.getByText("Skipped by your rule: 2 no-shows in the last 90 days")).toBeVisible();
  await expectAccessible(page);
});
