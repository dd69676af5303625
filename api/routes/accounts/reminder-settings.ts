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
  auto_reminders: z.boolean({ message: "auto_reminders must be true or false." }),
  weekly_digest: z.boolean({ message: "weekly_digest must be true or false." }),
  skip_no_shows: z
    .number({ message: "Enter a whole number of no-shows from 1 to 10." })
    .int("Enter a whole number of no-shows from 1 to 10.")
    .min(1, "Enter a whole number of no-shows from 1 to 10.")
    .max(10, "Enter a whole number of no-shows from 1 to 10.")
    .nullable(),
  skip_below_rate: z
    .number({ message: "Enter a posting rate from 1 to 100 per cent." })
    .int("Enter a posting rate from 1 to 100 per cent.")
    .min(1, "Enter a posting rate from 1 to 100 per cent.")
    .max(100, "Enter a posting rate from 1 to 100 per cent.")
    .nullable(),
});

const tokenBody = z.object({ token: z.string().regex(/^[\w-]{16,64}$/, "This link is not valid.") });

export const reminderSettingsRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.ctx;

  app.get("/users/me/reminder-settings", { ...keptRoute([requireAuth]), schema: { response: { 200: reminderSettingsEnvelope } } }, async (request) => {
    return { data: await reminderSettings(db, auth(request).businessId) };
  });

  app.put(
    "/users/me/reminder-settings",
    { preHandler: requireAuth, schema: { body: settingsBody, response: { 200: reminderSettingsEnvelope } } },
    async (request) => {
      const body = parseInput(settingsBody, request.body ?? {});
      return { data: await saveReminderSettings(db, auth(request).businessId, body) };
    },
  );

  app.post("/digest/subscription", { schema: { body: tokenBody, response: { 200: digestSubscriptionEnvelope } } }, async (request) => {
    const { token } = parseInput(tokenBody, request.body ?? {});
    const found = await digestSubscription(db, token);
    if (!found) throw notFound("This link is not valid.");
    return { data: found };
  });

  app.post("/digest/unsubscribe", { schema: { body: tokenBody, response: { 200: digestUnsubscribedEnvelope } } }, async (request) => {
    const { token } = parseInput(tokenBody, request.body ?? {});
    if (!(await unsubscribeDigest(db, token))) throw notFound("This link is not valid.");
    return { data: { weekly_digest: false } };
  });
};
