// The signed-in business's own account: GET and PATCH /users/me (SPEC §2 Profile, §7).
import type { FastifyPluginAsync } from "fastify";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { businesses } from "../db/schema";
import { auth, ownedOr404, requireAuth } from "../lib/auth";
import { badRequest } from "../lib/errors";
import { parseInput } from "../lib/validation";
import { getBusiness } from "../services/businesses";

// Empty strings clear optional contact details; the contact name and email must stay set.
const optionalText = (max: number) => z.string().trim().max(max);

function isWebAddress(value: string) {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}

export const profileUpdate = z.object({
  type: z.literal("business"),
  contact_name: z.string().trim().min(1).max(100).optional(),
  contact_email: z.string().trim().max(254).email().optional(),
  phone_number: optionalText(20)
    .refine((v) => v === "" || /^[0-9 +().-]{7,20}$/.test(v), {
      message: "phone_number must be 7 to 20 characters of digits, spaces and + ( ) - .",
    })
    .optional(),
  website: optionalText(500)
    .refine((v) => v === "" || isWebAddress(v), {
      message: "website must be a web address starting with http:// or https://.",
    })
    .optional(),
  description: optionalText(2000).optional(),
  location: z
    .object({
      address: z.string().trim().min(1).max(300),
      lat: z.number().min(-90).max(90).nullable().default(null),
      lon: z.number().min(-180).max(180).nullable().default(null),
    })
    .nullable()
    .optional(),
});

export const usersRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.ctx;

  app.get("/users/me", { preHandler: requireAuth }, async (request) => {
    return { data: ownedOr404(await getBusiness(db, auth(request).businessId)) };
  });

  app.patch("/users/me", { preHandler: requireAuth }, async (request) => {
    const body = request.body;
    // SPEC §2 Profile / §6: the brand name and account email are read-only.
    if (body && typeof body === "object" && ("name" in body || "email" in body)) {
      throw badRequest("The brand name and account email can't be changed.");
    }
    const input = parseInput(profileUpdate, body);
    const changes = {
      contactName: input.contact_name,
      contactEmail: input.contact_email,
      phoneNumber: input.phone_number,
      website: input.website,
      description: input.description,
      location: input.location,
    };
    if (Object.values(changes).some((v) => v !== undefined)) {
      await db.update(businesses).set(changes).where(eq(businesses.id, auth(request).businessId));
    }
    return { data: ownedOr404(await getBusiness(db, auth(request).businessId)) };
  });
};
