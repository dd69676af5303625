import net from "node:net";
import { beforeAll, describe, expect, it } from "vitest";

type Client = typeof import("~/lib/api/client.server");
let client: Client;

beforeAll(async () => {
  // A port nothing listens on: the API is down.
  const port = await new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
  process.env.API_BASE_URL = `http://127.0.0.1:${port}/v1.3`;
  client = await import("~/lib/api/client.server");
});

describe("the API client", () => {
  it("sends GET parameters as a query string, repeating lists and skipping empties", () => {
    expect(client.toQueryString({ month: 10, year: 2026, none: undefined, nil: null })).toBe("?month=10&year=2026");
    expect(client.toQueryString({ period: ["2026-09", "2026-10"] })).toBe("?period=2026-09&period=2026-10");
    expect(client.toQueryString({})).toBe("");
  });

  it("turns an unreachable API into a 503 ApiError with a readable message", async () => {
    const error = await client.send("GET", "/users/me").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(client.ApiError);
    expect((error as InstanceType<Client["ApiError"]>).status).toBe(503);
    expect((error as Error).message).toBe(client.unavailableMessage);
  });
});
