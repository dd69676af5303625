// /content/download?post=1&post=2: "Download selected" in the content library. The chosen posts'
// media and their rights.csv as one zip: the API signs a link to it, and the browser is sent to
// the web tool's own /report/zip, which streams it (as the Results page's Download Content does).
// A choice that cannot be downloaded is a page of its own, saying why, with the way back.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirectDocument } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Alert } from "~/components/alert";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { getApi } from "~/lib/api/request-session.server";
import { apiErrorMessage } from "~/lib/api/errors.server";
import { ApiError } from "~/lib/api/client.server";
import { signChosenContent } from "~/lib/api/reports.server";
import { chosenPosts } from "~/lib/content/download";
import { webZipPath } from "~/lib/reports/download";

export const meta: MetaFunction = () => [{ title: "Download content" }];

export async function loader(args: LoaderFunctionArgs) {
  const api = await getApi(args);
  const chosen = chosenPosts(new URL(args.request.url).searchParams);
  // Nothing ticked is a step a person takes, not a broken request: the page says so, as a 200 (no
  // console error); ids that are not ids are a URL made by hand, a 400.
  if ("error" in chosen) return data({ message: chosen.error }, { status: chosen.named === 0 ? 200 : 400 });
  try {
    // A document redirect: with JavaScript too, the browser itself follows it and downloads the zip.
    const target = webZipPath(await signChosenContent(api, chosen.posts));
    if (target) return redirectDocument(target);
    return data({ message: "The download link could not be read. Please try again." }, { status: 502 });
  } catch (error) {
    // The API's sentence: a post that is not the brand's (404), or a list it refused (400).
    const status = error instanceof ApiError && error.status < 500 ? (error.status === 404 ? 404 : 400) : 502;
    return data({ message: apiErrorMessage(error) }, { status });
  }
}

export default function ContentDownload() {
  const { message } = useLoaderData<typeof loader>();
  return (
    <section className="content-download">
      <h1 className="page-title">Download content</h1>
      <Alert title="Nothing to download" tone="error">
        <p>{message}</p>
      </Alert>
      <p>
        <Link to="/content" className="button">
          Back to the library
        </Link>
      </p>
    </section>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
