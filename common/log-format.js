// The one shape of both programs' logs. Not on a terminal (a file, a log collector): one JSON
// object a line. On a terminal: a short line per event, tagged with its program, so that the
// API's and the web tool's lines read well interleaved in `npm start`'s terminal:
//   14:02:11 api  INFO  GET /v1.3/deals 200 12ms
//   14:02:11 web  INFO  GET /offers/active 200 40ms
// A readable line is made from what the JSON line holds after redaction (pino's redact paths,
// redactUrl), so it shows no secret the JSON would not.

/**
 * "pretty" or "json": LOG_FORMAT when it names one of them, otherwise pretty on a terminal.
 * @param {Record<string, string | undefined>} [env]
 * @param {{ isTTY?: boolean }} [stdout]
 * @returns {"pretty" | "json"}
 */
export function logFormat(env = process.env, stdout = process.stdout) {
  const forced = env.LOG_FORMAT?.trim().toLowerCase();
  if (forced === "json" || forced === "pretty") return forced;
  return stdout.isTTY ? "pretty" : "json";
}

/**
 * One readable line: local time of day, program, level, text.
 * @param {string} program
 * @param {string} level
 * @param {string} text
 * @param {Date} [time]
 */
export function prettyLine(program, level, text, time = new Date()) {
  return `${time.toTimeString().slice(0, 8)} ${program.padEnd(4)} ${level.padEnd(5)} ${text}\n`;
}

/**
 * What a request line says, the same in both programs.
 * @param {{ method: string, url: string, status: number, ms: number }} request
 */
export function requestText({ method, url, status, ms }) {
  return `${method} ${url} ${status} ${Math.round(ms)}ms`;
}

const LEVELS = { 10: "TRACE", 20: "DEBUG", 30: "INFO", 40: "WARN", 50: "ERROR", 60: "FATAL" };
// Fields the readable line shows in its own way, or that say nothing on a terminal.
const SHOWN = new Set(["level", "time", "msg", "pid", "hostname", "req", "res", "responseTime", "err"]);

/** @param {unknown} value */
function fieldValue(value) {
  return typeof value === "string" && /^[^\s"=]+$/.test(value) ? value : JSON.stringify(value);
}

/**
 * A pino JSON line as a readable line, or "" for the line of an incoming request: the line of
 * its completion names it, with its status and time.
 * @param {string} program
 * @param {string} json
 */
export function prettyPinoLine(program, json) {
  /** @type {Record<string, any>} */
  let entry;
  try {
    entry = JSON.parse(json);
  } catch {
    return `${json}\n`;
  }
  if (entry.msg === "incoming request") return "";
  const level = LEVELS[/** @type {keyof typeof LEVELS} */ (entry.level)] ?? String(entry.level);
  const res = entry.res;
  const isRequest = res?.method && typeof entry.responseTime === "number";
  const parts = [];
  if (isRequest) parts.push(requestText({ method: res.method, url: res.url, status: res.statusCode, ms: entry.responseTime }));
  if (entry.msg && !(isRequest && entry.msg === "request completed")) parts.push(entry.msg);
  for (const [key, value] of Object.entries(entry)) {
    if (SHOWN.has(key) || (isRequest && key === "reqId")) continue;
    parts.push(`${key}=${fieldValue(value)}`);
  }
  let text = parts.join(" ");
  const err = entry.err;
  if (err) text += `\n    ${String(err.stack ?? `${err.type ?? "Error"}: ${err.message}`).replaceAll("\n", "\n    ")}`;
  return prettyLine(program, level, text, new Date(entry.time ?? Date.now()));
}

/**
 * A destination for pino that writes each of its lines to `out` as a readable line.
 * @param {string} program
 * @param {{ write(chunk: string): unknown }} [out]
 */
export function prettyStream(program, out = process.stdout) {
  return {
    /** @param {string} chunk */
    write(chunk) {
      for (const line of String(chunk).split("\n")) {
        const pretty = line ? prettyPinoLine(program, line) : "";
        if (pretty) out.write(pretty);
      }
    },
  };
}
