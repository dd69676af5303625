// A comment that gives the source of a rule points at something a reader of this repository can
// open: the product guide (docs/product/<area>.md#<rule>) or a decision record. Citations of a
// document the repository does not hold (the specification's numbered sections) or of issue
// numbers are history a newcomer cannot follow, so no source file carries them, and every link
// into the guide names a file and a heading that exist.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../../..");
const GUIDE = "docs/product";
const SOURCE_EXTENSIONS = [".ts", ".tsx", ".js", ".mjs", ".css", ".sql", ".json"];

/** A numbered section of the specification ("SPEC" and a section sign), in any case. */
const SPEC_SECTION = new RegExp(`\\bSPEC\\s*\\u00a7`, "i");
/** An issue by its number: the word and a number (with or without #), or # and a number in parentheses. */
const ISSUE_NUMBER = [/\bissue #?\d+\b/i, /\(#\d+\)/];

const read = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8");

/**
 * Every file git tracks, and the new ones it does not ignore, so a file is checked before its
 * first commit (one deleted from the work tree but not yet from git is passed over).
 */
function repositoryFiles(): string[] {
  const out = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: ROOT, encoding: "utf8" });
  return [...new Set(out.split("\0"))].filter((file) => file && fs.existsSync(path.join(ROOT, file)));
}

/**
 * The files whose comments must not cite: source, styles, SQL and JSON (the lock file aside), and
 * the Markdown outside docs/ (docs/ keeps its history: the decision records and the figures).
 */
function checkedFiles(): string[] {
  return repositoryFiles().filter((file) => {
    if (path.basename(file) === "package-lock.json") return false;
    if (file.endsWith(".md")) return !file.startsWith("docs/");
    return SOURCE_EXTENSIONS.includes(path.extname(file));
  });
}

/** The citations in `text`, as "file:line: the line". */
export function citations(file: string, text: string): string[] {
  return text.split("\n").flatMap((line, i) => {
    const cites = SPEC_SECTION.test(line) || ISSUE_NUMBER.some((pattern) => pattern.test(line));
    return cites ? [`${file}:${i + 1}: ${line.trim()}`] : [];
  });
}

/** A heading's anchor as GitHub makes it: lowercase, punctuation dropped, each space a hyphen. */
export function slug(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

/** The anchors of a Markdown text's headings (code blocks left out); a repeated one gets -1, -2, … */
export function anchors(markdown: string): Set<string> {
  const prose = markdown.replace(/^(`{3,}|~{3,})[\s\S]*?^\1/gm, "");
  const seen = new Map<string, number>();
  const out = new Set<string>();
  for (const match of prose.matchAll(/^ {0,3}#{1,6}[ \t]+(.+?)[ \t#]*$/gm)) {
    const base = slug(match[1]!);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    out.add(count ? `${base}-${count}` : base);
  }
  return out;
}

/** The links into the guide in `text`: its file and, when named, the heading's anchor. */
export function guideLinks(text: string): { file: string; anchor: string | null }[] {
  return [...text.matchAll(/docs\/product\/([\w.-]+\.md)(?:#([\w-]+))?/g)].map((m) => ({ file: m[1]!, anchor: m[2] ?? null }));
}

/** The links of `file` that lead nowhere in the guide, as "file → target". */
function brokenGuideLinks(file: string, text: string): string[] {
  return guideLinks(text)
    .filter(({ file: doc, anchor }) => {
      const target = path.join(ROOT, GUIDE, doc);
      if (!fs.existsSync(target)) return true;
      return anchor !== null && !anchors(read(`${GUIDE}/${doc}`)).has(anchor);
    })
    .map(({ file: doc, anchor }) => `${file} → ${GUIDE}/${doc}${anchor ? `#${anchor}` : ""}`);
}

/** The guide's own links between its pages (`offers.md#check-in`, `#spots`) that lead nowhere. */
function brokenLinksInGuide(): string[] {
  const pages = repositoryFiles().filter((file) => path.dirname(file) === GUIDE && file.endsWith(".md"));
  return pages.flatMap((page) =>
    [...read(page).matchAll(/\]\((?:\.\/)?([\w.-]+\.md)?#([\w-]+)\)/g)]
      .filter(([, doc, anchor]) => {
        const target = doc ? `${GUIDE}/${doc}` : page;
        return !fs.existsSync(path.join(ROOT, target)) || !anchors(read(target)).has(anchor!);
      })
      .map(([, doc, anchor]) => `${page} → ${doc ?? ""}#${anchor}`),
  );
}

describe("comments say where a rule comes from in files a reader can open", () => {
  it("cite no section of a specification and no issue number", () => {
    const files = checkedFiles();
    expect(files).toContain("package.json");
    expect(files.flatMap((file) => citations(file, read(file)))).toEqual([]);
  });

  it("link only to files and headings of the product guide that exist", () => {
    expect(checkedFiles().flatMap((file) => brokenGuideLinks(file, read(file)))).toEqual([]);
  });

  it("and the guide's own links between its pages lead to headings that exist", () => {
    expect(brokenLinksInGuide()).toEqual([]);
  });
});

describe("finding citations and anchors", () => {
  const section = "\u00a7";
  const n = 30;

  it("finds a specification section and the ways an issue is named, and not a colour or an anchor", () => {
    const text = [
      `// Check-in (SPEC ${section}5), before the offer begins`,
      `/* The door list (issue #${n}) */`,
      `// measured in issue ${n + 8}`,
      `// a fix (#${n - 3})`,
      "color: #303030; /* see offers.md#check-in */",
      "// An issue with the carrier: the page asks again.",
    ].join("\n");
    expect(citations("a.ts", text).map((line) => line.split(":")[1])).toEqual(["1", "2", "3", "4"]);
  });

  it("makes anchors as GitHub does", () => {
    expect(slug("Check-in")).toBe("check-in");
    expect(slug("Ship & Track")).toBe("ship--track");
    expect(slug("Page 2: the details")).toBe("page-2-the-details");
    expect(slug("`/offers/{tab}` and its tabs")).toBe("offerstab-and-its-tabs");
    expect(slug("[The door list](door.md)")).toBe("the-door-list");
    expect([...anchors("# Offers\n## Spots\n```\n## Not a heading\n```\n### Spots\n")]).toEqual(["offers", "spots", "spots-1"]);
  });

  it("reads a link into the guide with or without its anchor", () => {
    expect(guideLinks("// see docs/product/offers.md#check-in and docs/product/README.md.")).toEqual([
      { file: "offers.md", anchor: "check-in" },
      { file: "README.md", anchor: null },
    ]);
  });
});
