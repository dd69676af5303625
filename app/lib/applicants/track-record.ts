// The words of a model's track record (docs/product/applicants.md#track-record). The numbers and the compact line
// ('12 claims · 11 kept · 92% posted', or 'New') come from the API, which holds the rules
// (api/services/offers/track-record.ts); this only says them, in the same definitions.
import type { RecordCounts, TrackRecord } from "../../../contract/schemas/offers";
import { plural } from "../../../common/words.js";

/** 'a posting rate of 92% (11 of 12 completed claims)', or that none was completed yet. */
export function postingText(c: RecordCounts) {
  if (c.posting_rate === null) return "no completed claim yet";
  return `${c.posting_rate}% posted (${c.posted} of ${plural(c.completed, "completed claim")})`;
}

/** One scope in a sentence: '12 claims made, 11 kept, 1 no-show, 92% posted (11 of 12 completed claims)'. */
export function scopeText(c: RecordCounts) {
  if (c.claims === 0) return "no claims yet";
  return `${plural(c.claims, "claim")} made, ${c.kept} kept, ${plural(c.no_shows, "no-show")}, ${postingText(c)}`;
}

/** What the compact line means, short enough for a tooltip and a disclosure under a name. */
export function trackRecordExplanation(record: TrackRecord) {
  const head = record.new ? "New: fewer than 3 claims made on the marketplace so far." : "From the marketplace's own history.";
  return `${head} All brands: ${scopeText(record.all)}. With you: ${scopeText(record.brand)}.`;
}

/** The definitions, as the applicant page states them under its table. */
export const TRACK_RECORD_DEFINITIONS = [
  "Claims made: claims not cancelled or declined; of applications, only the selected ones.",
  "Kept: claims the model was checked in for.",
  "No-show: a check-in window (a reservation's time, 60 minutes either side, else the offer's end) that passed without a check-in; gifts have none.",
  "Posted: the share of completed claims (checked in, or gifts delivered or shipped) the model posted for.",
  "Fewer than 3 claims made shows 'New'. Other brands are counted in totals only, never named.",
];

/** The applicant page's table: each measure with this brand and with all brands. */
export function trackRecordRows(record: TrackRecord) {
  const rate = (c: RecordCounts) => (c.posting_rate === null ? "–" : `${c.posting_rate}% (${c.posted} of ${c.completed})`);
  return [
    { label: "Claims made", brand: String(record.brand.claims), all: String(record.all.claims) },
    { label: "Kept (checked in)", brand: String(record.brand.kept), all: String(record.all.kept) },
    { label: "No-shows", brand: String(record.brand.no_shows), all: String(record.all.no_shows) },
    { label: "Posted", brand: rate(record.brand), all: rate(record.all) },
  ];
}
