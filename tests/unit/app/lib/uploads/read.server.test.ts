// The multipart reader (app/lib/uploads/read.server.ts): a post too big to read is refused at
// its first file, and what was typed before it comes back.
import { describe, expect, it } from "vitest";
import { readUploadForm } from "~/lib/uploads/read.server";
import { MAX_UPLOAD_BYTES } from "../../../../../server/limits.js";

function post(parts: FormData, declared?: number) {
  const request = new Request("http://x/offers/create", { method: "POST", body: parts });
  if (declared === undefined) return request;
  const headers = new Headers(request.headers);
  headers.set("Content-Length", String(declared));
  return new Request("http://x/offers/create", { method: "POST", headers, body: request.body, duplex: "half" } as RequestInit);
}

describe("readUploadForm", () => {
  it("reads a post within the caps whole", async () => {
    const form = new FormData();
    form.append("social_hashtags", "#one");
    form.append("files", new File([new Uint8Array(10)], "a.png", { type: "image/png" }));
    const read = await readUploadForm(await withLength(post(form)));
    expect(read.problem).toBeNull();
    expect(read.form!.get("social_hashtags")).toBe("#one");
    expect((read.form!.get("files") as File).size).toBe(10);
  });

  it("refuses a post that says it is over the cap at its first file, with the fields before it", async () => {
    const form = new FormData();
    form.append("csrf", "token");
    form.append("social_hashtags", "#kept");
    form.append("files", new File([new Uint8Array(1000)], "big.png", { type: "image/png" }));
    form.append("after", "not read");
    const read = await readUploadForm(post(form, MAX_UPLOAD_BYTES + 1));
    expect(read.problem).toEqual({ message: "Upload at most 10 images of up to 10 MB each.", status: 413 });
    expect(read.form).toBeNull();
    const typed = (read as { typed: FormData }).typed;
    expect([...typed.keys()]).toEqual(["csrf", "social_hashtags"]);
    expect(typed.get("social_hashtags")).toBe("#kept");
  });

  it("refuses a file over 10 MB, with the fields before it", async () => {
    const form = new FormData();
    form.append("social_hashtags", "#kept");
    form.append("files", new File([new Uint8Array(10 * 1024 * 1024 + 1)], "big.png", { type: "image/png" }));
    const read = await readUploadForm(await withLength(post(form)));
    expect(read.problem).toEqual({ message: "Each image must be at most 10 MB.", status: 413 });
    expect((read as { typed: FormData }).typed.get("social_hashtags")).toBe("#kept");
  });
});

/** The request with its real Content-Length, as a browser sends it. */
async function withLength(request: Request) {
  const body = new Uint8Array(await request.arrayBuffer());
  const headers = new Headers(request.headers);
  headers.set("Content-Length", String(body.byteLength));
  return new Request(request.url, { method: "POST", headers, body });
}
