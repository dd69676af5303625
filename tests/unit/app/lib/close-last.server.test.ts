import { describe, expect, it } from "vitest";
import { CloseLast } from "~/lib/close-last.server";

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** The document out of the stream; `turns`: each chunk written in a turn of its own, as a later part streams. */
async function through(chunks: (string | Buffer)[], { turns = false, sent = [] as Buffer[] } = {}) {
  const stream = new CloseLast();
  stream.on("data", (c: Buffer) => sent.push(Buffer.from(c)));
  const ended = new Promise((resolve) => stream.on("end", resolve));
  for (const chunk of chunks) {
    stream.write(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
    if (turns) await nextTurn();
  }
  stream.end();
  await ended;
  return Buffer.concat(sent).toString("utf8");
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
    const expected = "<html><body><p>Zoë 💃 Okafor</p><script>x</script></body></html>";
    expect(await through(chunks)).toBe(expected);
    expect(await through(chunks, { turns: true })).toBe(expected);
  });

  it("sends what React writes in one turn as one chunk, and a part resolved later after it", async () => {
    const sent: Buffer[] = [];
    const shell = Array.from({ length: 40 }, (_, i) => `<p>row ${i}</p>`);
    const html = await through(["<html><body>", ...shell, "</body></html>"], { sent });
    expect(html).toBe(`<html><body>${shell.join("")}</body></html>`);
    // The burst, then the closing tags held back to the end.
    expect(sent).toHaveLength(2);
    const streamed: Buffer[] = [];
    await through(["<html><body><p>shell</p></body></html>", "<script>late()</script>"], { turns: true, sent: streamed });
    expect(streamed.length).toBeGreaterThanOrEqual(3);
    expect(streamed[0]!.toString()).toContain("<p>shell</p>");
  });

  it("drops the NUL bytes React's writer leaves where a character didn't fit its buffer", async () => {
    // What React 18 sends: a 2 KB buffer ending in a zero, then the '·' that didn't fit.
    const head = Buffer.from("<html><body><p>2.3k likes ");
    const full = Buffer.concat([head, Buffer.alloc(1), Buffer.from("· 5 comments</p></body></html>")]);
    expect(await through([full.subarray(0, head.length + 1), full.subarray(head.length + 1)])).toBe("<html><body><p>2.3k likes · 5 comments</p></body></html>");
  });

  it("leaves a document without the tags as it is", async () => {
    expect(await through(["<p>💃</p>", "tail"])).toBe("<p>💃</p>tail");
  });
});
