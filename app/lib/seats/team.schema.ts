// The forms of the Team page (/profile/team, docs/product/accounts.md#the-team-page), told apart by intent: invite a person,
// change a seat's role or a door seat's locations, remove a seat, cancel an invitation. The bounds are the API's
// (api/routes/accounts/team.ts), with messages the owner can act on.
import { z } from "zod";

const role = z.enum(["manager", "door"], { errorMap: () => ({ message: "Choose a role: Manager or Door." }) });
const id = z.coerce.number().int().positive();

export const inviteSchema = z.object({
  intent: z.literal("invite"),
  name: z.string({ required_error: "Enter their name." }).trim().min(1, "Enter their name.").max(100, "Keep the name under 100 characters."),
  email: z
    .string({ required_error: "Enter their email address." })
    .trim()
    .max(254, "Keep the email under 254 characters.")
    .email("Enter a valid email address, like name@example.com."),
  role,
});

export const teamSchema = z.discriminatedUnion("intent", [
  inviteSchema,
  z.object({ intent: z.literal("change-role"), seat: id, role }),
  z.object({ intent: z.literal("remove"), seat: id }),
  // A door seat's locations: the boxes ticked, none for every location.
  z.object({ intent: z.literal("change-locations"), seat: id, locations: z.preprocess((v) => (v === undefined ? [] : [v].flat()), z.array(id).max(100)) }),
  z.object({ intent: z.literal("cancel-invitation"), invitation: id }),
]);
export type TeamIntent = z.output<typeof teamSchema>["intent"];
