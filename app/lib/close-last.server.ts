// The document stream's last step (entry.server.tsx): what React streams after the shell stays
// inside the document, and no NUL byte reaches the browser.
import { StringDecoder } from "node:string_decoder";
import { Transform, type TransformCallback } from "node:stream";

const CLOSING = "</body></html>";

/**
 * React writes the shell's closing `</body></html>` at once and streams what it resolves later
 * (the data of deferred loaders, the framework's scripts) after it: outside the document, where
 * the HTML checker counts an error for every such script. This holds the closing tags back and
 * writes them last. It keeps at most the tags' length of text back, so the stream still flows.
 */
/**
 * React 18's stream writer (`writeStringChunk`) sends its whole 2 KB buffer when a character of
 * two or more bytes doesn't fit in the bytes left, zeros and all: a page whose text puts a '·' or
 * an 'é' across such a boundary carries a U+0000, which HTML forbids (the Nu Html Checker's
 * "Saw U+0000 in stream"). No page writes U+0000 on purpose, so the document drops it.
 */
const NUL = new RegExp(String.fromCharCode(0), "g");

/**
 * React writes a page in chunks of 2 KB. Each burst of them (what one turn of the event loop
 * writes: the whole shell, then each resolved part) leaves as one chunk: decoding, checking and
 * compressing some forty small chunks a page cost more than the page's markup took to write.
 */
export class CloseLast extends Transform {
  private decoder = new StringDecoder("utf8");
  private pending = "";
  private held = false;
  private burst: Buffer[] = [];
  private scheduled: NodeJS.Immediate | null = null;

  _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.burst.push(chunk);
    this.scheduled ??= setImmediate(() => this.sendBurst());
    done();
  }

  private sendBurst() {
    if (this.scheduled) clearImmediate(this.scheduled);
    this.scheduled = null;
    if (!this.burst.length) return;
    const chunk = this.burst.length === 1 ? this.burst[0]! : Buffer.concat(this.burst);
    this.burst = [];
    const text = this.closeLast(this.pending + this.decoder.write(chunk).replace(NUL, ""));
    if (text) this.push(text);
  }

  /** The text to send now: without the closing tags, and without what could be their beginning. */
  private closeLast(text: string) {
    this.pending = "";
    if (this.held) return text;
    const at = text.indexOf(CLOSING);
    if (at !== -1) {
      this.held = true;
      return text.slice(0, at) + text.slice(at + CLOSING.length);
    }
    // The tags may be split across bursts: keep back what could be their beginning.
    let cut = Math.max(0, text.length - (CLOSING.length - 1));
    // Never between the two halves of a character outside the BMP (an emoji in a name).
    if (cut > 0 && /[\uDC00-\uDFFF]/.test(text.charAt(cut))) cut--;
    this.pending = text.slice(cut);
    return text.slice(0, cut);
  }

  _flush(done: TransformCallback) {
    this.sendBurst();
    done(null, this.pending + this.decoder.end().replace(NUL, "") + (this.held ? CLOSING : ""));
  }

  _destroy(error: Error | null, done: (error: Error | null) => void) {
    if (this.scheduled) clearImmediate(this.scheduled);
    this.scheduled = null;
    done(error);
  }
}
