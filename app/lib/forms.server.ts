// conform's zod reader for actions and loaders. Imported from here, never from a route module
// directly: a route module's import of @conform-to/zod would carry conform and zod into the
// page's JavaScript even when only its action uses them.
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import type { ZodTypeAny } from "zod";
import type { BrowserRules } from "./forms/browser-check";

export { getZodConstraint, parseWithZod };

/**
 * What a page's form may check in the browser without zod (decision 0012): the schema's
 * constraint attributes (`required`, `maxlength`, `min`…) and, for each field, the
 * message the server's own schema gives when it is left empty. Everything else the server
 * answers after submit, as it does without JavaScript.
 */
export function browserRules(schema: ZodTypeAny): BrowserRules {
  const empty = parseWithZod(new FormData(), { schema });
  const whenEmpty: Record<string, string> = {};
  for (const [name, messages] of Object.entries(empty.status === "error" ? (empty.error ?? {}) : {})) {
    if (name && messages?.[0]) whenEmpty[name] = messages[0];
  }
  // `pattern` is left to the server: conform puts it on whatever input reads the field (an
  // enum's radios, a datetime-local), where HTML does not allow it, and the browser check only
  // asks what is missing.
  const constraint = Object.fromEntries(Object.entries(getZodConstraint(schema)).map(([name, { pattern: _pattern, ...rest }]) => [name, rest]));
  return { constraint, whenEmpty };
}
