// Route parameters are parsed at the edge and API paths are built with apiPath
// (app/lib/api/path.ts): a parameter that carries an encoded path of its own, such as
// `..%2F..%2Fhealth%3Fprobe%3Dx%23`, reaches no other API call. Every route with a parameter
// is tried with it in each parameter, the others filled with Demo Bistro's real ids.
import { expect, test } from "./support/fixtures";
import { Browser, buildRoutes, demoParams, fillPattern, type Product, useProduct } from "./support/proof-server";

const CRAFTED = "..%2F..%2Fhealth%3Fprobe%3Dx%23";
const SPLAT_CRAFTED = "..%2F..%2Fv1.3%2Fusers%2Fme";

let product: Product;
let params: Awaited<ReturnType<typeof demoParams>>;

useProduct({}, async (started) => {
  product = started;
  params = await demoParams(product.apiBase);
});

test("a crafted value in any route parameter is a 404 or the page's own refusal, never a call elsewhere (over HTTP, so it runs once: skipped in all but desktop-js)", async () => {
  const brand = new Browser(product.base);
  expect((await brand.signIn()).status).toBe(302);
  const patterns = [...new Set((await buildRoutes()).map((route) => route.pattern.replace("?index", "")))].filter((p) => /[:*]/.test(p));
  expect(patterns.length).toBeGreaterThanOrEqual(12);
  const answers: string[] = [];
  for (const pattern of patterns) {
    const names = pattern.match(/:[A-Za-z]+|\*/g)!;
    for (const name of names) {
      const url = fillPattern(pattern.replace(name, name === "*" ? SPLAT_CRAFTED : CRAFTED), params).replace(/:id\b/g, params.callSheet);
      const response = await brand.get(url);
      // A resource route (a CSV, the print view) too: its 404, not the framework's error.
      const unexpected = /Unexpected Server Error/.test(await response.text());
      answers.push(`${url} ${response.status}${unexpected ? " unexpected error" : ""}`);
    }
  }
  test.info().annotations.push({ type: "answers", description: answers.join("\n") });
  console.log(answers.join("\n"));
  const wrong = answers.filter((line) => !/ (404|400|401|302)$/.test(line));
  expect(wrong).toEqual([]);
});
