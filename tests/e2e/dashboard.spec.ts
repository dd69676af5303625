// The dashboard (docs/product/accounts.md#the-dashboard): what needs the brand today, what waits on it, and this month so far.
import { apiAs, expect, expectAccessible, isPhone, signIn, test } from "./support/fixtures";
import { mailWith } from "./support/outbox";

test.describe("the dashboard's day", () => {
  test("lists today's check-ins, what waits on the brand, and this month against last", async ({ page }) => {
    await signIn(page);
    await page.goto("/");
    const today = page.getByRole("region", { name: "Today" });
    const checkIns = today.getByRole("list", { name: "Check-ins expected today" });
    // The dinner reservation in 30 minutes can be checked in; the one in four hours says when it can.
    const soon = checkIns.getByRole("listitem").filter({ hasText: "Zoe Okafor" });
    await expect(soon).toContainText("Dinner Reservations");
    await expect(soon.getByRole("button", { name: "Check in Zoe Okafor" })).toBeEnabled();
    const later = checkIns.getByRole("listitem").filter({ hasText: "Owen Okafor" });
    await expect(later.getByRole("button", { name: "Check in Owen Okafor" })).toBeDisabled();
    await expect(later).toContainText(/Check-in for this reservation (opens|closed) at \d+:\d\d [AP]M on /);
    await expect(checkIns.getByRole("listitem").filter({ hasText: "Mia Rivera" })).toContainText("Checked in");
    await expect(today.getByRole("link", { name: /^Dinner Reservations 2 reservations waiting for a time$/ })).toHaveAttribute(
      "href",
      /^\/offers\/active\?modal=claims&offer=\d+$/,
    );

    const waiting = page.getByRole("region", { name: "Waiting on you" });
    await expect(waiting.getByRole("heading", { level: 3 })).toHaveText([
      "Applicants to review",
      "Ready to finalize",
      "Gifts to ship",
      "Call sheets to send",
      "Your content",
    ]);
    await expect(waiting.getByRole("link", { name: /^Olive Oil Gift Box 1 gift to ship$/ })).toHaveAttribute("href", /^\/offers\/\d+\/shipment$/);
    await expect(waiting.getByRole("link", { name: /^Runway Shoot Call sheet not sent; the job starts / })).toHaveAttribute(
      "href",
      /^\/offers\/\d+\/callSheet\/$/,
    );

    const month = page.getByRole("region", { name: "This month so far" });
    const posts = month.getByRole("row", { name: /^Posts / });
    await expect(posts.getByRole("cell")).toHaveText(["6", /^\d+$/, /^[+\u2212]\d+%$|^0%$/]);
    await expectAccessible(page);
    if (isPhone(page)) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // A task opens the page where it is done.
    await waiting.getByRole("link", { name: /^Spring Casting 55 applicants to review/ }).click();
    await expect(page).toHaveURL(/\/offer\/apply\/\d+$/);
    await expect(page.getByRole("heading", { name: /Spring Casting/i }).first()).toBeVisible();
  });
});

test.describe("checking in from the dashboard", () => {
  test.use({ kit: ["offers"] });

  test("checks a model in, as the Offers page does", async ({ page, brand }) => {
    await signIn(page, brand);
    await page.goto("/");
    const checkIns = page.getByRole("list", { name: "Check-ins expected today" });
    const row = checkIns
      .getByRole("listitem")
      .filter({ has: page.getByRole("button", { name: /^Check in / }) })
      .first();
    await expect(row).toContainText("Studio Session");
    const name = (await row.locator(".today__model").textContent())!;
    await row.getByRole("button", { name: `Check in ${name}` }).click();
    await expect(page.getByRole("status").filter({ hasText: "The model is checked in." })).toBeVisible();
    await expect(checkIns.getByRole("listitem").filter({ hasText: name }).first()).toContainText("Checked in");
    await expectAccessible(page);
    // The Offers page's claims modal agrees.
    await page.goto(`/offers/active?modal=claims&offer=${brand.offers.session!.id}`);
    const modal = page.getByRole("dialog");
    const checked = modal.getByRole("region", { name: "Checked in" }).getByRole("listitem").filter({ hasText: name });
    await expect(checked).toBeVisible();
    // Who did it, and when: the seat's name, else its username, and its role.
    await expect(checked).toContainText(new RegExp(`Checked in \\d{1,2}:\\d\\d [AP]M by ${brand.contact_name} \\(owner\\)`));
  });
});

test.describe("a brand with nothing going on", () => {
  test("says so in each block", async ({ page, brand }) => {
    await signIn(page, brand);
    await page.goto("/");
    await expect(page.getByRole("region", { name: "Today" })).toContainText("Nothing to check in today.");
    await expect(page.getByRole("region", { name: "Waiting on you" })).toContainText("Nothing is waiting on you.");
    await expect(page.getByRole("region", { name: "Posts due" })).toContainText("No posts are due.");
    await expect(page.getByRole("region", { name: "This month so far" })).toContainText("No posts this month or in the same days of last month.");
    await expectAccessible(page);
  });
});

