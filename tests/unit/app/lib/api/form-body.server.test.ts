// A form with files goes to the API as a stream (app/lib/api/form-body.server.ts): the bytes a
// multipart reader gets back are the fields and files sent, under the Content-Length declared.
import Busboy from "@fastify/busboy";
import { writeFile } from "node:fs/promises";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendForm } from "~/lib/api/form-body.server";

type Received = { length: number; read: number; fields: Record<string, string>; files: Array<{ name: string; filename: string; type: string; size: number }> };

let server: http.Server;
let base: string;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const received: Received = { length: Number(request.headers["content-length"]), read: 0, fields: {}, files: [] };
    request.on("data", (chunk: Buffer) => (received.read += chunk.length));
    const busboy = Busboy({ headers: request.headers as { "content-type": string } });
    busboy.on("field", (name, value) => (received.fields[name] = value));
    busboy.on("file", (name, stream, filename, _encoding, type) => {
      let size = 0;
      stream.on("data", (chunk: Buffer) => (size += chunk.length));
      stream.on("end", () => received.files.push({ name, filename, type, size }));
    });
    busboy.on("finish", () => {
      response.writeHead(request.url === "/refuse" ? 413 : 201, { "Content-Type": "application/json" });
      response.end(JSON.stringify(received));
    });
    request.pipe(busboy);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("sendForm", () => {
  it("streams text fields and files from disk with an exact Content-Length", async () => {
    const file = path.join(os.tmpdir(), `form-body-${process.pid}.bin`);
    await writeFile(file, Buffer.alloc(3 * 1024 * 1024, 1));
    const form = new FormData();
    form.append("caption", 'Dinner "for two"\r\nat nine');
    form.append("files", new File([await fs.openAsBlob(file, { type: "image/jpeg" })], 'a "b".jpg', { type: "image/jpeg" }));
    form.append("files", new File([new Uint8Array(5)], "c.png", { type: "image/png" }));
    const response = await sendForm(`${base}/media`, form, { method: "POST", headers: { Authorization: "Bearer t" }, signal: AbortSignal.timeout(5000) });
    expect(response.status).toBe(201);
    const received = (await response.json()) as Received;
    expect(received.read).toBe(received.length);
    expect(received.fields).toEqual({ caption: 'Dinner "for two"\r\nat nine' });
    expect(received.files).toEqual([
      { name: "files", filename: "a %22b%22.jpg", type: "image/jpeg", size: 3 * 1024 * 1024 },
      { name: "files", filename: "c.png", type: "image/png", size: 5 },
    ]);
    fs.rmSync(file);
  });

  it("gives back the API's refusal as an answer with its status and body", async () => {
    const form = new FormData();
    form.append("files", new File([new Uint8Array(5)], "c.png", { type: "image/png" }));
    const response = await sendForm(`${base}/refuse`, form, { method: "POST", headers: {}, signal: AbortSignal.timeout(5000) });
    expect(response.status).toBe(413);
    expect(response.headers.get("content-type")).toBe("application/json");
    expect(((await response.json()) as Received).files).toHaveLength(1);
  });
});
