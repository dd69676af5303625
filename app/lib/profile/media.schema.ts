// The media forms of /profile/edit, told apart by `intent` (upload is multipart and checked
// apart by the one upload rule, ../uploads/rules.ts, since its files never reach zod).
import { z } from "zod";

const mediaId = z.coerce.number({ invalid_type_error: "Choose an image." }).int().positive();

export const CHOOSE_ONE = "Choose at least one image.";

export const mediaActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("move"), id: mediaId, direction: z.enum(["up", "down"]) }),
  z.object({
    intent: z.literal("sort"),
    // The drag-and-drop enhancement sends the whole new order as "3,1,2".
    order: z
      .string({ required_error: "Send the new order." })
      .regex(/^\d+(,\d+)*$/, "Send the new order as image ids.")
      .transform((text) => text.split(",").map(Number)),
  }),
  z.object({ intent: z.literal("delete"), id: mediaId }),
  z.object({
    intent: z.literal("add-instagram"),
    ids: z.array(mediaId, { required_error: CHOOSE_ONE }).min(1, CHOOSE_ONE).max(50),
  }),
]);
export type MediaAction = z.output<typeof mediaActionSchema>;
