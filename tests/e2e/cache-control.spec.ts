// Caching rules in one place (server.js, where the request seam commits the cookies): every
// page and data request of a signed-in brand says `private, no-store`, so a browser or proxy
// keeps nothing of it and Back after logout on a shared machine shows nothing; a shared report
// keeps its public caching and the built assets theirs.
import { productPages } from "../../scripts/bench/pages.mjs";
import { dataUrl, demo, digestToken, expect, loginLink, serverEnv, signIn, test } from "./support/fixtures";
import { askRights, postsOf } from "./support/rights";

// The test's own brand has posts, so a live rights link's page is checked too.
test.use({ kit: ["content"] });

test("every signed-in page and data request is private, no-store; public reports and built assets keep their caching (over HTTP, so it runs once: skipped in all but desktop-js)", async ({
  page,
  brand,
}) => {
  test.skip(test.info().project.name !== "desktop-js", "HTTP only");
  const pages = await productPages(`http://127.0.0.1:${serverEnv().apiPort}/v1.3`);
  await signIn(page);
  const wrong: string[] = [];
  let checked = 0;
  for (const { path, signedIn } of pages) {
    if (!signedIn) continue;
    for (const url of [path, dataUrl(path), "/_root.data"]) {
      const response = await page.request.get(url, { maxRedirects: 0 });
      const cacheControl = response.headers()["cache-control"];
      if (cacheControl !== "private, no-store") wrong.push(`${url} ${response.status()}: ${cacheControl}`);
      checked += 1;
    }
  }
  // The "Switch brand?" page: a login link of another brand met by this session.
  const link = new URL(await loginLink("rival"));
  const question = await page.request.get(link.pathname, { maxRedirects: 0 });
  expect(await question.text()).toContain("Switch brand?");
  const questionCaching = question.headers()["cache-control"];
  if (questionCaching !== "private, no-store") wrong.push(`${link.pathname.slice(0, 8)}…: ${questionCaching}`);
  // The weekly digest's unsubscribe page names its brand without a sign-in: no one keeps it either.
  const unsubscribe = await page.request.get(`/digest/unsubscribe/${await digestToken(demo)}`);
  expect(await unsubscribe.text()).toContain("Stop the weekly digest?");
  const unsubscribeCaching = unsubscribe.headers()["cache-control"];
  if (unsubscribeCaching !== "private, no-store") wrong.push(`/digest/unsubscribe/…: ${unsubscribeCaching}`);
  // A rights link's page shows a model's posts and the brand's terms without a sign-in: no one keeps it.
  const rights = await page.request.get((await askRights(brand, (await postsOf(brand))[0]!)).path);
  expect(await rights.text()).toContain("Accept");
  const rightsCaching = rights.headers()["cache-control"];
  if (rightsCaching !== "private, no-store") wrong.push(`/rights/…: ${rightsCaching}`);
  expect(wrong).toEqual([]);
  expect(checked).toBeGreaterThan(60);

  const report = pages.find(({ path }) => path.startsWith("/report/"))!;
  expect((await page.request.get(report.path)).headers()["cache-control"]).toMatch(/^public, max-age=60/);
  const html = await (await page.request.get("/")).text();
  const asset = /href="(\/build\/[^"]+\.css)"/.exec(html)![1]!;
  expect((await page.request.get(asset)).headers()["cache-control"]).toMatch(/immutable/);
});
