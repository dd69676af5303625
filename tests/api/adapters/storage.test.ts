// The file store's one test suite, run against both stores: the DATA_DIR folder and a real S3 API
// (s3rver on loopback). Every route that stores or serves files goes through the store under test.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { files } from "../../../api/db/schema";
import { buildServer } from "../../../api/server";
import { sweepExpired } from "../../../api/services/retention/sweep";
import { createStorage } from "../../../api/adapters/storage";
import { createS3Store } from "../../../api/adapters/storage/s3";
import { createTestApi, type TestApi } from "../support/helpers";
import { closedPort, startS3Server } from "../support/s3-server";

const s3 = await startS3Server();
afterAll(() => s3.close());

type Month = { month: number; year: number };
const readAll = async (body: NodeJS.ReadableStream) => {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
};

/** POST /users/me/media with one small JPEG, on the given server. */
async function uploadImage(app: FastifyInstance, headers: Record<string, string>) {
  const image = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#2a9d8f" } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append("files", new Blob([new Uint8Array(image)], { type: "image/jpeg" }), "patio.jpg");
  const request = new Request("http://upload.test", { method: "POST", body: form });
  const payload = Buffer.from(await request.arrayBuffer());
  return app.inject({ method: "POST", url: "/v1.3/users/me/media", headers: { ...headers, "content-type": request.headers.get("content-type")! }, payload });
}

