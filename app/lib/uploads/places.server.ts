// How many uploads a brand may have read at once, in this process: the rest wait for nothing
// and are answered 429 at once (app/lib/uploads/read.server.ts). One brand, one stolen session
// or a client retrying in a loop can then hold at most this many posts' worth of disk and
// connections; each upload is bounded in memory by streaming to disk anyway.
export const MAX_UPLOADS_IN_FLIGHT = 2;

const inFlight = new Map<string, number>();

/** A place for one more upload of `owner`, and the function that frees it; null when all are taken. */
export function takeUploadPlace(owner: string): (() => void) | null {
  const taken = inFlight.get(owner) ?? 0;
  if (taken >= MAX_UPLOADS_IN_FLIGHT) return null;
  inFlight.set(owner, taken + 1);
  let freed = false;
  return () => {
    if (freed) return;
    freed = true;
    const left = (inFlight.get(owner) ?? 1) - 1;
    if (left > 0) inFlight.set(owner, left);
    else inFlight.delete(owner);
  };
}
