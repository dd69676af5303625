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

describe("the kept pages: a versioned page's bytes while its version holds and its max-age runs", () => {
  /** A server whose page at /report/:id counts its renders; its version is `versions[id]` (none: not kept). */
  async function serve(versions: Record<string, string | null>) {
    const app = express();
    let renders = 0;
    app.use(conditionalPages(/^\/report\/[^/]+\/?$/, { version: async (req) => versions[req.path.split("/")[2]!] ?? null }));
    app.get("/report/:id", (req, res) => {
      renders += 1;
      if (req.query.cookie) res.setHeader("Set-Cookie", "a=b");
      res.setHeader("Cache-Control", String(req.query.cache ?? "public, max-age=60"));
      res.setHeader("Content-Security-Policy", "default-src 'self'");
      res.type("html").send(`<p>${req.params.id} render ${renders}</p>`);
    });
    const server = app.listen(0);
    await new Promise((resolve) => server.once("listening", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return { base, renders: () => renders, close: () => new Promise((resolve) => server.close(resolve)) };
  }

  beforeEach(() => clearPageCache());
  afterEach(() => vi.restoreAllMocks());

  it("renders once while the version and max-age hold, with the page's own headers, and answers 304 to its ETag", async () => {
    const page = await serve({ a: "v1" });
    try {
      const first = await fetch(`${page.base}/report/a`);
      const second = await fetch(`${page.base}/report/a`);
      expect(await second.text()).toBe(await first.text());
      expect(second.headers.get("server-timing")).toBe('cache;desc="hit"');
      expect(second.headers.get("cache-control")).toBe("public, max-age=60");
      expect(second.headers.get("content-security-policy")).toBe("default-src 'self'");
      expect(second.headers.get("etag")).toBe(first.headers.get("etag"));
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

  it("renders again at once when the version changes or is gone (a link taken back)", async () => {
    const versions: Record<string, string | null> = { a: "v1" };
    const page = await serve(versions);
    try {
      await (await fetch(`${page.base}/report/a`)).text();
      versions.a = "v2";
      expect(await (await fetch(`${page.base}/report/a`)).text()).toBe("<p>a render 2</p>");
      versions.a = null;
      expect(await (await fetch(`${page.base}/report/a`)).text()).toBe("<p>a render 3</p>");
      versions.a = "v2";
      expect(await (await fetch(`${page.base}/report/a`)).text()).toBe("<p>a render 4</p>");
    } finally {
      await page.close();
    }
  });

  it("keeps no page without a version, one that is private or not to be stored, or one that sets a cookie", async () => {
    const page = await serve({ b: "v1" });
    try {
      for (const path of ["/report/none", "/report/b?cache=private,max-age=60", "/report/b?cache=no-store", "/report/b?cookie=1"]) {
        await (await fetch(`${page.base}${path}`)).text();
        await (await fetch(`${page.base}${path}`)).text();
      }
      expect(page.renders()).toBe(8);
    } finally {
      await page.close();
    }
  });

  it("holds at most 500 pages, the least recently read leaving first", async () => {
    const versions = new Proxy({}, { get: () => "v" }) as Record<string, string>;
    const page = await serve(versions);
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
