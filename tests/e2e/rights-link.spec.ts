// Usage rights (docs/features/content.md): a brand asks a model for rights to a post, the model
// opens the mail's link with no account, reads the terms as recorded and accepts or declines; an
// answered, expired or revoked link says why there is nothing to answer. And Profile → Content:
// the brand's own disclosure words, each line checked by its field.
import type { Browser, Page } from "@playwright/test";
import { termsText, type RightsTerms } from "../../contract/content";
import { formatDay } from "../../app/lib/format";
import { apiAs, expect, expectAccessible, expectFitsPhone, signIn, test } from "./support/fixtures";
import { askRights, postsOf } from "./support/rights";

test.use({ kit: ["content"] });

/** The model's own browser: no session of the brand's, the project's viewport and JavaScript setting. */
async function modelPage(browser: Browser): Promise<Page> {
  const use = test.info().project.use;
  const context = await browser.newContext({
    baseURL: use.baseURL,
    viewport: use.viewport,
    isMobile: use.isMobile,
    hasTouch: use.hasTouch,
    deviceScaleFactor: use.deviceScaleFactor,
    javaScriptEnabled: use.javaScriptEnabled,
  });
  return context.newPage();
}

/**
 * The console's errors of a page from now on (a thumbnail not found, a hydration mismatch): none
 * is expected. The browser logs the status of a page refused on purpose (a used link's 410, a
 * form sent back with a 400, with JS its .data answer) as a failed resource: the test checks those.
 */
