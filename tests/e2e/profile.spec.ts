import sharp from "sharp";
import type { ProfileUpdate } from "../../app/lib/api/profile.server";
import { apiAs, type Brand, expect, expectAccessible, signIn, test } from "./support/fixtures";

type Media = { id: number; thumbnail: string };
/** The business's details as the profile form sends them, with its photos and hours. */
type Business = Omit<ProfileUpdate, "type"> & {
  media: Media[];
  working_hours: Record<string, { open: string; close: string } | null>;
};

/** The API as the test's own brand, with its profile as the brand's page reads it. */
async function brandApi(brand: Brand) {
  const api = await apiAs(brand);
  const me = async () => (await api.call<{ data: Business }>("GET", "/users/me")).body.data;
  return { ...api, me };
}

test.describe.configure({ timeout: 90_000 });

test.describe("profile", () => {
  test("shows the business as the brand sees it: details, map, photos and hours", async ({ page }) => {
    await signIn(page);
    await page.goto("/profile");
    await expect(page.getByRole("heading", { level: 1, name: "Profile" })).toBeVisible();
    const details = page.getByRole("region", { name: "Details" });
    await expect(details.getByText("Demo Bistro", { exact: true })).toBeVisible();
    await expect(details.getByText("demo@example.com").first()).toBeVisible();
    const location = page.getByRole("region", { name: "Location" });
    await expect(location.getByRole("img", { name: /Map of .+New York/ })).toBeVisible();
    await expect(location.getByRole("link", { name: /Open in maps/ })).toHaveAttribute("href", /#map=17\//);
    await expect(page.getByRole("region", { name: "Photos" }).getByRole("img")).toHaveCount(3);
    const hours = page.getByRole("region", { name: "Working hours" });
    await expect(hours.getByRole("row", { name: /Monday/ })).toContainText("11:00 AM – 10:00 PM");
    await expect(page.getByRole("link", { name: "Edit profile" })).toHaveAttribute("href", "/profile/edit");
    await expectAccessible(page);
  });

  test("edits round-trip; bad values get messages by their fields and nothing typed is lost", async ({ page, brand }, info) => {
    await signIn(page, brand);
    await page.goto("/profile/edit");
    await expect(page.getByRole("heading", { level: 1, name: "Edit profile" })).toBeVisible();
    const name = `Riley ${info.project.name}`;
    await page.getByLabel("Contact name").fill(name);
    await page.getByLabel("Contact email").fill("riley@");
    await page.getByLabel("Phone number").fill("call me");
    await page.getByLabel("Website").fill("not a website");
    await page.getByLabel("Description").fill("A studio with north light.");
    await page.getByRole("button", { name: "Save profile" }).click();
    await expect(page.getByText("Enter a valid email address, like name@example.com.")).toBeVisible();
    await expect(page.getByText("Enter a phone number: 7 to 20 digits, spaces or + ( ) - .")).toBeVisible();
    await expect(page.getByText("Enter a website address, like https://example.com.")).toBeVisible();
    await expect(page.getByLabel("Contact email")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Contact name")).toHaveValue(name);
    await expect(page.getByLabel("Website")).toHaveValue("not a website");
    await expect(page.getByLabel("Description")).toHaveValue("A studio with north light.");
    await expectAccessible(page);

    await page.getByLabel("Contact email").fill("riley@rival.example.com");
    await page.getByLabel("Phone number").fill("+1 718 555 0100");
    await page.getByLabel("Website").fill("rival-studio.example.org");
    await page.getByLabel("Location address").fill("1 Front St, Brooklyn, NY 11201");
    await page.getByRole("button", { name: "Save profile" }).click();
    await expect(page).toHaveURL(/\/profile\?saved=profile$/);
    await expect(page.getByText("Your profile has been saved.")).toBeVisible();
    await page.reload();
    const details = page.getByRole("region", { name: "Details" });
    await expect(details.getByText(name)).toBeVisible();
    await expect(details.getByText("riley@rival.example.com")).toBeVisible();
    await expect(details.getByRole("link", { name: "https://rival-studio.example.org" })).toBeVisible();
    await expect(page.getByText("A studio with north light.")).toBeVisible();
    await expect(page.getByRole("region", { name: "Location" }).getByText("1 Front St, Brooklyn, NY 11201")).toBeVisible();
  });

  test("working hours round-trip as HH:mm; close before open is refused", async ({ page, brand }) => {
    await signIn(page, brand);
    const api = await brandApi(brand);
    await page.goto("/profile/hours");
    await expect(page.getByRole("heading", { level: 1, name: "Working hours" })).toBeVisible();
    const friday = page.getByRole("group", { name: "Friday" });
    await friday.getByLabel("Opens").fill("18:00");
    await friday.getByLabel("Closes").fill("09:00");
    await page.getByRole("button", { name: "Save working hours" }).click();
    const alert = page.getByRole("alert").filter({ hasText: "Failed to update working hours!" });
    await expect(alert).toContainText("Are your hours formatted correctly?");
    await expect(friday.getByText("The close time must be after the open time.")).toBeVisible();
    await expect(friday.getByLabel("Opens")).toHaveValue("18:00");
    await expectAccessible(page);

    await friday.getByLabel("Opens").fill("10:00");
    await friday.getByLabel("Closes").fill("16:00");
    const saturday = page.getByRole("group", { name: "Saturday" });
    await saturday.getByLabel("Closed").uncheck();
    await saturday.getByLabel("Opens").fill("11:00");
    await saturday.getByLabel("Closes").fill("15:30");
    await page.getByRole("group", { name: "Monday" }).getByLabel("Closed").check();
    await page.getByRole("button", { name: "Save working hours" }).click();
    await expect(page.getByText("Your working hours have been saved.")).toBeVisible();
    await page.reload();
    const hours = page.getByRole("region", { name: "Working hours" });
    await expect(hours.getByRole("row", { name: /Friday/ })).toContainText("10:00 AM – 4:00 PM");
    await expect(hours.getByRole("row", { name: /Saturday/ })).toContainText("11:00 AM – 3:30 PM");
    await expect(hours.getByRole("row", { name: /Monday/ })).toContainText("Closed");
    expect((await api.me()).working_hours.saturday).toEqual({ open: "11:00", close: "15:30" });
  });

  test("photos: upload, move, pick from Instagram and delete; the nav logo follows the first", async ({ page, brand }) => {
    await signIn(page, brand);
    const api = await brandApi(brand);
    const picture = await sharp({ create: { width: 640, height: 420, channels: 3, background: "#e76f51" } })
      .png()
      .toBuffer();
    const before = (await api.me()).media.map((m) => m.id);
    await page.goto("/profile/edit");
    const photos = page.getByRole("list", { name: "Photos" });
    await expect(photos.getByRole("listitem")).toHaveCount(before.length);
    await expect(photos.getByRole("button", { name: "Move photo 1 up" })).toBeDisabled();

    // A file that only claims to be an image is refused by its content.
    await page.getByLabel("Image files").setInputFiles({ name: "fake.jpg", mimeType: "image/jpeg", buffer: Buffer.from("not really a picture") });
    await page.getByRole("button", { name: "Upload", exact: true }).click();
    await expect(page.getByText("fake.jpg is not an image: upload a JPEG, PNG, WebP or GIF picture.")).toBeVisible();

    await page.getByLabel("Image files").setInputFiles({ name: "studio.png", mimeType: "image/png", buffer: picture });
    await page.getByRole("button", { name: "Upload", exact: true }).click();
    await expect(photos.getByRole("listitem")).toHaveCount(before.length + 1);
    const added = (await api.me()).media.at(-1)!;
    expect(before).not.toContain(added.id);

    // Move the new photo to the front, one step at a time: it becomes the logo.
    for (let at = before.length + 1; at > 1; at--) {
      await photos.getByRole("button", { name: `Move photo ${at} up` }).click();
      // The page shows the new order before the next move (its buttons name positions).
      await expect(photos.getByRole("img", { name: `${brand.name} photo ${at - 1}` })).toHaveAttribute("src", added.thumbnail);
    }
    await expect(page.locator("nav.nav--side img.nav__logo")).toHaveAttribute("src", added.thumbnail);
    expect((await api.me()).media[0]?.id).toBe(added.id);
    await photos.getByRole("button", { name: "Move photo 1 down" }).click();
    await expect(photos.getByRole("img", { name: `${brand.name} photo 2` })).toHaveAttribute("src", added.thumbnail);
    expect((await api.me()).media[1]?.id).toBe(added.id);
    await expectAccessible(page);

    // Instagram: at least one image must be chosen.
    await page.getByRole("link", { name: "Choose from Instagram" }).click();
    const dialog = page.getByRole("dialog", { name: "Choose from Instagram" });
    await expect(dialog.getByRole("checkbox")).toHaveCount(8);
    await dialog.getByRole("button", { name: "Add selected" }).click();
    await expect(dialog.getByText("Choose at least one image.")).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole("checkbox", { name: "Instagram image 1" }).check();
    await dialog.getByRole("button", { name: "Add selected" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(photos.getByRole("listitem")).toHaveCount(before.length + 2);

    // Delete asks first, then removes the photo.
    const count = before.length + 2;
    await photos.getByRole("link", { name: `Delete photo ${count}` }).click();
    const confirm = page.getByRole("dialog", { name: "Delete this photo?" });
    await expectAccessible(page);
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(photos.getByRole("listitem")).toHaveCount(count - 1);
  });
});