describe.each([
  { store: "the DATA_DIR folder", env: {} },
  { store: "an S3 bucket", env: s3.env },
])("files kept in $store", ({ env }) => {
  let api: TestApi;
  let demo: string;
  beforeAll(async () => {
    api = await createTestApi({ env });
    demo = await api.login("demo", "demo1234");
  });
  afterAll(() => api?.close());
  const get = (url: string, headers: Record<string, string> = {}) => api.app.inject({ method: "GET", url, headers });

  it("keeps, finds, reads and removes a file; a missing one is none, a bad key an error", async () => {
    const { storage } = api;
    await storage.put("media/kept.jpg", Buffer.from("bytes"), "image/jpeg");
    expect(await storage.exists("media/kept.jpg")).toBe(true);
    expect((await storage.read("media/kept.jpg"))?.toString()).toBe("bytes");
    const found = await storage.get("media/kept.jpg");
    expect(found && !found.notModified && (await readAll(found.body)).toString()).toBe("bytes");
    await storage.remove("media/kept.jpg");
    await storage.remove("media/kept.jpg");
    expect(await storage.exists("media/kept.jpg")).toBe(false);
    expect(await storage.get("media/kept.jpg")).toBeNull();
    expect(await storage.read("media/kept.jpg")).toBeNull();
    for (const key of ["media/../secret", "media/.hidden", "other/x.jpg", "media/a\0.jpg", "/media/x.jpg", "media\\x.jpg"]) {
      await expect(storage.put(key, Buffer.from("x"), "image/jpeg")).rejects.toThrow(/not a storage key/);
    }
  });

  it("serves media with a year's caching, an ETag the same from every API instance, and 304 for a current copy", async () => {
    const first = await get("/media/seed-post-1.jpg");
    expect(first.statusCode).toBe(200);
    expect(first.headers).toMatchObject({
      "content-type": "image/jpeg",
      "cache-control": "public, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
    });
    expect(first.headers["last-modified"]).toEqual(expect.any(String));
    expect(Number(first.headers["content-length"])).toBe(first.rawPayload.length);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[^"]+"$/);

    // A second API instance with a store of its own (S3: another client) gives the same ETag.
    const other = await buildServer({ db: api.db, config: api.config, storage: createStorage(api.config), logger: false });
    try {
      expect((await other.inject({ method: "GET", url: "/media/seed-post-1.jpg" })).headers.etag).toBe(etag);
    } finally {
      await other.close();
    }
    const again = await get("/media/seed-post-1.jpg", { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.headers.etag).toBe(etag);
    expect(again.rawPayload.length).toBe(0);
  });

  it("answers 404 for missing media, unknown types and names that leave the media store", async () => {
    for (const url of ["/media/nothing-here.jpg", "/media/seed-post-1.txt", "/media/..%2Finternal-secret", "/media/%2e%2e/files/x.pdf", "/media/a%00.jpg"]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });

  it("streams a video of several megabytes whole, in pieces", async () => {
    const video = Buffer.alloc(6 * 1024 * 1024);
    for (let i = 0; i < video.length; i += 4) video.writeUInt32LE(i, i);
    const file = path.join(api.config.dataDir, "upload-source.mp4");
    fs.writeFileSync(file, video);
    await api.storage.put("media/big-video.mp4", { file }, "video/mp4");
    const found = await api.storage.get("media/big-video.mp4");
    let pieces = 0;
    if (found && !found.notModified) for await (const _ of found.body) pieces += 1;
    expect(pieces).toBeGreaterThan(1);
    const served = await get("/media/big-video.mp4");
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("video/mp4");
    expect(Number(served.headers["content-length"])).toBe(video.length);
    expect(served.rawPayload.equals(video)).toBe(true);
    const head = await api.app.inject({ method: "HEAD", url: "/media/big-video.mp4" });
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-length"]).toBe(String(video.length));
    expect(head.headers.etag).toBe(served.headers.etag);
  });

  it("keeps an uploaded image and its thumbnail in the store", async () => {
    const response = await uploadImage(api.app, api.headers(demo));
    expect(response.statusCode).toBe(201);
    const added = (response.json().data as { path: string; thumbnail: string }[]).at(-1)!;
    expect(await api.storage.exists(added.path.slice(1))).toBe(true);
    expect(await api.storage.exists(added.thumbnail.slice(1))).toBe(true);
    expect((await get(added.thumbnail)).statusCode).toBe(200);
  });

  it("stores a month's PDF, with the pictures read from the store, serves it by link, and the sweep deletes it when expired", async () => {
    const [latest] = (await api.app.inject({ method: "GET", url: "/v1.3/report/months", headers: api.headers(demo) })).json().data as Month[];
    const response = await api.app.inject({
      method: "POST",
      url: "/v1.3/pdf",
      headers: api.headers(demo),
      payload: { month: latest!.month, year: latest!.year },
    });
    expect(response.statusCode).toBe(200);
    const id = new URL((response.json() as { url: string }).url).pathname.split("/").at(-1)!;
    expect(await api.storage.exists(`files/${id}.pdf`)).toBe(true);
    // Rendered to a temporary file, which is gone once stored.
    expect(fs.readdirSync(path.join(api.config.dataDir, "tmp"))).toEqual([]);

    const served = await get(`/files/${id}`);
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("application/pdf");
    expect(Number(served.headers["content-length"])).toBe(served.rawPayload.length);
    expect(served.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect(served.rawPayload.toString("latin1")).toMatch(/\/Subtype \/Image/);

    await api.db
      .update(files)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(files.id, id));
    expect((await get(`/files/${id}`)).statusCode).toBe(404);
    await sweepExpired(api.db, api.storage);
    expect(await api.storage.exists(`files/${id}.pdf`)).toBe(false);
  });

  it("zips a month's media, videos among them, from the store", async () => {
    const [latest] = (await api.app.inject({ method: "GET", url: "/v1.3/report/months", headers: api.headers(demo) })).json().data as Month[];
    const signed = await api.app.inject({ method: "GET", url: `/v1.3/report/zipSign?month=${latest!.month}&year=${latest!.year}`, headers: api.headers(demo) });
    const zip = await get(`/v1.3/report/zip?id=${encodeURIComponent(signed.json().data.id)}`, api.headers());
    expect(zip.statusCode).toBe(200);
    const file = path.join(api.config.dataDir, "archive.zip");
    fs.writeFileSync(file, zip.rawPayload);
    const listing = execFileSync("unzip", ["-l", file]).toString();
    expect(listing).toMatch(/\.jpg/);
    expect(listing).toMatch(/\.mp4/);
    // The month's 35 posts and the rights.csv beside them.
    expect(listing).toMatch(/36 files/);
    expect(listing).toMatch(/rights\.csv/);
    execFileSync("unzip", ["-tq", file]);
  });

  it("keeps the seed's media in the store it was given", () => {
    // With S3 nothing lands in DATA_DIR/media: API machines that share no folder serve the same pictures.
    expect(fs.existsSync(path.join(api.config.dataDir, "media"))).toBe(!env.S3_BUCKET);
  });
});

describe("when the S3 store is unreachable", () => {
  let api: TestApi;
  let down: Awaited<ReturnType<typeof buildServer>>;
  let demo: string;
  beforeAll(async () => {
    api = await createTestApi();
    demo = await api.login("demo", "demo1234");
    const port = await closedPort();
    const config = { ...api.config, s3: { ...s3Settings(s3.env), endpoint: `http://127.0.0.1:${port}` } };
    down = await buildServer({ db: api.db, config, storage: createS3Store(config.s3), logger: false });
  });
  afterAll(async () => {
    await down?.close();
    await api?.close();
  });
  const unavailable = { statusCode: 503, message: "The file store is unavailable right now. Please try again in a moment." };

  // The S3 client tries each call three times with backoff before the 503: some 11 s in all.
  it("media, uploads and PDFs answer 503 with a message; pages without files keep working", { timeout: 60_000 }, async () => {
    const media = await down.inject({ method: "GET", url: "/media/seed-post-1.jpg" });
    expect(media.json()).toMatchObject(unavailable);
    expect(media.headers["retry-after"]).toBe("5");

    const upload = await uploadImage(down, api.headers(demo));
    expect(upload.json()).toMatchObject(unavailable);

    const [latest] = (await down.inject({ method: "GET", url: "/v1.3/report/months", headers: api.headers(demo) })).json().data as Month[];
    const pdf = await down.inject({ method: "POST", url: "/v1.3/pdf", headers: api.headers(demo), payload: { month: latest!.month, year: latest!.year } });
    expect(pdf.json()).toMatchObject(unavailable);

    // A PDF made while the store was up, asked for while it is down.
    const made = await api.app.inject({ method: "POST", url: "/v1.3/pdf", headers: api.headers(demo), payload: { month: latest!.month, year: latest!.year } });
    const download = await down.inject({ method: "GET", url: new URL(made.json().url).pathname });
    expect(download.json()).toMatchObject(unavailable);

    expect((await down.inject({ method: "GET", url: "/v1.3/users/me", headers: api.headers(demo) })).statusCode).toBe(200);
    expect((await down.inject({ method: "GET", url: "/health" })).statusCode).toBe(200);
  });
});

function s3Settings(env: Record<string, string>) {
  return {
    bucket: env.S3_BUCKET!,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION!,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: true,
  };
}
