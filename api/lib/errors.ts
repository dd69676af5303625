// Errors a route throws on purpose. The error handler in server.ts turns them into the
// API's one error shape {statusCode, error, message, fields?, code?}; anything else becomes a 500.
// `code` names a refusal that the web tool answers in a way of its own (contract/refusals.ts).
import { STATUS_CODES } from "node:http";

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string>,
    readonly code?: string,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) => new HttpError(400, message, fields);
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string, code?: string) => new HttpError(403, message, undefined, code);
export const notFound = (message = "Not found") => new HttpError(404, message);

export type ErrorBody = {
  statusCode: number;
  error: string;
  message: string;
  fields?: Record<string, string>;
  code?: string;
  requestId?: string;
};

export function errorBody(statusCode: number, message: string, extra?: Partial<ErrorBody>): ErrorBody {
  return { statusCode, error: STATUS_CODES[statusCode] ?? "Error", message, ...extra };
}

/** A row the caller owns (queried with its business id), or a 404. */
export function ownedOr404<T>(row: T | null | undefined): T {
  if (row === null || row === undefined) throw notFound();
  return row;
}
