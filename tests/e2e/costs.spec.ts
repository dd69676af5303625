// Cost per result (docs/product/results.md#cost-per-result): the wizard's optional 'Value per model', the month's spend and
// costs on /results, and shared reports that never carry them.
import type { Page } from "@playwright/test";
import { COSTS_KIT_SPEND_CENTS } from "../../api/test-support/kits-results";
import { apiAs, type Brand, expect, expectAccessible, isPhone, serverEnv, signIn, test } from "./support/fixtures";
import { fillBasics, heading, next, submitAndFind } from "./support/wizard-steps";

const VALUE_FORMAT = "Enter the value in dollars and cents, like 45 or 12.50";
const dollars = (cents: number) => `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The COST PER RESULT figure with this label: its value, and its reason when it has none. */
function costFigure(page: Page, label: string) {
  return page
    .getByRole("region", { name: "COST PER RESULT" })
    .locator(".figure", { has: page.locator("dt", { hasText: new RegExp(`^${label}$`) }) })
    .locator("dd");
}

/** The brand's one monthly report (the results kit's, last month): its public id. */
async function monthReportId(brand: Brand) {
  const api = await apiAs(brand);
  const { body } = await api.call<{ data: { id: string; type: string }[] }>("GET", "/report/shared");
  return body.data.find((r) => r.type === "monthly")!.id;
}

test.describe("value per model in the wizard", () => {
  test("a gift's value per model is optional, a bad one says how to write it, and what was typed is kept across steps", async ({ page, brand }, info) => {
    const subtitle = `Valued tote ${info.project.name}`;
    await signIn(page, brand);
    await page.goto("/offers/create");
    await fillBasics(page, "Gift", subtitle);
    const value = page.getByLabel("Value per model");
    await expect(value).toHaveValue("");
    await value.fill("twelve");
    await next(page);
    // Without JS the step count follows the type once a page 1 with it has been saved.
    await heading(page, 1, test.info().project.use.javaScriptEnabled === false ? 3 : 2);
    await expect(page.getByLabel("Value per model")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText(VALUE_FORMAT)).toBeVisible();
    await expect(page.getByLabel("Value per model")).toHaveAccessibleDescription(new RegExp(VALUE_FORMAT.replace(".", "\\.")));
    await expect(page.getByLabel("Title", { exact: true })).toHaveValue(subtitle);
    await expectAccessible(page);

    await page.getByLabel("Value per model").fill("12.50");
    await next(page);
    await heading(page, 2, 2);
    // Back to step 1 and on again: the value is the draft's.
    await page.getByRole("button", { name: "Back" }).click();
    await heading(page, 1, 2);
    await expect(page.getByLabel("Value per model")).toHaveValue("12.50");
    await expect(page.getByText(VALUE_FORMAT)).toHaveCount(0);
    await next(page);
    await heading(page, 2, 2);
    await page.getByRole("checkbox", { name: "Profile image 1", exact: true }).check();
    await submitAndFind(page, subtitle, "active");

    const api = await apiAs(brand);
    const list = await api.call<{ data: { subtitle: string; value_per_model_cents: number | null }[] }>(
      "GET",
      `/businesses/${api.businessId}/deals/active?attendees=false`,
    );
    expect(list.body.data.find((o) => o.subtitle === subtitle)?.value_per_model_cents).toBe(1250);
  });

  test("a job is not asked for a value per model: its wages are its cost", async ({ page, brand }) => {
    await signIn(page, brand);
    await page.goto("/offers/create");
    await fillBasics(page, "Job", "Valued job");
    // The job's own fields appear once the type is chosen (after a post without JS).
    if (test.info().project.use.javaScriptEnabled === false) await next(page);
    await expect(page.getByLabel("Display start date")).toBeVisible();
    await expect(page.getByLabel("Value per model")).toHaveCount(0);
  });
});

test.describe("cost per result on the monthly report", () => {
  test.describe("a month with spend", () => {
    test.use({ kit: ["results", "costs"] });

    test("shows the month's spend, cost per post and cost per 1,000 reach (skipped on phones: the monthly page is for desktops)", async ({ page, brand }) => {
      test.skip(isPhone(page), "the monthly page is for desktops");
      await signIn(page, brand);
      await page.goto("/results");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(brand.offers.month!.subtitle);
      await expect(page.getByRole("heading", { name: "COST PER RESULT" })).toBeVisible();
      const action = page.getByRole("region", { name: "INSTAGRAM ACTION" });
      const reach = Number(
        await action
          .locator("dt", { hasText: /^Viewers reached$/ })
          .locator("xpath=following-sibling::dd")
          .getAttribute("title")
          .then((t) => t!.replaceAll(",", "")),
      );
      expect(reach).toBeGreaterThan(0);
      await expect(costFigure(page, "Spend")).toHaveText([dollars(COSTS_KIT_SPEND_CENTS)]);
      await expect(costFigure(page, "Cost per post")).toHaveText([dollars(Math.round(COSTS_KIT_SPEND_CENTS / 3))]);
      await expect(costFigure(page, "Cost per 1,000 reach")).toHaveText([dollars(Math.round((COSTS_KIT_SPEND_CENTS * 1000) / reach))]);
      await expectAccessible(page);
    });

    test("shared reports never show or receive the brand's costs: the page, /static and the API's JSON", async ({ page, brand }) => {
      const id = await monthReportId(brand);
      const { apiPort } = serverEnv();
      const json = await page.request.get(`http://127.0.0.1:${apiPort}/v1.3/report/${encodeURIComponent(id)}`, {
        headers: { "x-client-type": "business", "x-client-version": "2.8" },
      });
      expect(json.status()).toBe(200);
      const text = await json.text();
      expect(text).toContain('"posts"');
      expect(text).not.toMatch(/spend|cost|value_per_model|wages/i);
      for (const path of [`/report/${id}`, `/static/${id}`]) {
        const html = await (await page.request.get(path)).text();
        expect(html).toContain("INSTAGRAM ACTION");
        expect(html).not.toMatch(/COST PER RESULT|Spend|Cost per|value_per_model|spend_cents|\$610\.00/);
      }
      await page.goto(`/report/${id}`);
      await expect(page.getByRole("heading", { name: "INSTAGRAM ACTION" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "COST PER RESULT" })).toHaveCount(0);
      await expect(page.getByText(dollars(COSTS_KIT_SPEND_CENTS))).toHaveCount(0);
      await expectAccessible(page);
    });
  });

  test.describe("a month without spend", () => {
    test.use({ kit: ["results"] });

    test("shows '—' and why for each figure (skipped on phones: the monthly page is for desktops)", async ({ page, brand }) => {
      test.skip(isPhone(page), "the monthly page is for desktops");
      await signIn(page, brand);
      await page.goto("/results");
      await expect(page.getByRole("heading", { name: "COST PER RESULT" })).toBeVisible();
      await expect(costFigure(page, "Spend")).toHaveText(["\u2014", "No claims completed this month"]);
      await expect(costFigure(page, "Cost per post")).toHaveText(["\u2014", "No spend this month"]);
      await expect(costFigure(page, "Cost per 1,000 reach")).toHaveText(["\u2014", "No spend this month"]);
      await expectAccessible(page);
    });
  });
});
