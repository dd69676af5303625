// Figures per location and for the group (docs/features/locations.md#figures-per-location): Results and
// the dashboard's month block filter by location with a get form (JavaScript on or off), the month
// links and the CSV links keep the choice, and each location's figures and the rest's add up to the
// group's, as the API computes them by one rule. The brand: last month's three posts (no offer, so
// the rest's), the costs kit's completed claims (its offers at the main location, the gift at none)
// and a second location, Second Street.
import type { Page } from "@playwright/test";
import { consoleErrors, expect, expectAccessible, expectFitsPhone, isPhone, signIn, test } from "./support/fixtures";

test.use({ kit: ["results", "costs", "venues"] });

/** The filter's choices on a page: [value, label], the group's first. */
async function choices(page: Page, id: string) {
  return page.locator(`#${id} option`).evaluateAll((options) => options.map((o) => [(o as HTMLOptionElement).value, o.textContent ?? ""]));
}

/** "$585.00" → 58500; "—" (no figure) → 0. */
const cents = (text: string) => (/\$/.test(text) ? Math.round(Number(text.replace(/[^\d.]/g, "")) * 100) : 0);

/** What Results shows of the month: its posts and models, spend, and the posts CSV link. */
async function resultsFigures(page: Page) {
  const count = async (id: string) => Number((await page.locator(`#${id} .report-section__count`).textContent())!.replace(/\D/g, ""));
  const spend = page.locator("section[aria-labelledby=cost-per-result] .figure").filter({ has: page.getByText("Spend", { exact: true }) });
  return { posts: await count("posts"), models: await count("the-models"), spend: cents((await spend.locator("dd").first().textContent())!) };
}

const add = (parts: Record<string, number>[]) => {
  const total: Record<string, number> = {};
  for (const part of parts) for (const [key, value] of Object.entries(part)) total[key] = (total[key] ?? 0) + value;
  return total;
};

test("Results shows one location's month or the group's, and the locations' and the rest's add up to the group's (skipped on phones: the monthly page is for desktops)", async ({
  page,
  brand,
}) => {
  test.skip(isPhone(page), "the monthly page is for desktops: the phone's Results is the next test's");
  const errors = consoleErrors(page);
  await signIn(page, brand);
  await page.goto("/results");
  const options = await choices(page, "results-location");
  expect(options.map(([, label]) => label)).toEqual(["All locations", brand.name, "Second Street", "No location"]);
  const group = await resultsFigures(page);
  expect(group).toEqual({ posts: 3, models: 3, spend: 61_000 });
  await expect(page.locator(".results__place")).toHaveCount(0);

  // Chosen as a brand does, with the form: the page says where, and its links keep the place.
  await page.getByLabel("Location").first().selectOption({ label: "Second Street" });
  await page.getByRole("button", { name: "Show" }).first().click();
  const second = options.find(([, label]) => label === "Second Street")![0];
  await expect(page).toHaveURL(new RegExp(`[?&]location=${second}(&|$)`));
  await expect(page.locator(".results__place")).toHaveText("· Second Street");
  await expect(page.getByLabel("Location").first()).toHaveValue(second!);
  await expect(page.getByRole("link", { name: "Posts CSV" }).first()).toHaveAttribute("href", new RegExp(`&location=${second}$`));
  for (const link of await page.getByRole("navigation", { name: "Months" }).getByRole("link").all()) {
    await expect(link).toHaveAttribute("href", new RegExp(`&location=${second}$`));
  }
  await expectAccessible(page);

  const parts: Record<string, number>[] = [];
  for (const [value, label] of options.slice(1)) {
    await page.goto(`/results?location=${value}`);
    await expect(page.locator(".results__place")).toHaveText(`· ${label}`);
    parts.push(await resultsFigures(page));
  }
  // The models of the parts may overlap (a model at two venues); the posts and spend add up.
  const { models: _models, ...sum } = add(parts);
  expect(sum).toEqual({ posts: group.posts, spend: group.spend });
  expect(parts).toMatchObject([
    { posts: 0, spend: 58_500 },
    { posts: 0, spend: 0 },
    { posts: 3, spend: 2_500 },
  ]);
  expect(errors).toEqual([]);
});

test("on a phone Results keeps the location for the month's CSVs, whose rows are that location's", async ({ page, brand }) => {
  await signIn(page, brand);
  await page.goto("/results");
  const filter = isPhone(page) ? "results-location-phone" : "results-location";
  const none = (await choices(page, filter)).find(([, label]) => label === "No location")![0]!;
  await page.locator(`#${filter}`).selectOption(none);
  await page.locator(`#${filter}`).locator("xpath=ancestor::form").getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/[?&]location=none(&|$)/);
  const link = page.getByRole("link", { name: "Posts CSV" }).locator("visible=true");
  await expect(link).toHaveAttribute("href", /&location=none$/);
  const csv = await page.request.get((await link.getAttribute("href"))!);
  expect(csv.status()).toBe(200);
  const lines = (await csv.text())
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");
  expect(lines[0]).toBe("Model,Instagram handle,Offer,Location,Date,Type,Likes,Comments,Reach,Link");
  // The rest's posts: the results kit's three, of no offer and no location.
  expect(lines).toHaveLength(4);
  for (const line of lines.slice(1)) expect(line).toMatch(/^[^,]+,[^,]*,,,\d{4}-\d{2}-\d{2},/);
  // The main location had no posts last month: its CSV is the header alone.
  const main = (await choices(page, filter)).find(([, label]) => label === brand.name)![0]!;
  const empty = await page.request.get((await link.getAttribute("href"))!.replace("location=none", `location=${main}`));
  expect(
    (await empty.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n"),
  ).toHaveLength(1);
  if (isPhone(page)) await expectFitsPhone(page);
  await expectAccessible(page);
});

