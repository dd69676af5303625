// A program listening beyond loopback must be told who stands in front of it and its public
// address; on loopback the defaults hold.
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { exposureProblem, missingSettings } from "../../../common/exposed.js";

const hops = "the balancers";

describe("settings a program listening beyond loopback must be given", () => {
  it("asks nothing of a program on loopback", () => {
    for (const host of [undefined, "127.0.0.1", "127.0.0.5", "::1", "localhost"]) expect(missingSettings({ HOST: host }, "HOST", hops)).toEqual([]);
  });

  it("asks for TRUST_PROXY and PUBLIC_URL when listening on every interface", () => {
    const missing = missingSettings({ API_HOST: "0.0.0.0" }, "API_HOST", hops);
    expect(missing).toHaveLength(2);
    expect(missing[0]).toMatch(/^TRUST_PROXY: the addresses of the balancers/);
    expect(missing[1]).toMatch(/^PUBLIC_URL:/);
  });

  it("takes an explicit TRUST_PROXY=false as said", () => {
    expect(missingSettings({ HOST: "10.0.1.5", TRUST_PROXY: "false", PUBLIC_URL: "https://brands.example.com" }, "HOST", hops)).toEqual([]);
  });

  it("names the listening address in its message", () => {
    expect(exposureProblem({ HOST: "0.0.0.0", TRUST_PROXY: "10.0.1.0/24" }, "HOST", hops)).toMatch(
      /^HOST=0\.0\.0\.0 listens beyond this machine[^]*PUBLIC_URL/,
    );
  });
});

// Each program is a real process: the API loads all of its TypeScript through tsx first, which on a
// busy two-core machine (the whole suite running beside it) can take longer than 20 seconds.
describe("the programs refuse to start without them", { timeout: 70_000 }, () => {
  const start = (args: string[], env: Record<string, string>) => {
    const { PUBLIC_URL: _url, TRUST_PROXY: _trust, ...rest } = process.env;
    return spawnSync(process.execPath, args, { env: { ...rest, ...env }, encoding: "utf8", timeout: 60_000 });
  };

  it("the web tool, with one message and exit code 1", () => {
    const run = start(["server.js"], { HOST: "0.0.0.0", PORT: "4999" });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/^Web tool not started: HOST=0\.0\.0\.0 listens beyond this machine/);
    expect(run.stderr).toContain("TRUST_PROXY: the addresses of the load balancers in front of this web tool");
  });

  it("the API, with one message and exit code 1", () => {
    const run = start(["--import", "tsx", "api/main.ts"], { API_HOST: "0.0.0.0", API_PORT: "4998", TRUST_PROXY: "10.0.2.0/24" });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/^API not started: API_HOST=0\.0\.0\.0 listens beyond this machine/);
    expect(run.stderr).not.toContain("TRUST_PROXY:");
    expect(run.stderr).toContain("PUBLIC_URL:");
  });
});
