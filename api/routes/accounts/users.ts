// The signed-in business's own account: GET and PATCH /users/me (docs/product/accounts.md#editing-the-profile).
import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { auth, requireAuth } from "../../services/accounts/guards";
import { brandVersion, keptRoute } from "../../services/accounts/kept-answers";
import { badRequest, ownedOr404 } from "../../lib/errors";
import { parseInput } from "../../lib/validation";
import { getBusiness } from "../../services/accounts/businesses";
import { getSeat } from "../../services/accounts/team";
import { listProperties, setProperty, updateProfile } from "../../services/accounts/users";
import { VERSION_HEADER } from "../../../contract/http";
import { propertiesEnvelope } from "../../../contract/schemas/accounts";
import { brandVersionEnvelope } from "../../../contract/schemas/common";
import { meResponse, ownAccountEnvelope } from "../../../contract/schemas/profile";
import { propertyResponse } from "../../../contract/schemas/wizard";

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
    .optional()
    .describe('7 to 20 digits, spaces and + ( ) - . characters; "" clears it.'),
  website: optionalText(500)
    .refine((v) => v === "" || isWebAddress(v), {
      message: "website must be a web address starting with http:// or https://.",
    })
    .optional()
    .describe('An http or https address with a dotted host name; "" clears it.'),
  description: optionalText(2000).optional().describe('"" clears it.'),
  location: z
    .object({
      address: z.string().trim().min(1).max(300),
      lat: z.number().min(-90).max(90).nullable().default(null),
      lon: z.number().min(-180).max(180).nullable().default(null),
    })
    .nullable()
    .optional()
    .describe("null clears it."),
});

// User properties (e.g. web_tool_ask_bar_code_by_phone, kept for 100 years: docs/product/accounts.md#user-settings).
const propertyName = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_.-]{1,100}$/, { message: "name must be 1 to 100 letters, digits or _ . -" });
const propertyQuery = z.object({
  name: propertyName.optional().describe("The property asked for; left out, every one of the user's that has not expired."),
  default: z.string().max(1000).optional().describe('The value answered when the property is not set: read as JSON ("true", "3"), else as the text itself.'),
});
const propertyBody = z.object({
  name: propertyName,
  value: z.unknown().refine((v) => v !== undefined && JSON.stringify(v).length <= 10_000, {
    message: "value is required and must be at most 10,000 characters of JSON.",
  }),
  expires_at: z
    .string()
    .datetime({ offset: true, message: "expires_at must be an ISO 8601 date and time." })
    .nullable()
    .optional()
    .describe("When the property is forgotten; null or left out, never."),
});

/** A query's `default` as the JSON value it spells ("true", "3"), else the text itself. */
function defaultValue(text: string | undefined): unknown {
  if (text === undefined) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export const usersRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.ctx;

  // The business, and `seat`: who of its team is signed in, in which role.
  const meSchema = {
    summary: "The signed-in brand's account",
    description:
      "The business (id is its owner's user id, username the owner's) with its profile media, by sort then id (media_id is the " +
      "item's id; path and thumbnail are relative URLs, /media/<file>), its working hours, and seat: who is signed in, the owner or " +
      "a seat, in which role.",
    response: { 200: ownAccountEnvelope },
  };
  app.get("/users/me", { ...keptRoute([requireAuth]), schema: meSchema }, async (request) => {
    const { businessId, userId, role } = auth(request);
    const [business, seat] = await Promise.all([getBusiness(db, businessId), getSeat(db, userId)]);
    return { data: { ...ownedOr404(business), seat: seat && { ...seat, role } } };
  });

  // The brand's version (decision 0045): what the web tool asks before it serves a page it kept.
  const versionSchema = {
    summary: "The brand's version",
    description:
      "A number that moves in the transaction of every change to the brand's rows, also in the header X-Brand-Version. The web tool asks it " +
      "before it serves a page it kept.",
    response: { 200: brandVersionEnvelope },
  };
  app.get("/users/me/version", { preHandler: requireAuth, schema: versionSchema }, async (request, reply) => {
    const version = await brandVersion(db, auth(request).businessId);
    reply.header(VERSION_HEADER, String(version));
    return { data: { version } };
  });

  const updateSchema = {
    summary: "Changes the brand's contact details",
    description:
      "Fields left out are unchanged and unknown fields are ignored, but the brand's name and account email can't be changed: " +
      'sending name or email is a 400 "The brand name and account email can\'t be changed."',
    body: profileUpdate,
    response: { 200: meResponse },
  };
  app.patch("/users/me", { preHandler: requireAuth, schema: updateSchema }, async (request) => {
    const body = request.body;
    // The brand name and account email are read-only (docs/product/accounts.md#editing-the-profile).
    if (body && typeof body === "object" && ("name" in body || "email" in body)) {
      throw badRequest("The brand name and account email can't be changed.");
    }
    const input = parseInput(profileUpdate, body);
    await updateProfile(db, auth(request).businessId, {
      contactName: input.contact_name,
      contactEmail: input.contact_email,
      phoneNumber: input.phone_number,
      website: input.website,
      description: input.description,
      location: input.location,
    });
    return { data: ownedOr404(await getBusiness(db, auth(request).businessId)) };
  });

  const propertiesSchema = {
    summary: "The signed-in user's properties (settings the web tool keeps)",
    description: "With name, that property, with default as its value when it is not set; without, every property of the user that has not expired.",
    querystring: propertyQuery,
    response: { 200: propertiesEnvelope },
  };
  app.get("/users/me/properties", { preHandler: requireAuth, schema: propertiesSchema }, async (request) => {
    const query = parseInput(propertyQuery, request.query);
    const shown = await listProperties(db, auth(request).userId, query.name);
    if (!query.name) return { data: shown };
    return { data: shown[0] ?? { name: query.name, value: defaultValue(query.default), expires_at: null } };
  });

  const setSchema = { summary: "Sets a property of the signed-in user", body: propertyBody, response: { 200: propertyResponse } };
  app.post("/users/me/properties", { preHandler: requireAuth, schema: setSchema }, async (request) => {
    const input = parseInput(propertyBody, request.body);
    const expiresAt = input.expires_at ? new Date(input.expires_at) : null;
    return { data: await setProperty(db, auth(request).userId, { name: input.name, value: input.value, expiresAt }) };
  });
};
