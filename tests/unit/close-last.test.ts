import { describe, expect, it } from "vitest";
import { CloseLast } from "../../app/lib/close-last.server";

async function through(chunks: (string | Buffer)[]) {
  const stream = new CloseLast();
  const out: Buffer[] = [];
  stream.on("data", (c: Buffer) => out.push(Buffer.from(c)));
  const ended = new Promise((resolve) => stream.on("end", resolve));
  for (const chunk of chunks) stream.write(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
  stream.end();
  await ended;
  return Buffer.concat(out).toString("utf8");
}

describe("the closing tags come last", () => {
  it("moves </body></html> after what React streams later", async () => {
    expect(await through(["<html><body><p>shell</p></body></html>", "<script>late()</script>"])).toBe(
      "<html><body><p>shell</p><script>late()</script></body></html>",
    );
  });

  it("finds the tags split across chunks, and keeps characters split across chunks whole", async () => {
    const page = "<html><body><p>Zoë 💃 Okafor</p></body></html>";
    const bytes = Buffer.from(page + "<script>x</script>");
    const chunks = Array.from({ length: bytes.length }, (_, i) => bytes.subarray(i, i + 1));
    expect(await through(chunks)).toBe("<html><body><p>Zoë 💃 Okafor</p><script>x</script></body></html>");
  });

  it("leaves a document without the tags as it is", async () => {
    expect(await through(["<p>💃</p>", "tail"])).toBe("<p>💃</p>tail");
  });
});
