// Deleting a saved template from the wizard's previous offers (issue #5), as Demo Bistro.
// Each project deletes the template of its own seeded past offer (api/seed/templates.ts);
// opening the list saves Demo Bistro's one draft, so the projects take turns.
import { apiAs, demo, expect, expectAccessible, rival, signIn, test } from "./fixtures";
import { withLock } from "./lock";

const SUBTITLES: Record<string, string> = { "desktop-js": "Spring Brunch", "desktop-nojs": "Winter Gift Box", "phone-js": "Valentine's Dinner", "phone-nojs": "Lookbook Shoot" };
const withDemoDraftLock = <T>(work: () => Promise<T>) => withLock("wizard-demo", work, { waitMs: 150_000, staleMs: 60_000 });

type Previous = { id: number; subtitle: string; template_id: number | null; template_key: string | null };

async function previousOffers() {
  const api = await apiAs(demo);
  return (await api.call<{ data: Previous[] }>("GET", `/businesses/${api.businessId}/deals/previous`)).body.data;
}

test.describe.configure({ timeout: 180_000 });

test.describe("saved templates in the previous offers", () => {
  test("a template is deleted behind a confirmation; the offer stays on the list", async ({ page }, info) => {
    const subtitle = SUBTITLES[info.project.name]!;
    const before = (await previousOffers()).find((o) => o.subtitle === subtitle);
    expect(before?.template_id, `the seed gives ${subtitle} a template`).not.toBeNull();

    await withDemoDraftLock(async () => {
      await signIn(page, demo);
      await page.goto("/offers/create");
      await page.getByRole("button", { name: "Start from a previous offer" }).click();
      const list = page.getByRole("region", { name: "Start from a previous offer" });
      await expect(list).toBeVisible();
      const deleteLink = list.getByRole("link", { name: `Delete template of ${subtitle}`, exact: true });
      await expect(deleteLink).toBeVisible();
      await expectAccessible(page);

      // NO keeps the template.
      await deleteLink.click();
      const dialog = page.getByRole("dialog", { name: "Delete template?" });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(`The saved template of ${subtitle} will be deleted.`);
      await expectAccessible(page);
      await dialog.getByRole("link", { name: "NO" }).click();
      await expect(dialog).toHaveCount(0);
      await expect(deleteLink).toBeVisible();

      // YES deletes it: the list shows again, the offer without its template.
      await deleteLink.click();
      await page.getByRole("dialog", { name: "Delete template?" }).getByRole("button", { name: "YES" }).click();
      await expect(page.getByText("Template deleted. The offer stays in your previous offers.")).toBeVisible();
      await expect(list.getByRole("button", { name: `Use ${subtitle}`, exact: true })).toBeVisible();
      await expect(deleteLink).toHaveCount(0);
      await expectAccessible(page);
      await page.reload();
      await expect(list.getByRole("button", { name: `Use ${subtitle}`, exact: true })).toBeVisible();
      await expect(deleteLink).toHaveCount(0);
    });
    const after = (await previousOffers()).find((o) => o.id === before!.id);
    expect(after).toMatchObject({ subtitle, template_id: null, template_key: null });
  });

  test("Rival Studio cannot delete Demo Bistro's template", async ({ page }) => {
    const opening = (await previousOffers()).find((o) => o.subtitle === "Opening Party")!;
    expect(opening.template_id).not.toBeNull();
    await signIn(page, rival);
    const html = await (await page.request.get("/offers/create?step=1&previous=1")).text();
    const csrf = html.match(/name="csrf" value="([^"]+)"/)?.[1] ?? "";
    const response = await page.request.post("/offers/create?step=1&previous=1", {
      form: { csrf, intent: "delete-template", template_id: String(opening.template_id), template_key: opening.template_key! },
      maxRedirects: 0,
    });
    // The API answers 404 (not Rival's), so the list just shows again, saying nothing was deleted.
    expect(response.status()).toBe(302);
    expect(response.headers().location).not.toContain("template-deleted");
    expect((await previousOffers()).find((o) => o.id === opening.id)).toMatchObject({ template_id: opening.template_id, template_key: opening.template_key });
  });

  test("a tampered delete is refused with a message", async ({ page }) => {
    await signIn(page, rival);
    const html = await (await page.request.get("/offers/create?step=1&previous=1")).text();
    const csrf = html.match(/name="csrf" value="([^"]+)"/)?.[1] ?? "";
    const response = await page.request.post("/offers/create?step=1&previous=1", { form: { csrf, intent: "delete-template", template_id: "x", template_key: "" }, maxRedirects: 0 });
    expect(response.status()).toBe(400);
    const text = await response.text();
    expect(text).toContain("An error occurred!");
    expect(text).toContain("This form could not be read. Please reload the page and try again.");
  });
});
