// A PDF that takes longer than the PDF service waits (docs/product/results.md#report-pdf, api/adapters/jobs):
// the page says it is being prepared, with a Check again button that works without
// JavaScript; with JavaScript the page asks again by itself. On a private product whose API
// never waits (PDF_WAIT_SECONDS=0), so every PDF takes this path; desktops only, with JS on
// and off (the monthly page is for desktops).
import type { Page } from "@playwright/test";
import { apiToken, demo, expect, expectAccessible, isPhone, signIn, test } from "./support/fixtures";
import { startProduct, type Product } from "./support/proof-server";

let product: Product | undefined;

test.describe.configure({ mode: "serial" });
test.beforeAll(async ({}, testInfo) => {
  test.skip(testInfo.project.name.startsWith("phone"), "the monthly page is for desktops");
  testInfo.setTimeout(180_000);
  product = await startProduct({ PDF_WAIT_SECONDS: "0", ACCESS_LOG: "off" });
});
// A cold private product: its first pages and its first render take a while.
test.beforeEach(() => test.setTimeout(90_000));
test.afterAll(async () => {
  await product?.stop();
});

const javaScript = () => test.info().project.use.javaScriptEnabled !== false;

/** Without JavaScript the person presses Check again until the PDF is there. */
async function checkUntilReady(page: Page) {
  const ready = page.getByText("Your PDF is ready.");
  for (let i = 0; i < 20 && !(await ready.isVisible()); i++) {
    await page.getByRole("button", { name: "Check again" }).click();
    await page.waitForLoadState();
  }
  await expect(ready).toBeVisible();
}

test("Download PDF says the PDF is being prepared, then gives the file and its share link (skipped on phones: the monthly page is for desktops)", async ({
  page,
}) => {
  test.skip(isPhone(page), "the monthly page is for desktops");
  await signIn(page, demo, product!.base);
  await page.goto(`${product!.base}/results`);
  const js = javaScript();
  const downloading = js ? page.waitForEvent("download") : null;
  await page.getByRole("button", { name: "Download PDF" }).click();
  await expect(page.getByText("Your PDF is being prepared.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Check again" })).toBeVisible();
  await expectAccessible(page);
  if (js) {
    // The page asks again by itself, then downloads the file as when it was ready at once.
    expect((await downloading!).suggestedFilename()).toMatch(/^results-[a-z]+-\d{4}-\d{6}\.pdf$/);
    await expect(page.getByText("Your PDF is ready.")).toBeVisible();
  } else {
    await checkUntilReady(page);
  }
  const file = await page.getByRole("link", { name: "download the PDF" }).getAttribute("href");
  expect(file).toMatch(/^\/files\/[\w-]+$/);
  expect((await page.request.get(`${product!.base}${file}`)).headers()["content-type"]).toBe("application/pdf");
  await expect(page.getByRole("link", { name: /\/s\// })).toBeVisible();
});

test("the applicant export says it is being prepared, then gives the file (skipped on phones: desktops only, as the results check)", async ({ page }) => {
  test.skip(isPhone(page), "desktops only, as the results check");
  await signIn(page, demo, product!.base);
  await page.goto(`${product!.base}/offer/apply/${await castingId()}?status=selected`);
  await page.getByRole("button", { name: "PDF", exact: true }).click();
  await expect(page.getByText("Your PDF is being prepared.")).toBeVisible();
  if (javaScript()) await expect(page.getByText("Your PDF is ready.")).toBeVisible({ timeout: 20_000 });
  else await checkUntilReady(page);
  expect(await page.getByRole("link", { name: "download the PDF" }).getAttribute("href")).toMatch(/^\/files\/[\w-]+$/);
});

/** The seeded casting's id on the private product, from its API. */
async function castingId() {
  const headers = { "x-client-type": "business", authorization: `Bearer ${await apiToken(product!.apiBase)}` };
  const me = (await (await fetch(`${product!.apiBase}/v1.3/users/me`, { headers })).json()) as { data: { business_id: number } };
  const url = `${product!.apiBase}/v1.3/businesses/${me.data.business_id}/deals/active?attendees=false`;
  const offers = (await (await fetch(url, { headers })).json()) as { data: { id: number; subtitle: string }[] };
  return offers.data.find((o) => o.subtitle === "Spring Casting")!.id;
}
