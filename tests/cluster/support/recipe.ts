// The scale-out recipe exactly as docs/scale-out.md writes it: its api.env, web.env and haproxy.cfg
// blocks, with loopback addresses in place of the example hosts. A setting the recipe leaves
// out is left out here too.
import fs from "node:fs";
import path from "node:path";

/** Where the recipe is written, from the repository's root. */
const RECIPE = "docs/scale-out.md";

export type Recipe = { api: Record<string, string>; web: Record<string, string>; haproxy: string };

/** The code block that follows the line naming `file` in the scale-out recipe (docs/scale-out.md). */
function block(recipe: string, file: string): string {
  const at = recipe.indexOf(`(\`${file}\``);
  if (at < 0) throw new Error(`the scale-out recipe (${RECIPE}) has no ${file} block`);
  const match = /```[a-z]*\n([^]*?)```/.exec(recipe.slice(at));
  if (!match) throw new Error(`the scale-out recipe's ${file} block (${RECIPE}) is not a code block`);
  return match[1]!;
}

/** `NAME=value` lines as an environment (comments and blank lines skipped). */
function envOf(text: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of text.split("\n")) {
    const m = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line.trim());
    if (m) env[m[1]!] = m[2]!.replace(/\s+#.*$/, "");
  }
  return env;
}

/** Each [example, loopback] pair replaced throughout the recipe's text. */
export type Places = Array<[RegExp | string, string]>;

export function readRecipe(places: Places): Recipe {
  const recipe = fs.readFileSync(path.resolve(RECIPE), "utf8");
  const put = (text: string) => places.reduce<string>((t, [from, to]) => t.replaceAll(from, to), text);
  return { api: envOf(put(block(recipe, "api.env"))), web: envOf(put(block(recipe, "web.env"))), haproxy: put(block(recipe, "haproxy.cfg")) };
}
