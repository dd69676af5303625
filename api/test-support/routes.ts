// POST /v1.3/test-support/brands: a fresh brand with the kits of records a test asks for (see
// kits.ts). POST /v1.3/test-support/digest-token: the signed-in brand's weekly digest token, which
// otherwise only the digest's mail carries (the unsubscribe page's tests need one).
// POST /v1.3/test-support/invitations: an invitation of the signed-in brand and its link's token,
// past its days if asked (the join page's tests can't wait a week for an expired link).
// POST /v1.3/test-support/rights/:id/expire: a rights request of the signed-in brand whose link ran
// out a day ago (the rights page's tests can't wait 14 days either). Registered
// only when the API runs under test (API_TEST_SUPPORT=1, which the e2e server sets): they create
// accounts and hand out tokens without asking anyone, so a product never has them.
import { and, eq, sql } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { rightsRequests, seatInvitations } from "../db/schema";
import { notFound } from "../lib/errors";
import { parseId } from "../lib/http";
import { parseInput } from "../lib/validation";
import { auth, requireAuth } from "../services/accounts/guards";
import { createInvitation } from "../services/accounts/team";
import { digestToken } from "../services/reports/digest";
import { createTestBrand, KITS } from "./kits";

const brandBody = z.object({ kit: z.array(z.enum(KITS)).max(KITS.length).default([]) }).strict();
const invitationBody = z.object({ name: z.string().min(1), email: z.string().email(), expired: z.boolean().default(false) }).strict();

export const testSupportRoutes: FastifyPluginAsync = async (app) => {
  const { db, storage } = app.ctx;

  const brandSchema = {
    summary: "A new brand with the kits of records a test asks for",
    description:
      "A fresh username and password, profile photos, 8 Instagram images and working hours, no billing customer, and each kit's records " +
      "(kits.ts, written with the seed's builders); the answer names the kits' offers. API tests reach the same builder through " +
      "createTestApi().newBrand(kits).",
  };
  app.post("/test-support/brands", { schema: brandSchema }, async (request, reply) => {
    const { kit } = parseInput(brandBody, request.body ?? {});
    reply.code(201);
    return { data: await createTestBrand(db, storage, kit) };
  });

  // Not in roles.ts's table, so the owner's alone: a test brand signs in as its owner.
  app.post("/test-support/digest-token", { preHandler: requireAuth, schema: { summary: "The signed-in brand's weekly digest token" } }, async (request) => {
    return { data: { token: await digestToken(db, auth(request).businessId) } };
  });

  // The owner's alone too. No mail: the test has the token.
  const invitationSchema = { summary: "An invitation of the signed-in brand and its link's token, past its days when asked" };
  app.post("/test-support/invitations", { preHandler: requireAuth, schema: invitationSchema }, async (request, reply) => {
    const { name, email, expired } = parseInput(invitationBody, request.body);
    const { userId, businessId } = auth(request);
    const { invitation, token } = await createInvitation(db, { businessId, invitedBy: userId, name, email, role: "door" });
    if (expired)
      await db
        .update(seatInvitations)
        .set({ expiresAt: sql`now() - interval '1 day'` })
        .where(eq(seatInvitations.id, invitation.id));
    reply.code(201);
    return { data: { id: invitation.id, token } };
  });

  // The owner's alone too; another brand's request is a 404.
  const expireSchema = { summary: "A rights request of the signed-in brand, its link run out a day ago" };
  app.post<{ Params: { id: string } }>("/test-support/rights/:id/expire", { preHandler: requireAuth, schema: expireSchema }, async (request) => {
    const [row] = await db
      .update(rightsRequests)
      .set({ linkExpiresAt: sql`now() - interval '1 day'` })
      .where(and(eq(rightsRequests.id, parseId(request.params.id)), eq(rightsRequests.businessId, auth(request).businessId)))
      .returning({ id: rightsRequests.id });
    if (!row) throw notFound("No such rights request of the brand.");
    return { data: { id: row.id } };
  });
};
