import { describe, expect, it } from "vitest";
import { newRoundTrips, parseServerTiming, startCall } from "~/lib/api/round-trips";

describe("round-trip waves", () => {
  it("counts calls started together as one wave", () => {
    const trips = newRoundTrips();
    const a = startCall(trips, 0);
    const b = startCall(trips, 1);
    a(10);
    b(12);
    expect(trips).toMatchObject({ calls: 2, waves: 1, firstStart: 0, lastEnd: 12 });
  });

  it("starts a new wave for a call made after another's answer", () => {
    const trips = newRoundTrips();
    const me = startCall(trips, 0);
    const layout = startCall(trips, 0);
    me(5);
    const periods = startCall(trips, 6); // waited for /users/me
    layout(8);
    periods(15);
    const lists = [startCall(trips, 16), startCall(trips, 16)];
    lists.forEach((done) => done(30));
    expect(trips.calls).toBe(5);
    expect(trips.waves).toBe(3);
  });

  it("does not count a call as later just because an unrelated one ended in between", () => {
    const trips = newRoundTrips();
    const slow = startCall(trips, 0);
    const fast = startCall(trips, 0);
    fast(2);
    const next = startCall(trips, 3); // wave 2: it started after `fast` finished
    slow(20);
    next(21);
    expect(trips.waves).toBe(2);
  });

  it("reads the Server-Timing entry back", () => {
    expect(parseServerTiming('api;desc="calls=3 waves=1";dur=12.5')).toEqual({ calls: 3, waves: 1, dur: 12.5 });
    expect(parseServerTiming(null)).toBeNull();
    expect(parseServerTiming("db;dur=3")).toBeNull();
  });
});
