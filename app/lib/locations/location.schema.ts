// The location form's schema (Profile → Locations), for the new and the edit page: the bounds of
// POST and PATCH /businesses/{id}/locations (contract/locations.ts), the profile's phone rule and
// the working hours' own schema. The edit page's confirmation posts intent=retire instead.
import { z } from "zod";
import { isTimeZone, MAX_LOCATION_ADDRESS, MAX_LOCATION_NAME } from "../../../contract/locations";
import { PHONE, PHONE_MESSAGE } from "../profile/details.schema";
import { workingHoursSchema } from "../profile/working-hours.schema";

const NAME_MESSAGE = "Enter the location's name.";
const ADDRESS_MESSAGE = "Enter the location's address.";

export const locationSchema = z.object({
  name: z
    .string({ required_error: NAME_MESSAGE })
    .trim()
    .min(1, NAME_MESSAGE)
    .max(MAX_LOCATION_NAME, `Keep the name to ${MAX_LOCATION_NAME} characters or fewer.`),
  address: z
    .string({ required_error: ADDRESS_MESSAGE })
    .trim()
    .min(1, ADDRESS_MESSAGE)
    .max(MAX_LOCATION_ADDRESS, `Keep the address to ${MAX_LOCATION_ADDRESS} characters or fewer.`),
  // No city: the location has no map point of its own.
  city_id: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, "Choose a city from the list.")
    .optional()
    .transform((v) => (v ? Number(v) : null)),
  timezone: z.string({ required_error: "Choose a time zone." }).refine(isTimeZone, "Choose a time zone from the list."),
  phone_number: z
    .string()
    .trim()
    .regex(PHONE, PHONE_MESSAGE)
    .optional()
    .transform((v) => v ?? ""),
  // Every day is its own field (working_hours.monday.open…): a week with nothing typed is seven days to fill.
  working_hours: workingHoursSchema.default({}),
});

/** The new page's one form. */
export const newLocationSchema = locationSchema.extend({ intent: z.literal("save", { errorMap: () => ({ message: "Unknown action." }) }) });

/** The edit page's two forms: the location's, and the confirmation's retire. */
export const locationActionSchema = z.discriminatedUnion("intent", [newLocationSchema, z.object({ intent: z.literal("retire") })], {
  errorMap: () => ({ message: "Unknown action." }),
});
