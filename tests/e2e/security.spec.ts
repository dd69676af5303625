import { expect, signIn, test } from "./support/fixtures";

test.describe("sessions, CSRF and headers", () => {
  test("a tampered session cookie is treated as no session", async ({ page, context }) => {
    await signIn(page);
    const cookies = await context.cookies();
    const session = cookies.find((c) => c.name === "__session");
    expect(session).toBeTruthy();
    expect(session!.httpOnly).toBe(true);
    expect(session!.sameSite).toBe("Lax");
    await context.addCookies([{ ...session!, value: `${session!.value.slice(0, -4)}AAAA` }]);
    await page.goto("/");
    await expect(page).toHaveURL(/\/login$/);
  });

  test("a form post without the CSRF token is refused with a message", async ({ page }) => {
    const response = await page.request.post("/login", {
      form: { intent: "login", username: "demo", password: "demo1234" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(403);
    expect(await response.text()).toContain("This form has expired. Please reload the page and try again.");
  });

  test("a cross-site post is refused even with a token", async ({ page }) => {
    const html = await (await page.request.get("/login")).text();
    const csrf = html.match(/name="csrf" value="([^"]+)"/)![1];
    const response = await page.request.post("/login", {
      form: { csrf, intent: "login", username: "demo", password: "demo1234" },
      headers: { Origin: "https://evil.example" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(403);
  });

  test("pages carry a strict CSP and no token in their HTML", async ({ page, context }) => {
    await signIn(page);
    const response = await page.goto("/");
    const headers = response!.headers();
    expect(headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("same-origin");
    const html = await page.content();
    const session = (await context.cookies()).find((c) => c.name === "__session")!;
    expect(html).not.toContain(session.value);
    expect(html).not.toMatch(/access_token|refresh_token|accessToken|refreshToken/);
  });
});
