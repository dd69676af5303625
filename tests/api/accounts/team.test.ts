// The team (docs/product/accounts.md#the-team-page): the owner invites by email, the person joins with the mailed
// link and signs in as themself; the owner changes roles and removes seats, whose sessions end
// at once; sign-in help works per person.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { seatInvitations } from "../../../api/db/schema";
import { useSignedInApi } from "../support/helpers";

const { api, demo, rival } = await useSignedInApi();

type Body = Record<string, unknown>;
const call = (method: string, url: string, token?: string, payload?: Body) =>
  api.app.inject({ method: method as "GET", url: `/v1.3${url}`, headers: api.headers(token), payload });

const signIn = (username: string, password: string, ip = "127.0.0.1") =>
  api.app.inject({
    method: "POST",
    url: "/v1.3/oauth/token",
    headers: { ...api.headers(), "x-forwarded-for": ip },
    payload: { client_id: api.config.clientId, client_secret: api.config.clientSecret, grant_type: "password", username, password },
  });
const refresh = (refresh_token: string) =>
  call("POST", "/oauth/token", undefined, {
    client_id: api.config.clientId,
    client_secret: api.config.clientSecret,
    grant_type: "refresh_token",
    refresh_token,
  });
const claimsOf = (accessToken: string) => JSON.parse(Buffer.from(accessToken.split(".")[0]!, "base64url").toString()) as Record<string, unknown>;

/** Invites a person as Demo Bistro's owner and returns the token of the mailed link. */
async function invite(name: string, email: string, role: "manager" | "door") {
  const response = await call("POST", "/team/invitations", demo, { name, email, role });
  expect(response.statusCode).toBe(201);
  const mail = api.mails.findLast((m) => m.to === email)!;
  const link = /http:\/\/web\.test\/team\/join\/(\S+)/.exec(mail.text);
  expect(link, mail.text).not.toBeNull();
  return { id: response.json().data.id as number, token: decodeURIComponent(link![1]!) };
}

async function join(name: string, role: "manager" | "door") {
  const username = `${name.toLowerCase()}-${role}`;
  const { token } = await invite(name, `${username}@example.com`, role);
  const joined = await call("POST", "/team/join", undefined, { token, username, password: "a-good-password" });
  expect(joined.statusCode, joined.body).toBe(201);
  const session = (await signIn(username, "a-good-password")).json();
  return { id: joined.json().data.id as number, username, session: session as { access_token: string; refresh_token: string } };
}

describe("inviting and joining", () => {
  it("mails a one-time link; the person joins with a username and password and signs in as themself", async () => {
    const { token } = await invite("Sam", "sam@example.com", "door");
    const mail = api.mails.findLast((m) => m.to === "sam@example.com")!;
    expect(mail.subject).toBe("You're invited to Demo Bistro");
    expect(token.length).toBeGreaterThanOrEqual(22);
    const team = (await call("GET", "/team", demo)).json().data;
    expect(team.invitations).toContainEqual(expect.objectContaining({ name: "Sam", email: "sam@example.com", role: "door" }));

    const joined = await call("POST", "/team/join", undefined, { token, username: "sam-at-the-door", password: "door-pass-1" });
    expect(joined.statusCode).toBe(201);
    expect(joined.json().data).toMatchObject({ username: "sam-at-the-door", name: "Sam", email: "sam@example.com", role: "door" });

    const session = await signIn("Sam-At-The-Door", "door-pass-1");
    expect(session.statusCode).toBe(200);
    expect(claimsOf(session.json().access_token)).toMatchObject({ sub: joined.json().data.id, bid: api.users.demo.businessId, role: "door" });
    const after = (await call("GET", "/team", demo)).json().data;
    expect(after.invitations.map((i: Body) => i.email)).not.toContain("sam@example.com");
    expect(after.seats).toContainEqual(expect.objectContaining({ username: "sam-at-the-door", role: "door" }));
    expect(after.seats[0]).toMatchObject({ username: "demo", role: "owner" });
  });

  it("refuses a used or expired link", async () => {
    const { token } = await invite("Ada", "ada@example.com", "manager");
    expect((await call("POST", "/team/join", undefined, { token, username: "ada-1", password: "long-enough" })).statusCode).toBe(201);
    const again = await call("POST", "/team/join", undefined, { token, username: "ada-2", password: "long-enough" });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe("This invitation link is not valid any more. Ask the account's owner for a new one.");

    const late = await invite("Bo", "bo@example.com", "door");
    await api.db
      .update(seatInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(seatInvitations.id, late.id));
    expect((await call("POST", "/team/join", undefined, { token: late.token, username: "bo", password: "long-enough" })).statusCode).toBe(400);
  });

  it("keeps the link usable when the username is taken, and checks the password's length", async () => {
    const { token } = await invite("Cy", "cy@example.com", "door");
    const taken = await call("POST", "/team/join", undefined, { token, username: "DEMO", password: "long-enough" });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().fields).toEqual({ username: "That username is taken. Please choose another." });
    expect((await call("POST", "/team/join", undefined, { token, username: "cyrus", password: "short" })).json().fields.password).toMatch(/at least 8/);
    const joined = await call("POST", "/team/join", undefined, { token, username: "cyrus", password: "long-enough" });
    expect(joined.statusCode, joined.body).toBe(201);
  });

  it("lets the owner take an invitation back", async () => {
    const { id, token } = await invite("Di", "di@example.com", "door");
    expect((await call("DELETE", `/team/invitations/${id}`, rival)).statusCode).toBe(404);
    expect((await call("DELETE", `/team/invitations/${id}`, demo)).statusCode).toBe(204);
    expect((await call("POST", "/team/join", undefined, { token, username: "di", password: "long-enough" })).statusCode).toBe(400);
  });
});

