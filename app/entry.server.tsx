import crypto from "node:crypto";
import type { AppLoadContext, EntryContext, LoaderFunctionArgs } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { redactUrl } from "../common/redact-url.js";
import { getPublicReportVersion } from "./lib/api/reports.server";
import { getSessionApi, publicApi } from "./lib/api/request-session.server";
import { brandVersionEnvelope } from "../contract/schemas/common";
import { CloseLast } from "./lib/close-last.server";
import { logger } from "./lib/logger.server";
import { NonceContext } from "./lib/nonce";
import { securityHeaders } from "./lib/security-headers.server";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = crypto.randomBytes(16).toString("base64");
  // A kept page's nonce is replaced by a fresh one each time it is served (server/kept-pages.js).
  loadContext.nonce = nonce;
  const pathname = new URL(request.url).pathname;
  for (const [name, value] of Object.entries(securityHeaders(nonce, pathname, process.env.NODE_ENV === "development"))) {
    responseHeaders.set(name, value);
  }
  const readyEvent = isbot(request.headers.get("user-agent") ?? "") ? "onAllReady" : "onShellReady";

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={streamTimeout} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          const body = new CloseLast();
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) logger.error({ err: error }, "render error");
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

/** Every unexpected error is logged once, with the request id the page shows. */
export function handleError(error: unknown, { request, context }: Pick<LoaderFunctionArgs, "request" | "context">) {
  if (request.signal.aborted) return;
  if (error instanceof Response) return;
  const requestId = context?.requestId;
  logger.error({ requestId, method: request.method, path: redactUrl(new URL(request.url).pathname), err: error }, "unexpected error");
}

/**
 * The brand version the session's API says now, for the signed-in pages server.js keeps
 * (server/kept-pages.js); null without a session, or when the API refuses.
 */
export async function currentBrandVersion(url: string, cookie: string, context: AppLoadContext): Promise<string | null> {
  try {
    const api = await getSessionApi({ request: new Request(url, { headers: { cookie } }), context });
    return String((await api.get("/users/me/version", undefined, brandVersionEnvelope)).data.version);
  } catch {
    return null;
  }
}

/** The version of the shared report `id` for the web server's page cache (server.js), or null. */
export function publicReportVersion(id: string, context: AppLoadContext) {
  return getPublicReportVersion(publicApi({ context }), id);
}
