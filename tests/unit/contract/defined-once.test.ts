// Each word and number of the contract is defined in contract/ alone: the API and the web tool
// import it. A second definition (the same name, or the same list of words under another name)
// would let the two programs drift apart again.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import * as billing from "../../../contract/billing";
import * as http from "../../../contract/http";
import * as numbers from "../../../contract/numbers";
import * as offers from "../../../contract/offers";
import { REFUSALS } from "../../../contract/refusals";

const contract: Record<string, unknown> = { ...billing, ...http, ...numbers, ...offers };
const sources = execFileSync("git", ["ls-files", "api", "app", "server", "server.js", "public"], { encoding: "utf8" })
  .split("\n")
  .filter((file) => /\.(ts|tsx|js|mjs)$/.test(file));
const text = new Map(sources.map((file) => [file, readFileSync(file, "utf8")]));

/** The places outside contract/ that define `pattern`. */
const definitions = (pattern: RegExp) => [...text].filter(([, source]) => pattern.test(source)).map(([file]) => file);

describe("the contract's words and numbers", () => {
  it.each(Object.keys(contract).filter((name) => typeof contract[name] !== "function"))("%s is defined in contract/ only", (name) => {
    expect(definitions(new RegExp(`(const|let|var|type)\\s+${name}\\b\\s*[:=]`))).toEqual([]);
  });

  it.each(Object.entries(contract).filter(([, value]) => Array.isArray(value)))("the words of %s are listed in contract/ only", (_name, value) => {
    const list = (value as readonly string[]).map((word) => `["']${word}["']`).join(",\\s*");
    expect(definitions(new RegExp(`\\[\\s*${list}\\s*\\]`))).toEqual([]);
  });

  it.each([
    ["the header of the brand version", http.VERSION_HEADER],
    ["the field code of an unknown carrier", offers.CARRIER_IS_UNKNOWN],
    ...Object.entries(REFUSALS).map(([name, code]) => [`the refusal code ${name}`, code]),
  ])("%s is written in contract/ only", (_what, word) => {
    expect(definitions(new RegExp(`["'\`]${word}["'\`]`, "i"))).toEqual([]);
  });
});
