// Read by a text browser nobody here wrote: every page, as the server sends it, goes through
// lynx (no JavaScript, no CSS). A control named only by aria-label is a link without text there
// (lynx lists it under "Hidden links"), and words that only CSS keeps apart run together.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { productPages } from "../../scripts/bench/pages.mjs";
import { demo, digestToken, expect, linkOn, serverEnv, signIn, test } from "./support/fixtures";
import { retiredLocation } from "./support/locations";
import { askRights, postsOf } from "./support/rights";

// The test's own brand has posts, so a live rights link's page is read too.
test.use({ kit: ["content"] });

/**
 * Words run together: a lower-case letter or a digit straight before a capitalised word
 * ('Chloe OkaforChecked in', 'Dismissed17Unreviewed', '7:42 AMChloe'). No name in the seed is
 * written in camel case, so on these pages such a run is always two parts without a space.
 */
const RUN_TOGETHER = /[a-z)][A-Z][a-z]{2,}|[a-z]\d+[A-Z]|\d[A-Z][a-z]|\d:\d\d [AP]M[A-Z]/;

test("every page reads in a text browser: no control without text, no words run together (over HTTP, so it runs once: skipped in all but desktop-nojs)", async ({
  page,
  brand,
}) => {
  test.skip(test.info().project.name !== "desktop-nojs", "HTTP only");
  test.setTimeout(180_000);
  const pages = await productPages(`http://127.0.0.1:${serverEnv().apiPort}/v1.3`);
  await signIn(page);
  const applicant = pages.find((p) => p.path.includes("/applicant/"))!.path;
  const urls = [
    ...pages.map((p) => p.path),
    await linkOn(page, "/offers/active", /href="([^"]*modal=claims[^"]*)"/),
    await linkOn(page, "/billing/methods", /href="([^"]*confirm=remove[^"]*)"/),
    await linkOn(page, pages.find((p) => /^\/profile\/locations\/\d+$/.test(p.path))!.path, /href="([^"]*confirm=retire[^"]*)"/),
    `${applicant}${applicant.includes("?") ? "&" : "?"}photo=1`,
    "/profile/edit?modal=instagram",
    // The weekly digest's unsubscribe page, by Demo Bistro's link (read only: its digest stays on).
    `/digest/unsubscribe/${await digestToken(demo)}`,
    // A rights link as the model opens it from the mail.
    (await askRights(brand, (await postsOf(brand))[0]!)).path,
  ];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lynx-"));
  const problems: string[] = [];
  // A retired location's page, and the list with its "Retired locations", of the test's own brand.
  const retired = await retiredLocation(brand);
  const brandUrls = ["/profile/locations", `/profile/locations/${retired}`];
  for (const [i, url] of [...urls, ...brandUrls].entries()) {
    if (i === urls.length) {
      // The sign-in page sends a signed-in visitor on: the brand signs in afresh.
      await page.context().clearCookies();
      await signIn(page, brand);
    }
    const response = await page.request.get(url);
    expect(response.status(), url).toBeLessThan(500);
    const file = path.join(dir, "page.html");
    fs.writeFileSync(file, await response.text());
    const dump = spawnSync("lynx", ["-dump", "-force_html", "-nomargins", "-width=400", file], { encoding: "utf8" });
    expect(dump.error, "lynx runs").toBeUndefined();
    expect(dump.stdout.trim().length, `lynx's text of ${url}`).toBeGreaterThan(20);
    const [text, references = ""] = dump.stdout.split(/^References$/m);
    if (/Hidden links:/.test(references))
      problems.push(`${url}: links without text: ${references.split("Hidden links:")[1]!.trim().split("\n").slice(0, 3).join(", ")}`);
    for (const line of text!.split("\n")) if (RUN_TOGETHER.test(line)) problems.push(`${url}: run together: ${line.trim().slice(0, 120)}`);
    for (const line of text!.split("\n"))
      if (/\[(BUTTON|Submit)\]|\[INLINE\]|\[IMAGE\]/.test(line)) problems.push(`${url}: a control without text: ${line.trim().slice(0, 120)}`);
  }
  fs.rmSync(dir, { recursive: true, force: true });
  expect(urls.length).toBeGreaterThan(25);
  expect(problems).toEqual([]);
});
