// Valid HTML, read by a checker nobody here wrote: every page of the product, as the server
// sends it, goes through the W3C Nu Html Checker (vnu-jar, run on the system's Java) and must
// give no error. States a brand reaches beyond a page's first view are added by hand: an open
// modal, a form sent back with its messages.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { productPages } from "../../scripts/bench/pages.mjs";
import { digestToken, expect, linkOn, postForm, serverEnv, signIn, test } from "./support/fixtures";
import { retiredLocation } from "./support/locations";
import { askRights, postsOf } from "./support/rights";

// The test's own brand has posts, so a live rights link's page is checked too.
test.use({ kit: ["content"] });

const VNU = path.join(process.cwd(), "node_modules/vnu-jar/build/dist/vnu.jar");

type VnuMessage = { type: string; url: string; message: string; extract?: string };

test("every page is valid HTML for the Nu Html Checker (over HTTP, so it runs once: skipped in all but desktop-js)", async ({ page, brand }) => {
  test.skip(test.info().project.name !== "desktop-js", "HTTP only");
  test.setTimeout(180_000);
  const pages = await productPages(`http://127.0.0.1:${serverEnv().apiPort}/v1.3`);
  await signIn(page);
  // The weekly digest's unsubscribe page of a brand of the test's own (its link's token).
  const unsubscribe = `/digest/unsubscribe/${await digestToken(brand)}`;
  // A rights link as the model opens it from the mail, with its terms and form.
  const rights = (await askRights(brand, (await postsOf(brand))[0]!)).path;
  // Open modals, found as a brand finds them: by the links on the page.
  const extra = [
    await linkOn(page, "/offers/active", /href="([^"]*modal=claims[^"]*)"/),
    await linkOn(page, "/billing/methods", /href="([^"]*confirm=remove[^"]*)"/),
    await linkOn(page, "/profile/team", /href="([^"]*confirm=remove[^"]*)"/),
    await linkOn(page, pages.find((p) => /^\/profile\/locations\/\d+$/.test(p.path))!.path, /href="([^"]*confirm=retire[^"]*)"/),
    "/login?modal=forgot-password",
    unsubscribe,
    rights,
  ];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vnu-"));
  const files = new Map<string, string>();
  for (const url of [...pages.map((p) => p.path), ...extra]) {
    const response = await page.request.get(url);
    expect(response.status(), url).toBeLessThan(500);
    const file = path.join(dir, `${files.size}.html`);
    fs.writeFileSync(file, await response.text());
    files.set(`file:${file}`, url);
  }
  // Forms sent back with their field messages, without JavaScript's checks: the profile details,
  // an invitation (nothing is sent: the email is not one), the reminder and claim settings and a
  // new location (nothing is added: it has no name); and the unsubscribe page's answer (the test's brand's digest is stopped).
  const refusals: Array<[string, Record<string, string>]> = [
    ["/profile/edit", { intent: "profile", contact_name: "", contact_email: "not-an-email" }],
    ["/profile/team", { intent: "invite", name: "", email: "not-an-email", role: "door" }],
    ["/profile/reminders", { auto_reminders: "on", skip_no_shows: "0", skip_below_rate: "101" }],
    ["/profile/content", { disclosure_words: "x".repeat(41) }],
    [
      "/profile/locations/new",
      {
        intent: "save",
        name: "",
        address: "x".repeat(301),
        phone_number: "call me",
        "working_hours.monday.open": "18:00",
        "working_hours.monday.close": "09:00",
      },
    ],
    [unsubscribe, {}],
  ];
  for (const [url, form] of refusals) {
    const file = path.join(dir, `refused-${files.size}.html`);
    fs.writeFileSync(file, await (await postForm(page, url, form)).text());
    files.set(`file:${file}`, `${url} (refused)`);
  }

  // A retired location's page, and the list with its "Retired locations", of the test's own brand.
  const retired = await retiredLocation(brand);
  // The sign-in page sends a signed-in visitor on: the brand signs in afresh.
  await page.context().clearCookies();
  await signIn(page, brand);
  for (const url of ["/profile/locations", `/profile/locations/${retired}`]) {
    const response = await page.request.get(url);
    expect(response.status(), url).toBe(200);
    const file = path.join(dir, `${files.size}.html`);
    fs.writeFileSync(file, await response.text());
    files.set(`file:${file}`, `${url} (retired)`);
  }

  // vnu writes its JSON report to stderr, and exits 1 when it found errors.
  const run = spawnSync("java", ["-jar", VNU, "--errors-only", "--format", "json", ...[...files.keys()].map((f) => f.slice(5))], { encoding: "utf8" });
  expect(run.error, "the system's Java runs vnu.jar").toBeUndefined();
  const report = JSON.parse(run.stderr) as { version?: string; messages: VnuMessage[] };
  expect(report.version, "vnu's report").toBeTruthy();
  const messages = report.messages.filter((m) => m.type === "error");
  const errors = messages.map((m) => `${files.get(m.url) ?? m.url}: ${m.message} (${(m.extract ?? "").replace(/\s+/g, " ").slice(0, 80)})`);
  fs.rmSync(dir, { recursive: true, force: true });
  expect(files.size).toBeGreaterThan(25);
  expect(errors).toEqual([]);
});
