// /results/csv/{posts|models}?year=&month=[&location=]: a month's results (of one location with location) as CSV for the brand's accountant
// or agency (docs/product/results.md#csv-downloads), a plain link beside Download PDF. The API gives the rows of the
// caller's own posts only; this route streams them out as CSV.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { z } from "zod";
import { getApi } from "~/lib/api/request-session.server";
import { throwApiError } from "~/lib/api/errors.server";
import { getMonthlyExport } from "~/lib/api/reports.server";
import { getBusiness } from "~/lib/api/users.server";
import { MODEL_COLUMNS, POST_COLUMNS } from "~/lib/exports/columns";
import { csvResponse } from "~/lib/exports/csv.server";
import { exportFilename } from "~/lib/exports/filename";
import { figurePlaceOf } from "~/lib/reports/figure-place";

const monthQuery = z.object({
  year: z.coerce.number().int().min(2000).max(2100),
  month: z.coerce.number().int().min(1).max(12),
});

export async function loader(args: LoaderFunctionArgs) {
  const kind = args.params.kind;
  if (kind !== "posts" && kind !== "models") throw json(null, { status: 404 });
  const params = new URL(args.request.url).searchParams;
  const query = monthQuery.safeParse({ year: params.get("year"), month: params.get("month") });
  if (!query.success) throw json({ message: "Choose a month to download." }, { status: 400 });
  const { year, month } = query.data;
  const api = await getApi(args);
  try {
    const [rows, business] = await Promise.all([getMonthlyExport(api, year, month, figurePlaceOf(params)), getBusiness(api)]);
    const filename = exportFilename(business.username, kind, { year, month }, "csv");
    return kind === "posts" ? csvResponse(filename, POST_COLUMNS, rows.posts) : csvResponse(filename, MODEL_COLUMNS, rows.models);
  } catch (error) {
    throwApiError(error);
  }
}
