import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { useSignedInApi } from "../support/helpers";

const { api, demo, rival } = await useSignedInApi();

type Media = { id: number; media_id: number; path: string; thumbnail: string; sort: number };

const call = (method: "GET" | "POST" | "DELETE", url: string, token: string, payload?: unknown) =>
  api.app.inject({ method, url: `/v1.3${url}`, headers: api.headers(token), payload: payload as object | undefined });

async function upload(files: Array<{ name: string; data: Buffer; type?: string }>, token = demo) {
  const form = new FormData();
  for (const file of files) form.append("files", new Blob([new Uint8Array(file.data)], { type: file.type ?? "image/jpeg" }), file.name);
  const request = new Request("http://upload.test", { method: "POST", body: form });
  return api.app.inject({
    method: "POST",
    url: "/v1.3/users/me/media",
    headers: { ...api.headers(token), "content-type": request.headers.get("content-type")! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#2a9d8f" } })
    .png()
    .toBuffer();

function crc32(bytes: Buffer) {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

/** A tiny PNG whose header claims 30000 x 30000 pixels: a decompression bomb's shape. */
async function pixelBomb() {
  const file = Buffer.from(await png(1, 1));
  file.writeUInt32BE(30000, 16);
  file.writeUInt32BE(30000, 20);
  file.writeUInt32BE(crc32(file.subarray(12, 29)), 29);
  return file;
}

const mediaOf = async (token: string) => (await call("GET", "/users/me/media", token)).json().data as Media[];

describe("GET /users/me/media", () => {
  it("lists the profile images in order, and needs a session", async () => {
    const items = await mediaOf(demo);
    expect(items.map((m) => m.sort)).toEqual([0, 1, 2]);
    expect(items[0]).toMatchObject({ path: expect.stringMatching(/^\/media\//), thumbnail: expect.stringMatching(/^\/media\//) });
    expect((await api.app.inject({ method: "GET", url: "/v1.3/users/me/media", headers: api.headers() })).statusCode).toBe(401);
  });
});

describe("POST /users/me/media (upload)", () => {
  it("stores an image re-encoded as JPEG with a 300 px thumbnail, after the existing ones", async () => {
    const response = await upload([{ name: "patio.png", data: await png(900, 600), type: "image/png" }]);
    expect(response.statusCode).toBe(201);
    const items = response.json().data as Media[];
    expect(items).toHaveLength(4);
    const added = items.at(-1)!;
    expect(added.sort).toBe(3);
    expect(added.path).toMatch(/^\/media\/b\d+-[0-9a-f-]+\.jpg$/);
    const mediaDir = path.join(api.config.dataDir, "media");
    const full = await sharp(path.join(mediaDir, added.path.replace("/media/", ""))).metadata();
    expect(full).toMatchObject({ format: "jpeg", width: 900, height: 600 });
    const thumb = await sharp(path.join(mediaDir, added.thumbnail.replace("/media/", ""))).metadata();
    expect(thumb).toMatchObject({ format: "jpeg", width: 300 });
    const served = await api.app.inject({ method: "GET", url: added.thumbnail });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/jpeg");
  });

  it("refuses a file that is not an image, whatever its name says", async () => {
    const before = await mediaOf(demo);
    for (const file of [
      { name: "photo.jpg", data: Buffer.from("this is plain text, not a picture") },
      { name: "logo.png", data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>') },
    ]) {
      const response = await upload([file]);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(`${file.name} is not an image: upload a JPEG, PNG, WebP or GIF picture.`);
    }
    // Nothing is kept when one file of several is bad.
    const mixed = await upload([
      { name: "ok.png", data: await png(20, 20) },
      { name: "bad.jpg", data: Buffer.from("nope") },
    ]);
    expect(mixed.statusCode).toBe(400);
    expect(await mediaOf(demo)).toEqual(before);
  });

  it("refuses a decompression bomb and files over the size cap", async () => {
    const bomb = await upload([{ name: "bomb.png", data: await pixelBomb(), type: "image/png" }]);
    expect(bomb.statusCode).toBe(400);
    expect(bomb.json().message).toBe("The image is too large: at most 40 megapixels.");
    const big = await upload([{ name: "huge.jpg", data: Buffer.alloc(11 * 1024 * 1024, 7) }]);
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe("Each image must be at most 10 MB.");
  });

  it("needs at least one file", async () => {
    const response = await upload([]);
    expect(response.statusCode).toBe(400);
  });
});

describe("POST /users/me/media (Instagram images)", () => {
  it("adds the business's own Instagram images by id or by URL", async () => {
    const list = (await call("GET", `/social/${api.users.demo.businessId}/media?limit=2`, demo)).json().data;
    const before = (await mediaOf(demo)).length;
    const byId = await call("POST", "/users/me/media", demo, { ids: [list[0].id] });
    expect(byId.statusCode).toBe(201);
    expect(byId.json().data.at(-1)).toMatchObject({ path: list[0].media_url, thumbnail: list[0].thumbnail_url });
    const byUrl = await call("POST", "/users/me/media", demo, { urls: [list[1].media_url] });
    expect(byUrl.statusCode).toBe(201);
    expect(byUrl.json().data).toHaveLength(before + 2);
  });

  it("refuses an empty choice, other URLs and another business's images", async () => {
    const empty = await call("POST", "/users/me/media", demo, { ids: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe("Choose at least one image.");
    const url = await call("POST", "/users/me/media", demo, { urls: ["http://169.254.169.254/latest"] });
    expect(url.statusCode).toBe(400);
    const rivalImages = (await call("GET", `/social/${api.users.rival.businessId}/media`, rival)).json().data;
    const foreign = await call("POST", "/users/me/media", demo, { ids: [rivalImages[0].id] });
    expect(foreign.statusCode).toBe(404);
    const foreignUrl = await call("POST", "/users/me/media", demo, { urls: [rivalImages[0].media_url] });
    expect(foreignUrl.statusCode).toBe(400);
  });
});

describe("GET /social/:id/media", () => {
  it("pages the Instagram images newest first by last_id", async () => {
    const first = (await call("GET", `/social/${api.users.demo.businessId}/media?limit=5`, demo)).json();
    expect(first.data).toHaveLength(5);
    expect(first.meta).toMatchObject({ has_more: true, last_id: first.data[4].id });
    const ids = first.data.map((i: { id: number }) => i.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    const next = (await call("GET", `/social/${api.users.demo.businessId}/media?limit=5&last_id=${first.meta.last_id}`, demo)).json();
    expect(next.data[0].id).toBeLessThan(first.meta.last_id);
    expect((await call("GET", `/social/${api.users.demo.businessId}/media?limit=0`, demo)).statusCode).toBe(400);
  });

  it("is a 404 for another business", async () => {
    expect((await call("GET", `/social/${api.users.demo.businessId}/media`, rival)).statusCode).toBe(404);
  });
});

describe("POST /users/me/media/sort", () => {
  it("puts the images in the order given", async () => {
    const ids = (await mediaOf(rival)).map((m) => m.id);
    const response = await call("POST", "/users/me/media/sort", rival, { ids: [...ids].reverse() });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.map((m: Media) => m.id)).toEqual([...ids].reverse());
    expect((await mediaOf(rival)).map((m) => m.id)).toEqual([...ids].reverse());
    const me = (await call("GET", "/users/me", rival)).json().data;
    expect(me.media[0].id).toBe(ids.at(-1));
  });

  it("needs every image once, and another business's ids are a 404", async () => {
    const ids = (await mediaOf(rival)).map((m) => m.id);
    expect((await call("POST", "/users/me/media/sort", rival, { ids: ids.slice(1) })).statusCode).toBe(400);
    expect((await call("POST", "/users/me/media/sort", rival, { ids: [ids[0], ids[0], ids[1]] })).statusCode).toBe(400);
    expect((await call("POST", "/users/me/media/sort", rival, { ids: ["x"] })).statusCode).toBe(400);
    const demoIds = (await mediaOf(demo)).map((m) => m.id);
    expect((await call("POST", "/users/me/media/sort", rival, { ids: [...ids, demoIds[0]] })).statusCode).toBe(404);
  });
});

describe("DELETE /users/me/media", () => {
  it("another business's image is a 404 on both routes and stays", async () => {
    const demoIds = (await mediaOf(demo)).map((m) => m.id);
    expect((await call("DELETE", `/users/me/media/${demoIds[0]}`, rival)).statusCode).toBe(404);
    expect((await call("DELETE", "/users/me/media", rival, { ids: [demoIds[0]] })).statusCode).toBe(404);
    expect((await call("DELETE", "/users/me/media/not-a-number", rival)).statusCode).toBe(404);
    expect((await mediaOf(demo)).map((m) => m.id)).toEqual(demoIds);
  });

  it("deletes images but never the last one, by any route", async () => {
    const ids = (await mediaOf(rival)).map((m) => m.id);
    const all = await call("DELETE", "/users/me/media", rival, { ids });
    expect(all.statusCode).toBe(409);
    expect(all.json().message).toBe("Your profile needs at least one image: add another image before deleting this one.");
    expect(await mediaOf(rival)).toHaveLength(ids.length);

    const some = await call("DELETE", "/users/me/media", rival, { ids: ids.slice(0, -2) });
    expect(some.statusCode).toBe(200);
    const [a, b] = ids.slice(-2) as [number, number];
    // Two deletes at once of the last two: one wins, the other is refused.
    const both = await Promise.all([call("DELETE", `/users/me/media/${a}`, rival), call("DELETE", `/users/me/media/${b}`, rival)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const left = await mediaOf(rival);
    expect(left).toHaveLength(1);
    expect((await call("DELETE", `/users/me/media/${left[0]!.id}`, rival)).statusCode).toBe(409);
    expect(await mediaOf(rival)).toHaveLength(1);
  });

  it("keeps the files, which offers made from the image may still show", async () => {
    const items = await mediaOf(demo);
    const target = items.at(-1)!;
    expect((await call("DELETE", `/users/me/media/${target.id}`, demo)).statusCode).toBe(200);
    await expect(fs.access(path.join(api.config.dataDir, target.path))).resolves.toBeUndefined();
  });
});
