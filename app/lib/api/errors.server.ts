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

/** The server's message of a failed action, for the page's alert. */
export function apiErrorMessage(error: unknown): string {
  if (error instanceof Response) throw error;
  if (error instanceof ApiError) return error.message;
  throw error;
}
