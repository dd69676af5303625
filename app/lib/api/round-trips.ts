// Round-trip accounting of one page request: how many API calls it made and in how many
// sequential waves. A call belongs to the wave after the latest wave that had fully
// finished a call when it started, so calls started together (Promise.all, or the layout's
// and the page's loaders, which Remix runs at once) share a wave, and a call that waits for
// another's answer starts a new one. Pure: the clock is passed in.

export type RoundTrips = {
  calls: number;
  waves: number;
  /** The highest wave of the calls that have finished so far. */
  finishedWave: number;
  firstStart: number | null;
  lastEnd: number | null;
};

export function newRoundTrips(): RoundTrips {
  return { calls: 0, waves: 0, finishedWave: 0, firstStart: null, lastEnd: null };
}

/** Records the start of a call; returns the function to call when its answer is in. */
export function startCall(trips: RoundTrips, now: number): (now: number) => void {
  const wave = trips.finishedWave + 1;
  trips.calls += 1;
  trips.waves = Math.max(trips.waves, wave);
  trips.firstStart ??= now;
  return (end) => {
    trips.finishedWave = Math.max(trips.finishedWave, wave);
    trips.lastEnd = Math.max(trips.lastEnd ?? end, end);
  };
}

/** Reads back the `Server-Timing` entry server.js writes: `api;desc="calls=3 waves=1";dur=12.3`. */
export function parseServerTiming(header: string | null): { calls: number; waves: number; dur: number } | null {
  const match = header?.match(/api;desc="calls=(\d+) waves=(\d+)";dur=([\d.]+)/);
  return match ? { calls: Number(match[1]), waves: Number(match[2]), dur: Number(match[3]) } : null;
}
