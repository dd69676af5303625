// The team's answers (API GET /team, POST /team/invitations, PATCH /team/seats/:id, POST /team/join):
// the seats of the business, the owner's first, and the invitations still waiting to be used; and
// what an invitation's link is for (GET /team/join/:token).
import { z } from "zod";

const role = z.enum(["owner", "manager", "door"]);

export const seatSchema = z.object({
  id: z.number(),
  username: z.string(),
  name: z.string(),
  email: z.string(),
  role,
  /** The locations a door seat is limited to (docs/features/locations.md#seats-by-location); null: every location. */
  location_ids: z.array(z.number()).nullable(),
  created_at: z.string(),
});
export type Seat = z.infer<typeof seatSchema>;

export const invitationSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  role: z.enum(["manager", "door"]),
  expires_at: z.string(),
  created_at: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const teamEnvelope = z.object({ data: z.object({ seats: z.array(seatSchema), invitations: z.array(invitationSchema) }) });
export const seatEnvelope = z.object({ data: seatSchema });
export const invitationEnvelope = z.object({ data: invitationSchema });

/** A link that still works: whose invitation it is, for the join page's words. */
export const invitationOfLinkEnvelope = z.object({
  data: z.object({ business: z.object({ name: z.string() }), name: z.string(), email: z.string(), role: z.enum(["manager", "door"]) }),
});
