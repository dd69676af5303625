// The multipart reader (app/lib/uploads/read.server.ts): files stream to a temporary folder
// that is gone once the page has answered; a post too big to read, one file too big, or one
// upload too many for the brand is refused, and what was typed before the files comes back.
import { readdir } from "node:fs/promises";
import os from "node:os";
import { describe, expect, it } from "vitest";
import { UPLOAD_DIR_PREFIX, withUploadForm, type UploadForm } from "~/lib/uploads/read.server";
import { MAX_UPLOAD_BYTES } from "../../../../../server/limits.js";

function post(parts: FormData, declared?: number) {
  const request = new Request("http://x/offers/create", { method: "POST", body: parts });
  if (declared === undefined) return request;
  const headers = new Headers(request.headers);
  headers.set("Content-Length", String(declared));
  return new Request("http://x/offers/create", { method: "POST", headers, body: request.body, duplex: "half" } as RequestInit);
}

/** The request with its real Content-Length, as a browser sends it. */
async function withLength(request: Request) {
  const body = new Uint8Array(await request.arrayBuffer());
  const headers = new Headers(request.headers);
  headers.set("Content-Length", String(body.byteLength));
  return new Request(request.url, { method: "POST", headers, body });
}

const uploadFolders = async () => (await readdir(os.tmpdir())).filter((name) => name.startsWith(UPLOAD_DIR_PREFIX));
const read = (request: Request, owner = "brand-1") => withUploadForm(request, owner, async (upload) => upload);
const typedOf = (upload: UploadForm) => (upload as { typed: FormData }).typed;

