// The profile details form's rules (docs/product/accounts.md#editing-the-profile) apart from its schema
// (details.schema.ts): how a website is read, and the PATCH /users/me body. Pure.
import type { ProfileInput } from "./details.schema";

/** "demo-bistro.com" is read as "https://demo-bistro.com": people rarely type the scheme. */
export function normalizeWebsite(value: string) {
  const text = value.trim();
  if (!text || /^[a-z][a-z0-9+.-]*:/i.test(text)) return text;
  return `https://${text}`;
}

export function isWebAddress(value: string) {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && /\.[a-z0-9-]{2,}$/i.test(url.hostname) && !/\s/.test(value);
  } catch {
    return false;
  }
}

type CurrentLocation = { address: string; lat?: number | null; lon?: number | null } | null | undefined;
type Location = { address: string; lat: number | null; lon: number | null } | null;

/**
 * The PATCH /users/me body. An unchanged address keeps its map position; a new one has none
 * until it is placed (nothing here can look addresses up), and an empty one removes it.
 */
export function profileUpdate(input: ProfileInput, current: CurrentLocation) {
  const { address, ...rest } = input;
  let location: Location;
  if (!address) location = null;
  else if (current && current.address === address) location = { address, lat: current.lat ?? null, lon: current.lon ?? null };
  else location = { address, lat: null, lon: null };
  return { type: "business" as const, ...rest, location };
}
