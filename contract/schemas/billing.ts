// The parts of the API's billing answers the web tool relies on (the billing customer and its sources).
import { z } from "zod";

export const sourceSchema = z.object({ id: z.string(), object: z.string(), brand: z.string(), last4: z.string() });
export type Source = z.infer<typeof sourceSchema>;

export const customerSchema = z.object({
  id: z.string(),
  email: z.string(),
  default_source: z.string().nullable(),
  plan: z.string().nullable(),
  sources: z.object({ data: z.array(sourceSchema), total_count: z.number() }),
  subscriptions: z.object({
    data: z.array(z.object({ id: z.string(), plan: z.object({ id: z.string(), nickname: z.string().nullable().optional() }) })),
    total_count: z.number(),
  }),
});
export type Customer = z.infer<typeof customerSchema>;

export const customerEnvelope = z.object({ data: customerSchema });

export const customerResponseSchema = z.object({
  data: customerSchema.nullable(),
  meta: z.object({ partnerships_email: z.string(), support_email: z.string() }),
});

export const linkSessionSchema = z.object({
  data: z.object({
    provider: z.enum(["sandbox", "plaid"]),
    link_token: z.string().nullable(),
    institutions: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        public_token: z.string(),
        accounts: z.array(z.object({ id: z.string(), name: z.string(), mask: z.string() })),
      }),
    ),
  }),
});
export type LinkSession = z.infer<typeof linkSessionSchema>["data"];