describe("withUploadForm", () => {
  it("reads a post within the caps, its files on disk while the page uses them, gone after", async () => {
    const before = await uploadFolders();
    const form = new FormData();
    form.append("social_hashtags", "#one");
    form.append("files", new File([new Uint8Array(10).fill(7)], "a.png", { type: "image/png" }));
    form.append("files", new File([], "", { type: "application/octet-stream" }));
    const seen = await withUploadForm(await withLength(post(form)), "brand-1", async (upload) => {
      expect(upload.problem).toBeNull();
      const files = upload.form!.getAll("files") as File[];
      // The empty file input is no file.
      expect(files.map((file) => [file.name, file.type, file.size])).toEqual([["a.png", "image/png", 10]]);
      expect([...new Uint8Array(await files[0]!.arrayBuffer())]).toEqual(Array(10).fill(7));
      expect((await uploadFolders()).length).toBe(before.length + 1);
      return upload.form!.get("social_hashtags");
    });
    expect(seen).toBe("#one");
    expect(await uploadFolders()).toEqual(before);
  });

  it("removes the files when the page throws (a redirect, an error)", async () => {
    const before = await uploadFolders();
    const form = new FormData();
    form.append("files", new File([new Uint8Array(100)], "a.png", { type: "image/png" }));
    const thrown = await withUploadForm(await withLength(post(form)), "brand-1", async () => {
      throw new Response(null, { status: 302 });
    }).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect(await uploadFolders()).toEqual(before);
  });

  it("refuses a post that says it is over the cap at its first file, with the fields before it", async () => {
    const form = new FormData();
    form.append("csrf", "token");
    form.append("social_hashtags", "#kept");
    form.append("files", new File([new Uint8Array(1000)], "big.png", { type: "image/png" }));
    form.append("after", "not read");
    const upload = await read(post(form, MAX_UPLOAD_BYTES + 1));
    expect(upload.problem).toEqual({ message: "Upload at most 10 images of up to 10 MB each.", status: 413 });
    expect(upload.form).toBeNull();
    expect([...typedOf(upload).keys()]).toEqual(["csrf", "social_hashtags"]);
    expect(typedOf(upload).get("social_hashtags")).toBe("#kept");
  });

  it("refuses a post that says no length (chunked) at its first file, as one over the cap", async () => {
    const form = new FormData();
    form.append("social_hashtags", "#kept");
    form.append("files", new File([new Uint8Array(1000)], "a.png", { type: "image/png" }));
    const request = post(form);
    expect(request.headers.get("Content-Length")).toBeNull();
    const upload = await read(request);
    expect(upload.problem).toEqual({ message: "Upload at most 10 images of up to 10 MB each.", status: 413 });
    expect(typedOf(upload).get("social_hashtags")).toBe("#kept");
  });

  it("refuses a file over 10 MB, with the fields before it, and keeps none of it", async () => {
    const before = await uploadFolders();
    const form = new FormData();
    form.append("social_hashtags", "#kept");
    form.append("files", new File([new Uint8Array(10 * 1024 * 1024 + 1)], "big.png", { type: "image/png" }));
    const upload = await read(await withLength(post(form)));
    expect(upload.problem).toEqual({ message: "Each image must be at most 10 MB.", status: 413 });
    expect(typedOf(upload).get("social_hashtags")).toBe("#kept");
    expect(await uploadFolders()).toEqual(before);
  });

  it("answers a file over 10 MB while the rest of the post is still on its way", async () => {
    const before = await uploadFolders();
    const head = '--xyz\r\nContent-Disposition: form-data; name="files"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n';
    let sent = 0;
    // A client that sends 64 KiB at a time and never ends its post.
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        await new Promise((resolve) => setImmediate(resolve));
        if (sent === 0) controller.enqueue(new TextEncoder().encode(head));
        if (sent < 12 * 1024 * 1024) controller.enqueue(new Uint8Array(64 * 1024));
        sent += 64 * 1024;
      },
    });
    const headers = { "Content-Type": "multipart/form-data; boundary=xyz", "Content-Length": String(20 * 1024 * 1024) };
    const request = new Request("http://x/offers/create", { method: "POST", headers, body, duplex: "half" } as RequestInit);
    const upload = await read(request);
    expect(upload.problem).toEqual({ message: "Each image must be at most 10 MB.", status: 413 });
    expect(await uploadFolders()).toEqual(before);
  });

  it("refuses an eleventh file", async () => {
    const form = new FormData();
    for (let i = 0; i < 11; i++) form.append("files", new File([new Uint8Array(10)], `${i}.png`, { type: "image/png" }));
    const upload = await read(await withLength(post(form)));
    expect(upload.problem).toEqual({ message: "Upload at most 10 images at a time.", status: 413 });
  });

  it("bounds the text fields together at the form limit", async () => {
    const form = new FormData();
    for (let i = 0; i < 5; i++) form.append(`field${i}`, "x".repeat(100 * 1024));
    const upload = await read(await withLength(post(form)));
    expect(upload.problem).toEqual({ message: "This form is too large to send. Please shorten it and try again.", status: 413 });
  });

  it("answers a brand's third upload at once while two are read, and takes it again once one ends", async () => {
    const form = new FormData();
    form.append("social_hashtags", "#third");
    form.append("files", new File([new Uint8Array(10)], "a.png", { type: "image/png" }));
    let finish = () => {};
    const held = new Promise<void>((resolve) => (finish = resolve));
    const first = withUploadForm(await withLength(post(form)), "brand-2", () => held);
    const second = withUploadForm(await withLength(post(form)), "brand-2", () => held);
    const third = await read(await withLength(post(form)), "brand-2");
    expect(third.problem).toEqual({ message: "Your other uploads are still being sent. Please wait for them to finish, then try again.", status: 429 });
    expect(typedOf(third).get("social_hashtags")).toBe("#third");
    // Another brand is not held up by this one.
    expect((await read(await withLength(post(form)), "brand-3")).problem).toBeNull();
    finish();
    await Promise.all([first, second]);
    expect((await read(await withLength(post(form)), "brand-2")).problem).toBeNull();
  });

  it("says a body cut short could not be read, and leaves no file behind", async () => {
    const before = await uploadFolders();
    const body = '--xyz\r\nContent-Disposition: form-data; name="files"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nabc';
    const request = new Request("http://x/offers/create", {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=xyz", "Content-Length": String(body.length) },
      body,
    });
    const upload = await read(request);
    expect(upload.problem).toEqual({ message: "This form could not be read. Please reload the page and try again.", status: 400 });
    expect(await uploadFolders()).toEqual(before);
  });
});
