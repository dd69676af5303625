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

export class CloseLast extends Transform {
  private decoder = new StringDecoder("utf8");
  private pending = "";
  private held = false;

  _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    let text = this.pending + this.decoder.write(chunk).replace(NUL, "");
    this.pending = "";
    if (!this.held) {
      const at = text.indexOf(CLOSING);
      if (at !== -1) {
        text = text.slice(0, at) + text.slice(at + CLOSING.length);
        this.held = true;
      } else {
        // The tags may be split across chunks: keep back what could be their beginning.
        let cut = Math.max(0, text.length - (CLOSING.length - 1));
        // Never between the two halves of a character outside the BMP (an emoji in a name).
        if (cut > 0 && /[\uDC00-\uDFFF]/.test(text.charAt(cut))) cut--;
        this.pending = text.slice(cut);
        text = text.slice(0, cut);
      }
    }
    done(null, text);
  }

  _flush(done: TransformCallback) {
    done(null, this.pending + this.decoder.end().replace(NUL, "") + (this.held ? CLOSING : ""));
  }
}
