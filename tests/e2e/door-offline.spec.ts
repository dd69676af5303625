// The door list without a connection (docs/product/door.md#without-a-connection): with JavaScript, the service worker keeps the
// page, check-ins are kept on the phone (IndexedDB) and sent when the connection returns, each
// once; a model another phone checked in first says so on this phone's row. Without JavaScript
// every check-in is a post (door.spec.ts), so these run in the JavaScript projects only.
import type { BrowserContext, Page } from "@playwright/test";
import { expect, expectAccessible, isPhone, signIn, test } from "./support/fixtures";

test.use({ kit: ["offers"] });

const TIME = /\d{1,2}:\d\d [AP]M/;

/** Opens the door list and waits until the service worker keeps it. */
async function openDoor(page: Page) {
  await page.goto("/door");
  await expect(page.getByRole("status").filter({ hasText: "Every check-in is sent." })).toBeVisible();
  // Polled from here: waitForFunction takes the promise an async predicate returns as truthy.
  await expect.poll(() => page.evaluate(async () => Boolean(await (await caches.open("door-v1")).match("/door"))), { timeout: 15_000 }).toBe(true);
}

/** The claim ids of the first `n` rows whose Check in button works now. */
async function checkable(page: Page, n: number) {
  const forms = page.getByRole("list", { name: "Expected today" }).locator("form:has(button:not([disabled]))");
  const ids = await forms.locator('input[name="claim"]').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
  expect(ids.length, "rows to check in").toBeGreaterThanOrEqual(n);
  return ids.slice(0, n);
}

const checkInButton = (page: Page, claim: string) => page.locator(`form:has(input[name="claim"][value="${claim}"]) button`);

/** Signed in at the door, one model checked in without a connection: its claim id. */
async function oneCheckInOffline(page: Page, context: BrowserContext, brand: Parameters<typeof signIn>[1]) {
  await signIn(page, brand);
  await openDoor(page);
  const [claim] = await checkable(page, 1);
  await context.setOffline(true);
  await checkInButton(page, claim).click();
  await expect(page.getByRole("status")).toContainText("1 check-in waiting to send.");
  return claim;
}

