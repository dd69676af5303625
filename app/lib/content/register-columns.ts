// The columns of the rights register's CSV (/content/rights.csv): one row per post each request
// covers, as the API lists them. Dates are the UTC day as YYYY-MM-DD and the fee is in dollars,
// which every spreadsheet reads as a date and a number.
import type { RightsRegisterRow } from "../../../contract/schemas/content";
import type { CsvColumn } from "../exports/csv.server";
import { RIGHTS_TERMS, RIGHTS_USE_KEYS, RIGHTS_USE_NAMES, type RightsTerm } from "../../../contract/content";
import { RIGHTS_LABELS } from "./words";

const day = (iso: string | null) => iso?.slice(0, 10) ?? "";

export const RIGHTS_REGISTER_COLUMNS: CsvColumn<RightsRegisterRow>[] = [
  { header: "Post", cell: (r) => r.post_url },
  { header: "Posted", cell: (r) => day(r.posted_at) },
  { header: "Model", cell: (r) => r.model },
  // The handle without its "@": a cell starting with @ would be taken for a formula and escaped.
  { header: "Instagram handle", cell: (r) => r.handle ?? "" },
  {
    header: "Uses",
    cell: (r) =>
      RIGHTS_USE_KEYS.filter((use) => r.uses.includes(use))
        .map((use) => RIGHTS_USE_NAMES[use])
        .join("; "),
  },
  { header: "Term", cell: (r) => RIGHTS_TERMS[r.term as RightsTerm] ?? r.term },
  { header: "Start", cell: (r) => day(r.starts_at) },
  { header: "End", cell: (r) => day(r.ends_at) },
  { header: "Fee (USD)", cell: (r) => (r.fee_cents === null ? "" : (r.fee_cents / 100).toFixed(2)) },
  { header: "State", cell: (r) => RIGHTS_LABELS[r.state] },
  { header: "Ad code", cell: (r) => r.ad_code ?? "" },
  { header: "Requested", cell: (r) => day(r.requested_at) },
];
