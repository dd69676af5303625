// Reading a content zip as a person would (unzip), and its rights.csv as a spreadsheet would, for
// the API tests and the e2e specs; and the rows the rights register says that CSV must hold.
import { execFileSync } from "node:child_process";
import { RIGHTS_TERMS, RIGHTS_USE_KEYS, RIGHTS_USE_NAMES } from "../../../contract/content";
import type { RightsRegisterRow } from "../../../contract/schemas/content";

/** The rows of a CSV text (RFC 4180: quoted cells, doubled quotes, line breaks inside quotes), the byte order mark aside. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  const source = text.replace(/^\uFEFF/, "");
  const endRow = () => {
    rows.push([...row, cell]);
    row = [];
    cell = "";
  };
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (quoted && c === '"' && source[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (quoted) {
      cell += c;
    } else if (c === ",") {
      row.push(cell);
      cell = "";
    } else if (c === "\r" || c === "\n") {
      if (c === "\r" && source[i + 1] === "\n") i++;
      endRow();
    } else {
      cell += c;
    }
  }
  if (cell || row.length) endRow();
  return rows;
}

export type RightsCsvRow = Record<string, string>;

/** The terms' words by key: a register row carries the key as a plain string. */
const TERMS: Record<string, string> = RIGHTS_TERMS;

/** The zip file's entries and its rights.csv as rows keyed by header. */
export function readContentZip(file: string): { names: string[]; rights: RightsCsvRow[] } {
  const names = execFileSync("unzip", ["-Z1", file]).toString().trim().split("\n");
  const [header, ...rows] = parseCsv(execFileSync("unzip", ["-p", file, "rights.csv"]).toString("utf8"));
  return { names, rights: rows.map((cells) => Object.fromEntries(header!.map((h, i) => [h, cells[i] ?? ""]))) };
}

/** A register row as rights.csv writes it, without the file's name (which the register does not know). */
export function registerCells(row: RightsRegisterRow): RightsCsvRow {
  return {
    "Post id": String(row.post_id),
    "Post URL": row.post_url,
    Model: row.model,
    "Instagram handle": row.handle ?? "",
    Uses: RIGHTS_USE_KEYS.filter((use) => row.uses.includes(use))
      .map((use) => RIGHTS_USE_NAMES[use])
      .join("; "),
    Term: TERMS[row.term] ?? row.term,
    Start: row.starts_at?.slice(0, 10) ?? "",
    End: row.ends_at?.slice(0, 10) ?? "",
    "Fee (USD)": row.fee_cents ? (row.fee_cents / 100).toFixed(2) : "",
    State: row.state,
  };
}

/** A rights.csv row without its file, sorted for comparing lists. */
export const withoutFile = ({ File: _file, ...cells }: RightsCsvRow) => cells;
export const byCells = (a: RightsCsvRow, b: RightsCsvRow) => JSON.stringify(a).localeCompare(JSON.stringify(b));
