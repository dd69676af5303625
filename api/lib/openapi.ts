// The API's reference, made from its route table (@fastify/swagger): a route declares the zod
// schemas of its input and of its answer (the answers' are the contract's, contract/schemas/), and
// GET /v1.3/openapi.json says them as JSON Schema in an OpenAPI 3.1 document. Input is still read
// by parseInput with the same zod objects, so a bad request keeps its one message; answers are sent
// as JSON.stringify writes them. The declaration documents both, and the tests hold the document
// to the routes and the answers to their schemas (decision 0048).
import swagger from "@fastify/swagger";
import type { FastifyInstance } from "fastify";
import { z, ZodType } from "zod";
import { zodToJsonSchema } from "zod-to-json-schema";

const INPUTS = ["body", "querystring", "params", "headers"] as const;

/**
 * A zod schema as JSON Schema; a JSON Schema as it is. An object's schema names the fields that
 * are there, not all of them (the web tool's schemas name what it reads): only a `.strict()` one
 * refuses others.
 */
export function jsonSchema(schema: unknown): unknown {
  if (!(schema instanceof ZodType)) return schema;
  const options = { $refStrategy: "none", removeAdditionalStrategy: "strict", allowedAdditionalProperties: undefined } as const;
  const { $schema: _dialect, ...rest } = zodToJsonSchema(schema, options) as Record<string, unknown>;
  return rest;
}

type Options = { title: string; version: string; hidden: (url: string) => boolean };

/**
 * Registers the document's plugin: before the routes, which it collects as they are added.
 * `hidden`: the routes the document leaves out (the test suite's own).
 */
export async function registerOpenApi(app: FastifyInstance, { title, version, hidden }: Options) {
  app.setValidatorCompiler(() => (data) => ({ value: data }));
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  await app.register(swagger, {
    openapi: { openapi: "3.1.0", info: { title, version } },
    transform: ({ schema, url }) => {
      if (hidden(url)) return { schema: { hide: true }, url };
      if (!schema) return { schema, url };
      const out: Record<string, unknown> = { ...schema };
      for (const part of INPUTS) if (schema[part]) out[part] = jsonSchema(schema[part]);
      if (schema.response && typeof schema.response === "object") {
        out.response = Object.fromEntries(Object.entries(schema.response).map(([status, answer]) => [status, jsonSchema(answer)]));
      }
      return { schema: out, url };
    },
  });
}

/** The path parameter of the routes under /businesses/:id: the brand's id. */
export const businessParams = z.object({ id: z.string().regex(/^\d+$/) });
