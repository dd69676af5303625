/** A bare route of the web server: liveness checks and the benchmark's baseline. */
export function loader() {
  return new Response("ok", { headers: { "Content-Type": "text/plain" } });
}
