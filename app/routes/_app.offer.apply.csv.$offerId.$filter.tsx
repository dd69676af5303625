// /offer/apply/csv/{offerId}/{filter}: one filter state's applicants as CSV (docs/product/applicants.md#csv), a plain
// link beside the overview's PDF button, in the print view's order (alphabetically). Another
// brand's offer is the API's 404.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { listApplicants } from "~/lib/api/applicants.server";
import { getApi } from "~/lib/api/request-session.server";
import { throwApiError } from "~/lib/api/errors.server";
import { getBusiness } from "~/lib/api/users.server";
import { isApplicantStatus } from "~/lib/applicants/moves";
import { applicantColumns } from "~/lib/exports/columns";
import { csvResponse } from "~/lib/exports/csv.server";
import { exportFilename } from "~/lib/exports/filename";
import { idParam } from "~/lib/route-params.server";

export async function loader(args: LoaderFunctionArgs) {
  const filter = args.params.filter;
  if (!isApplicantStatus(filter)) throw json(null, { status: 404 });
  const api = await getApi(args);
  try {
    const [list, business] = await Promise.all([listApplicants(api, idParam(args.params, "offerId"), filter, "alphabetically"), getBusiness(api)]);
    return csvResponse(exportFilename(business.username, filter, new Date(), "csv"), applicantColumns(filter), list.applicants.data);
  } catch (error) {
    throwApiError(error);
  }
}