test.describe("the door without a connection (skipped without JavaScript: then each check-in is a post, door.spec.ts)", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "keeping check-ins on the phone needs JavaScript");

  test("three check-ins made offline survive a closed page and are sent once when the connection returns", async ({ page, context, brand }) => {
    test.setTimeout(90_000);
    await signIn(page, brand);
    await openDoor(page);
    const claims = await checkable(page, 3);

    await context.setOffline(true);
    for (const claim of claims) await checkInButton(page, claim).click();
    const here = page.getByRole("list", { name: "Checked in today" });
    await expect(here.getByRole("listitem").filter({ hasText: "Checked in · waiting to send" })).toHaveCount(3);
    await expect(page.getByRole("status").filter({ hasText: "No connection." })).toContainText("3 check-ins waiting to send.");
    await expectAccessible(page);
    if (isPhone(page)) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // Closed and opened again without a connection: the kept page, the three still waiting.
    await page.close();
    const again = await context.newPage();
    await again.goto("/door");
    await expect(again.getByRole("status").filter({ hasText: "No connection." })).toContainText("3 check-ins waiting to send.");
    await expect(again.getByRole("list", { name: "Checked in today" }).getByRole("listitem").filter({ hasText: "waiting to send" })).toHaveCount(3);

    // Back online: all three are sent, once each (a second send would be refused on its row).
    await context.setOffline(false);
    await expect(again.getByRole("status").filter({ hasText: "Every check-in is sent." })).toBeVisible({ timeout: 40_000 });
    const sent = again.getByRole("list", { name: "Checked in today" });
    for (const claim of claims) await expect(checkInButton(again, claim)).toHaveCount(0);
    await expect(sent.getByRole("listitem").filter({ hasText: new RegExp(`Here ${TIME.source} by ${brand.contact_name} \\(owner\\)`) })).toHaveCount(3);
    await expect(again.getByRole("alert")).toHaveCount(0);
  });

  test("after a send, the list is read from the server even when it answers slower than the copy's wait", async ({ page, context, brand }) => {
    // The copy stands in for a list that is slow to come (one bar of signal); the list read
    // right after a send asks for the server's, which alone shows what was just sent.
    test.setTimeout(60_000);
    const claim = await oneCheckInOffline(page, context, brand);
    // Longer than the service worker's wait for the network (4 s, public/door-sw.js).
    await context.route("**/door", async (route) => {
      if (route.request().method() === "GET") await new Promise((resolve) => setTimeout(resolve, 5_500));
      await route.continue();
    });
    await context.setOffline(false);
    await expect(page.getByRole("status").filter({ hasText: "Every check-in is sent." })).toBeVisible({ timeout: 20_000 });
    await expect(checkInButton(page, claim)).toHaveCount(0, { timeout: 15_000 });
    await expect(
      page
        .getByRole("list", { name: "Checked in today" })
        .getByRole("listitem")
        .filter({ hasText: new RegExp(`Here ${TIME.source} by ${brand.contact_name} \\(owner\\)`) }),
    ).toHaveCount(1);
  });

  test("a model another phone checked in first says who did, on this phone's row", async ({ page, context, browser, brand }) => {
    // Sent on the `online` event, else by the next 30 s sync (public/door.js): the waits cover both.
    test.setTimeout(90_000);
    const claim = await oneCheckInOffline(page, context, brand);

    // The other phone, online, checks the same model in first.
    const other = await browser.newContext();
    const second = await other.newPage();
    await signIn(second, brand);
    await openDoor(second);
    await checkInButton(second, claim).click();
    // Sent and read back: the row says when and by whom (the status line says "sent" from the start).
    await expect(
      second
        .getByRole("list", { name: "Checked in today" })
        .getByRole("listitem")
        .filter({ hasText: /Here \d{1,2}:\d\d [AP]M by / }),
    ).toHaveCount(1);
    await expect(second.getByRole("status")).not.toContainText("waiting to send");
    await other.close();

    await context.setOffline(false);
    const refusal = page.getByRole("list", { name: "Checked in today" }).getByRole("alert");
    await expect(refusal).toHaveText(new RegExp(`^This model was already checked in at ${TIME.source} by ${brand.contact_name} \\(owner\\)\\.$`), {
      timeout: 40_000,
    });
    await expect(page.getByRole("status").filter({ hasText: "Every check-in is sent." })).toBeVisible();
    await expectAccessible(page);
  });
  test("a fresh list drops the kept assets and pictures no list names any more, and keeps its own", async ({ page, brand }) => {
    await signIn(page, brand);
    await openDoor(page);
    // What an earlier deployment and an earlier day left in the phone's copy. The list itself may
    // be read again meanwhile (after a sync), which drops them as well: `put` resolving is the proof
    // they were kept.
    const stale = ["/build/_assets/door-OLDBUILD.css", "/door.js?v=000000000000", "/media/models/gone-yesterday.jpg"];
    await page.evaluate(async (paths) => {
      const cache = await caches.open("door-v1");
      for (const path of paths) await cache.put(path, new Response("old"));
    }, stale);
    const kept = async () =>
      page.evaluate(async () => (await (await caches.open("door-v1")).keys()).map((request) => new URL(request.url).pathname + new URL(request.url).search));

    const keptAt = await page.evaluate(async () => (await (await caches.open("door-v1")).match("/door"))?.headers.get("x-door-kept-at"));
    await page.reload();
    await expect.poll(() => page.evaluate(async () => (await (await caches.open("door-v1")).match("/door"))?.headers.get("x-door-kept-at"))).not.toBe(keptAt);
    await expect.poll(async () => (await kept()).filter((path) => stale.includes(path))).toEqual([]);
    // What the list names stays: its stylesheet and its script.
    const named = await page.evaluate(() => [
      ...[...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => new URL(link.href).pathname),
      ...[...document.querySelectorAll<HTMLScriptElement>("script[src]")].map((script) => new URL(script.src).pathname + new URL(script.src).search),
    ]);
    expect(named.length).toBeGreaterThan(0);
    await expect.poll(kept).toEqual(expect.arrayContaining(named));
  });
});
