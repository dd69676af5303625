// The columns of the CSV downloads, in the order docs/features/exports.md lists them. Counts are whole numbers
// (never "12.3K") and dates are the UTC day as YYYY-MM-DD, which every spreadsheet reads as a date.
import type { Applicant } from "../../../contract/schemas/applicants";
import type { MonthlyExport } from "../../../contract/schemas/reports";
import type { CsvColumn } from "./csv.server";
import { type ApplicantStatus } from "../../../contract/offers";

type PostRow = MonthlyExport["posts"][number];
type ModelRow = MonthlyExport["models"][number];

// The handle without its "@": a cell starting with @ would be taken for a formula and escaped.
const handle = (h: string | null | undefined) => h ?? "";

export const POST_COLUMNS: CsvColumn<PostRow>[] = [
  { header: "Model", cell: (p) => p.model },
  { header: "Instagram handle", cell: (p) => handle(p.handle) },
  { header: "Offer", cell: (p) => p.offer },
  { header: "Location", cell: (p) => p.location },
  { header: "Date", cell: (p) => p.posted_at.slice(0, 10) },
  { header: "Type", cell: (p) => p.type },
  { header: "Likes", cell: (p) => p.likes },
  { header: "Comments", cell: (p) => p.comments },
  { header: "Reach", cell: (p) => p.reach },
  { header: "Link", cell: (p) => p.link },
];

export const MODEL_COLUMNS: CsvColumn<ModelRow>[] = [
  { header: "Name", cell: (m) => m.name },
  { header: "Instagram handle", cell: (m) => handle(m.handle) },
  { header: "Followers", cell: (m) => m.followers },
  { header: "Posts", cell: (m) => m.posts },
  { header: "Likes", cell: (m) => m.likes },
  { header: "Comments", cell: (m) => m.comments },
];

/** The track record is the line the pages show under a name ('12 claims · 11 kept · 92% posted', or 'New'). */
export function applicantColumns(status: ApplicantStatus): CsvColumn<Applicant>[] {
  return [
    { header: "Name", cell: (a) => a.model.name },
    { header: "Instagram handle", cell: (a) => handle(a.model.instagram?.handle) },
    { header: "Followers", cell: (a) => a.model.instagram?.number_of_followers },
    { header: "Status", cell: () => status },
    { header: "Track record", cell: (a) => a.track_record.line },
  ];
}
