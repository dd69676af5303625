// The CSV downloads (exports a brand's accountant and agency can open). csv-stringify
// writes them as a stream: UTF-8 with a byte order mark, so spreadsheet programs read accented
// names right, and with formula cells defused (a leading ' before = + - @ tab CR in text, the
// OWASP "CSV injection" rule) since names and handles are typed by strangers.
import { Readable } from "node:stream";
import { stringify } from "csv-stringify";

/** A column: its header and how a row gives its cell (null and undefined write an empty cell). */
export type CsvColumn<Row> = { header: string; cell: (row: Row) => string | number | null | undefined };

/** The CSV text of `rows`, as a stream of UTF-8 bytes: BOM, header row, one line per row. */
export function csvStream<Row>(columns: CsvColumn<Row>[], rows: Iterable<Row>): Readable {
  const stringifier = stringify({ bom: true, header: true, columns: columns.map((c) => c.header), escape_formulas: true, record_delimiter: "windows" });
  // Rows are written as the reader takes them, never joined into one string first.
  return Readable.from(
    (function* () {
      for (const row of rows) yield columns.map((c) => c.cell(row) ?? "");
    })(),
  ).pipe(stringifier);
}

/** A download of `rows` as `filename`: streamed, never cached, never sniffed as something else. */
export function csvResponse<Row>(filename: string, columns: CsvColumn<Row>[], rows: Iterable<Row>): Response {
  // node:stream/web's ReadableStream is the global one under another type name.
  const body = Readable.toWeb(csvStream(columns, rows)) as ReadableStream<Uint8Array>;
  return new Response(body, {
    status: 200,
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename.replace(/[^A-Za-z0-9._-]/g, "")}"`,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
