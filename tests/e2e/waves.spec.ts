// Loaders make independent API calls at once: every page of the product, fetched as a
// document and as a client-side navigation's data request, needs at most two sequential
// waves of API round trips. server.js reports them in the `Server-Timing` header.
import { parseServerTiming } from "~/lib/api/round-trips";
import { productPages } from "../../scripts/bench/pages.mjs";
import { dataUrl, expect, serverEnv, signIn, test } from "./support/fixtures";

const MAX_WAVES = 2;

test("no page needs more than two sequential waves of API calls (over HTTP, so it runs once: skipped in all but desktop-js)", async ({ page }) => {
  // Plain HTTP, the same in every project: one project is enough.
  test.skip(test.info().project.name !== "desktop-js", "HTTP only");
  const pages = await productPages(`http://127.0.0.1:${serverEnv().apiPort}/v1.3`);
  await signIn(page);
  await page.request.get("/");
  const seen: string[] = [];
  for (const { path, signedIn } of pages) {
    const urls = signedIn ? [path, dataUrl(path)] : [path];
    for (const url of urls) {
      const response = await page.request.get(url, { maxRedirects: 0 });
      expect(response.status(), url).toBeLessThan(500);
      const trips = parseServerTiming(response.headers()["server-timing"] ?? null);
      expect(trips, `${url} has a Server-Timing api entry`).not.toBeNull();
      seen.push(`${url}: calls=${trips!.calls} waves=${trips!.waves}`);
      expect(trips!.waves, `${url} (${seen.at(-1)})`).toBeLessThanOrEqual(MAX_WAVES);
    }
  }
  test.info().annotations.push({ type: "round trips", description: seen.join("\n") });
  expect(seen.length).toBeGreaterThan(40);
});
