import { beforeEach, describe, expect, it } from "vitest";
import { loginFailures, signInAddresses } from "../../../api/db/schema";
import { useTestApi } from "../support/helpers";

const api = await useTestApi();
beforeEach(async () => {
  await api.db.delete(loginFailures);
  await api.db.delete(signInAddresses);
});

const LOCKED = "Too many failed sign-in attempts. Please wait 15 minutes and try again.";

function signIn(username: string, password: string, ip = "198.51.100.1") {
  return api.app.inject({
    method: "POST",
    url: "/v1.3/oauth/token",
    headers: { ...api.headers(), "x-forwarded-for": ip },
    payload: { client_id: api.config.clientId, client_secret: api.config.clientSecret, grant_type: "password", username, password },
  });
}

async function fail(times: number, username: (i: number) => string, ip: (i: number) => string) {
  for (let i = 0; i < times; i++) expect((await signIn(username(i), "wrong", ip(i))).statusCode).toBe(401);
}

/** `times` failures for demo, each from its own address 203.0.113.{from + i}. */
const failDemo = (times: number, from = 0) =>
  fail(
    times,
    () => "demo",
    (i) => `203.0.113.${from + i}`,
  );

describe("sign-in lockout", () => {
  it("locks a username after 10 failures from any addresses, even with the right password", async () => {
    await fail(
      10,
      () => "Demo",
      (i) => `203.0.113.${i}`,
    );
    const locked = await signIn("demo", "demo1234", "203.0.113.200");
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ statusCode: 429, message: LOCKED });
    // Other users are not affected.
    expect((await signIn("rival", "rival1234", "203.0.113.201")).statusCode).toBe(200);
  });

  it("locks an address after 10 failures for any usernames", async () => {
    await fail(
      10,
      (i) => `user${i}`,
      () => "192.0.2.7",
    );
    const locked = await signIn("rival", "rival1234", "192.0.2.7");
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(LOCKED);
    expect((await signIn("rival", "rival1234", "192.0.2.8")).statusCode).toBe(200);
  });

  it("says how many minutes are really left", async () => {
    await fail(
      10,
      () => "demo",
      (i) => `203.0.113.${i}`,
    );
    // Age the failures by 11 minutes: the lock has 4 minutes to run.
    await api.db.update(loginFailures).set({ createdAt: new Date(Date.now() - 11 * 60_000) });
    const locked = await signIn("demo", "demo1234");
    expect(locked.json().message).toBe("Too many failed sign-in attempts. Please wait 4 minutes and try again.");
    // Past the window the username may sign in again.
    await api.db.update(loginFailures).set({ createdAt: new Date(Date.now() - 16 * 60_000) });
    expect((await signIn("demo", "demo1234")).statusCode).toBe(200);
  });

  it("does not count successful sign-ins", async () => {
    await fail(
      9,
      (i) => `user${i}`,
      () => "198.51.100.9",
    );
    for (let i = 0; i < 3; i++) expect((await signIn("rival", "rival1234", "198.51.100.9")).statusCode).toBe(200);
    // Still one failure short of the limit: the tenth failure is answered, the next is locked.
    expect((await signIn("user9", "wrong", "198.51.100.9")).statusCode).toBe(401);
    expect((await signIn("rival", "rival1234", "198.51.100.9")).statusCode).toBe(429);
  });

  it("clears the username's failures on a successful sign-in", async () => {
    await fail(
      9,
      () => "demo",
      (i) => `203.0.113.${i}`,
    );
    expect((await signIn("demo", "demo1234")).statusCode).toBe(200);
    await fail(
      9,
      () => "demo",
      (i) => `203.0.113.${50 + i}`,
    );
    expect((await signIn("demo", "demo1234")).statusCode).toBe(200);
  });

  it("never locks the owner out from an address it signed in from, whatever others try", async () => {
    expect((await signIn("demo", "demo1234", "198.51.100.50")).statusCode).toBe(200);
    await failDemo(10);
    for (let i = 0; i < 20; i++) expect((await signIn("demo", "guess", `203.0.113.${50 + i}`)).statusCode).toBe(429);
    // From an address it never used the name is locked; from its own address the owner signs in.
    expect((await signIn("demo", "demo1234", "198.51.100.51")).statusCode).toBe(429);
    expect((await signIn("demo", "demo1234", "198.51.100.50")).statusCode).toBe(200);
  });

  it("locks a name for twice as long each time it is locked again within a day", async () => {
    await failDemo(10);
    expect((await signIn("demo", "demo1234", "198.51.100.60")).json().message).toBe(LOCKED);
    // The first lock is over; ten more failures lock it for 30 minutes, then 60.
    await api.db.update(loginFailures).set({ createdAt: new Date(Date.now() - 16 * 60_000) });
    await failDemo(10, 100);
    expect((await signIn("demo", "demo1234", "198.51.100.60")).json().message).toBe("Too many failed sign-in attempts. Please wait 30 minutes and try again.");
    await api.db.update(loginFailures).set({ createdAt: new Date(Date.now() - 31 * 60_000) });
    await failDemo(10, 150);
    expect((await signIn("demo", "demo1234", "198.51.100.60")).json().message).toBe("Too many failed sign-in attempts. Please wait 60 minutes and try again.");
  });
});
