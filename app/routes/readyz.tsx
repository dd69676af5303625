import { apiBaseUrl } from "~/lib/env.server";

/** How long a readiness probe waits for the API: a load balancer probes every few seconds. */
const PROBE_MS = 2000;

/**
 * Readiness, for a load balancer: 200 while this instance reaches its API, 503 while it cannot
 * (every signed-in page would answer 502), so the balancer sends brands to an instance that
 * can serve them. /healthz stays the bare liveness check. Nothing internal is named.
 */
export async function loader() {
  const headers = { "Content-Type": "text/plain" };
  try {
    const answer = await fetch(new URL("../health", `${apiBaseUrl}/`), { signal: AbortSignal.timeout(PROBE_MS) });
    if (answer.ok) return new Response("ready", { headers });
  } catch {
    // unreachable or too slow: not ready
  }
  return new Response("not ready: the API cannot be reached", { status: 503, headers });
}
