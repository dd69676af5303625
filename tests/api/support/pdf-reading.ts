// Reading back the PDFs the API draws, from their bytes alone: the pages in order with the text
// drawn on each, and the size of every picture embedded. react-pdf writes plain objects (a page
// tree, one deflated content stream a page, text as hex strings in TJ arrays with kerning
// numbers between), which is all this reads: enough for tests, not a PDF parser.
import zlib from "node:zlib";

type PdfObject = { dict: string; stream: Buffer | null };

/** Every `N 0 obj … endobj` of the file by its number: its dictionary, and its stream's bytes if it has one. */
function pdfObjects(pdf: Buffer): Map<number, PdfObject> {
  const raw = pdf.toString("latin1");
  const objects = new Map<number, PdfObject>();
  for (const match of raw.matchAll(/(\d+) 0 obj\b/g)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf("endobj", start);
    const body = raw.slice(start, end);
    const streamAt = body.search(/stream\r?\n/);
    if (streamAt < 0) {
      objects.set(Number(match[1]), { dict: body, stream: null });
      continue;
    }
    const dataStart = start + streamAt + body.slice(streamAt).match(/stream\r?\n/)![0].length;
    objects.set(Number(match[1]), { dict: body.slice(0, streamAt), stream: pdf.subarray(dataStart, raw.indexOf("endstream", dataStart)) });
  }
  return objects;
}

/** The text a content stream draws: one line for each text-showing operator. */
function streamText(stream: Buffer): string {
  const body = zlib.inflateSync(stream).toString("latin1");
  return [...body.matchAll(/\[([^\]]*)\]\s*TJ/g)]
    .map((array) => [...array[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => Buffer.from(m[1]!, "hex").toString("latin1")).join(""))
    .join("\n");
}

/** The text of each page, in the order of the page tree. */
export function pdfPages(pdf: Buffer): string[] {
  const objects = pdfObjects(pdf);
  const tree = [...objects.values()].find((o) => /\/Type \/Pages\b/.test(o.dict));
  if (!tree) throw new Error("no page tree");
  const kids = [...tree.dict.match(/\/Kids \[([^\]]*)\]/)![1]!.matchAll(/(\d+) 0 R/g)].map((m) => Number(m[1]));
  return kids.map((kid) => {
    const contents = objects.get(kid)!.dict.match(/\/Contents (\d+) 0 R/);
    const stream = contents ? objects.get(Number(contents[1]))?.stream : null;
    return stream ? streamText(stream) : "";
  });
}

/** All the text drawn, page after page. */
export const pdfText = (pdf: Buffer) => pdfPages(pdf).join("\n");

/** The width and height in pixels of each picture embedded (each is embedded once, however often drawn). */
export function pdfImages(pdf: Buffer): { width: number; height: number }[] {
  return [...pdfObjects(pdf).values()]
    .filter((o) => /\/Subtype \/Image\b/.test(o.dict))
    .map((o) => ({ width: Number(o.dict.match(/\/Width (\d+)/)![1]), height: Number(o.dict.match(/\/Height (\d+)/)![1]) }));
}
