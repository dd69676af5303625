// The brand's settings for reminders and claims (docs/product/accounts.md#reminders-and-claims-settings): automatic reminders to post, the weekly
// digest, and the rule for who may claim. And the digest's one-click unsubscribe, which needs no
// sign-in: the token (in the body, never in the API's URL) is the permission.
import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { notFound } from "../../lib/errors";
import { parseInput } from "../../lib/validation";
import { auth, requireAuth } from "../../services/accounts/guards";
import { keptRoute } from "../../services/accounts/kept-answers";
import { reminderSettings, saveReminderSettings } from "../../services/accounts/reminder-settings";
import { digestSubscription, unsubscribeDigest } from "../../services/reports/digest";
import { digestSubscriptionEnvelope, digestUnsubscribedEnvelope, reminderSettingsEnvelope } from "../../../contract/schemas/reminder-settings";

const settingsBody = z.object({
  auto_reminders: z
    .boolean({ message: "auto_reminders must be true or false." })
    .describe("Whether models owing posts are reminded by themselves, the day after and once overdue."),
  weekly_digest: z.boolean({ message: "weekly_digest must be true or false." }).describe("Whether the brand gets the weekly digest mail."),
  skip_no_shows: z
    .number({ message: "Enter a whole number of no-shows from 1 to 10." })
    .int("Enter a whole number of no-shows from 1 to 10.")
    .min(1, "Enter a whole number of no-shows from 1 to 10.")
    .max(10, "Enter a whole number of no-shows from 1 to 10.")
    .nullable()
    .describe("Skip models with this many no-shows or more in the last 90 days, with any brand; null: no such rule."),
  skip_below_rate: z
    .number({ message: "Enter a posting rate from 1 to 100 per cent." })
    .int("Enter a posting rate from 1 to 100 per cent.")
    .min(1, "Enter a posting rate from 1 to 100 per cent.")
    .max(100, "Enter a posting rate from 1 to 100 per cent.")
    .nullable()
    .describe("Skip models whose posting rate is under this per cent (a model still 'New' never is); null: no such rule."),
});

const tokenBody = z.object({
  token: z
    .string()
    .regex(/^[\w-]{16,64}$/, "This link is not valid.")
    .describe("The token of the digest's unsubscribe link."),
});

export const reminderSettingsRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.ctx;

  const readSchema = { summary: "The brand's settings for reminders and claims", response: { 200: reminderSettingsEnvelope } };
  app.get("/users/me/reminder-settings", { ...keptRoute([requireAuth]), schema: readSchema }, async (request) => {
    return { data: await reminderSettings(db, auth(request).businessId) };
  });

  app.put(
    "/users/me/reminder-settings",
    {
      preHandler: requireAuth,
      schema: {
        summary: "Saves the brand's settings for reminders and claims",
        description: "Every field, each time. The rule for who may claim applies where the marketplace takes a claim or an application.",
        body: settingsBody,
        response: { 200: reminderSettingsEnvelope },
      },
    },
    async (request) => {
      const body = parseInput(settingsBody, request.body ?? {});
      return { data: await saveReminderSettings(db, auth(request).businessId, body) };
    },
  );

  const subscriptionSchema = {
    summary: "The subscription a digest's unsubscribe link names",
    description: "Public: the token, in the body and never in the URL, is the permission. A token that is none of ours is a 404.",
    body: tokenBody,
    response: { 200: digestSubscriptionEnvelope },
  };
  app.post("/digest/subscription", { schema: subscriptionSchema }, async (request) => {
    const { token } = parseInput(tokenBody, request.body ?? {});
    const found = await digestSubscription(db, token);
    if (!found) throw notFound("This link is not valid.");
    return { data: found };
  });

  const unsubscribeSchema = {
    summary: "Stops the weekly digest: its one-click unsubscribe",
    description: "Public, as POST /digest/subscription is. A token that is none of ours is a 404.",
    body: tokenBody,
    response: { 200: digestUnsubscribedEnvelope },
  };
  app.post("/digest/unsubscribe", { schema: unsubscribeSchema }, async (request) => {
    const { token } = parseInput(tokenBody, request.body ?? {});
    if (!(await unsubscribeDigest(db, token))) throw notFound("This link is not valid.");
    return { data: { weekly_digest: false } };
  });
};
