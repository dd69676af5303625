// The web tool's access log: one line per answered request, its URL without secrets
// (redactUrl), as JSON or as a readable line (common/log-format.js).
import { prettyLine, requestText } from "../common/log-format.js";
import { redactUrl } from "../common/redact-url.js";

/**
 * Express middleware writing each request's line to `out` once its answer is sent.
 * @param {"pretty" | "json"} format
 * @param {{ write(chunk: string): unknown }} [out]
 * @returns {import("express").RequestHandler}
 */
export function accessLog(format, out = process.stdout) {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      const ms = Math.round(Number(process.hrtime.bigint() - started) / 1e6);
      const record = { method: req.method, url: redactUrl(req.originalUrl), status: res.statusCode, ms };
      out.write(
        format === "pretty"
          ? prettyLine("web", "INFO", requestText(record))
          : `${JSON.stringify({ time: new Date().toISOString(), requestId: res.locals.requestId, ...record })}\n`,
      );
    });
    next();
  };
}
