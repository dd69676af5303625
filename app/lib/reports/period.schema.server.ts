// The /instagram/{period} page's form as its action reads it: only the server validates it, so
// zod stays out of the page's JavaScript.
import { z } from "zod";

const ids = z.preprocess(
  (v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]),
  z.array(z.coerce.number().int().positive()).max(1000, "Choose at most 1000 posts."),
);

/** The period page's one form: 'Select' on a day, 'SELECT ALL', or 'DOWNLOAD' the selection. */
export const periodFormSchema = z.object({
  intent: z.string().regex(/^(select-all|download|select-day:\d{4}-\d{2}-\d{2})$/, "Choose what to do."),
  post: ids,
});
