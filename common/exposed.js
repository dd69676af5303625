// A program that listens beyond loopback has a load balancer or other machines in front of it.
// The defaults that are right on one machine (trust the loopback proxy, links to localhost) are
// then wrong in ways nobody sees at first: every browser counted as the balancer's address (one
// visitor's failed sign-ins lock out every brand), links mailed to brands pointing at localhost.
// So such a program must be told these settings, and refuses to start without them.
const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|localhost)$/i;

/**
 * The settings a program listening on `env[hostVariable]` still needs, each as a line saying
 * why; none when it listens on loopback. `hops` names what stands in front of it.
 */
export function missingSettings(env, hostVariable, hops) {
  const host = env[hostVariable] ?? "127.0.0.1";
  if (LOOPBACK.test(host)) return [];
  const missing = [];
  if (env.TRUST_PROXY === undefined)
    missing.push(
      `TRUST_PROXY: the addresses of ${hops} (for example 10.0.1.0/24), so each browser's own address is counted by the rate limits and the sign-in lockout; "false" when browsers connect directly.`,
    );
  if (!env.PUBLIC_URL) missing.push("PUBLIC_URL: the web tool's public address (https://brands.example.com), which every mailed and copied link uses.");
  return missing;
}

/** One message naming what is missing and why, or null. */
export function exposureProblem(env, hostVariable, hops) {
  const missing = missingSettings(env, hostVariable, hops);
  if (!missing.length) return null;
  return `${hostVariable}=${env[hostVariable]} listens beyond this machine, so these settings must be given:\n${missing.map((line) => `  ${line}`).join("\n")}\n`;
}
