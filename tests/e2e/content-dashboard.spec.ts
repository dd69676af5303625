// A brand's content where it already looks (docs/features/content.md): the dashboard's "Waiting
// on you" tells this month's posts without a disclosure and the rights ending this week, each a
// link into the content library; the claims modal shows each post's disclosure check; the wizard
// asks for usage rights up front, and what is typed there survives a refusal, Back and Next,
// with JavaScript or without.
import { apiAs, expect, expectAccessible, expectFitsPhone, signIn, test } from "./support/fixtures";
import { heading, next, startOffer } from "./support/wizard-steps";

test.describe("the dashboard's content", () => {
  test.use({ kit: ["content"] });

  test("says how many of this month's posts have no disclosure and whose rights end, with links to the library", async ({ page, brand }) => {
    const api = await apiAs(brand);
    const { body } = await api.call<{ data: { month: { from: string }; content: { rights_ending: { model: string }[] } } }>(
      "GET",
      `/businesses/${api.businessId}/dashboard`,
    );
    const month = body.data.month.from.slice(0, 7);
    // The kit's posts are 12 days old: early in a month they are last month's, and the line says nothing then.
    const library = await api.call<{ data: { total: number } }>("GET", `/content?disclosure=missing&month=${month}&limit=1`);
    const missing = library.body.data.total;
    // The kit grants rights to one post of one model, ending in five days.
    const model = body.data.content.rights_ending[0]?.model;
    expect(model, "the kit's rights ending this week").toBeTruthy();

    await signIn(page, brand);
    await page.goto("/");
    const waiting = page.getByRole("region", { name: "Waiting on you" });
    await expect(waiting.getByRole("heading", { level: 3 })).toHaveText(["Your content"]);
    const ending = waiting.getByRole("link", { name: new RegExp(`^Rights to 1 of ${model}'s posts end on [A-Z][a-z]{2} \\d{1,2} `) });
    await expect(ending).toHaveAttribute("href", "/content?rights=granted");
    const disclosure = waiting.getByRole("link", { name: /posts? this month (has|have) no disclosure/ });
    if (missing > 0) {
      await expect(disclosure).toHaveText(new RegExp(`^${missing} posts? this month (has|have) no disclosure See (it|them) in the content library$`));
      await expect(disclosure).toHaveAttribute("href", `/content?disclosure=missing&month=${month}`);
    } else {
      await expect(disclosure).toHaveCount(0);
    }
    await expectAccessible(page);
    await expectFitsPhone(page);
    await ending.click();
    await expect(page).toHaveURL(/\/content\?rights=granted$/);
    await expect(page.getByRole("heading", { level: 1, name: "Content" })).toBeVisible();
  });

  test("the claims modal shows each post's disclosure check, linking to the post", async ({ page, brand }) => {
    await signIn(page, brand);
    await page.goto(`/offers/past?modal=claims&offer=${brand.offers.club!.id}`);
    const modal = page.getByRole("dialog");
    const posts = modal.getByRole("list", { name: /^Posts of / });
    // The kit's seven models each posted once, the captions in turn disclosed, late, missing and disclosed.
    await expect(posts).toHaveCount(7);
    await expect(modal.getByRole("link", { name: "Post 1: No disclosure" })).toHaveCount(2);
    await expect(modal.getByRole("link", { name: "Post 1: Disclosed late" })).toHaveCount(2);
    await expect(modal.getByRole("link", { name: "Post 1: Disclosed", exact: true })).toHaveCount(3);
    const missing = modal.getByRole("link", { name: "Post 1: No disclosure" }).first();
    await expect(missing).toHaveAttribute("href", /^\/content\/\d+$/);
    await expectAccessible(page);
    await expectFitsPhone(page);
    await missing.click();
    await expect(page).toHaveURL(/\/content\/\d+$/);
    await expect(page.getByRole("heading", { level: 1, name: /^Post by / })).toBeVisible();
  });
});

test.describe("an offer that asks for usage rights up front", () => {
  test.describe.configure({ timeout: 120_000 });

  test("keeps the terms through a refusal, Back and Next, and the offer carries them", async ({ page, brand }, info) => {
    const subtitle = `Rights up front ${info.project.name}`;
    await startOffer(page, brand, "Sponsored content", subtitle);
    await heading(page, 2, 2);
    const rights = page.getByRole("group", { name: "Usage rights (optional)" });
    const uses = rights.getByRole("group", { name: "Uses" });
    await uses.getByRole("checkbox", { name: "Repost", exact: true }).check();
    await uses.getByRole("checkbox", { name: "Paid ads", exact: true }).check();
    await rights.getByLabel("Term").selectOption("90d");
    await rights.getByLabel("Fee").fill("a lot");
    await rights.getByLabel("Note to models").fill("For the spring menu.");
    await page.getByRole("checkbox", { name: "Profile image 1", exact: true }).check();
    await page.getByRole("button", { name: "Submit offer" }).click();

    // The fee is refused by its field; nothing typed is lost.
    await expect(rights.getByText("Enter the fee in dollars and cents, like 150 or 12.50, or leave it empty for no fee.")).toBeVisible();
    await expect(rights.getByLabel("Fee")).toHaveAttribute("aria-invalid", "true");
    await expect(uses.getByRole("checkbox", { name: "Paid ads", exact: true })).toBeChecked();
    await expect(rights.getByLabel("Note to models")).toHaveValue("For the spring menu.");
    await expectAccessible(page);
    await expectFitsPhone(page);

    // Back and Next keep the page's terms in the draft.
    await rights.getByLabel("Fee").fill("150");
    await page.getByRole("button", { name: "Back" }).click();
    await heading(page, 1, 2);
    await next(page);
    await heading(page, 2, 2);
    await expect(uses.getByRole("checkbox", { name: "Repost", exact: true })).toBeChecked();
    await expect(uses.getByRole("checkbox", { name: "Print", exact: true })).not.toBeChecked();
    await expect(rights.getByLabel("Term")).toHaveValue("90d");
    await expect(rights.getByLabel("Fee")).toHaveValue("150");
    await page.getByRole("button", { name: "Submit offer" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Your offer has been submitted!" })).toBeVisible();

    const api = await apiAs(brand);
    const lists = await Promise.all(
      ["active", "upcoming"].map((tab) =>
        api.call<{ data: { subtitle: string; rights_terms: unknown }[] }>("GET", `/businesses/${api.businessId}/deals/${tab}?attendees=false`),
      ),
    );
    const offer = lists.flatMap((l) => l.body.data).find((o) => o.subtitle === subtitle);
    expect(offer?.rights_terms).toEqual({ uses: ["repost", "ads"], term: "90d", fee_cents: 15000, note: "For the spring menu." });
  });
});
