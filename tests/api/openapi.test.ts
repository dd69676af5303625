// The API's reference is made from its route table (api/lib/openapi.ts): served at
// /v1.3/openapi.json and committed as api/openapi.json, so a change to a route shows in review.
// `npm run openapi` writes the file again from the routes.
import { readFileSync, writeFileSync } from "node:fs";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { z, type ZodType } from "zod";
import { registerOpenApi } from "../../api/lib/openapi";
import { customerResponseSchema } from "../../contract/schemas/billing";
import { dashboardEnvelope } from "../../contract/schemas/dashboard";
import { doorEnvelope } from "../../contract/schemas/door";
import { monthlyExportEnvelope, resultsPageEnvelope } from "../../contract/schemas/reports";
import { reminderSettingsEnvelope } from "../../contract/schemas/reminder-settings";
import { periodsSchema } from "../../contract/schemas/offers";
import { carriersSchema } from "../../contract/schemas/shipment";
import { teamEnvelope } from "../../contract/schemas/team";
import { previousOffersResponse } from "../../contract/schemas/wizard";
import { apiRoutes } from "./support/proof-routes";
import { useSignedInApi } from "./support/helpers";

const { api, demo } = await useSignedInApi();
const FILE = "api/openapi.json";

type Document = { openapi: string; paths: Record<string, Record<string, { responses?: Record<string, { content?: unknown }> }>> };
const served = await api.app.inject({ method: "GET", url: "/v1.3/openapi.json", headers: api.headers() });
const raw: unknown = served.json();
if (process.env.UPDATE_OPENAPI === "1") writeFileSync(FILE, `${JSON.stringify(raw, null, 2)}\n`);
const document = structuredClone(raw) as Document;

/** A route as the document names it: `:id` is `{id}`, and the media files' wildcard `{*}`. */
const documented = (url: string) => (url === "*" ? "/media/{*}" : url.replace(/:(\w+)/g, "{$1}"));
// The server ignores a trailing slash (routerOptions.ignoreTrailingSlash): so does the comparison.
document.paths = Object.fromEntries(Object.entries(document.paths).map(([path, methods]) => [path.length > 1 ? path.replace(/\/$/, "") : path, methods]));
const routes = apiRoutes(api.app).filter((route) => !route.url.includes("/test-support/"));
/** An answer is declared by its content (JSON by a schema, a file by its media type), or as a 204 or a redirect. */
const answerSchema = (url: string, method: string) =>
  Object.entries(document.paths[documented(url)]?.[method.toLowerCase()]?.responses ?? {}).some(
    ([status, answer]) => (status.startsWith("2") && answer.content !== undefined) || status === "204" || status.startsWith("3"),
  );

describe("the API's reference", () => {
  it("is served as an OpenAPI 3.1 document, the same as api/openapi.json", () => {
    expect(served.statusCode).toBe(200);
    expect(document.openapi).toBe("3.1.0");
    expect(raw, `${FILE} differs from the routes: run npm run openapi`).toEqual(JSON.parse(readFileSync(FILE, "utf8")));
  });

  it("lists every route the server registers", () => {
    const missing = routes.filter((route) => !document.paths[documented(route.url)]?.[route.method.toLowerCase()]).map((route) => route.key);
    expect(missing).toEqual([]);
    expect(routes.length).toBeGreaterThan(80);
  });

  it("declares the answer of every route", () => {
    expect(routes.filter((route) => !answerSchema(route.url, route.method)).map((route) => route.key)).toEqual([]);
  });

  it.each<[string, ZodType]>([
    ["/v1.3/businesses/1/dashboard", dashboardEnvelope],
    ["/v1.3/businesses/1/door", doorEnvelope],
    ["/v1.3/users/me/reminder-settings", reminderSettingsEnvelope],
    ["/v1.3/team", teamEnvelope],
    ["/v1.3/businesses/1/results", resultsPageEnvelope],
    ["/v1.3/businesses/1/deals/past/periods", periodsSchema],
    ["/v1.3/businesses/1/deals/previous", previousOffersResponse],
    ["/v1.3/payments/customer", customerResponseSchema],
    ["/v1.3/enum/carriers", carriersSchema],
  ])("GET %s answers as its declared schema says", async (url, schema) => {
    const answer = await api.app.inject({ method: "GET", url: url.replace("/1/", `/${api.users.demo.businessId}/`), headers: api.headers(demo) });
    expect(answer.statusCode).toBe(200);
    expect(schema.safeParse(answer.json()).error?.issues ?? []).toEqual([]);
  });

  it("GET /v1.3/report/monthly/export answers as its declared schema says", async () => {
    const answer = await api.app.inject({ method: "GET", url: "/v1.3/report/monthly/export?month=1&year=2020", headers: api.headers(demo) });
    if (answer.statusCode === 200) expect(monthlyExportEnvelope.safeParse(answer.json()).error?.issues ?? []).toEqual([]);
    else expect(answer.statusCode).toBe(404);
  });
});

describe("the answers' check (every API test runs with it)", () => {
  it("answers 500 when a route's answer breaks its declared schema, and as written when it keeps it", async () => {
    const app = Fastify({ logger: false });
    await registerOpenApi(app, { title: "t", version: "1", hidden: () => false, checkAnswers: true });
    const answer = z.object({ data: z.object({ count: z.number() }) });
    app.get("/kept", { schema: { response: { 200: answer } } }, async () => ({ data: { count: 1 } }));
    app.get("/broken", { schema: { response: { 200: answer } } }, async () => ({ data: { count: "1" } }));
    const kept = await app.inject({ method: "GET", url: "/kept" });
    const broken = await app.inject({ method: "GET", url: "/broken" });
    expect([kept.statusCode, kept.body]).toEqual([200, '{"data":{"count":1}}']);
    expect(broken.statusCode).toBe(500);
    await app.close();
  });
});
