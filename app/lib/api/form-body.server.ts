// A form with files, sent to the API as a stream. fetch reads ahead of the socket and held
// a 50 MB file's worth in memory; here each file streams from its Blob (a temporary file on
// disk, app/lib/uploads/read.server.ts) as fast as the API takes it, and the body has a
// Content-Length, so the API can refuse it before reading.
import { randomBytes } from "node:crypto";
import http from "node:http";
import https from "node:https";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { passed } from "#common/collect.js";

const CRLF = "\r\n";
const quoted = (value: string) => value.replace(/["\r\n\\]/g, (c) => encodeURIComponent(c));

/** The parts of `form` as multipart/form-data: its length, and its bytes a part at a time. */
export function multipartBody(form: FormData) {
  const boundary = `----brand-tool-${randomBytes(12).toString("hex")}`;
  const parts: Array<{ head: Buffer; value: Buffer | Blob }> = [];
  for (const [name, value] of form.entries()) {
    const file = typeof value === "string" ? null : value;
    const disposition = `form-data; name="${quoted(name)}"${file ? `; filename="${quoted(file.name)}"` : ""}`;
    const type = file ? `Content-Type: ${file.type || "application/octet-stream"}${CRLF}` : "";
    const head = Buffer.from(`--${boundary}${CRLF}Content-Disposition: ${disposition}${CRLF}${type}${CRLF}`);
    parts.push({ head, value: file ?? Buffer.from(value as string) });
  }
  const tail = Buffer.from(`--${boundary}--${CRLF}`);
  const crlf = Buffer.from(CRLF);
  const size = (value: Buffer | Blob) => (value instanceof Blob ? value.size : value.length);
  const length = parts.reduce((sum, part) => sum + part.head.length + size(part.value) + crlf.length, tail.length);
  async function* bytes() {
    for (const { head, value } of parts) {
      yield head;
      if (value instanceof Blob)
        for await (const chunk of Readable.fromWeb(value.stream() as NodeReadableStream)) {
          passed((chunk as Uint8Array).length);
          yield chunk;
        }
      else yield value;
      yield crlf;
    }
    yield tail;
  }
  return { contentType: `multipart/form-data; boundary=${boundary}`, length, bytes };
}

type Options = { method: string; headers: Record<string, string>; signal: AbortSignal };

/** Posts `form` to `url` as a stream and gives back the API's answer as a fetch Response. */
export function sendForm(url: string, form: FormData, opts: Options): Promise<Response> {
  const body = multipartBody(form);
  const target = new URL(url);
  const client = target.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(target, {
      method: opts.method,
      signal: opts.signal,
      headers: { ...opts.headers, "Content-Type": body.contentType, "Content-Length": String(body.length) },
    });
    request.on("response", (answer) => {
      const headers = new Headers();
      for (const [key, value] of Object.entries(answer.headers)) {
        if (Array.isArray(value)) for (const item of value) headers.append(key, item);
        else if (value !== undefined) headers.set(key, value);
      }
      const status = answer.statusCode ?? 502;
      const empty = status === 204 || status === 304;
      if (empty) answer.resume();
      resolve(new Response(empty ? null : (Readable.toWeb(answer) as ReadableStream), { status, statusText: answer.statusMessage, headers }));
    });
    request.on("error", reject);
    // The API may answer (a refusal) before it has read the whole body: that answer counts.
    pipeline(Readable.from(body.bytes()), request).catch(() => undefined);
  });
}
