// The API's reference, made from its route table (@fastify/swagger): a route declares the zod
// schemas of its input and of its answer (the answers' are the contract's, contract/schemas/), and
// GET /v1.3/openapi.json says them as JSON Schema in an OpenAPI 3.1 document. Input is still read
// by parseInput with the same zod objects, after the route's guards: Fastify validates a declared
// input before its preHandler hooks, and a request that is not signed in is refused as such before
// its input is read. Answers are sent as JSON.stringify writes them; with `checkAnswers` (the API
// tests) each one is first held to its declared schema, so every test of a route tests its
// declaration too (decision 0048).
import swagger from "@fastify/swagger";
import type { FastifyInstance } from "fastify";
import { z, ZodType } from "zod";
import { zodToJsonSchema } from "zod-to-json-schema";
import { claimSchema, offerResourceSchema } from "../../contract/schemas/claims";
import { attendeeSchema, claimModelSchema, groupSchema } from "../../contract/schemas/offers";

const INPUTS = ["body", "querystring", "params", "headers"] as const;

/**
 * A zod schema as JSON Schema; a JSON Schema as it is. An object's schema names the fields that
 * are there, not all of them (the web tool's schemas name what it reads): only a `.strict()` one
 * refuses others.
 */
export function jsonSchema(schema: unknown): unknown {
  if (!(schema instanceof ZodType)) return schema;
  // An email as zod checks it: JSON Schema's "email" format would take addresses zod refuses.
  const options = { $refStrategy: "none", removeAdditionalStrategy: "strict", allowedAdditionalProperties: undefined, emailStrategy: "pattern:zod" } as const;
  const { $schema: _dialect, ...rest } = zodToJsonSchema(schema, options) as Record<string, unknown>;
  return rest;
}

/**
 * The schemas many answers hold (an offer is in a dozen), written once as components: a part of
 * a route's schema written exactly as one of them is refers to it instead.
 */
function sharedSchemas(shared: Record<string, ZodType>) {
  const written = Object.entries(shared).map(([name, schema]) => [name, jsonSchema(schema)] as const);
  // The largest first, so that a component holding another refers to it.
  written.sort(([, a], [, b]) => JSON.stringify(b).length - JSON.stringify(a).length);
  const named = new Map(written.map(([name, json]) => [JSON.stringify(json), name]));
  const refer = (node: unknown, top = false): unknown => {
    if (Array.isArray(node)) return node.map((item) => refer(item));
    if (!node || typeof node !== "object") return node;
    const name = top ? undefined : named.get(JSON.stringify(node));
    if (name) return { $ref: `#/components/schemas/${name}` };
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, refer(value)]));
  };
  const components = Object.fromEntries(written.map(([name, json]) => [name, refer(json, true) as object]));
  return { components, refer: (json: unknown) => refer(json) };
}

type Options = {
  title: string;
  version: string;
  hidden: (url: string) => boolean;
  checkAnswers?: boolean;
  /** The schemas many answers hold, by the name of their component. */
  shared?: Record<string, ZodType>;
};

/** An answer that breaks its declared schema: a 500, which fails the test that met it. */
function checkedSerializer(schema: ZodType, route: string) {
  return (data: unknown) => {
    const result = schema.safeParse(data);
    if (!result.success) {
      const issues = result.error.issues.map((issue) => `${issue.path.join(".") || "(answer)"}: ${issue.message}`);
      throw new Error(`The answer of ${route} breaks its declared schema: ${issues.slice(0, 5).join("; ")}`);
    }
    return JSON.stringify(data);
  };
}

/**
 * Registers the document's plugin: before the routes, which it collects as they are added.
 * `hidden`: the routes the document leaves out (the test suite's own).
 */
export async function registerOpenApi(app: FastifyInstance, { title, version, hidden, checkAnswers = false, shared = {} }: Options) {
  const { components, refer } = sharedSchemas(shared);
  app.setValidatorCompiler(() => (data) => ({ value: data }));
  app.setSerializerCompiler(({ schema, method, url }) =>
    checkAnswers && schema instanceof ZodType ? checkedSerializer(schema, `${method} ${url}`) : (data) => JSON.stringify(data),
  );
  await app.register(swagger, {
    openapi: { openapi: "3.1.0", info: { title, version }, components: { schemas: components } },
    transform: ({ schema, url }) => {
      if (hidden(url)) return { schema: { hide: true }, url };
      if (!schema) return { schema, url };
      const out: Record<string, unknown> = { ...schema };
      for (const part of INPUTS) if (schema[part]) out[part] = refer(jsonSchema(schema[part]));
      if (schema.response && typeof schema.response === "object") {
        out.response = Object.fromEntries(Object.entries(schema.response).map(([status, answer]) => [status, refer(jsonSchema(answer))]));
      }
      return { schema: out, url };
    },
  });
}

/** The path parameter of the routes under /businesses/:id: the brand's id. */
export const businessParams = z.object({ id: z.string().regex(/^\d+$/) });

/** The path parameters of a route, named as its URL names them: strings, as a path gives them. */
export function pathParams<const K extends string>(...names: K[]) {
  return z.object(Object.fromEntries(names.map((name) => [name, z.string()])) as Record<K, z.ZodString>);
}

/** The schemas the API's answers hold most, written once in the document as components. */
export const SHARED_SCHEMAS = { Offer: offerResourceSchema, Claim: claimSchema, Attendee: attendeeSchema, Group: groupSchema, Model: claimModelSchema };

/** GET /health's answer. */
export const healthAnswer = z.object({ ok: z.literal(true) });
/** The document itself: an OpenAPI 3.1 object, described by its own specification. */
export const referenceAnswer = z.object({ openapi: z.string(), info: z.object({ title: z.string(), version: z.string() }), paths: z.record(z.unknown()) });
