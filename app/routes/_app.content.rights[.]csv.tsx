// /content/rights.csv: the rights register as CSV, for the brand's records or its lawyer: every
// request for rights, one row per post it covers, newest request first. A plain link on the
// library; the API gives the brand's own rows only.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { getRightsRegister } from "~/lib/api/content.server";
import { throwApiError } from "~/lib/api/errors.server";
import { getApi } from "~/lib/api/request-session.server";
import { getBusiness } from "~/lib/api/users.server";
import { RIGHTS_REGISTER_COLUMNS } from "~/lib/content/register-columns";
import { csvResponse } from "~/lib/exports/csv.server";
import { exportFilename } from "~/lib/exports/filename";

export async function loader(args: LoaderFunctionArgs) {
  const api = await getApi(args);
  try {
    const [rows, business] = await Promise.all([getRightsRegister(api), getBusiness(api)]);
    return csvResponse(exportFilename(business.username, "rights", new Date(), "csv"), RIGHTS_REGISTER_COLUMNS, rows);
  } catch (error) {
    throwApiError(error);
  }
}
