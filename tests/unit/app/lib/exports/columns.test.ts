import { describe, expect, it } from "vitest";
import type { Applicant } from "../../../../../contract/schemas/applicants";
import { applicantColumns } from "~/lib/exports/columns";
import { csvResponse } from "~/lib/exports/csv.server";

/** The bytes of a download, and its text after the BOM split into lines. */
async function read(response: Response) {
  const bytes = new Uint8Array(await response.arrayBuffer());
  const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes.subarray(3));
  return { bytes, lines: text.split("\r\n").filter(Boolean) };
}

describe("the CSV downloads", () => {
  it("list applicants with their handle, full follower count, filter state and track record", async () => {
    // The columns read only the model's name and Instagram and the track record's line: the rest of an applicant is left out.
    const applicant = {
      model: { name: "Łucja Nowak", instagram: { handle: "lucja", number_of_followers: 48_213 } },
      track_record: { line: "12 claims · 11 kept · 92% posted" },
    } as unknown as Applicant;
    // The same: only what the columns read.
    const noInstagram = { model: { name: "Ben", instagram: null }, track_record: { line: "New" } } as unknown as Applicant;
    const { lines } = await read(csvResponse("a.csv", applicantColumns("selected"), [applicant, noInstagram]));
    expect(lines.slice(1)).toEqual(["Łucja Nowak,lucja,48213,selected,12 claims · 11 kept · 92% posted", "Ben,,,selected,New"]);
  });
});
