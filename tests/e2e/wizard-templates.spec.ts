// Deleting a saved template from the wizard's previous offers (docs/product/wizard.md#saved-templates), as a brand of the
// test's own whose past offer carries a template (the "template" kit).
import { apiAs, type Brand, demo, expect, expectAccessible, postForm, signIn, test } from "./support/fixtures";

test.use({ kit: ["template"] });

type Previous = { id: number; subtitle: string; template_id: number | null; template_key: string | null };

async function previousOffers(user: Brand | typeof demo = demo) {
  const api = await apiAs(user);
  return (await api.call<{ data: Previous[] }>("GET", `/businesses/${api.businessId}/deals/previous`)).body.data;
}

test.describe.configure({ timeout: 90_000 });

test.describe("saved templates in the previous offers", () => {
  test("a template is deleted behind a confirmation; the offer stays on the list", async ({ page, brand }) => {
    const subtitle = brand.offers.past!.subtitle;
    const before = (await previousOffers(brand)).find((o) => o.subtitle === subtitle);
    expect(before?.template_id, `the kit gives ${subtitle} a template`).not.toBeNull();

    await signIn(page, brand);
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
    const after = (await previousOffers(brand)).find((o) => o.id === before!.id);
    expect(after).toMatchObject({ subtitle, template_id: null, template_key: null });
  });

  test("another brand cannot delete Demo Bistro's template", async ({ page, brand }) => {
    const opening = (await previousOffers()).find((o) => o.subtitle === "Opening Party")!;
    expect(opening.template_id).not.toBeNull();
    await signIn(page, brand);
    const response = await postForm(page, "/offers/create?step=1&previous=1", {
      intent: "delete-template",
      template_id: String(opening.template_id),
      template_key: opening.template_key!,
    });
    // The API answers 404 (not the brand's), so the list just shows again, saying nothing was deleted.
    expect(response.status()).toBe(302);
    expect(response.headers().location).not.toContain("template-deleted");
    expect((await previousOffers()).find((o) => o.id === opening.id)).toMatchObject({ template_id: opening.template_id, template_key: opening.template_key });
  });

  test("a tampered delete is refused with a message", async ({ page, brand }) => {
    await signIn(page, brand);
    const response = await postForm(page, "/offers/create?step=1&previous=1", { intent: "delete-template", template_id: "x", template_key: "" });
    expect(response.status()).toBe(400);
    const text = await response.text();
    expect(text).toContain("An error occurred!");
    expect(text).toContain("This form could not be read. Please reload the page and try again.");
  });
});
