// Rights travel with the content (docs/features/content.md): the month's zip on Results and the
// posts chosen in the library (/content/download) carry rights.csv, whose rows are the rights
// register's for those posts, and each file's name says whether the brand may use it; the
// Results page shows the disclosure check under each post and the month's count.
// The content kit's posts are twelve days old: early in a month they are last month's too, beside the results
// kit's three (which have no caption and no rights), so the counts are read from the API, not assumed.
import fs from "node:fs";
import type { Download, Page } from "@playwright/test";
import type { RightsRegisterRow } from "../../contract/schemas/content";
import { byCells, readContentZip, registerCells, withoutFile } from "../api/support/content-zip";
import { mailWith } from "./support/outbox";
import { consoleErrors, apiAs, type Brand, demo, expect, expectAccessible, expectFitsPhone, isPhone, postForm, signIn, test } from "./support/fixtures";

test.use({ kit: ["results", "content"] });

type Month = { year: number; month: number };
type LibraryPost = { id: number; rights: string; posted_at: string };
type MonthReport = { posts: { id: number; instagram_id: string }[]; disclosure: { disclosed: number; late: number; missing: number } };

/** What the brand's API says: the month on Results, its posts, the library and the rights register. */
async function brandFacts(brand: Brand) {
  const api = await apiAs(brand);
  const [month] = (await api.call<{ data: Month[] }>("GET", "/report/months")).body.data;
  const report = (await api.call<{ data: MonthReport }>("GET", `/report/monthly?month=${month!.month}&year=${month!.year}`)).body.data;
  const library = (await api.call<{ data: { posts: LibraryPost[] } }>("GET", "/content?limit=100")).body.data.posts;
  const register = async () => (await api.call<{ data: RightsRegisterRow[] }>("GET", "/content/rights")).body.data;
  // The results kit's posts: no caption, no rights asked.
  const kitPosts = report.posts.filter((p) => p.instagram_id.startsWith("ig_kit_")).map((p) => p.id);
  expect(kitPosts).toHaveLength(3);
  return { api, month: month!, monthPosts: report.posts.map((p) => p.id), kitPosts, disclosure: report.disclosure, library, register };
}

/** rights.csv holds the register's rows for `postIds`, a "none" row for each post without any, and names each row's file. */
function expectRights(zip: { names: string[]; rights: Record<string, string>[] }, register: RightsRegisterRow[], postIds: number[]) {
  const rows = register.filter((r) => postIds.includes(r.post_id));
  expect(
    zip.rights
      .filter((r) => r.State !== "none")
      .map(withoutFile)
      .sort(byCells),
  ).toEqual(rows.map(registerCells).sort(byCells));
  const none = postIds.filter((id) => !rows.some((r) => r.post_id === id)).map(String);
  expect(
    zip.rights
      .filter((r) => r.State === "none")
      .map((r) => r["Post id"])
      .sort(),
  ).toEqual(none.sort());
  for (const row of zip.rights) expect(zip.names).toContain(row.File);
  expect(zip.names[0]).toBe("rights.csv");
  expect(zip.names).toHaveLength(postIds.length + 1);
}

/** Reads a zip the browser downloaded. */
async function readDownload(download: Download, file: string) {
  await download.saveAs(file);
  return readContentZip(file);
}

/** Ticks the posts in the library and presses Download selected, as a brand does: the answer is a download, not a page. */
async function downloadChosen(page: Page, ids: number[]) {
  await page.goto("/content");
  for (const id of ids) await page.locator(`input[name="post"][value="${id}"]`).check();
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download selected" }).click();
  return downloading;
}

test("the month's zip on Results carries rights.csv as the register has it, and each file says whether it is cleared", async ({ page, brand }, testInfo) => {
  const facts = await brandFacts(brand);
  // One of the month's posts asked about, so the month's rights are not all "none".
  const asked = await facts.api.call("POST", "/content/rights", { post_ids: [facts.kitPosts[0]], uses: ["repost", "ads"], term: "90d", fee_cents: 2500 });
  expect(asked.status).toBe(201);
  await signIn(page, brand);
  const errors = consoleErrors(page);
  const file = testInfo.outputPath("month.zip");
  if (isPhone(page)) {
    // The monthly page is for desktops: a phone posts its Download Content form as the page would.
    await page.goto("/results");
    await expect(page.getByRole("heading", { name: "OPEN ON A DESKTOP" })).toBeVisible();
    const posted = await postForm(page, "/results", { intent: "content", year: String(facts.month.year), month: String(facts.month.month) });
    expect(posted.status()).toBe(302);
    const zip = await page.request.get(posted.headers().location!);
    expect(zip.headers()["content-disposition"]).toMatch(/filename="content-\d{4}-\d{2}\.zip"/);
    fs.writeFileSync(file, await zip.body());
  } else {
    await page.goto("/results");
    const posts = page.locator("section[aria-labelledby=posts]");
    const { disclosed, late, missing } = facts.disclosure;
    expect(missing).toBeGreaterThanOrEqual(facts.kitPosts.length);
    await expect(posts.getByText(`Disclosure check: ${disclosed} disclosed, ${late} late, ${missing} without disclosure`)).toBeVisible();
    await expect(posts.getByText("No disclosure", { exact: true })).toHaveCount(missing);
    await expectAccessible(page);
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download Content" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^content-\d{4}-\d{2}\.zip$/);
    await download.saveAs(file);
  }
  expect(errors).toEqual([]);
  const zip = readContentZip(file);
  const register = await facts.register();
  expectRights(zip, register, facts.monthPosts);
  // Asked, not granted: the post's file is not cleared, and a file is cleared only where the register grants rights.
  expect(zip.rights.find((r) => r["Post id"] === String(facts.kitPosts[0]))).toMatchObject({ State: "requested", Uses: "Repost; Paid ads", Term: "90 days" });
  for (const id of facts.kitPosts) expect(zip.names).toContainEqual(expect.stringMatching(new RegExp(`-${id}-no-rights\\.\\w+$`)));
  const granted = new Set(register.filter((r) => r.state === "granted").map((r) => r.post_id));
  const cleared = zip.names.filter((n) => /-cleared\.\w+$/.test(n));
  expect(cleared).toHaveLength(facts.monthPosts.filter((id) => granted.has(id)).length);
});

