// Request bodies and queries are parsed with zod. A failure becomes a 400 with the first
// issue as the message and every field's message; a ZodError from anywhere else stays a 500.
import { z, type ZodErrorMap, type ZodTypeAny } from "zod";
import { badRequest } from "./errors";

function label(path: (string | number)[]) {
  return path.length ? path.join(".") : "The request body";
}

/** Messages a person can read when a schema gives none of its own. */
export const errorMap: ZodErrorMap = (issue, ctx) => {
  const name = label(issue.path);
  if (ctx.data === undefined && issue.path.length && issue.code !== z.ZodIssueCode.custom) return { message: `${name} is required.` };
  switch (issue.code) {
    case z.ZodIssueCode.invalid_type:
      if (issue.received === "undefined") return { message: issue.path.length ? `${name} is required.` : "The request body must be a JSON object." };
      if (issue.expected === "object" && !issue.path.length) return { message: "The request body must be a JSON object." };
      return { message: `${name} must be ${article(issue.expected)}.` };
    case z.ZodIssueCode.invalid_literal:
      return { message: `${name} must be ${JSON.stringify(issue.expected)}.` };
    case z.ZodIssueCode.invalid_enum_value:
      return { message: `${name} must be one of: ${issue.options.join(", ")}.` };
    case z.ZodIssueCode.invalid_string:
      if (issue.validation === "email") return { message: `${name} must be a valid email address.` };
      if (issue.validation === "url") return { message: `${name} must be a valid URL.` };
      return { message: `${name} is not in the expected format.` };
    case z.ZodIssueCode.too_small:
      if (issue.type === "string") {
        return { message: Number(issue.minimum) <= 1 ? `${name} can't be empty.` : `${name} must be at least ${issue.minimum} characters.` };
      }
      return { message: `${name} must be at least ${issue.minimum}.` };
    case z.ZodIssueCode.too_big:
      if (issue.type === "string") return { message: `${name} must be at most ${issue.maximum} characters.` };
      return { message: `${name} must be at most ${issue.maximum}.` };
    case z.ZodIssueCode.unrecognized_keys:
      return { message: `Unknown field${issue.keys.length > 1 ? "s" : ""}: ${issue.keys.join(", ")}.` };
    default:
      return { message: ctx.defaultError };
  }
};

function article(expected: string) {
  return /^[aeiou]/.test(expected) ? `an ${expected}` : `a ${expected}`;
}

/** Parses client input, or throws a 400 HttpError with `fields`. */
export function parseInput<S extends ZodTypeAny>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input, { errorMap });
  if (result.success) return result.data;
  const fields = fieldMessages(result.error);
  throw badRequest(result.error.issues[0]?.message ?? "The request is not valid.", Object.keys(fields).length ? fields : undefined);
}

/** The 400 body's `fields`: one message per offending field, the first one wins. */
export function fieldMessages(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".");
    if (key && !(key in fields)) fields[key] = issue.message;
  }
  return fields;
}
