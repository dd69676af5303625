// /businesses/:id/... routes: every one sits behind requireAuth + requireOwnBusiness.
import type { FastifyPluginAsync } from "fastify";
import { eq } from "drizzle-orm";
import { businesses } from "../db/schema";
import { ownedOr404, requireAuth, requireOwnBusiness } from "../lib/auth";

export const businessesRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.ctx;
  const guarded = { preHandler: [requireAuth, requireOwnBusiness] };

  app.get<{ Params: { id: string } }>("/businesses/:id/working-hours", guarded, async (request) => {
    const [row] = await db
      .select({ workingHours: businesses.workingHours })
      .from(businesses)
      .where(eq(businesses.id, Number(request.params.id)));
    return { working_hours: ownedOr404(row).workingHours ?? null };
  });
};
