// Helpers of the form schemas' tests: a posted form as FormData, and its parse's errors.

/** A posted form: each entry a field, a list repeating the field. */
export function form(entries: Record<string, string | string[]>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) for (const v of [value].flat()) data.append(key, v);
  return data;
}

/** conform's errors of a parse that failed, else undefined. */
export function errorsOf(result: { status?: string }) {
  return result.status === "error" ? (result as { error?: unknown }).error : undefined;
}

/** The first message of each field that failed. */
export function errors(result: { status?: string; error?: Record<string, string[] | null> | null }) {
  return Object.fromEntries(Object.entries(result.error ?? {}).map(([k, v]) => [k, v?.[0]]));
}

/** A profile edit form that passes (tests/unit/app/lib/profile/). */
export const validProfile = {
  contact_name: "Dana Demo",
  contact_email: "dana@example.com",
  phone_number: "+1 (212) 555-0142",
  website: "https://demo-bistro.example.com",
  description: "Seasonal plates.",
  address: "200 5th Ave, New York, NY 10010",
};