describe("an invitation's link, read when its page opens", () => {
  const read = (token: string) => call("GET", `/team/join/${encodeURIComponent(token)}`);

  it("names the brand and the person invited while it works, with no token needed", async () => {
    const { token } = await invite("Eve", "eve@example.com", "door");
    const answer = await read(token);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toEqual({
      business: { name: "Demo Bistro" },
      name: "Eve",
      email: "eve@example.com",
      role: "door",
      expires_at: expect.any(String),
    });
  });

  it("says, with a code for each, that a link was used, cancelled or has expired", async () => {
    const used = await invite("Fay", "fay@example.com", "door");
    expect((await call("POST", "/team/join", undefined, { token: used.token, username: "fay-at-the-door", password: "long-enough" })).statusCode).toBe(201);
    const cancelled = await invite("Gus", "gus@example.com", "manager");
    expect((await call("DELETE", `/team/invitations/${cancelled.id}`, demo)).statusCode).toBe(204);
    const late = await invite("Hal", "hal@example.com", "door");
    await api.db
      .update(seatInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(seatInvitations.id, late.id));

    const answers = await Promise.all([used, cancelled, late].map(({ token }) => read(token)));
    expect(answers.map((a) => [a.statusCode, a.json().code])).toEqual([
      [410, "invitation_used"],
      [410, "invitation_cancelled"],
      [410, "invitation_expired"],
    ]);
    const messages = answers.map((a) => a.json().message as string);
    expect(new Set(messages).size).toBe(3);
    expect(messages[0]).toMatch(/used already/);
    expect(messages[1]).toMatch(/cancelled/);
    expect(messages[2]).toMatch(/expired/);
    // Nothing of the brand or the person in a refusal.
    for (const answer of answers) expect(answer.body).not.toMatch(/Demo Bistro|@example\.com/);
  });

  it("answers 404 for a token that is none of ours", async () => {
    expect((await read("no-such-invitation-token-0123456789")).statusCode).toBe(404);
  });

  it("keeps a cancelled invitation, which its link names, out of the team's list, a join and a second cancel", async () => {
    const { id, token } = await invite("Ivy", "ivy@example.com", "door");
    expect((await call("DELETE", `/team/invitations/${id}`, demo)).statusCode).toBe(204);
    expect((await read(token)).json().code).toBe("invitation_cancelled");
    expect((await call("DELETE", `/team/invitations/${id}`, demo)).statusCode).toBe(404);
    const team = (await call("GET", "/team", demo)).json().data;
    expect(team.invitations.map((i: Body) => i.email)).not.toContain("ivy@example.com");
    expect((await call("POST", "/team/join", undefined, { token, username: "ivy", password: "long-enough" })).statusCode).toBe(400);
    expect((await read(token)).json().code).toBe("invitation_cancelled");
  });
});

