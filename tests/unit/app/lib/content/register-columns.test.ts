import { describe, expect, it } from "vitest";
import type { RightsRegisterRow } from "../../../../../contract/schemas/content";
import { RIGHTS_REGISTER_COLUMNS } from "~/lib/content/register-columns";

const row: RightsRegisterRow = {
  post_id: 4,
  post_url: "https://instagram.com/p/abc",
  posted_at: "2026-11-16T10:00:00.000Z",
  model: "Ana Lima",
  handle: "ana.lima",
  uses: ["ads", "repost"],
  term: "90d",
  fee_cents: 15050,
  state: "granted",
  starts_at: "2026-11-17T09:00:00.000Z",
  ends_at: "2027-02-15T09:00:00.000Z",
  requested_at: "2026-11-16T12:00:00.000Z",
  ad_code: "PA-1",
};

const cells = (r: RightsRegisterRow) => Object.fromEntries(RIGHTS_REGISTER_COLUMNS.map((c) => [c.header, c.cell(r)]));

describe("the rights register's columns", () => {
  it("say each right in words, its days as YYYY-MM-DD and its fee in dollars", () => {
    expect(cells(row)).toEqual({
      Post: "https://instagram.com/p/abc",
      Posted: "2026-11-16",
      Model: "Ana Lima",
      "Instagram handle": "ana.lima",
      Uses: "Repost; Paid ads",
      Term: "90 days",
      Start: "2026-11-17",
      End: "2027-02-15",
      "Fee (USD)": "150.50",
      State: "Rights granted",
      "Ad code": "PA-1",
      Requested: "2026-11-16",
    });
  });

  it("leave empty what a request has not: no fee, no start or end, no handle, no code", () => {
    const waiting = cells({ ...row, fee_cents: null, starts_at: null, ends_at: null, handle: null, ad_code: null, state: "requested", term: "perpetual" });
    expect(waiting).toMatchObject({ "Fee (USD)": "", Start: "", End: "", "Instagram handle": "", "Ad code": "", State: "Rights requested", Term: "perpetual" });
  });
});
