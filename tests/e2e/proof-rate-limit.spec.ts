// Request limits count each visitor on their own (api/lib/rate-limits.ts): media, PDFs and
// archives fetched through the web tool carry the browser's address, so one visitor who spends
// the whole budget gets 429 with Retry-After, and everyone else is still served.
import { expect, test } from "./support/fixtures";
import { type Product, demoGet, useProduct } from "./support/proof-server";

const BUDGET = 40;
let product: Product;

useProduct({ RATE_LIMIT_PER_MINUTE: String(BUDGET), ACCESS_LOG: "off", LOG_LEVEL: "warn" }, (started) => {
  product = started;
});

test("one visitor who spends the whole budget on images slows nobody else (over HTTP, so it runs once: skipped in all but desktop-js)", async () => {
  const get = await demoGet(product.apiBase);
  const media = (await get<{ data: { path: string }[] }>("/users/me/media")).data;
  const image = new URL(media[0]!.path, product.base).pathname;
  expect(image).toMatch(/^\/media\//);
  // The web tool trusts its loopback proxy, which here says who the visitor is.
  const fetchAs = (address: string) => fetch(`${product.base}${image}`, { headers: { "x-forwarded-for": address } });

  const statuses: number[] = [];
  for (let i = 0; i <= BUDGET; i++) statuses.push((await fetchAs("198.51.100.7")).status);
  expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(BUDGET / 2);
  const spent = await fetchAs("198.51.100.7");
  expect(spent.status).toBe(429);
  expect(Number(spent.headers.get("Retry-After"))).toBeGreaterThan(0);

  for (const other of ["198.51.100.8", "203.0.113.9"]) expect((await fetchAs(other)).status, other).toBe(200);
});
