// A brand's locations (docs/features/locations.md): the list, one location, adding, editing and
// retiring, behind requireAuth + requireOwnBusiness (owner and manager: services/accounts/roles.ts).
// Rules in services/accounts/locations.ts.
import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { parseId } from "../../lib/http";
import { businessParams, pathParams } from "../../lib/openapi";
import { parseInput } from "../../lib/validation";
import { auth, requireAuth, requireOwnBusiness } from "../../services/accounts/guards";
import { keptRoute } from "../../services/accounts/kept-answers";
import { createLocation, getLocation, listLocations, retireLocation, updateLocation, type LocationInput } from "../../services/accounts/locations";
import { readWorkingHours, workingHoursField } from "../../services/accounts/working-hours";
import { isTimeZone, MAX_LOCATION_ADDRESS, MAX_LOCATION_NAME } from "../../../contract/locations";
import { locationEnvelope, locationsEnvelope } from "../../../contract/schemas/locations";

const locationParams = pathParams("id", "locationId");

const fields = {
  name: z.string().trim().min(1, "name can't be empty.").max(MAX_LOCATION_NAME),
  address: z.string().trim().min(1, "address can't be empty.").max(MAX_LOCATION_ADDRESS),
  city_id: z
    .number()
    .int()
    .positive()
    .max(2_147_483_647)
    .nullable()
    .describe("A city of GET /enum/cities: the address takes its point for the map (there is no geocoder); null, no point."),
  timezone: z
    .string()
    .trim()
    .max(64)
    .refine(isTimeZone, "timezone must be an IANA time zone, such as America/New_York.")
    .describe("IANA; the location's offers, days and check-ins are in it."),
  working_hours: workingHoursField.describe("As PUT /businesses/{id}/working-hours takes them: per weekday {open, close} as HH:mm, or null for a closed day."),
  phone_number: z
    .string()
    .trim()
    .max(20)
    .refine((v) => v === "" || /^[0-9 +().-]{7,20}$/.test(v), "phone_number must be 7 to 20 characters of digits, spaces and + ( ) - .")
    .describe('The location\'s own; "" for none.'),
};

const createBody = z.object({
  ...fields,
  city_id: fields.city_id.default(null),
  timezone: fields.timezone.default("America/New_York"),
  phone_number: fields.phone_number.default(""),
});
const updateBody = z.object({
  name: fields.name.optional(),
  address: fields.address.optional(),
  city_id: fields.city_id.optional(),
  timezone: fields.timezone.optional(),
  working_hours: fields.working_hours.optional(),
  phone_number: fields.phone_number.optional(),
});

function input(body: z.output<typeof updateBody>): LocationInput {
  return {
    name: body.name,
    address: body.address,
    cityId: body.city_id,
    timezone: body.timezone,
    workingHours: body.working_hours === undefined ? undefined : readWorkingHours(body.working_hours, true),
    phoneNumber: body.phone_number,
  };
}

export const locationsRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.ctx;
  const guards = [requireAuth, requireOwnBusiness];
  const ids = (params: { id: string; locationId: string }) => [Number(params.id), parseId(params.locationId)] as const;

  const listSchema = {
    summary: "The brand's locations",
    description:
      "Open locations first, in the brand's order (main: the first, whose address and working hours GET /users/me shows), then the " +
      "retired ones, the last retired first. offers_count counts the offers of every state that run or ran there. A seat limited to " +
      "some locations lists theirs.",
    params: businessParams,
    response: { 200: locationsEnvelope },
  };
  app.get<{ Params: { id: string } }>("/businesses/:id/locations", { ...keptRoute(guards), schema: listSchema }, async (request) => ({
    data: await listLocations(db, Number(request.params.id), auth(request).locations),
  }));

  const oneSchema = { summary: "One of the brand's locations", params: locationParams, response: { 200: locationEnvelope } };
  app.get<{ Params: { id: string; locationId: string } }>(
    "/businesses/:id/locations/:locationId",
    { ...keptRoute(guards), schema: oneSchema },
    async (request) => ({ data: await getLocation(db, ...ids(request.params)) }),
  );

  const createSchema = {
    summary: "Adds a location",
    description:
      "Its name is one the brand's other open locations don't have (any case), else a 400 under fields.name; every bad field is named " +
      "under fields (working_hours.<weekday>.<open|close> for the hours). It comes after the brand's other locations.",
    params: businessParams,
    body: createBody,
    response: { 201: locationEnvelope },
  };
  app.post<{ Params: { id: string } }>("/businesses/:id/locations", { preHandler: guards, schema: createSchema }, async (request, reply) => {
    const body = parseInput(createBody, request.body);
    const location = await createLocation(db, Number(request.params.id), { ...input(body), name: body.name, address: body.address });
    return reply.code(201).send({ data: location });
  });

  const updateSchema = {
    summary: "Changes a location",
    description:
      "Fields left out are unchanged. Changing the main location's address or hours changes the profile's. A retired location can't be " + "changed: a 409.",
    params: locationParams,
    body: updateBody,
    response: { 200: locationEnvelope },
  };
  app.patch<{ Params: { id: string; locationId: string } }>(
    "/businesses/:id/locations/:locationId",
    { preHandler: guards, schema: updateSchema },
    async (request) => ({ data: await updateLocation(db, ...ids(request.params), input(parseInput(updateBody, request.body))) }),
  );

  const retireSchema = {
    summary: "Retires a location",
    description:
      "It keeps its offers, claims and figures and takes no new offers; the next open one becomes main when it was. The brand's last " +
      "open location can't be retired: a 409. Retiring a retired location answers it unchanged.",
    params: locationParams,
    response: { 200: locationEnvelope },
  };
  app.post<{ Params: { id: string; locationId: string } }>(
    "/businesses/:id/locations/:locationId/retire",
    { preHandler: guards, schema: retireSchema },
    async (request) => ({ data: await retireLocation(db, ...ids(request.params)) }),
  );
};
