// What the signed-in pages send to the browser, read from the build's own record of its chunks
// (build/metafile.js.json, written by `remix build` before the e2e suite): no page that loads
// JavaScript ships the time-zone code or zod. Their loaders write the times and the messages a
// page shows (app/lib/offers/list-view.ts); a component that calls a time-zone formatter
// instead pulls about 8 KB of gzip into the page, as the Offers page's claim labels once did.
import fs from "node:fs";
import { expect, test } from "./support/fixtures";

type Output = { imports?: { path: string; kind: string }[]; inputs: Record<string, { bytesInOutput: number }>; entryPoint?: string };

/**
 * What the browser does without: date-fns's formatter and date-fns-tz's zoned formatting and
 * parsing (a few bytes of date-fns-tz's module-level constants stay wherever format.ts is
 * imported for its plain words), and zod.
 */
const SERVER_ONLY = [
  /(^|\/)node_modules\/date-fns\/(format\.js|_lib\/format\/formatters\.js)$/,
  /(^|\/)node_modules\/date-fns-tz\/dist\/esm\/(format|formatInTimeZone|toDate|toZonedTime)\/index\.js$/,
  /(^|\/)node_modules\/zod\//,
];

test("no page with JavaScript ships time-zone code or zod (reads the build, so it runs once: skipped in all but desktop-js)", () => {
  test.skip(test.info().project.name !== "desktop-js", "reads the build");
  const outputs: Record<string, Output> = JSON.parse(fs.readFileSync("build/metafile.js.json", "utf8")).outputs;
  // The pages that load JavaScript: every route under the signed-in layout and the layout itself.
  const pages = Object.entries(outputs).filter(([, out]) => /routes\/_app[.\w$-]*(\/route)?\.tsx\?browser$/.test(out.entryPoint ?? ""));
  expect(pages.length, "signed-in route modules").toBeGreaterThanOrEqual(20);

  const shipped = (file: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(file) || !outputs[file]) return seen;
    seen.add(file);
    for (const next of outputs[file].imports ?? []) if (next.kind === "import-statement") shipped(next.path, seen);
    return seen;
  };
  const found = pages.flatMap(([file, out]) =>
    [...shipped(file)].flatMap((chunk) =>
      Object.entries(outputs[chunk]!.inputs)
        .filter(([input, { bytesInOutput }]) => bytesInOutput > 0 && SERVER_ONLY.some((lib) => lib.test(input)))
        .map(([input]) => `${out.entryPoint}: ${input}`),
    ),
  );
  expect(found).toEqual([]);
});
