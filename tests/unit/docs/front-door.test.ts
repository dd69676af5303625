// The README is the repository's front door: what the product is, how to run and test it, and
// where the rest is written. Each capability has a document of its own under docs/features/,
// which the README links. A line of Markdown reads in a terminal as well as rendered.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../../..");
const README_MAX_LINES = 150;
const LINE_MAX_CHARS = 160;
const FEATURES = "docs/features";

const read = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8");

/** The file's lines; a last newline ends the last line and starts none. */
function linesOf(text: string): string[] {
  const lines = text.split(/\r?\n/);
  if (lines.at(-1) === "") lines.pop();
  return lines;
}

/** Every Markdown file git tracks (one deleted from the work tree but not yet from git is passed over). */
function trackedMarkdown(): string[] {
  const out = execFileSync("git", ["ls-files", "-z", "--", "*.md"], { cwd: ROOT, encoding: "utf8" });
  return out.split("\0").filter((file) => file && fs.existsSync(path.join(ROOT, file)));
}

/** The documents under docs/features/. */
function featureDocs(): string[] {
  const dir = path.join(ROOT, FEATURES);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".md"))
    .map((name) => `${FEATURES}/${name}`);
}

/** The targets of the links and images of a Markdown text, code blocks and code spans left out. */
function linkTargets(markdown: string): string[] {
  const prose = markdown.replace(/^(`{3,}|~{3,})[\s\S]*?^\1/gm, "").replace(/(`+)[^`]*?\1/g, "");
  const inline = [...prose.matchAll(/\]\(\s*(<[^>]*>|[^)\s]+)/g)].map((m) => m[1]!);
  const defined = [...prose.matchAll(/^ {0,3}\[[^\]]+\]:\s*(<[^>]*>|\S+)/gm)].map((m) => m[1]!);
  return [...inline, ...defined].map((target) => target.replace(/^<|>$/g, ""));
}

/** A link to a file of this repository: no scheme, not only an anchor. */
const isRelative = (target: string) => !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith("#") && !target.startsWith("//");

/** The relative links of `file` whose file does not exist, as "file → target". */
function brokenLinks(file: string): string[] {
  return linkTargets(read(file))
    .filter(isRelative)
    .filter((target) => {
      const pathPart = decodeURI(target.replace(/[?#].*$/, ""));
      const resolved = pathPart.startsWith("/") ? path.join(ROOT, pathPart) : path.resolve(ROOT, path.dirname(file), pathPart);
      return !fs.existsSync(resolved);
    })
    .map((target) => `${file} → ${target}`);
}

describe("the README is a front door", () => {
  it(`is at most ${README_MAX_LINES} lines`, () => {
    expect(linesOf(read("README.md")).length).toBeLessThanOrEqual(README_MAX_LINES);
  });

  it("links every document under docs/features/", () => {
    const linked = new Set(linkTargets(read("README.md")).map((target) => path.normalize(target.replace(/[?#].*$/, ""))));
    expect(featureDocs().filter((doc) => !linked.has(path.normalize(doc)))).toEqual([]);
  });

  it("and the documents on the features link only to files that exist", () => {
    expect(["README.md", ...featureDocs()].flatMap(brokenLinks)).toEqual([]);
  });
});

describe("Markdown reads in a terminal", () => {
  it(`has no line over ${LINE_MAX_CHARS} characters in any tracked Markdown file`, () => {
    const files = trackedMarkdown();
    expect(files).toContain("README.md");
    const long = files.flatMap((file) =>
      linesOf(read(file)).flatMap((line, i) => {
        const chars = [...line].length;
        return chars > LINE_MAX_CHARS ? [`${file}:${i + 1} has ${chars} characters`] : [];
      }),
    );
    expect(long).toEqual([]);
  });
});

describe("finding the links of a Markdown text", () => {
  it("finds links, images and link definitions, and none in code", () => {
    const markdown = [
      "See [the door](docs/features/door.md#offline) and ![a chart](<chart one.png>).",
      "[figures]: docs/figures.md",
      "Not `[this](one.md)`, nor:",
      "```",
      "[that](two.md)",
      "```",
    ].join("\n");
    expect(linkTargets(markdown)).toEqual(["docs/features/door.md#offline", "chart one.png", "docs/figures.md"]);
  });

  it("takes a link with a scheme or only an anchor for none of this repository's files", () => {
    expect(["https://example.com/a.md", "mailto:a@example.com", "#layout", "//cdn.example.com/x"].filter(isRelative)).toEqual([]);
    expect(["docs/figures.md", "../README.md", "docs/decisions/"].filter(isRelative)).toHaveLength(3);
  });
});