describe("the owner's powers over seats", () => {
  it("are the owner's alone", async () => {
    const manager = await api.login("demo-manager", "demo1234");
    for (const [method, url] of [
      ["GET", "/team"],
      ["POST", "/team/invitations"],
      ["PATCH", `/team/seats/${api.users.demoDoor.userId}`],
      ["DELETE", `/team/seats/${api.users.demoDoor.userId}`],
    ] as const) {
      expect((await call(method, url, manager, { role: "manager", name: "X", email: "x@example.com" })).statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await call("PATCH", `/team/seats/${api.users.demoDoor.userId}`, rival, { role: "manager" })).statusCode).toBe(404);
    expect((await call("DELETE", `/team/seats/${api.users.demoDoor.userId}`, rival)).statusCode).toBe(404);
  });

  it("never remove or demote the owner", async () => {
    const removed = await call("DELETE", `/team/seats/${api.users.demo.userId}`, demo);
    expect(removed.statusCode).toBe(400);
    expect(removed.json().message).toBe("The owner's seat can't be changed or removed.");
    expect((await call("PATCH", `/team/seats/${api.users.demo.userId}`, demo, { role: "door" })).statusCode).toBe(400);
    expect((await call("GET", "/users/me", demo)).statusCode).toBe(200);
  });

  it("change a seat's role: the next token carries it, and the seat's requests follow it at once", async () => {
    const seat = await join("Eve", "manager");
    expect((await call("GET", "/report/months", seat.session.access_token)).statusCode).toBe(200);
    expect((await call("PATCH", `/team/seats/${seat.id}`, demo, { role: "door" })).json().data.role).toBe("door");
    expect((await call("GET", "/report/months", seat.session.access_token)).statusCode).toBe(403);
    const next = await refresh(seat.session.refresh_token);
    expect(claimsOf(next.json().access_token).role).toBe("door");
  });

  it("remove a seat: its access and refresh tokens stop working at once, and it can't sign in", async () => {
    const seat = await join("Fay", "door");
    expect((await call("GET", "/users/me", seat.session.access_token)).statusCode).toBe(200);
    expect((await call("DELETE", `/team/seats/${seat.id}`, demo)).statusCode).toBe(204);
    expect((await call("GET", "/users/me", seat.session.access_token)).statusCode).toBe(401);
    expect((await refresh(seat.session.refresh_token)).statusCode).toBe(401);
    expect((await signIn(seat.username, "a-good-password")).statusCode).toBe(401);
    const team = (await call("GET", "/team", demo)).json().data;
    expect(team.seats.map((s: Body) => s.username)).not.toContain(seat.username);
  });
});

describe("sign-in help per person", () => {
  it("mails a forgotten-password link to the seat's own address, which signs in as that seat", async () => {
    const forgot = await call("POST", "/users/password/forgot", undefined, { username: "demo-door" });
    expect(forgot.json()).toEqual({ status: "sent" });
    const mail = api.mails.findLast((m) => m.to === "door@demo-bistro.example.com")!;
    const token = decodeURIComponent(/\/token\/(\S+)/.exec(mail.text)![1]!);
    const owner = await call("POST", "/report/tokenOwner", undefined, { token });
    expect(owner.json().data.business_id).toBe(api.users.demo.businessId);
    const session = await call("POST", "/report/replaceToken", undefined, { token });
    expect(claimsOf(session.json().access_token)).toMatchObject({ sub: api.users.demoDoor.userId, role: "door" });
  });

  it("locks out the username that failed, not its business's other seats", async () => {
    for (let i = 0; i < api.config.loginMaxFailures; i++) await signIn("demo-manager", "wrong-password", "192.0.2.50");
    expect((await signIn("demo-manager", "demo1234", "192.0.2.51")).statusCode).toBe(429);
    expect((await signIn("demo", "demo1234", "192.0.2.51")).statusCode).toBe(200);
    expect((await signIn("demo-door", "demo1234", "192.0.2.51")).statusCode).toBe(200);
  });
});
