import { describe, expect, it } from "vitest";
import { logFormat, prettyPinoLine } from "../../../common/log-format.js";

describe("the format of both programs' logs", () => {
  it("is readable lines on a terminal and JSON lines anywhere else", () => {
    expect(logFormat({}, { isTTY: true })).toBe("pretty");
    expect(logFormat({}, { isTTY: false })).toBe("json");
    expect(logFormat({}, {})).toBe("json");
  });

  it("is what LOG_FORMAT says when it says json or pretty", () => {
    expect(logFormat({ LOG_FORMAT: "json" }, { isTTY: true })).toBe("json");
    expect(logFormat({ LOG_FORMAT: "pretty" }, { isTTY: false })).toBe("pretty");
    expect(logFormat({ LOG_FORMAT: "Pretty " }, { isTTY: false })).toBe("pretty");
    expect(logFormat({ LOG_FORMAT: "fancy" }, { isTTY: false })).toBe("json");
  });
});

describe("a line of the API's log on a terminal", () => {
  const time = new Date(2026, 0, 5, 9, 4, 7).getTime();

  it("names a completed request as the web tool's access log does", () => {
    const line = JSON.stringify({
      level: 30,
      time,
      pid: 1,
      hostname: "h",
      reqId: "r",
      res: { statusCode: 200, method: "GET", url: "/v1.3/deals/7" },
      responseTime: 12.4,
      msg: "request completed",
    });
    expect(prettyPinoLine("api", line)).toBe("09:04:07 api  INFO  GET /v1.3/deals/7 200 12ms\n");
  });

  it("leaves out the incoming request, which its completion line names", () => {
    const line = JSON.stringify({ level: 30, time, reqId: "r", req: { method: "GET", url: "/v1.3/deals/7" }, msg: "incoming request" });
    expect(prettyPinoLine("api", line)).toBe("");
  });

  it("shows any other message with its fields", () => {
    const line = JSON.stringify({ level: 40, time, pid: 1, signal: "SIGTERM", counts: { links: 2 }, msg: "shutting down" });
    expect(prettyPinoLine("api", line)).toBe('09:04:07 api  WARN  shutting down signal=SIGTERM counts={"links":2}\n');
  });
});
