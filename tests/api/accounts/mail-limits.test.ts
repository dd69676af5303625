import { describe, expect, it } from "vitest";
import { buildServer } from "../../../api/server";
import { MAIL_LIMIT_MESSAGE } from "../../../api/services/accounts/mail-limits";
import { HEADERS, useTestApi } from "../support/helpers";

const api = await useTestApi();
// The product's own bounds: 3 an hour per name, 10 an hour per address.
const app = await buildServer({
  db: api.db,
  config: { ...api.config, signInHelpPerNamePerHour: 3, signInHelpPerAddressPerHour: 10 },
  mailer: { send: async (mail) => void api.mails.push(mail) },
  logger: false,
});

const forgot = (username: string, ip: string) =>
  app.inject({ method: "POST", url: "/v1.3/users/password/forgot", headers: { ...HEADERS, "x-forwarded-for": ip }, payload: { username } });
const reminder = (email: string, ip: string) =>
  app.inject({ method: "POST", url: "/v1.3/users/password/username", headers: { ...HEADERS, "x-forwarded-for": ip }, payload: { type: "business", email } });

describe("forgotten-password mails and username reminders", () => {
  it("send a brand at most three links an hour, from however many addresses", async () => {
    const before = api.mails.length;
    for (let i = 0; i < 3; i++) expect((await forgot(i % 2 ? "Demo" : "demo", `203.0.113.${i}`)).json()).toEqual({ status: "sent" });
    const flood = await forgot("demo", "203.0.113.9");
    expect(flood.statusCode).toBe(429);
    expect(flood.json().message).toBe(MAIL_LIMIT_MESSAGE);
    expect(api.mails.length - before).toBe(3);
    // Another brand is not held up.
    expect((await forgot("rival", "203.0.113.9")).json()).toEqual({ status: "sent" });
  });

  it("answer one address at most ten times an hour, whatever names it tries", async () => {
    for (let i = 0; i < 10; i++) expect((await forgot(`nobody-${i}`, "198.51.100.77")).statusCode).toBe(200);
    expect((await forgot("nobody-10", "198.51.100.77")).statusCode).toBe(429);
    expect((await reminder("someone@example.com", "198.51.100.77")).statusCode).toBe(429);
    expect((await reminder("someone@example.com", "198.51.100.78")).statusCode).toBe(200);
  });

  it("give an email's usernames at most three times an hour", async () => {
    for (let i = 0; i < 3; i++) expect((await reminder("DEMO@example.com", `192.0.2.${i}`)).statusCode).toBe(200);
    expect((await reminder("demo@example.com", "192.0.2.9")).statusCode).toBe(429);
  });
});
