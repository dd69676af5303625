import { describe, expect, it } from "vitest";
import type { RecordCounts, TrackRecord } from "../../../../../contract/schemas/offers";
import { scopeText, trackRecordExplanation, trackRecordRows } from "~/lib/applicants/track-record";

const counts = (c: Partial<RecordCounts>): RecordCounts => ({ claims: 0, kept: 0, no_shows: 0, completed: 0, posted: 0, posting_rate: null, ...c });
const record = (all: Partial<RecordCounts>, brand: Partial<RecordCounts>, line: string): TrackRecord => ({
  all: counts(all),
  brand: counts(brand),
  new: line === "New",
  line,
});

describe("a model's track record in words", () => {
  it("says each scope with its counts, and when there is nothing yet", () => {
    expect(scopeText(counts({ claims: 12, kept: 11, no_shows: 1, completed: 12, posted: 11, posting_rate: 92 }))).toBe(
      "12 claims made, 11 kept, 1 no-show, 92% posted (11 of 12 completed claims)",
    );
    expect(scopeText(counts({ claims: 1, no_shows: 1 }))).toBe("1 claim made, 0 kept, 1 no-show, no completed claim yet");
    expect(scopeText(counts({}))).toBe("no claims yet");
  });

  it("explains a record with all brands and with you, and a new model as new", () => {
    const known = record({ claims: 4, kept: 3, no_shows: 1, completed: 3, posted: 2, posting_rate: 67 }, {}, "4 claims · 3 kept · 1 no-show · 67% posted");
    expect(trackRecordExplanation(known)).toBe(
      "From the marketplace's own history. All brands: 4 claims made, 3 kept, 1 no-show, 67% posted (2 of 3 completed claims). With you: no claims yet.",
    );
    expect(trackRecordExplanation(record({ claims: 1, kept: 1, completed: 1, posted: 1, posting_rate: 100 }, {}, "New"))).toMatch(/^New: fewer than 3 claims/);
  });

  it("lays the applicant page's table out as this brand against all brands", () => {
    const rows = trackRecordRows(record({ claims: 5, kept: 4, completed: 4, posted: 3, posting_rate: 75 }, { claims: 1 }, "5 claims · 4 kept · 75% posted"));
    expect(rows).toEqual([
      { label: "Claims made", brand: "1", all: "5" },
      { label: "Kept (checked in)", brand: "0", all: "4" },
      { label: "No-shows", brand: "0", all: "0" },
      { label: "Posted", brand: "–", all: "75% (3 of 4)" },
    ]);
  });
});
