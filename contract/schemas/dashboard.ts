// The dashboard's answer (API GET /businesses/:id/dashboard).
import { z } from "zod";
import { TABS } from "../offers";
import { postDueSchema } from "./posts-due";
import { figureVenuesSchema } from "./locations";
import { monthCostsSchema } from "./reports";

const offerRef = z.object({ id: z.number(), title: z.string(), type: z.string(), tab: z.enum(["active", "upcoming"]) });
const figures = z.object({ posts: z.number(), stories: z.number(), reach: z.number(), likes: z.number(), comments: z.number() });

export const dashboardSchema = z.object({
  posts_due: z.object({
    rows: z.array(
      z.object({
        claim_id: z.number(),
        offer: z.object({ id: z.number(), title: z.string(), type: z.string(), tab: z.enum(TABS) }),
        model: z.object({ id: z.number(), name: z.string(), avatar: z.string(), profile_url: z.string().nullable() }),
        timezone: z.string(),
        post_due: postDueSchema,
      }),
    ),
    more: z.number(),
  }),
  today: z.object({
    check_ins: z.array(
      z.object({
        claim_id: z.number(),
        offer: offerRef,
        model: z.object({ id: z.number(), name: z.string(), avatar: z.string() }),
        at: z.string(),
        timezone: z.string(),
        checked_in: z.boolean(),
        check_in: z.object({ open: z.boolean(), notice: z.string().nullable() }).passthrough(),
      }),
    ),
    more: z.number(),
    awaiting: z.array(offerRef.extend({ count: z.number() })),
  }),
  waiting: z.object({
    applicants: z.array(offerRef.extend({ unreviewed: z.number(), deliberation_until: z.string().nullable(), timezone: z.string() })),
    selections: z.array(offerRef.extend({ selected: z.number(), spots: z.number(), full: z.boolean(), ready: z.boolean() })),
    gifts: z.array(offerRef.extend({ count: z.number() })),
    call_sheets: z.array(offerRef.extend({ starts_at: z.string(), timezone: z.string(), attendees: z.number() })),
  }),
  content: z.object({
    missing_disclosure: z.number().describe("This month's posts (from month.from to month.to) whose caption has no disclosure."),
    rights_ending: z
      .array(z.object({ id: z.number(), model: z.string(), ends_at: z.string(), posts: z.number() }))
      .describe("Granted rights that end within 7 days, soonest first, with the posts they cover (rights covering none are left out)."),
  }),
  month: z.object({
    from: z.string(),
    to: z.string(),
    previous_from: z.string(),
    previous_to: z.string(),
    current: figures,
    previous: figures,
    costs: z.object({ current: monthCostsSchema, previous: monthCostsSchema }),
  }),
  venues: figureVenuesSchema,
});
export type DashboardData = z.infer<typeof dashboardSchema>;
export type PostFigures = z.infer<typeof figures>;
export const dashboardEnvelope = z.object({ data: dashboardSchema });
/** The Today block alone (GET /businesses/:id/dashboard/today): all of the dashboard a door seat sees. */
export const todayEnvelope = z.object({ data: dashboardSchema.shape.today });
