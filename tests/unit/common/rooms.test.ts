// The rooms both programs share: the API imports nothing of the web tool (app/, server/,
// server.js) and the web tool nothing of the API; what both need stands in contract/ (words and
// numbers) or common/ (what both run).
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const files = (...roots: string[]) =>
  execFileSync("git", ["ls-files", ...roots], { encoding: "utf8" })
    .split("\n")
    .filter((file) => /\.(ts|tsx|js|mjs)$/.test(file));

/** Every file under `roots` that imports from one of `rooms` (paths from the repository's root). */
function importsOf(roots: string[], rooms: string[]) {
  const found: string[] = [];
  for (const file of files(...roots)) {
    for (const [, spec] of readFileSync(file, "utf8").matchAll(/(?:from|import)\s*\(?\s*"(\.{1,2}\/[^"]+)"/g)) {
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), spec!));
      if (rooms.some((room) => target === room || target.startsWith(`${room}/`))) found.push(`${file} → ${target}`);
    }
  }
  return found;
}

describe("the rooms", () => {
  it("the API imports nothing of the web tool", () => {
    expect(importsOf(["api"], ["app", "server", "server.js"])).toEqual([]);
  });

  it("the web tool imports nothing of the API", () => {
    expect(importsOf(["app", "server", "server.js"], ["api"])).toEqual([]);
  });

  it("contract/ and common/ import neither program", () => {
    expect(importsOf(["contract", "common"], ["api", "app", "server", "server.js"])).toEqual([]);
  });

  it.each(["plural", "dayIn"])("%s is defined once", (name) => {
    const pattern = new RegExp(`(function|const|let)\\s+${name}\\b`);
    const places = files("api", "app", "server", "common", "contract", "public").filter((file) => pattern.test(readFileSync(file, "utf8")));
    expect(places).toHaveLength(1);
  });
});