function consoleErrors(page: Page) {
  const errors: string[] = [];
  page.on("console", (message) => {
    const from = message.location().url ? new URL(message.location().url).pathname.replace(/\.data$/, "") : "";
    const ownStatus = message.text().startsWith("Failed to load resource") && from === new URL(page.url()).pathname;
    if (message.type() === "error" && !ownStatus) errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

const answers = (page: Page) => [page.getByRole("button", { name: "Accept" }), page.getByRole("button", { name: "Decline" })];

test("a model reads the terms as recorded and accepts; the same link then says it was answered", async ({ brand, browser }) => {
  const [post] = await postsOf(brand);
  const terms: RightsTerms = { uses: ["ads", "repost"], term: "90d", fee_cents: 15000, note: "For our autumn menu." };
  const { path, token } = await askRights(brand, post!, terms);

  const model = await modelPage(browser);
  const errors = consoleErrors(model);
  const opened = await model.goto(path);
  expect(opened!.headers()["cache-control"]).toContain("no-store");
  expect(opened!.headers()["referrer-policy"]).toBe("same-origin");
  await expect(model.getByRole("heading", { level: 1, name: `${brand.name} asks to use your post` })).toBeVisible();
  // The page sends no JavaScript, and its HTML holds the token nowhere (the form posts to the page's own URL).
  expect(await model.locator("script").count()).toBe(0);
  expect(await model.content()).not.toContain(token);
  await expect(model.getByText(termsText(brand.name, terms, 1), { exact: true })).toBeVisible();
  const instagram = model.getByRole("link", { name: /^Photo of \w{3} \d{1,2}, \d{4} on Instagram$/ });
  await expect(instagram).toHaveAttribute("href", post!.post_url);
  await expect(instagram).toHaveAttribute("rel", "noreferrer");
  const thumbnail = instagram.getByRole("img");
  await expect(thumbnail).toHaveAttribute("width", "150");
  await expect(thumbnail).toHaveAttribute("height", "150");
  await expect(model.getByRole("definition").getByRole("listitem")).toHaveText(["Repost", "Paid ads"]);
  await expect(model.getByText("90 days from the day you accept", { exact: true })).toBeVisible();
  await expect(model.getByText("$150", { exact: true })).toBeVisible();
  await expect(model.getByText("For our autumn menu.", { exact: true })).toBeVisible();
  await expect(model.getByText(/^\w{3} \d{1,2}, \d{4}: the link expires then\.$/)).toBeVisible();
  await expectAccessible(model);
  await expectFitsPhone(model);

  await answers(model)[0]!.click();
  await expect(model).toHaveURL(path);
  await expect(model.getByRole("heading", { level: 1, name: "Thank you" })).toBeVisible();
  const api = await apiAs(brand);
  const history = (await api.call<{ data: { history: { state: string; ends_at: string }[] } }>("GET", `/content/posts/${post!.id}`)).body.data.history;
  expect(history[0]!.state).toBe("granted");
  await expect(model.getByRole("status")).toHaveText(`Thank you: ${brand.name} may use your post (Repost, Paid ads) until ${formatDay(history[0]!.ends_at)}.`);
  for (const button of answers(model)) await expect(button).toHaveCount(0);
  await expectAccessible(model);
  await expectFitsPhone(model);

  // Opened again, the link has been used: the API's sentence, and no form.
  await model.goto(path);
  await expect(model.getByRole("status")).toHaveText("You already answered this request: you accepted it. Thank you.");
  for (const button of answers(model)) await expect(button).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("a model declines with no fee and no end date; the used link is refused with its sentence", async ({ brand, browser }) => {
  const [, post] = await postsOf(brand);
  const terms: RightsTerms = { uses: ["web_email"], term: "perpetual", fee_cents: null, note: null };
  const { path } = await askRights(brand, post!, terms);

  const model = await modelPage(browser);
  await model.goto(path);
  await expect(model.getByText(termsText(brand.name, terms, 1), { exact: true })).toBeVisible();
  await expect(model.getByText("No end date", { exact: true })).toBeVisible();
  await expect(model.getByText("No fee", { exact: true })).toBeVisible();
  await answers(model)[1]!.click();
  await expect(model).toHaveURL(path);
  await expect(model.getByRole("status")).toHaveText("You declined. Nothing is granted.");
  const api = await apiAs(brand);
  const history = (await api.call<{ data: { history: { state: string }[] } }>("GET", `/content/posts/${post!.id}`)).body.data.history;
  expect(history[0]!.state).toBe("declined");

  const again = await model.goto(path);
  expect(again!.status()).toBe(410);
  await expect(model.getByRole("status")).toHaveText("You already answered this request: you declined it. Thank you.");
  for (const button of answers(model)) await expect(button).toHaveCount(0);
  await expectAccessible(model);
  await expectFitsPhone(model);
});

test("an expired, a revoked and a made-up link each say why there is nothing to answer", async ({ brand, browser }) => {
  const [, , first, second] = await postsOf(brand);
  const terms: RightsTerms = { uses: ["print"], term: "30d", fee_cents: null, note: null };
  const expired = await askRights(brand, first!, terms);
  const revoked = await askRights(brand, second!, terms);
  const api = await apiAs(brand);
  expect((await api.call("POST", `/test-support/rights/${expired.id}/expire`, {})).status).toBe(200);
  expect((await api.call("POST", `/content/rights/${revoked.id}/revoke`, {})).status).toBe(200);

  const model = await modelPage(browser);
  const cases: Array<[string, number, string]> = [
    [expired.path, 410, "This link has expired: it worked for 14 days. Ask the brand to send you a new one if you still want to answer."],
    [revoked.path, 410, "The brand took this request back, so there is nothing to answer."],
    ["/rights/short", 404, "This link is not valid. Ask the brand to send you a new one."],
    ["/rights/an-unknown-token-of-the-right-shape", 404, "This link is not valid. Ask the brand to send you a new one."],
  ];
  for (const [path, status, sentence] of cases) {
    const response = await model.goto(path);
    expect(response!.status(), path).toBe(status);
    await expect(model.getByRole("status")).toHaveText(sentence);
    for (const button of answers(model)) await expect(button).toHaveCount(0);
  }
  await expectAccessible(model);
  await expectFitsPhone(model);
});

test("the brand's own disclosure words are saved, and a word too long is refused by its field", async ({ page, brand }) => {
  const errors = consoleErrors(page);
  await signIn(page, brand);
  await page.goto("/profile");
  await page.getByRole("link", { name: "Content settings" }).click();
  await expect(page).toHaveURL(/\/profile\/content$/);
  await expect(page.getByRole("heading", { level: 1, name: "Content settings" })).toBeVisible();
  await expect(page.getByText("Always counted: #ad, #gifted, #sponsored, #partner, paid partnership")).toBeVisible();
  await expect(page.getByRole("group", { name: "Disclosure words" })).toHaveAccessibleDescription(/within the first 125 characters of its caption/);
  const words = page.getByLabel("Your own words");
  const cleared = page.getByRole("checkbox", { name: 'Show "Cleared for ads" on shared reports' });
  await expect(words).toHaveValue("");
  await expectAccessible(page);
  await expectFitsPhone(page);

  await words.fill("#foodie");
  await cleared.check();
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page).toHaveURL(/\/profile\?saved=content$/);
  await expect(page.getByText("Your content settings have been saved.")).toBeVisible();
  await page.getByRole("link", { name: "Content settings" }).click();
  await expect(words).toHaveValue("#foodie");
  await expect(cleared).toBeChecked();
  const api = await apiAs(brand);
  const saved = (await api.call<{ data: { disclosure_words: string[]; show_cleared: boolean } }>("GET", "/content/settings")).body.data;
  expect(saved).toMatchObject({ disclosure_words: ["#foodie"], show_cleared: true });

  const long = `#${"x".repeat(40)}`;
  await words.fill(`#foodie\n${long}`);
  await page.getByRole("button", { name: "Save settings" }).click();
  const message = page.getByText(`Line 2 ("#xxxxxxxxxxxxxxxxxxx…") is 41 characters long: a word can be at most 40.`);
  await expect(message).toBeVisible();
  await expect(words).toHaveAttribute("aria-invalid", "true");
  await expect(words).toHaveAccessibleDescription(/Line 2 \("#x+…"\) is 41 characters long/);
  await expect(words).toHaveValue(`#foodie\n${long}`);
  await expectAccessible(page);
  await expectFitsPhone(page);
  expect((await api.call<{ data: { disclosure_words: string[] } }>("GET", "/content/settings")).body.data.disclosure_words).toEqual(["#foodie"]);
  expect(errors).toEqual([]);
});
