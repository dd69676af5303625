import { json } from "@remix-run/node";
import { ApiError } from "./client.server";

/**
 * Turns an API failure in a loader into a route error response that keeps the server's
 * message, so the page shows the alert inside the layout. Anything else is rethrown.
 */
export function throwApiError(error: unknown): never {
  if (error instanceof Response) throw error;
  if (error instanceof ApiError) {
    const status = error.status === 404 ? 404 : error.status >= 500 ? 502 : error.status;
    if (status === 404) throw json(null, { status: 404 });
    throw json({ message: error.message, code: error.code }, { status });
  }
  throw error;
}

/**
 * The status of a failed action's answer: 400 when the API refused what was sent (an unknown
 * report, a bad month), 502 only when the API itself failed or could not be reached.
 */
export function apiFailureStatus(error: unknown): 400 | 502 {
  return error instanceof ApiError && error.status < 500 ? 400 : 502;
}

/** The server's message of a failed action, for the page's alert. */
export function apiErrorMessage(error: unknown): string {
  if (error instanceof Response) throw error;
  if (error instanceof ApiError) return error.message;
  throw error;
}
