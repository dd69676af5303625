// The scale-out recipe exactly as the README writes it: its api.env, web.env and haproxy.cfg
// blocks, with loopback addresses in place of the example hosts. A setting the README leaves
// out is left out here too.
import fs from "node:fs";
import path from "node:path";

export type Recipe = { api: Record<string, string>; web: Record<string, string>; haproxy: string };

/** The code block that follows the line naming `file` in the README's scale-out section. */
function block(readme: string, file: string): string {
  const at = readme.indexOf(`(\`${file}\``);
  if (at < 0) throw new Error(`the README's scale-out section has no ${file} block`);
  const match = /```[a-z]*\n([^]*?)```/.exec(readme.slice(at));
  if (!match) throw new Error(`the README's ${file} block is not a code block`);
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
  const readme = fs.readFileSync(path.resolve("README.md"), "utf8");
  const put = (text: string) => places.reduce<string>((t, [from, to]) => t.replaceAll(from, to), text);
  return { api: envOf(put(block(readme, "api.env"))), web: envOf(put(block(readme, "web.env"))), haproxy: put(block(readme, "haproxy.cfg")) };
}
