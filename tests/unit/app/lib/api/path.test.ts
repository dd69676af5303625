import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { apiPath, apiSegments } from "../../../../../app/lib/api/path";

describe("apiPath: each value one encoded path segment", () => {
  it("keeps the template's own text and encodes every value, so none can change the call", () => {
    expect(apiPath`/deals/${22}/applicants`).toBe("/deals/22/applicants");
    expect(apiPath`/deals/${"../../health?probe=x#"}/applicants`).toBe("/deals/..%2F..%2Fhealth%3Fprobe%3Dx%23/applicants");
    expect(apiPath`/templates/${7}/${"a b/c"}`).toBe("/templates/7/a%20b%2Fc");
    expect(new URL(`http://api.test/v1.3${apiPath`/deals/${"../x"}`}`).pathname).toBe("/v1.3/deals/..%2Fx");
  });

  it.each(["", ".", ".."])("refuses %j, which URL parsing reads as a step", (value) => {
    expect(() => apiPath`/deals/${value}/applicants`).toThrow(RangeError);
    expect(() => apiSegments(`a/${value}/b`)).toThrow(RangeError);
  });

  it("keeps the slashes of a multi-segment path and encodes each segment", () => {
    expect(apiSegments("business/1/photo 1.jpg")).toBe("business/1/photo%201.jpg");
  });
});

describe("no API path is built by pasting values into a string", () => {
  const files = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? files(full) : /\.tsx?$/.test(entry.name) ? [full] : [];
    });

  it("hands the API client no template literal that is not tagged apiPath", () => {
    // `api.get(`, `api.call("POST", `, `publicApi(args).send("GET", ` followed by an untagged template.
    // Over whole files: a call that prettier breaks over several lines is read as one.
    const untagged = /\.(?:get|call|send)\(\s*(?:"[A-Z]+",\s*)?`/g;
    const found = files("app").flatMap((file) => {
      const text = fs.readFileSync(file, "utf8");
      return [...text.matchAll(untagged)].map((hit) => `${file}:${text.slice(0, hit.index).split("\n").length}`);
    });
    expect(found).toEqual([]);
    // And the tagged ones are there to be found (the scan reads the right files).
    expect(files("app").some((file) => fs.readFileSync(file, "utf8").includes("apiPath`/deals/"))).toBe(true);
  });
});
