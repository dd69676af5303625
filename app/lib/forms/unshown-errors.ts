// A refused form post must always say why (docs/product/README.md#messages-every-page-shares). Field errors show under their fields,
// but a tampered post can fail on a field no form on the page renders (a missing or unknown
// `intent`, a hidden id, a form that lives in a ?modal=… that is not open): those errors would
// be invisible, so the page shows one form-level alert instead.

export const FORM_UNREADABLE = "This form could not be read. Please reload the page and try again.";

type ResultLike = { error?: Record<string, readonly string[] | null | undefined> | null } | null | undefined;

/** The names of the fields whose errors no visible field of the page shows ("" is the form itself). */
export function unshownErrorFields(result: ResultLike, shown: readonly string[]): string[] {
  const errors = result?.error;
  if (!errors) return [];
  return Object.entries(errors)
    .filter(([name, messages]) => (messages?.length ?? 0) > 0 && !shown.includes(name))
    .map(([name]) => name);
}

/** True when the submission was refused for a reason the page would otherwise not show. */
export function hasUnshownErrors(result: ResultLike, shown: readonly string[]): boolean {
  return unshownErrorFields(result, shown).length > 0;
}