test("Download selected in the library zips the chosen posts of several months with their rights", async ({ page, brand }, testInfo) => {
  const facts = await brandFacts(brand);
  const granted = facts.library.find((p) => p.rights === "granted")!;
  const declined = facts.library.find((p) => p.rights === "declined")!;
  const chosen = [granted.id, declined.id, facts.kitPosts[1]!];
  await signIn(page, brand);
  const download = await downloadChosen(page, chosen);
  expect(download.suggestedFilename()).toBe(`content-selected-${new Date().toISOString().slice(0, 10)}.zip`);
  const zip = await readDownload(download, testInfo.outputPath("selected.zip"));
  expectRights(zip, await facts.register(), chosen);
  expect(zip.names).toContainEqual(expect.stringMatching(new RegExp(`-${granted.id}-cleared\\.\\w+$`)));
  expect(zip.names).toContainEqual(expect.stringMatching(new RegExp(`-${declined.id}-no-rights\\.\\w+$`)));
  expect(zip.rights.find((r) => r["Post id"] === String(facts.kitPosts[1]))).toMatchObject({ State: "none" });
});

test("choosing no post, or a post that is not the brand's, says so on a page with the way back", async ({ page, brand }) => {
  await signIn(page, brand);
  const errors = consoleErrors(page);
  // Nothing ticked is a step a person takes: a page that says so, with no error in the console.
  const none = await page.goto("/content/download");
  expect(none!.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Download content" })).toBeVisible();
  await expect(page.getByRole("alert")).toContainText("Choose at least one post to download.");
  await expect(page.getByRole("link", { name: "Back to the library" })).toHaveAttribute("href", "/content");
  await expectFitsPhone(page);
  await expectAccessible(page);
  expect(errors).toEqual([]);

  const theirs = (await (await apiAs(demo)).call<{ data: { posts: { id: number }[] } }>("GET", "/content?limit=1")).body.data.posts[0]!;
  const foreign = await page.goto(`/content/download?post=${theirs.id}`);
  expect(foreign!.status()).toBe(404);
  await expect(page.getByRole("alert")).toContainText("Some of the chosen posts are not in your library.");
  const bad = await page.goto("/content/download?post=12&post=abc");
  expect(bad!.status()).toBe(400);
  await expect(page.getByRole("alert")).toContainText("Please choose again.");
});

test('a shared report shows "Cleared for ads" only when the brand chose it, and nothing of the disclosure check', async ({ page, brand }) => {
  const facts = await brandFacts(brand);
  // The model grants rights to paid ads on one of the month's posts, by the link mailed to them.
  // The month's posts already cleared for ads (the content kit's, early in a month), beside the one granted here.
  const clearedBefore = (await facts.register()).filter((r) => facts.monthPosts.includes(r.post_id) && r.state === "granted" && r.uses.includes("ads"));
  const asked = await facts.api.call("POST", "/content/rights", { post_ids: [facts.kitPosts[2]], uses: ["ads"], term: "1y" });
  expect(asked.status).toBe(201);
  const mail = await mailWith(brand.name, "/rights/");
  const token = decodeURIComponent(/\/rights\/(\S+)/.exec(mail.text)![1]!);
  expect((await facts.api.call("POST", `/rights/${encodeURIComponent(token)}`, { answer: "granted" })).status).toBe(200);
  const shared = (await facts.api.call<{ data: { id: string; type: string }[] }>("GET", "/report/shared")).body.data;
  const report = `/report/${shared.find((r) => r.type === "monthly")!.id}`;

  // Read over HTTP first, so the browser holds no copy (a shared report may be cached for a minute);
  // the web tool's own kept copy is checked against the report's version, which the choice moves.
  const before = await page.request.get(report);
  expect(before.status()).toBe(200);
  expect(await before.text()).not.toContain("Cleared for ads");
  const saved = await facts.api.call("PUT", "/content/settings", { disclosure_words: [], show_cleared: true });
  expect(saved.status).toBe(200);
  await page.goto(report);
  await expect(page.getByText("Cleared for ads", { exact: true })).toHaveCount(new Set(clearedBefore.map((r) => r.post_id)).size + 1);
  await expect(page.getByText(/Disclosure check|No disclosure|Disclosed/)).toHaveCount(0);
  await expectFitsPhone(page);
  await expectAccessible(page);
});
