// The wizard's media page uploads, the "Can't save offer" alert when the API refuses (the
// typed values are kept), and starting from a previous offer. Each as a brand of its own.
import sharp from "sharp";
import { apiAs, type Brand, expect, expectAccessible, signIn, test } from "./support/fixtures";
import { heading, next, startOffer } from "./support/wizard-steps";

test.describe.configure({ timeout: 120_000 });

async function toMediaStep(page: import("@playwright/test").Page, brand: Brand, subtitle: string) {
  await startOffer(page, brand, "Anytime", subtitle);
  await heading(page, 2, 3);
  await page.getByLabel("Shared spots").fill("3");
  await next(page);
  await heading(page, 3, 3);
}

test.describe("create offer wizard: media and failures", () => {
  test("uploads an image into the selection, refuses other files, and a refused save keeps everything", async ({ page, brand }, info) => {
    const png = await sharp({ create: { width: 320, height: 240, channels: 3, background: "#2a9d8f" } })
      .png()
      .toBuffer();
    const api = await apiAs(brand);
    const subtitle = `Wizard upload ${info.project.name}`;
    await toMediaStep(page, brand, subtitle);
    await page.getByLabel("Hashtags").fill("#studio, uploads");
    const files = page.getByLabel("Upload images");
    await files.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a picture") });
    await page.getByRole("button", { name: "Upload", exact: true }).click();
    await expect(page.getByText("Only image files can be uploaded: notes.txt isn't an image.")).toBeVisible();
    await expect(files).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Hashtags")).toHaveValue("#studio, uploads");
    await expectAccessible(page);

    const before = (await api.call<{ data: { id: number }[] }>("GET", "/users/me/media")).body.data.map((m) => m.id);
    await page.getByLabel("Upload images").setInputFiles({ name: "studio.png", mimeType: "image/png", buffer: png });
    await page.getByRole("button", { name: "Upload", exact: true }).click();
    const uploaded = page.getByRole("checkbox", { name: `Profile image ${before.length + 1}` });
    await expect(uploaded).toBeChecked();
    await expect(page.getByLabel("Hashtags")).toHaveValue("#studio, uploads");
    // The image goes away before the offer is sent: the API refuses, nothing is lost.
    const after = (await api.call<{ data: { id: number }[] }>("GET", "/users/me/media")).body.data.map((m) => m.id);
    const added = after.filter((id) => !before.includes(id));
    expect(added).toHaveLength(1);
    expect((await api.call("DELETE", "/users/me/media", { ids: added })).status).toBeLessThan(300);
    await page.getByRole("button", { name: "Submit offer" }).click();
    const alert = page.getByRole("alert").filter({ hasText: "Can't save offer" });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText("Image not found");
    await expect(page.getByLabel("Hashtags")).toHaveValue("#studio, uploads");
    await expectAccessible(page);
    await page.getByRole("checkbox", { name: "Profile image 1", exact: true }).check();
    await page.getByRole("button", { name: "Submit offer" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Your offer has been submitted!" })).toBeVisible();
  });

  test("posts due within N days: a bad number is refused by its field, a good one reaches the offer", async ({ page, brand }, info) => {
    const subtitle = `Wizard posts due ${info.project.name}`;
    await toMediaStep(page, brand, subtitle);
    const days = page.getByLabel("Posts due within N days");
    await page.getByLabel("Hashtags").fill("#kept");
    await days.fill("0");
    await page.getByRole("checkbox", { name: "Profile image 1", exact: true }).check();
    await page.getByRole("button", { name: "Submit offer" }).click();
    await expect(page.getByText("Enter a whole number of days from 1 to 60, or leave it empty for 7.")).toBeVisible();
    await expect(days).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Hashtags")).toHaveValue("#kept");
    await expectAccessible(page);
    await days.fill("3");
    await page.getByRole("button", { name: "Submit offer" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Your offer has been submitted!" })).toBeVisible();
    const api = await apiAs(brand);
    const upcoming = await api.call<{ data: { subtitle: string; post_within_days: number | null }[] }>("GET", `/businesses/${api.businessId}/deals/upcoming`);
    const active = await api.call<{ data: { subtitle: string; post_within_days: number | null }[] }>("GET", `/businesses/${api.businessId}/deals/active`);
    const offer = [...upcoming.body.data, ...active.body.data].find((o) => o.subtitle === subtitle);
    expect(offer?.post_within_days).toBe(3);
  });

  test("a file over the size cap is refused by its field and what was typed on the page stays", async ({ page, brand }, info) => {
    await toMediaStep(page, brand, `Wizard big file ${info.project.name}`);
    await page.getByLabel("Hashtags").fill("#typed, before, upload");
    await page.getByLabel("Post instructions").fill("Typed since the last save.");
    // 11 MB: over the 10 MB a file may weigh (the server stops reading at it).
    await page.getByLabel("Upload images").setInputFiles({ name: "huge.png", mimeType: "image/png", buffer: Buffer.alloc(11 * 1024 * 1024, 1) });
    await page.getByRole("button", { name: "Upload", exact: true }).click();
    await expect(page.getByText("Each image must be at most 10 MB.")).toBeVisible();
    await expect(page.getByLabel("Upload images")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Hashtags")).toHaveValue("#typed, before, upload");
    await expect(page.getByLabel("Post instructions")).toHaveValue("Typed since the last save.");
    await heading(page, 3, 3);
    await expectAccessible(page);
  });

  test("a draft the API won't keep shows \"Can't save offer\" and keeps what was typed", async ({ page, brand }, info) => {
    await toMediaStep(page, brand, `Wizard too long ${info.project.name}`);
    const long = "Tag the studio in every post. ".repeat(400);
    // The field's maxlength (from the server's schema) stops typing at the limit; a client
    // without it still reaches the API's refusal, which must keep what was sent.
    await page.getByLabel("Post instructions").evaluate((el) => el.removeAttribute("maxlength"));
    await page.getByLabel("Post instructions").fill(long);
    await page.getByRole("button", { name: "Back" }).click();
    const alert = page.getByRole("alert").filter({ hasText: "Can't save offer" });
    await expect(alert).toBeVisible();
    await expect(page.getByLabel("Post instructions")).toHaveValue(long);
    await heading(page, 3, 3);
  });

  test("starts from a previous offer: the list, then page 1 filled in from it", async ({ page, brand }, info) => {
    const api = await apiAs(brand);
    // The newest offer of the business, so it is on the list whatever other tests made.
    const source = `Wizard source ${info.project.name}`;
    const media = await api.call<{ data: { id: number }[] }>("GET", "/users/me/media");
    const start = new Date(Date.now() + 48 * 3600_000);
    const created = await api.call("POST", `/businesses/${api.businessId}/deals/`, {
      type: "timed",
      subtitle: source,
      title: "Free portrait session",
      description: "A free studio portrait session.",
      categories: ["fashion"],
      shared_spots: 5,
      age_limit: 21,
      repeat_type: null,
      starts_at: start.toISOString(),
      ends_at: new Date(start.getTime() + 3600_000).toISOString(),
      images: [media.body.data[0]!.id],
      social_hashtags: ["portraits"],
    });
    expect(created.status).toBe(201);
    await signIn(page, brand);
    await page.goto("/offers/create");
    await page.getByLabel("Description").fill("Typed before opening the list");
    await page.getByRole("button", { name: "Start from a previous offer" }).click();
    const list = page.getByRole("region", { name: "Start from a previous offer" });
    await expect(list).toBeVisible();
    await expect(page.getByLabel("Description")).toHaveValue("Typed before opening the list");
    await expectAccessible(page);
    await list.getByRole("button", { name: `Use ${source}`, exact: true }).click();
    await heading(page, 1, 3);
    await expect(page.getByRole("radio", { name: "Timed", exact: true })).toBeChecked();
    await expect(page.getByLabel("Title", { exact: true })).toHaveValue(source);
    await expect(page.getByLabel("Subtitle", { exact: true })).toHaveValue("Free portrait session");
    await expect(page.getByRole("checkbox", { name: "Fashion" })).toBeChecked();
    await next(page);
    await heading(page, 2, 3);
    await expect(page.getByLabel("Shared spots")).toHaveValue("5");
    await expect(page.getByLabel("Age limit")).toHaveValue("21");
    // The times are not copied: the user picks new ones.
    await expect(page.getByRole("group", { name: "Start", exact: true }).getByLabel("Date")).toHaveValue("");
  });
});
