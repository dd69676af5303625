import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { oneTimeTokens } from "../../../api/db/schema";
import { createLoginToken, hashToken } from "../../../api/services/accounts/tokens";
import { useTestApi } from "../support/helpers";

const api = await useTestApi();

function post(url: string, payload: unknown) {
  return api.app.inject({ method: "POST", url, headers: api.headers(), payload: payload as object });
}
const replace = (token: string) => post("/v1.3/report/replaceToken", { token });

describe("one-time login tokens (POST /report/replaceToken)", () => {
  it("exchange once for a session of the token's business", async () => {
    const token = await createLoginToken(api.db, api.users.rival.userId);
    const first = await replace(token);
    expect(first.statusCode).toBe(200);
    const me = await api.app.inject({ method: "GET", url: "/v1.3/users/me", headers: api.headers(first.json().access_token) });
    expect(me.json().data.username).toBe("rival");
    expect(first.json().refresh_token).toEqual(expect.any(String));

    const again = await replace(token);
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe("Error, token not valid");
  });

  it("are stored only as a hash", async () => {
    const token = await createLoginToken(api.db, api.users.demo.userId);
    const rows = await api.db
      .select()
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.tokenHash, hashToken(token)));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it("are refused once expired, or when unknown", async () => {
    const token = await createLoginToken(api.db, api.users.demo.userId);
    await api.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.tokenHash, hashToken(token)));
    expect((await replace(token)).statusCode).toBe(401);
    expect((await replace("unknown-token")).json()).toMatchObject({ statusCode: 401, message: "Error, token not valid" });
    expect((await createLoginToken(api.db, api.users.demo.userId, { ttlMinutes: 5 })).length).toBeGreaterThan(40);
  });

  it("give exactly one session when exchanged twice at the same time", async () => {
    const token = await createLoginToken(api.db, api.users.demo.userId);
    const responses = await Promise.all([replace(token), replace(token), replace(token)]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 401, 401]);
  });

  it("need a token in the body", async () => {
    const response = await post("/v1.3/report/replaceToken", {});
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("token is required.");
  });
});

describe("forgot password (POST /users/password/forgot)", () => {
  it("mails a sign-in link that works once", async () => {
    const before = api.mails.length;
    const response = await post("/v1.3/users/password/forgot", { username: "Demo" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "sent" });
    expect(api.mails).toHaveLength(before + 1);
    const mail = api.mails.at(-1)!;
    expect(mail).toMatchObject({ to: "demo@example.com", subject: "Your sign-in link" });
    const link = /http:\/\/web\.test\/token\/([\w-]+)/.exec(mail.text);
    expect(link).not.toBeNull();
    expect((await replace(link![1]!)).statusCode).toBe(200);
  });

  it("answers without a status for an unknown username, and sends nothing", async () => {
    const before = api.mails.length;
    const response = await post("/v1.3/users/password/forgot", { username: "nobody" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({});
    expect(api.mails).toHaveLength(before);
  });

  it("needs a username", async () => {
    const response = await post("/v1.3/users/password/forgot", { username: "  " });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("username can't be empty.");
  });
});

describe("forgot username (POST /users/password/username)", () => {
  it("lists the usernames of business accounts with that email, ignoring case", async () => {
    const response = await post("/v1.3/users/password/username", { type: "business", email: "DEMO@example.com" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: ["demo"] });
  });

  it("answers an empty list for an unknown email", async () => {
    const response = await post("/v1.3/users/password/username", { type: "business", email: "who@example.com" });
    expect(response.json()).toEqual({ data: [] });
  });

  it("explains a bad email or type", async () => {
    const email = await post("/v1.3/users/password/username", { type: "business", email: "not-an-email" });
    expect(email.statusCode).toBe(400);
    expect(email.json().message).toBe("email must be a valid email address.");
    const type = await post("/v1.3/users/password/username", { type: "model", email: "demo@example.com" });
    expect(type.statusCode).toBe(400);
    expect(type.json().message).toBe('type must be "business".');
  });
});
