// Each offer type the first wizard tests don't cover, created end to end by a brand of the
// test's own and found under the right tab of /offers (timed and swing_by start later: Upcoming).
import { apiAs, expect, expectAccessible, test } from "./support/fixtures";
import { finishOffer, heading, inDays, next, pickTime, startOffer, submitAndFind } from "./support/wizard-steps";

test.describe.configure({ timeout: 120_000 });

test.describe("create offer wizard: every type", () => {
  for (const [type, label, days] of [
    ["timed", "Timed", 3],
    ["swing_by", "Swing by", 4],
  ] as const) {
    test(`creates a ${type} offer with start and end times; it is Upcoming`, async ({ page, brand }, info) => {
      const subtitle = `Wizard ${type} ${info.project.name}`;
      await startOffer(page, brand, label, subtitle);
      await heading(page, 2, 3);
      await page.getByLabel("Shared spots").fill("6");
      await pickTime(page, "Start", inDays(days), "6", "30", "PM");
      await pickTime(page, "End", inDays(days), "9", "0", "PM");
      await page.getByLabel("Repeat").selectOption("weekly");
      await finishOffer(page, "Profile image 1", subtitle, "upcoming");
    });
  }

  test("creates a reservation_required offer, which needs its method and details", async ({ page, brand }, info) => {
    const subtitle = `Wizard reservation ${info.project.name}`;
    await startOffer(page, brand, "Reservation required", subtitle);
    await heading(page, 2, 3);
    await page.getByLabel("Shared spots").fill("4");
    await next(page);
    await expect(page.getByText("Reservation method is required")).toBeVisible();
    await expect(page.getByText("Reservation details are required")).toBeVisible();
    await expect(page.getByLabel("Shared spots")).toHaveValue("4");
    await page.getByLabel("Reservation method").selectOption("phone");
    await page.getByLabel("Reservation details").fill("Call +1 718 555 0199 to book.");
    await finishOffer(page, "Instagram image 2", subtitle, "active");
  });

  test("creates a sponsored_content offer in two steps", async ({ page, brand }, info) => {
    const api = await apiAs(brand);
    const subtitle = `Wizard sponsored ${info.project.name}`;
    await startOffer(page, brand, "Sponsored content", subtitle);
    await heading(page, 2, 2);
    await page.getByRole("checkbox", { name: "Profile image 2" }).check();
    await page.getByLabel("Social mentions").fill("@rivalstudio, rivalstudio");
    await submitAndFind(page, subtitle, "active");
    const list = await api.call<{ data: { subtitle: string; female_spots: number; social_mentions: string[] }[] }>(
      "GET",
      `/businesses/${api.businessId}/deals/active?attendees=false`,
    );
    expect(list.body.data.find((o) => o.subtitle === subtitle)).toMatchObject({ female_spots: 1, social_mentions: ["rivalstudio"] });
  });

  test("creates a job with display dates, target cities and model requirements", async ({ page, brand }, info) => {
    const api = await apiAs(brand);
    const subtitle = `Wizard job ${info.project.name}`;
    // The job's own fields appear once the type is chosen (after a post without JS).
    await startOffer(page, brand, "Job", subtitle);
    await expect(page.getByText("Start time is required")).toBeVisible();
    await page.getByLabel("Display start date").fill(inDays(5));
    await page.getByLabel("Display end date").fill(inDays(12));
    await page.getByRole("group", { name: "Target cities" }).getByRole("checkbox", { name: "Miami" }).check();
    await next(page);
    await heading(page, 2, 3);
    await expect(page.getByLabel("Repeat")).toHaveCount(0);
    await page.getByLabel("Shared spots").fill("2");
    await page.getByLabel("Minimum height").selectOption("165");
    await page.getByLabel("Minimum bust").selectOption("32");
    await page.getByLabel("Maximum bust").selectOption("30");
    await page.getByRole("group", { name: "Hair colours" }).getByRole("checkbox", { name: "Black" }).check();
    await page.getByRole("group", { name: "Backgrounds" }).getByRole("checkbox", { name: "Mixed" }).check();
    await page.getByRole("group", { name: "Dress sizes" }).getByRole("checkbox", { name: "4", exact: true }).check();
    await page.getByRole("group", { name: "Suit sizes" }).getByRole("checkbox", { name: "40R" }).check();
    await page.getByLabel("Minimum collar").selectOption("15");
    await next(page);
    await expect(page.getByText("Minimum bust can't be over the maximum bust")).toBeVisible();
    await expect(page.getByLabel("Minimum height")).toHaveValue("165");
    await expect(page.getByRole("group", { name: "Suit sizes" }).getByRole("checkbox", { name: "40R" })).toBeChecked();
    await expectAccessible(page);
    await page.getByLabel("Maximum bust").selectOption("36");
    await finishOffer(page, "Profile image 3", subtitle, "active");
    const list = await api.call<{
      data: { id: number; subtitle: string; mode: string; job_requirements: string | null; model_requirements: Record<string, unknown>; city_ids: number[] }[];
    }>("GET", `/businesses/${api.businessId}/deals/active?attendees=false`);
    const job = list.body.data.find((o) => o.subtitle === subtitle);
    // Its call sheet opens before one is sent, its job requirements (text) empty.
    await page.goto(`/offers/${job!.id}/callSheet/`);
    await expect(page.getByRole("heading", { level: 1, name: `${subtitle}: Call Sheet` })).toBeVisible();
    await expect(page.getByLabel("Job requirements")).toHaveValue("");
    expect(job).toMatchObject({
      mode: "apply",
      city_ids: [3],
      job_requirements: null,
      model_requirements: { height_minimum: 1650, bust_minimum: 32, bust_maximum: 36, collar_minimum: 15, hair_colors: ["Black"], backgrounds: ["Mixed"] },
    });
  });
});
