import { describe, expect, it } from "vitest";
import type { Applicant } from "../../../../../contract/schemas/applicants";
import type { MonthlyExport } from "../../../../../contract/schemas/reports";
import { MODEL_COLUMNS, POST_COLUMNS, applicantColumns } from "~/lib/exports/columns";
import { csvResponse } from "~/lib/exports/csv.server";

const BOM = [0xef, 0xbb, 0xbf];

/** The bytes of a download, and its text after the BOM split into lines. */
async function read(response: Response) {
  const bytes = new Uint8Array(await response.arrayBuffer());
  const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes.subarray(3));
  return { bytes, lines: text.split("\r\n").filter(Boolean) };
}

const post = (over: Partial<MonthlyExport["posts"][number]> = {}): MonthlyExport["posts"][number] => ({
  model: "Zoë Éléonore",
  handle: "zoe.eats",
  offer: "Spring Tasting Menu",
  location: "Demo Bistro Downtown",
  posted_at: "2025-03-14T18:30:00.000Z",
  type: "image",
  likes: 1204,
  comments: 37,
  reach: 15800,
  link: "https://instagram.com/p/abc",
  ...over,
});

describe("the CSV downloads", () => {
  it("start with a UTF-8 byte order mark and a header row, and keep accented names", async () => {
    const response = csvResponse("demoposts0325.csv", POST_COLUMNS, [post()]);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="demoposts0325.csv"');
    const { bytes, lines } = await read(response);
    expect([...bytes.subarray(0, 3)]).toEqual(BOM);
    expect(lines).toEqual([
      "Model,Instagram handle,Offer,Location,Date,Type,Likes,Comments,Reach,Link",
      "Zoë Éléonore,zoe.eats,Spring Tasting Menu,Demo Bistro Downtown,2025-03-14,image,1204,37,15800,https://instagram.com/p/abc",
    ]);
  });

  it("put a ' before text that a spreadsheet would run as a formula, and quote commas", async () => {
    const rows = [
      post({ model: '=HYPERLINK("http://evil")', offer: "+1 offer", handle: null }),
      post({ model: "-2+3", offer: "@SUM(A1)", type: "\tcarousel" }),
      post({ model: "Smith, Jo", offer: null, location: null }),
    ];
    const { lines } = await read(csvResponse("x.csv", POST_COLUMNS, rows));
    expect(lines[1]).toMatch(/^"'=HYPERLINK\(""http:\/\/evil""\)",,'\+1 offer,/);
    expect(lines[2]).toMatch(/^'-2\+3,zoe\.eats,'@SUM\(A1\),Demo Bistro Downtown,2025-03-14,'\tcarousel,/);
    expect(lines[3]).toMatch(/^"Smith, Jo",zoe\.eats,,,2025-03-14,/);
  });

  it("write numbers as whole numbers, a negative one untouched", async () => {
    const { lines } = await read(csvResponse("m.csv", MODEL_COLUMNS, [{ name: "Ana", handle: "ana", followers: 1_250_000, posts: 3, likes: -1, comments: 0 }]));
    expect(lines).toEqual(["Name,Instagram handle,Followers,Posts,Likes,Comments", "Ana,ana,1250000,3,-1,0"]);
  });

  it("are the header row only when there is nothing to list", async () => {
    const { bytes, lines } = await read(csvResponse("e.csv", applicantColumns("liked"), [] as Applicant[]));
    expect([...bytes.subarray(0, 3)]).toEqual(BOM);
    expect(lines).toEqual(["Name,Instagram handle,Followers,Status,Track record"]);
  });
});
