// The card form sends an Idempotency-Key made when the page renders, so posting the same
// rendering twice (a double click, a browser re-posting the form without JS) adds one card.
// HTTP level on a private product: Demo Bistro's cards there are free to change.
import { expect, test } from "./support/fixtures";
import { Browser, type Product, useProduct } from "./support/proof-server";

let product: Product;

useProduct({ ACCESS_LOG: "off" }, (started) => {
  product = started;
});

const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, "0");

async function cardForm(browser: Browser) {
  const html = await (await browser.get("/billing/card")).text();
  const csrf = /name="csrf" value="([^"]+)"/.exec(html)?.[1];
  const key = /name="idempotency_key" value="([^"]+)"/.exec(html)?.[1];
  expect(csrf).toBeTruthy();
  expect(key, "the card form carries its Idempotency-Key").toMatch(/^[\x21-\x7e]{8,100}$/);
  return new URLSearchParams({ csrf: csrf!, idempotency_key: key!, number: "4242 4242 4242 4242", expiry: `12/${nextYear}`, cvc: "123" });
}

async function cardCount(browser: Browser) {
  const html = await (await browser.get("/billing/methods")).text();
  return html.match(/Ending in \d{4}/g)?.length ?? 0;
}

test("posting the same card form twice adds one card; a new rendering adds another (over HTTP, so it runs once: skipped in all but desktop-js)", async () => {
  const browser = new Browser(product.base);
  expect((await browser.signIn()).status).toBe(302);
  const before = await cardCount(browser);

  const form = await cardForm(browser);
  // A double click: both posts at once; then the browser re-posting the page later.
  const answers = await Promise.all([browser.post("/billing/card", form), browser.post("/billing/card", form)]);
  answers.push(await browser.post("/billing/card", form));
  for (const answer of answers) {
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/billing/added");
  }
  expect(await cardCount(browser)).toBe(before + 1);

  // The form rendered again is a new request: its key is another, and the card is added.
  const again = await cardForm(browser);
  expect(again.get("idempotency_key")).not.toBe(form.get("idempotency_key"));
  expect((await browser.post("/billing/card", again)).headers.get("location")).toBe("/billing/added");
  expect(await cardCount(browser)).toBe(before + 2);
});

test("a tampered key is refused with a visible message and adds nothing (over HTTP, so it runs once: skipped in all but desktop-js)", async () => {
  const browser = new Browser(product.base);
  await browser.signIn();
  const before = await cardCount(browser);
  const form = await cardForm(browser);
  form.set("idempotency_key", "short");
  const answer = await browser.post("/billing/card", form);
  expect(answer.status).toBe(400);
  expect(await answer.text()).toContain("This form could not be read. Please reload the page and try again.");
  expect(await cardCount(browser)).toBe(before);
});
