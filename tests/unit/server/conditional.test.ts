import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearPageCache, conditionalPages, matchesEtag } from "../../../server/conditional.js";

describe("If-None-Match against a page's ETag (weak comparison)", () => {
  it.each([
    ['W/"abc"', 'W/"abc"', true],
    ['"abc"', 'W/"abc"', true],
    ['W/"x", W/"abc"', 'W/"abc"', true],
    ["*", 'W/"abc"', true],
    ['W/"abd"', 'W/"abc"', false],
    ["", 'W/"abc"', false],
    [undefined, 'W/"abc"', false],
  ])("%s matches %s: %s", (header, etag, expected) => {
    expect(matchesEtag(header, etag)).toBe(expected);
  });
});

describe("the public pages' cache", () => {
  /** A server whose page at /report/:id counts its renders, with the Cache-Control of ?cache=. */
  async function serve() {
    const app = express();
    let renders = 0;
    app.use(conditionalPages(/^\/report\/[^/]+\/?$/));
    app.get("/report/:id", (req, res) => {
      renders += 1;
      if (req.query.cookie) res.setHeader("Set-Cookie", "a=b");
      res.setHeader("Cache-Control", String(req.query.cache ?? "public, max-age=60"));
      res.type("html").send(`<p>${req.params.id} render ${renders}</p>`);
    });
    const server = app.listen(0);
    await new Promise((resolve) => server.once("listening", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return { base, renders: () => renders, close: () => new Promise((resolve) => server.close(resolve)) };
  }

  beforeEach(() => clearPageCache());
  afterEach(() => vi.restoreAllMocks());

  it("renders a public page once while its max-age runs, and again after", async () => {
    const page = await serve();
    try {
      const first = await fetch(`${page.base}/report/a`);
      const second = await fetch(`${page.base}/report/a`);
      expect(await second.text()).toBe(await first.text());
      expect(second.headers.get("server-timing")).toBe('cache;desc="hit"');
      expect(second.headers.get("cache-control")).toBe("public, max-age=60");
      expect(page.renders()).toBe(1);
      const revalidated = await fetch(`${page.base}/report/a`, { headers: { "if-none-match": first.headers.get("etag")! } });
      expect(revalidated.status).toBe(304);
      expect(page.renders()).toBe(1);
      const now = Date.now();
      vi.spyOn(Date, "now").mockReturnValue(now + 61_000);
      expect(await (await fetch(`${page.base}/report/a`)).text()).toBe("<p>a render 2</p>");
    } finally {
      await page.close();
    }
  });

  it("keeps no page that is private, not to be stored, or sets a cookie", async () => {
    const page = await serve();
    try {
      for (const query of ["cache=private,max-age=60", "cache=no-store", "cookie=1"]) {
        await fetch(`${page.base}/report/b?${query}`);
        await fetch(`${page.base}/report/b?${query}`);
      }
      expect(page.renders()).toBe(6);
    } finally {
      await page.close();
    }
  });

  it("holds at most 500 pages, the least recently read leaving first", async () => {
    const page = await serve();
    try {
      for (let i = 0; i <= 500; i++) await (await fetch(`${page.base}/report/p${i}`)).arrayBuffer();
      await (await fetch(`${page.base}/report/p500`)).arrayBuffer();
      expect(page.renders()).toBe(501);
      await (await fetch(`${page.base}/report/p0`)).arrayBuffer();
      expect(page.renders()).toBe(502);
    } finally {
      await page.close();
    }
  });
});
