// Request helpers shared by route modules.
import { notFound } from "./errors";

/** An id from the path; anything that isn't one can't be ours, so it is a 404. */
export function parseId(value: string | undefined): number {
  if (!value || !/^[1-9]\d{0,8}$/.test(value)) throw notFound();
  return Number(value);
}
