// Structured logs on stdout. Tokens, passwords and card data are never passed in; the
// redaction paths are a second line of defence.
type Fields = Record<string, unknown>;

const redacted = /^(password|token|access_?token|refresh_?token|authorization|cookie|card(number)?|cvc|number)$/i;

function clean(value: unknown, depth = 0): unknown {
  if (value instanceof Error) return { name: value.name, message: value.message, stack: value.stack };
  if (!value || typeof value !== "object" || depth > 4) return value;
  return Object.fromEntries(Object.entries(value as Fields).map(([key, inner]) => [key, redacted.test(key) ? "[redacted]" : clean(inner, depth + 1)]));
}

function write(level: string, fields: Fields, msg: string) {
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...(clean(fields) as Fields) });
  (level === "error" ? process.stderr : process.stdout).write(`${line}\n`);
}

export const logger = {
  info: (fields: Fields, msg: string) => write("info", fields, msg),
  warn: (fields: Fields, msg: string) => write("warn", fields, msg),
  error: (fields: Fields, msg: string) => write("error", fields, msg),
};
