// POST /v1.3/test-support/brands: a fresh brand with the kits of records a test asks for (see
// kits.ts). Registered only when the API runs under test (API_TEST_SUPPORT=1, which the e2e
// server sets): it creates accounts without asking anyone, so a product never has it.
import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { parseInput } from "../lib/validation";
import { createTestBrand, KITS } from "./kits";

const brandBody = z.object({ kit: z.array(z.enum(KITS)).max(KITS.length).default([]) }).strict();

export const testSupportRoutes: FastifyPluginAsync = async (app) => {
  const { db, storage } = app.ctx;

  app.post("/test-support/brands", async (request, reply) => {
    const { kit } = parseInput(brandBody, request.body ?? {});
    reply.code(201);
    return { data: await createTestBrand(db, storage, kit) };
  });
};
