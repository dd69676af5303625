import { Alert } from "~/components/alert";
import { FORM_UNREADABLE, hasUnshownErrors } from "~/lib/forms/unshown-errors";

type ResultLike = Parameters<typeof hasUnshownErrors>[0];

/**
 * The alert for a refused post whose errors belong to no field on screen (see
 * app/lib/forms/unshown-errors.ts); `shown` lists the fields the page renders right now.
 */
export function FormProblem({ result, shown = [] }: { result: ResultLike; shown?: readonly string[] }) {
  if (!hasUnshownErrors(result, shown)) return null;
  return (
    <Alert title="An error occurred!">
      <p>{FORM_UNREADABLE}</p>
    </Alert>
  );
}
