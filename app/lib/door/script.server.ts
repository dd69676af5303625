// The door list's script (public/door.js) by a name that changes with its content, so a phone
// never runs an old script against a new page, and public files' hour of caching is harmless.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";

let name: string | undefined;

export function doorScript() {
  if (!name) {
    const body = readFileSync(path.join(process.cwd(), "public", "door.js"));
    name = `/door.js?v=${createHash("sha256").update(body).digest("hex").slice(0, 12)}`;
  }
  return name;
}
