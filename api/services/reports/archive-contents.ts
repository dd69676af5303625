// What a content zip holds (docs/product/results.md#content-archive): each post's media, its name
// marked by whether the brand may use it, and rights.csv beside them: the rights register's rows
// for those posts (rightsRegister, the function the library's rights CSV reads too, so the two
// never disagree), and a row of state "none" for each post that no request covers.
import { stringify } from "csv-stringify/sync";
import type { Db } from "../../db";
import { RIGHTS_TERMS, RIGHTS_USE_KEYS, RIGHTS_USE_NAMES } from "../../../contract/content";
import type { RightsRegisterRow } from "../../../contract/schemas/content";
import { clearedFor, rightsRegister } from "../content/register";
import { entryName, type ArchiveEntry } from "./archive";
import type { reportPostRows } from "./report-posts";

type PostRow = Awaited<ReturnType<typeof reportPostRows>>[number];
type CsvRow = PostRow & { file: string; right: RightsRegisterRow | null };

export const RIGHTS_CSV = "rights.csv";

/** The terms' words by key: the register's rows carry the key as a plain string. */
const TERM_WORDS: Record<string, string> = RIGHTS_TERMS;
const day = (iso: string | null | undefined) => iso?.slice(0, 10) ?? "";

/** The columns of rights.csv; dates are the UTC day (YYYY-MM-DD) and the fee is in dollars, as the other CSVs write them. */
const COLUMNS: [header: string, cell: (row: CsvRow) => string | number][] = [
  ["Post id", (r) => r.post.id],
  ["Post URL", (r) => r.post.postUrl],
  ["File", (r) => r.file],
  ["Model", (r) => r.right?.model ?? r.model.name],
  ["Instagram handle", (r) => (r.right ? r.right.handle : r.model.instagram?.handle) ?? ""],
  ["Uses", (r) => (r.right ? RIGHTS_USE_KEYS.filter((use) => r.right!.uses.includes(use)).map((use) => RIGHTS_USE_NAMES[use]) : []).join("; ")],
  ["Term", (r) => (r.right ? (TERM_WORDS[r.right.term] ?? r.right.term) : "")],
  ["Start", (r) => day(r.right?.starts_at)],
  ["End", (r) => day(r.right?.ends_at)],
  ["Fee (USD)", (r) => (r.right?.fee_cents ? (r.right.fee_cents / 100).toFixed(2) : "")],
  ["State", (r) => r.right?.state ?? "none"],
];

/**
 * rights.csv's text: UTF-8 with a byte order mark and formula cells defused, as the web tool's
 * CSVs are (handles and names are typed by strangers).
 */
export function rightsCsv(rows: CsvRow[]): string {
  return stringify(
    rows.map((row) => COLUMNS.map(([, cell]) => cell(row))),
    { bom: true, header: true, columns: COLUMNS.map(([header]) => header), escape_formulas: true, record_delimiter: "windows" },
  );
}

/** The zip's entries for `rows` (the brand's posts, in the zip's order): rights.csv first, then each post's media. */
export async function archiveContents(db: Db, businessId: number, rows: PostRow[]): Promise<ArchiveEntry[]> {
  const register = await rightsRegister(
    db,
    businessId,
    rows.map((row) => row.post.id),
  );
  const byPost = new Map<number, RightsRegisterRow[]>();
  for (const right of register) byPost.set(right.post_id, [...(byPost.get(right.post_id) ?? []), right]);
  const csvRows: CsvRow[] = [];
  const media = rows.map((row) => {
    const { post, model } = row;
    const own = byPost.get(post.id) ?? [];
    const cleared = clearedFor(own, post.id) !== null;
    const file = entryName({ id: post.id, postedAt: post.postedAt, media: post.media, handle: model.instagram?.handle ?? null, cleared });
    for (const right of own.length ? own : [null]) csvRows.push({ ...row, file, right });
    return { mediaUrl: post.media, name: file };
  });
  return [{ name: RIGHTS_CSV, text: rightsCsv(csvRows) }, ...media];
}
