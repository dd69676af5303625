// A reservation card lists its first five reservations and five awaiting models; the rest are
// a click away in its claims modal, which lists every reservation and every awaiting model.
import { expect, expectAccessible, signIn, test } from "./support/fixtures";

test.use({ kit: ["busy"] });

test("a busy reservation card lists its first rows, and its claims modal lists them all", async ({ page, brand }) => {
  await signIn(page, brand);
  await page.goto("/offers/active");
  const card = page.getByRole("article", { name: "Busy Tables" });
  const schedule = card.getByRole("region", { name: "Schedule of Busy Tables" });
  await expect(schedule.getByRole("button", { name: /^Check in/ })).toHaveCount(5);
  await expect(schedule.getByRole("link", { name: /^Enter time for/ })).toHaveCount(5);
  await expect(card.getByRole("link", { name: "15 CLAIMS" })).toBeVisible();
  await expectAccessible(page);

  await card.getByRole("link", { name: "3 more reservations of Busy Tables" }).click();
  const dialog = page.getByRole("dialog", { name: "15 CLAIMS" });
  await expect(dialog.getByRole("heading", { name: "Active (8)" })).toBeVisible();
  await expect(dialog.getByRole("heading", { name: "Awaiting reservation (7)" })).toBeVisible();
  await expect(dialog.getByRole("link", { name: /^Enter time for/ })).toHaveCount(7);
  await expectAccessible(page);

  // Entering a time from the modal opens the reservation form for that model.
  await dialog
    .getByRole("link", { name: /^Enter time for/ })
    .first()
    .click();
  await expect(page.getByRole("dialog", { name: "Enter reservation time" })).toBeVisible();
});
