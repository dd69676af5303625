// Signed-in pages kept per brand version (decision 0045): served again while the brand's version
// holds, each time with a nonce of its own, and never after the brand changed something.
import { expect, expectAccessible, signIn, test } from "./support/fixtures";

/** The CSRF token of the signed-in page at `/`. */
async function csrfOf(page: import("@playwright/test").Page) {
  return /name="csrf" value="([^"]+)"/.exec(await (await page.request.get("/")).text())?.[1] ?? "";
}

/** The API calls a page's answer made (Server-Timing): a kept page asks only for the version. */
const callsOf = (serverTiming: string | undefined) => Number(/calls=(\d+)/.exec(serverTiming ?? "")?.[1] ?? -1);

/** A page is kept within its minute: a test that loads one again starts with 10 s of a minute ahead. */
async function minuteAhead() {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < 10_000) await new Promise((resolve) => setTimeout(resolve, left + 100));
}

test.describe("a kept page", () => {
  test.use({ kit: ["offers"] });

  test("is served again with a fresh nonce, works as the first, and shows a change made since", async ({ page, brand }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await signIn(page, brand);
    await minuteAhead();
    // The first page after sign-in remembers the brand's id in the session (a cookie set): that
    // answer is its own. The next is rendered and kept.
    await page.goto("/");
    const first = await page.goto("/");
    expect(callsOf(first!.headers()["server-timing"])).toBeGreaterThan(1);
    const again = await page.goto("/");
    // Kept: one call, the version's.
    expect(callsOf(again!.headers()["server-timing"])).toBe(1);
    const nonces = [first!, again!].map((r) => /'nonce-([^']+)'/.exec(r.headers()["content-security-policy"] ?? "")?.[1]);
    expect(nonces[0]).toBeTruthy();
    expect(nonces[1]).toBeTruthy();
    expect(nonces[1]).not.toBe(nonces[0]);
    // The page's scripts carry the new nonce, so its forms are enhanced as on the first load.
    expect(await page.locator(`script[nonce]`).count()).toBeGreaterThan(0);
    await expectAccessible(page);

    // A check-in (the brand's own change) shows at once on the same address.
    const checkIns = page.getByRole("list", { name: "Check-ins expected today" });
    const row = checkIns
      .getByRole("listitem")
      .filter({ has: page.getByRole("button", { name: /^Check in / }) })
      .first();
    const name = (await row.locator(".today__model").textContent())!;
    await row.getByRole("button", { name: `Check in ${name}` }).click();
    await expect(page.getByRole("status").filter({ hasText: "The model is checked in." })).toBeVisible();
    const after = await page.goto("/");
    expect(callsOf(after!.headers()["server-timing"])).toBeGreaterThan(1);
    await expect(page.getByRole("list", { name: "Check-ins expected today" }).getByRole("listitem").filter({ hasText: name }).first()).toContainText(
      "Checked in",
    );
    expect(errors).toEqual([]);
  });

  test("is never served to a session that ended", async ({ page, brand }) => {
    await signIn(page, brand);
    await minuteAhead();
    await page.goto("/offers/active");
    await page.goto("/offers/active");
    expect(callsOf((await page.goto("/offers/active"))!.headers()["server-timing"])).toBe(1);
    const cookies = await page.context().cookies();
    // Sign out, then put the old cookies back: the kept page must not answer them.
    const out = await page.request.post("/logout", { form: { csrf: await csrfOf(page) }, maxRedirects: 0 });
    expect(out.status()).toBe(302);
    await page.context().clearCookies();
    await page.context().addCookies(cookies);
    const response = await page.goto("/offers/active");
    await expect(page).toHaveURL(/\/login/);
    expect(response!.url()).toContain("/login");
  });
});
