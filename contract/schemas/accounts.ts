// The answers of signing in and out and of account recovery (API POST /oauth/token,
// /report/replaceToken, /report/tokenOwner, /users/password/forgot, /users/password/username),
// of the signed-in user's properties (GET /users/me/properties), and of the internal routes a
// running API serves to its own machine (POST /internal/login-link, /internal/claims).
import { z } from "zod";
import { tokenResponseSchema } from "./common";
import { propertyResponse } from "./wizard";

/** A session: the access token, how long it lasts, and the refresh token that gets the next one. */
export const sessionSchema = tokenResponseSchema.extend({ token_type: z.literal("Bearer"), expires_in: z.number() });

/** Which brand a login link signs in as. */
export const tokenOwnerEnvelope = z.object({ data: z.object({ business_id: z.number(), name: z.string() }) });

/** "sent": a sign-in link was mailed; {} when no brand has that username. */
export const signInLinkAnswer = z.object({ status: z.literal("sent").optional() });

/** The usernames of the brands' accounts with an email address, sorted. */
export const usernamesEnvelope = z.object({ data: z.array(z.string()) });

/** One property (asked by name) or all of the user's. */
export const propertiesEnvelope = z.union([propertyResponse, z.object({ data: z.array(propertyResponse.shape.data) })]);

export const loginLinkAnswer = z.object({ url: z.string() });

/** The model's new claim or application; for an application, what the brand's rule for claims noted. */
export const takenClaimEnvelope = z.object({ data: z.object({ claim_id: z.number(), rule_note: z.string().nullable() }) });
