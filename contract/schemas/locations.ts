// A brand's locations as the API sends them (GET/POST /businesses/:id/locations, GET/PATCH
// /businesses/:id/locations/:locationId, POST …/retire): where offers run, each with its address and
// map point, time zone, working hours and phone. The brand's main location is its first open one:
// its address and hours are the profile's (GET /users/me's location and working_hours).
import { z } from "zod";

const dayHours = z.object({ open: z.string(), close: z.string() }).nullable();

export const brandLocationSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** The address and its map point (the chosen city's, without a geocoder); null for a brand that never gave one. */
  location: z.object({ address: z.string(), lat: z.number().nullable(), lon: z.number().nullable() }).nullable(),
  city_id: z.number().nullable(),
  timezone: z.string(),
  working_hours: z.record(dayHours).nullable(),
  /** "" when the location has none of its own. */
  phone_number: z.string(),
  /** Whether this is the brand's main location: its first open one, whose address and hours the profile shows. */
  main: z.boolean(),
  /** Offers that ran or run here, of every state. */
  offers_count: z.number(),
  /** When it was retired: it keeps its history and takes no new offers. */
  retired_at: z.string().nullable(),
  created_at: z.string(),
});
export type BrandLocation = z.infer<typeof brandLocationSchema>;

/** Open locations first, in the brand's order (the main one first), then the retired, newest retired first. */
export const locationsEnvelope = z.object({ data: z.array(brandLocationSchema) });
export const locationEnvelope = z.object({ data: brandLocationSchema });

/** The brand's locations as a figures page's filter lists them (GET /businesses/:id/results and /dashboard): open first, then the retired. */
export const figureVenuesSchema = z
  .array(z.object({ id: z.number(), name: z.string(), retired: z.boolean() }))
  .describe("The brand's locations whose figures the location query reads: open ones first in the brand's order, then the retired.");
export type FigureVenue = z.infer<typeof figureVenuesSchema>[number];
