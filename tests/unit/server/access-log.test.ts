import type { AddressInfo } from "node:net";
import express from "express";
import { describe, expect, it } from "vitest";
import { accessLog } from "../../../server/access-log.js";

/** A web tool answering every request with `status`, its access log written into `lines`. */
async function webTool(format: "pretty" | "json", status: number) {
  const lines: string[] = [];
  const app = express();
  app.use((_req, res, next) => {
    res.locals.requestId = "req-1";
    next();
  });
  app.use(accessLog(format, { write: (line: string) => lines.push(line) }));
  app.use((_req, res) => void res.status(status).send("ok"));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    lines,
    async get(url: string) {
      const before = lines.length;
      await (await fetch(`${base}${url}`)).text();
      // The line is written on the response's finish, which may follow the client's read.
      for (let i = 0; i < 100 && lines.length === before; i++) await new Promise((resolve) => setTimeout(resolve, 10));
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

describe("the web tool's access log", () => {
  it("on a terminal, writes a readable line in the API's shape, without a login link's token", async () => {
    const web = await webTool("pretty", 200);
    await web.get("/offers/active");
    await web.get("/token/Abc123SecretToken?redirect=%2Foffers");
    await web.close();
    expect(web.lines[0]).toMatch(/^\d\d:\d\d:\d\d web {2}INFO {2}GET \/offers\/active 200 \d+ms\n$/);
    expect(web.lines[1]).toMatch(/^\d\d:\d\d:\d\d web {2}INFO {2}GET \/token\/\[redacted\]\?redirect=%2Foffers 200 \d+ms\n$/);
    expect(web.lines.join("")).not.toContain("Abc123SecretToken");
  });

  it("elsewhere, writes one JSON object a line, without secrets", async () => {
    const web = await webTool("json", 404);
    await web.get("/billing/login/?token=Abc123SecretToken");
    await web.close();
    expect(web.lines).toHaveLength(1);
    expect(JSON.parse(web.lines[0])).toEqual({
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      requestId: "req-1",
      method: "GET",
      url: "/billing/login/?token=[redacted]",
      status: 404,
      ms: expect.any(Number),
    });
  });
});
