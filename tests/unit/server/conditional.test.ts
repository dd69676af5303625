import { describe, expect, it } from "vitest";
import { matchesEtag } from "../../../server/conditional.js";

describe("If-None-Match against a page's ETag (weak comparison)", () => {
  it.each([
    ['W/"abc"', 'W/"abc"', true],
    ['"abc"', 'W/"abc"', true],
    ['W/"x", W/"abc"', 'W/"abc"', true],
    ["*", 'W/"abc"', true],
    ['W/"abd"', 'W/"abc"', false],
    ["", 'W/"abc"', false],
    [undefined, 'W/"abc"', false],
  ])("%s matches %s: %s", (header, etag, expected) => {
    expect(matchesEtag(header, etag)).toBe(expected);
  });
});
