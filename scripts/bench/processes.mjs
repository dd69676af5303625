// The product's programs under the process that scripts/start.mjs runs as, from /proc and ps
// (Linux; none elsewhere): for the CPU time per request (throughput) and memory (memory).
import { execFileSync } from "node:child_process";
import fs from "node:fs";

// ps exits 1 when a process has no children.
const children = (pid) => {
  try {
    return execFileSync("ps", ["-o", "pid=", "--ppid", String(pid)], { encoding: "utf8" })
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
};
const tree = (pid) => [pid, ...children(pid).flatMap(tree)];

/** "API", "web" or "database" for one of the product's processes, else null. */
function kindOf(pid) {
  try {
    const command = fs.readFileSync(`/proc/${pid}/cmdline`, "utf8");
    if (command.includes("api/main")) return "API";
    if (command.includes("server.js")) return "web";
    if (command.includes("postgres")) return "database";
    return null;
  } catch {
    return null;
  }
}

/** `{ pid, kind }` of every program of the product under `rootPid`. */
export function productProcesses(rootPid) {
  if (!rootPid || !fs.existsSync(`/proc/${rootPid}/stat`)) return [];
  return tree(rootPid)
    .map((pid) => ({ pid, kind: kindOf(pid) }))
    .filter((p) => p.kind);
}