test("the dashboard's month block is of the chosen location, and its parts add up to the group's", async ({ page, brand }) => {
  const errors = consoleErrors(page);
  await signIn(page, brand);
  await page.goto("/");
  const block = page.locator("section.month");
  /** The month block's spend this month so far: none when the block says there is nothing to compare. */
  const spend = async () => {
    const row = block.getByRole("row", { name: /^Spend/ });
    await expect(row.or(block.getByText("No posts this month or in the same days of last month."))).toBeVisible();
    return (await row.count()) ? cents((await row.getByRole("cell").first().textContent())!) : 0;
  };
  const options = await choices(page, "month-location");
  expect(options.map(([, label]) => label)).toEqual(["All locations", brand.name, "Second Street", "No location"]);
  const group = await spend();
  // This month so far: the Studio Lunch's check-in today.
  expect(group).toBe(4_500);

  await block.getByLabel("Location").selectOption({ label: brand.name });
  await block.getByRole("button", { name: "Show" }).click();
  const main = options.find(([, label]) => label === brand.name)![0];
  await expect(page).toHaveURL(new RegExp(`[?&]location=${main}(&|$)`));
  await expect(block.getByLabel("Location")).toHaveValue(main!);
  await expect(block.getByRole("link", { name: "Monthly results" })).toHaveAttribute("href", `/results?location=${main}`);
  // The other blocks stay the brand's: today's check-ins of every location.
  await expect(page.locator("section.today").getByRole("list", { name: "Check-ins expected today" })).toContainText("Second Street Supper");
  await expectFitsPhone(page);
  await expectAccessible(page);

  const parts: number[] = [];
  for (const [value] of options.slice(1)) {
    await page.goto(`/?location=${value}`);
    await expect(block.getByLabel("Location")).toHaveValue(value!);
    parts.push(await spend());
  }
  expect(parts).toEqual([4_500, 0, 0]);
  expect(parts.reduce((a, b) => a + b, 0)).toBe(group);
  expect(errors).toEqual([]);
});

test("Share on one location's month makes a link of its own, whose report is that location's (skipped on phones: the monthly page is for desktops)", async ({
  page,
  brand,
  browser,
}) => {
  test.skip(isPhone(page), "the monthly page is for desktops: a phone has no Share");
  const errors = consoleErrors(page);
  await signIn(page, brand);
  await page.goto("/results");
  const second = (await choices(page, "results-location")).find(([, label]) => label === "Second Street")![0]!;
  // The rest ("No location") has no report of its own to share.
  await page.goto("/results?location=none");
  await expect(page.getByText("Share", { exact: true })).toHaveCount(0);
  await page.goto(`/results?location=${second}`);
  const title = (await page.getByRole("heading", { level: 1 }).textContent())!;
  await page.getByText("Share", { exact: true }).click();
  await expect(page.getByText("A link of its own shows Second Street’s month to anyone who has it, without signing in.")).toBeVisible();
  await page.getByRole("button", { name: "Make a link", exact: true }).click();
  const link = page.getByLabel("Anyone with this link can see Second Street’s report, without signing in:");
  await expect(link).toHaveValue(/\/report\/[\w-]{22}$/);
  const url = await link.inputValue();
  await expectAccessible(page);
  // The group's month keeps its own link.
  await page.goto("/results");
  await page.getByText("Share", { exact: true }).click();
  await expect(page.getByLabel("Anyone with this link can see this report, without signing in:")).not.toHaveValue(url);

  // Anyone with the link, signed out: the location's month, titled so.
  const stranger = await browser.newPage();
  await stranger.goto(url);
  await expect(stranger.getByRole("heading", { level: 1 })).toHaveText(`${title}: Second Street`);
  await expect(stranger.getByText("No posts in this period.")).toBeVisible();
  await stranger.close();
  expect(errors).toEqual([]);
});

test("a location of another brand, or one that is not an id, is not a page of figures", async ({ page, brand }) => {
  await signIn(page, brand);
  const other = await page.goto("/results?location=999999999");
  expect(other!.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
  // Not an id: the group's figures, as the link without a location.
  const junk = await page.goto("/?location=downtown");
  expect(junk!.status()).toBe(200);
  await expect(page.locator("section.month").getByLabel("Location")).toHaveValue("");
});
