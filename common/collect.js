// Bytes read from a socket or a file are Buffers outside V8's heap, and V8 collects the dead
// ones only once they have grown by 64 MB since its last collection: a burst of uploads, each
// chunk written to disk or sent on and then dead, held up to that much. A minor collection
// (a scavenge, about a millisecond; Buffers die young) after every COLLECT_EVERY bytes that
// pass keeps it to a few MB.
//
// The server (body-gate.js) and the app's build (app/lib/api/form-body.server.ts, through the
// package's "#common/*" import, which the build leaves to Node) load this one file: one count.
import v8 from "node:v8";
import vm from "node:vm";

const COLLECT_EVERY = 8 * 1024 * 1024;

v8.setFlagsFromString("--expose-gc");
/** @type {{ since: number, gc: (options: { type: string }) => void }} */
const state = { since: 0, gc: vm.runInNewContext("gc") };

/** Counts `bytes` that came in or went out, collecting young garbage every COLLECT_EVERY. */
export function passed(bytes) {
  state.since += bytes;
  if (state.since < COLLECT_EVERY) return;
  state.since = 0;
  state.gc({ type: "minor" });
}