test.describe("posts due", () => {
  test("lists the posts models owe, the overdue first, and the claims modal says the same", async ({ page }) => {
    await signIn(page);
    await page.goto("/");
    const block = page.getByRole("region", { name: "Posts due" });
    const rows = block.getByRole("list", { name: "Posts the models owe" }).getByRole("listitem");
    // Valentine's Dinner (45 days ago) is overdue; Spring Brunch (3 days ago) and Natural Wine Night (yesterday) are due.
    // 45 days back from the seed's hour is one calendar day less in New York in the hour before its
    // midnight while daylight saving time has ended since: 37 days overdue then, else 38.
    const overdue = /Post overdue by 3[78] days/;
    await expect(rows.first()).toContainText(new RegExp(`Valentine's Dinner · visited \\w{3}, \\w{3} \\d+ ?${overdue.source}`));
    await expect(rows.filter({ hasText: "Spring Brunch" }).first()).toContainText("Post due in 4 days");
    await expect(rows.filter({ hasText: "Natural Wine Night" })).toContainText("Post due in 6 days");
    const states = await rows.locator(".posts-due__state").allTextContents();
    expect(states.findLastIndex((s) => s.includes("overdue"))).toBeLessThan(states.findIndex((s) => s.includes("due in")));
    await expectAccessible(page);
    if (isPhone(page)) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await rows.first().getByRole("link", { name: "Claims of Valentine's Dinner" }).click();
    await expect(page).toHaveURL(/\/offers\/past\?modal=claims&offer=\d+$/);
    const modal = page.getByRole("dialog");
    await expect(modal.getByRole("listitem").filter({ hasText: overdue })).toHaveCount(2);
    await expectAccessible(page);
  });
});

test.describe("reminders to post", () => {
  test.use({ kit: ["posts"] });

  test("Remind sends the model a mail, and the row then says when and offers no second one", async ({ page, brand }) => {
    await signIn(page, brand);
    await page.goto("/");
    const rows = page.getByRole("region", { name: "Posts due" }).getByRole("listitem");
    await expect(rows).toHaveCount(2);
    const model = (await rows.first().locator(".today__model").textContent())!;
    const row = rows.filter({ hasText: model });
    await expect(row).toContainText("Studio Supper");
    await expect(row).toContainText("Post due in 4 days");
    await expect(row.getByRole("link", { name: `Instagram of ${model} (opens in a new tab)` })).toHaveAttribute("href", /^https:\/\/instagram\.com\//);
    await row.getByRole("button", { name: `Remind ${model}` }).click();
    await expect(page.getByText("The reminder was sent.")).toBeVisible();
    await expect(row).toContainText(/Reminded \w{3} \d{1,2}:\d\d [AP]M/);
    await expect(row.getByRole("button", { name: /^Remind/ })).toHaveCount(0);
    // The other model can still be reminded.
    await expect(rows.filter({ hasNotText: model }).getByRole("button", { name: /^Remind / })).toBeVisible();
    await expectAccessible(page);
    if (isPhone(page)) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const mail = await mailWith(`${brand.name} is looking forward to your posts for Studio Supper.`);
    expect(mail.text).toContain(`Hi ${model.split(" ")[0]},`);
  });

  test("a second Remind within 48 hours is a notice beside its row, saying when the next can go, not an error", async ({ page, brand }) => {
    await signIn(page, brand);
    await page.goto("/");
    const rows = page.getByRole("region", { name: "Posts due" }).getByRole("listitem");
    const model = (await rows.first().locator(".today__model").textContent())!;
    const row = rows.filter({ hasText: model });
    // Another tab (here: the API) reminds the model while this page still offers the button.
    const claim = await row.locator('input[name="claim"]').getAttribute("value");
    expect((await (await apiAs(brand)).call("POST", `/claims/${claim}/remind`, {})).status).toBe(200);
    await row.getByRole("button", { name: `Remind ${model}` }).click();
    await expect(row.getByRole("status")).toHaveText(/^A reminder went to this model at .+\. The next can be sent from .+\.$/);
    await expect(page.getByText("An error occurred!")).toHaveCount(0);
    await expect(page.getByRole("alert")).toHaveCount(0);
    // The row says when it was reminded, and offers no button until the 48 hours are over.
    await expect(row).toContainText(/Reminded \w{3} \d{1,2}:\d\d [AP]M/);
    await expect(row.getByRole("button", { name: /^Remind/ })).toHaveCount(0);
    await expectAccessible(page);
    if (isPhone(page)) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
