import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { type Download, type Page } from "@playwright/test";
import { apiAs, demo, expect, expectAccessible, isPhone, postForm, signIn, test } from "./support/fixtures";

/** A seeded report's public id, by title (ids are random in every install: the brand's list has them). */
async function seededReport(title: string) {
  const api = await apiAs(demo);
  const { body } = await api.call<{ data: { id: string; title: string }[] }>("GET", "/report/shared");
  const report = body.data.find((r) => r.title === title);
  if (!report) throw new Error(`no seeded report ${title}`);
  return report.id;
}

async function savedFile(download: Download) {
  const file = await download.path();
  return fs.readFileSync(file!);
}

function zipListing(download: Download, file: string) {
  return download.saveAs(file).then(() => execFileSync("unzip", ["-l", file]).toString());
}

test.describe("monthly results", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test("a brand reads its newest month and picks another by link (skipped on phones: the monthly page is for desktops)", async ({ page }) => {
    test.skip(isPhone(page), "the monthly page is for desktops");
    await page.goto("/results");
    const picker = page.getByRole("navigation", { name: "Months" });
    const years = picker.locator("summary");
    expect(await years.count()).toBeGreaterThanOrEqual(2);
    const current = picker.locator('[aria-current="page"]');
    await expect(current).toHaveCount(1);
    const title = (await page.getByRole("heading", { level: 1 }).textContent())!;
    expect(title).toMatch(/^[A-Z][a-z]+ \d{4} Results$/);
    await expect(page.getByRole("heading", { name: /THE MODELS/ })).toBeVisible();
    await expect(page.getByRole("heading", { name: "INSTAGRAM ACTION" })).toBeVisible();
    const action = page.getByRole("region", { name: "INSTAGRAM ACTION" });
    await expect(action.getByText("Total posts")).toBeVisible();
    await expect(action.getByText("Viewers reached")).toBeVisible();
    await expect(page.getByRole("heading", { name: "POSTS (35)" })).toBeVisible();
    await expect(page.getByText(/\d+(\.\d)?[km] followers/).first()).toBeVisible();
    // The compact navigation: icons only, labels kept for screen readers.
    await expect(page.getByRole("navigation", { name: "Main", exact: true })).toHaveClass(/nav--compact/);
    await expectAccessible(page);

    const other = picker.locator(".month-picker__month:not([aria-current])").nth(2);
    const label = (await other.getAttribute("aria-label"))!;
    await other.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${label} Results`);
    await expect(page).toHaveURL(/\/results\?year=\d{4}&month=\d{1,2}$/);
  });

  test("at phone width the page says to open it on a desktop (skipped on desktops: phone layout only)", async ({ page }) => {
    test.skip(!isPhone(page), "phone layout only");
    await page.goto("/results");
    await expect(page.getByRole("heading", { name: "OPEN ON A DESKTOP" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Get the mobile app" })).toBeVisible();
    await expectAccessible(page);
  });

  test("Download PDF delivers a real PDF and a share link (skipped on phones: the monthly page is for desktops)", async ({ page }) => {
    test.skip(isPhone(page), "the monthly page is for desktops");
    await page.goto("/results");
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download PDF" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^results-[a-z]+-\d{4}-\d{6}\.pdf$/);
    expect((await savedFile(download)).subarray(0, 5).toString()).toBe("%PDF-");
    await expect(page.getByText("Your PDF is ready.")).toBeVisible();
    const share = page.getByRole("link", { name: /\/s\// });
    await expect(share).toBeVisible();
    // On the web tool's origin, and it leads to the PDF.
    const link = (await share.textContent())!.trim();
    expect(new URL(link).origin).toBe(new URL(page.url()).origin);
    const redirect = await page.request.get(link, { maxRedirects: 0 });
    expect(redirect.status()).toBe(302);
    expect(redirect.headers().location).toMatch(/^\/files\/[\w-]+$/);
    expect((await page.request.get(link)).headers()["content-type"]).toBe("application/pdf");
    await expectAccessible(page);
  });

  test("Download Content delivers a zip of the month's media (skipped on phones: the monthly page is for desktops)", async ({ page }, testInfo) => {
    test.skip(isPhone(page), "the monthly page is for desktops");
    await page.goto("/results");
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download Content" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^content-\d{4}-\d{2}\.zip$/);
    const listing = await zipListing(download, testInfo.outputPath("content.zip"));
    expect(listing).toMatch(/\.jpg/);
    expect(listing).toMatch(/\.mp4/);
    // The month's 35 posts and their rights.csv.
    expect(listing).toMatch(/rights\.csv/);
    expect(listing).toMatch(/36 files/);
  });
});

test.describe("sharing a monthly report", () => {
  test.use({ kit: ["results"] });

  test("a new link for a report that isn't there is refused with the API's message, not a server error (over HTTP, so it runs once: skipped in all but desktop-js)", async ({
    page,
  }) => {
    test.skip(test.info().project.name !== "desktop-js", "HTTP only");
    await signIn(page, demo);
    const response = await postForm(page, "/results", { intent: "renew-link", reportId: "no-such-report" });
    expect(response.status()).toBe(400);
    const html = await response.text();
    expect(html).toContain('role="alert"');
    expect(html).toContain("The link could not be changed.");
  });

  test("Share shows the public link on the web tool's origin; a new link makes the old one answer 404 (skipped on phones: the monthly page is for desktops)", async ({
    page,
    brand,
    javaScriptEnabled,
    baseURL,
  }) => {
    test.skip(isPhone(page), "the monthly page is for desktops");
    await signIn(page, brand);
    await page.goto("/results");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(brand.offers.month!.subtitle);
    await page.getByText("Share", { exact: true }).click();
    const field = page.getByLabel("Anyone with this link can see this report, without signing in:");
    await expect(field).toBeVisible();
    const first = await field.inputValue();
    expect(first).toMatch(new RegExp(`^${baseURL}/report/[A-Za-z0-9_-]{22}$`));
    const opened = await page.request.get(first);
    expect(opened.status()).toBe(200);
    expect(await opened.text()).toContain(brand.offers.month!.subtitle);
    if (javaScriptEnabled) {
      await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
      await page.getByRole("button", { name: "Copy link" }).click();
      await expect(page.getByRole("button", { name: "Copied" })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);
    } else {
      await expect(page.getByRole("button", { name: "Copy link" })).toHaveCount(0);
    }
    await expectAccessible(page);

    // Taking the link back asks first (a second disclosure), then says it worked.
    await page.getByText("Stop this link and make a new one").click();
    await expect(page.getByText(/Anyone who opens the current link will see Page Not Found/)).toBeVisible();
    await page.getByRole("button", { name: "Make a new link" }).click();
    await expect(page.getByText("A new link is ready.")).toBeVisible();
    await expect(field).not.toHaveValue(first);
    const second = await field.inputValue();
    expect(second).toMatch(/\/report\/[A-Za-z0-9_-]{22}$/);
    expect((await page.request.get(first)).status()).toBe(404);
    expect((await page.request.get(second)).status()).toBe(200);
    await expectAccessible(page);
  });
});

test.describe("shared report pages, plain HTML (skipped with JavaScript: the page has no script, so it is the same page)", () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled, "a public report loads no script: the projects without JavaScript see the same page");

  test("a report opens without a session, cacheable by a CDN, and answers a conditional request with 304", async ({ page }) => {
    const path = `/report/${await seededReport("Birthday Brunch Group")}`;
    const response = await page.goto(path);
    expect(response!.status()).toBe(200);
    expect(await response!.text(), "the report's HTML loads no script").not.toMatch(/<script\b[^>]*\bsrc=/i);
    expect(response!.headers()["cache-control"]).toMatch(/public.*s-maxage=\d+/);
    const etag = response!.headers()["etag"]!;
    expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]{20,}"$/);
    const revalidated = await page.request.get(path, { headers: { "If-None-Match": etag } });
    expect(revalidated.status()).toBe(304);
    expect(await revalidated.body()).toHaveLength(0);
    expect((await page.request.get(path, { headers: { "If-None-Match": 'W/"another"' } })).status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Birthday Brunch Group" })).toBeVisible();
    await expect(page.getByText("Group report")).toBeVisible();
    await expect(page.getByRole("heading", { name: "IN PERSON" })).toBeVisible();
    await expect(page.getByRole("list", { name: /^Comments on the post/ }).first()).toBeVisible();
    await expectAccessible(page);
  });

  test("the big report uses the big layout; /static shows the same report", async ({ page }) => {
    test.slow(); // axe over 490 posts and 253 models
    await page.goto(`/static/${await seededReport("Ambassador Program: Year in Review")}`);
    await expect(page.locator(".report--big")).toBeVisible();
    await expect(page.getByRole("heading", { name: /THE MODELS \((2[0-9]{2})\)/ })).toBeVisible();
    await expect(page.getByRole("heading", { name: /POSTS \((4[0-9]{2})\)/ })).toBeVisible();
    await expectAccessible(page);
  });

  test("an unknown report shows a red alert", async ({ page }) => {
    const response = await page.goto("/report/not-a-real-report");
    expect(response!.status()).toBe(404);
    await expect(page.getByRole("alert")).toContainText("This report doesn't exist or is no longer shared.");
    await expectAccessible(page);
  });
});

test.describe("Instagram results on phones", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  async function openNewestPeriod(page: Page) {
    await page.goto("/instagram");
    await expect(page.getByRole("heading", { name: "IG ACTION - ORGANIC RESULTS" })).toBeVisible();
    const first = page.getByRole("link", { name: /^View \+ Download \| 35 posts/ }).first();
    await first.click();
    await expect(page).toHaveURL(/\/instagram\/\d{4}-\d{2}$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^[A-Z][a-z]+ \d{4}$/);
  }

  test("periods lead to posts by day and a post view that survives a reload", async ({ page }) => {
    await openNewestPeriod(page);
    await expectAccessible(page);
    const day = page.locator(".period-day").first();
    await expect(day.locator(".thumbs li")).toHaveCount(4);
    await day.getByRole("link").first().click();
    await expect(page).toHaveURL(/\/instagram\/view\/\d+$/);
    await expect(page.getByRole("link", { name: "Download" })).toBeVisible();
    await expect(page.getByRole("link", { name: /^@/ })).toBeVisible();
    await expectAccessible(page);
    const url = page.url();
    await page.reload();
    expect(page.url()).toBe(url);
    await expect(page.getByRole("link", { name: "Download" })).toBeVisible();
    await page.getByRole("link", { name: "Close" }).click();
    await expect(page).toHaveURL(/\/instagram\/\d{4}-\d{2}$/);
  });

  test("download mode selects a day and downloads the selection", async ({ page, javaScriptEnabled }, testInfo) => {
    await openNewestPeriod(page);
    await page.getByRole("link", { name: "Download mode" }).click();
    await expect(page.getByRole("button", { name: "SELECT ALL" })).toBeVisible();
    await expect(page.getByRole("button", { name: "DOWNLOAD" })).toHaveCSS("opacity", "0.45");
    await page
      .getByRole("button", { name: /^Select [A-Z]/ })
      .first()
      .click();
    await expect(page.locator(".thumb__check:checked")).toHaveCount(4);
    await expect(page.getByRole("button", { name: "DOWNLOAD" })).toHaveCSS("opacity", "1");
    await expectAccessible(page);
    if (javaScriptEnabled) {
      const downloads: Download[] = [];
      page.on("download", (d) => downloads.push(d));
      await page.getByRole("button", { name: "DOWNLOAD" }).click();
      await expect.poll(() => downloads.length).toBe(4);
    } else {
      const downloading = page.waitForEvent("download");
      await page.getByRole("button", { name: "DOWNLOAD" }).click();
      const listing = await zipListing(await downloading, testInfo.outputPath("selection.zip"));
      // The day's four posts and their rights.csv.
      expect(listing).toMatch(/5 files/);
    }
    // Leaving and re-entering download mode starts from an empty selection.
    await page.getByRole("link", { name: "Cancel download" }).click();
    await page.getByRole("link", { name: "Download mode" }).click();
    await expect(page.locator(".thumb__check:checked")).toHaveCount(0);
  });

  test("the month in progress, which has no monthly report yet, downloads as one archive without JavaScript (skipped with JS: each file then downloads on its own)", async ({
    page,
    javaScriptEnabled,
  }, testInfo) => {
    test.skip(javaScriptEnabled, "with JavaScript each file downloads on its own");
    const now = new Date();
    const period = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, "0")}`;
    await page.goto(`/instagram/${period}`);
    const posts = await page.locator(".thumbs li").count();
    expect(posts, "the seed has posts in the month in progress").toBeGreaterThan(0);
    await page.getByRole("link", { name: "Download mode" }).click();
    await page.getByRole("button", { name: "SELECT ALL" }).click();
    await expect(page.locator(".thumb__check:checked")).toHaveCount(posts);
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "DOWNLOAD" }).click();
    const listing = await zipListing(await downloading, testInfo.outputPath("month-in-progress.zip"));
    // The month's posts and their rights.csv.
    expect(listing).toMatch(new RegExp(`${posts + 1} files`));
  });
});
