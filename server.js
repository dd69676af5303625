// The web tool's HTTP server: static assets, compression, an access log that never prints
// one-time tokens, and the Remix request handler. Stateless: run as many copies as needed.
import crypto from "node:crypto";
import path from "node:path";
import zlib from "node:zlib";
import { broadcastDevReady } from "@remix-run/node";
import { createRequestHandler } from "@remix-run/express";
import compression from "compression";
import express from "express";
import { accessLog } from "./server/access-log.js";
import { CSRF_MESSAGE, bodyGate } from "./server/body-gate.js";
import { conditionalPages } from "./server/conditional.js";
import { keptPages } from "./server/kept-pages.js";
import { logFormat, prettyLine } from "./common/log-format.js";
import { exposureProblem } from "./common/exposed.js";
import { isCrossSite } from "./server/same-origin.js";
import { isTokenPost } from "./server/token-posts.js";

const mode = process.env.NODE_ENV === "development" ? "development" : "production";
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "127.0.0.1";
const buildDir = process.env.BUILD_DIR;
const buildPath = path.resolve(buildDir ? `${buildDir}/index.js` : "build/index.js");
const assetsDir = buildDir ? `${buildDir}/public/build` : "public/build";
const format = logFormat();
const problem = exposureProblem(process.env, "HOST", "the load balancers in front of this web tool");
if (problem) {
  process.stderr.write(`Web tool not started: ${problem}`);
  process.exit(1);
}

async function loadBuild() {
  return import(`${buildPath}?t=${Date.now()}`);
}

const app = express();
app.disable("x-powered-by");
app.set("trust proxy", process.env.TRUST_PROXY ?? "loopback");
// Built assets are compressed once per browser cache lifetime: the default levels are worth it.
// Pages are compressed on every request: for the 142 KB offers page, brotli quality 2 (what
// browsers get) takes 1.7 ms instead of 4 ms at the default 4 for 5% more bytes, and gzip
// level 1 takes 3.7 ms instead of 9.6 ms at level 6 for 18% more (docs/figures.md).
app.use("/build", compression(), express.static(assetsDir, { immutable: true, maxAge: "1y" }));
app.use(compression({ level: 1, brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 2 } } }));
// public/ holds only files with an extension (favicon, carrier logos): pages skip the stat.
const publicFiles = express.static("public", { maxAge: "1h" });
app.use((req, res, next) => (path.extname(req.path) ? publicFiles(req, res, next) : next()));

app.use((req, res, next) => {
  const requestId = req.get("x-request-id") || crypto.randomUUID();
  res.locals.requestId = requestId;
  res.setHeader("X-Request-Id", requestId);
  next();
});
if (process.env.ACCESS_LOG !== "off") app.use(accessLog(format));

// A cross-site form post is refused here with a plain 403, before any route reads a body
// (Remix would throw a 500 for it). A post whose credential is a token in its path is no form of
// the session's (server/token-posts.js): its Origin says nothing, and is dropped before Remix's
// own check sees it.
app.use((req, res, next) => {
  if (req.method === "GET" || req.method === "HEAD") return next();
  if (isTokenPost(req.path)) {
    delete req.headers.origin;
    return next();
  }
  const origin = req.get("origin");
  if (origin === "null") delete req.headers.origin;
  const host = req.get("x-forwarded-host")?.split(",")[0]?.trim() || req.get("host");
  if (isCrossSite(origin, host)) {
    res.status(403).type("text/plain").send(CSRF_MESSAGE);
    return;
  }
  next();
});

// Then every other post: the CSRF cookie first, and a bounded body (server/body-gate.js).
app.use(bodyGate);

/**
 * Remix's load context of one request (app/lib/api/request-session.server.ts): the request id, the
 * browser's address that every API call forwards, the count of its API round trips, and the jar
 * of cookies the request's session committed. The round trips are said in a Server-Timing
 * header, e.g. `api;desc="calls=3 waves=1";dur=12.0`: a page that waits for one answer before
 * asking the next shows up as more than one wave, in tests and in the browser's network panel. The jar is written into whatever response leaves, just before its
 * headers: a token refreshed by any loader or action reaches the browser, whether the
 * answer is data, a redirect, a thrown response or an error page.
 */
app.use((req, res, next) => {
  const trips = { calls: 0, waves: 0, finishedWave: 0, firstStart: null, lastEnd: null };
  const responseCookies = new Map();
  const versions = { version: undefined, unkept: false };
  res.locals.loadContext = { requestId: res.locals.requestId, clientIp: req.ip, responseCookies, trips, versions };
  const writeHead = res.writeHead;
  res.writeHead = function (...args) {
    if (!res.headersSent) {
      const dur = trips.firstStart !== null && trips.lastEnd !== null ? trips.lastEnd - trips.firstStart : 0;
      const timing = `api;desc="calls=${trips.calls} waves=${trips.waves}";dur=${dur.toFixed(1)}`;
      const earlier = res.getHeader("Server-Timing");
      res.setHeader("Server-Timing", earlier ? `${earlier}, ${timing}` : timing);
      if (responseCookies.size) setCookies(res, responseCookies);
      // Caching rules in one place: what a route declares public (a shared report, the media it
      // shows) keeps its caching; everything else that leaves here (every page and data request,
      // signed in or not, downloads, redirects) is never kept by a browser or proxy, so Back after
      // logout on a shared machine shows nothing of the brand. Built assets and public files are
      // served before this seam and keep theirs.
      if (!/\bpublic\b/.test(String(res.getHeader("Cache-Control") ?? ""))) res.setHeader("Cache-Control", "private, no-store");
    }
    return writeHead.apply(this, args);
  };
  next();
});

/** Adds the jar's cookies, each replacing a cookie of the same name already on the response. */
function setCookies(res, jar) {
  const existing = res.getHeader("Set-Cookie");
  const kept = (Array.isArray(existing) ? existing : existing ? [String(existing)] : []).filter((cookie) => !jar.has(cookie.slice(0, cookie.indexOf("="))));
  res.setHeader("Set-Cookie", [...kept, ...jar.values()]);
}

const getLoadContext = (_req, res) => res.locals.loadContext;
let build = await loadBuild();

// The public reports answer conditional requests: a CDN revalidating its copy gets a 304. A
// shared report's page is kept for its minute while the API says its version is unchanged.
function reportId(req) {
  const id = /^\/report\/([^/]+)\/?$/.exec(req.path)?.[1];
  try {
    return id ? decodeURIComponent(id) : null;
  } catch {
    return null; // malformed: the page answers it
  }
}
// CACHE=off turns off every cache that holds a brand's pages or answers (docs/configuration.md):
// the path a brand's first visit after a change takes, measured alone.
const keep = process.env.CACHE !== "off";
app.use(
  conditionalPages(/^\/(report|static)\/[^/]+\/?$/, {
    version: (req, res) => {
      const id = keep && reportId(req);
      return id ? build.entry.module.publicReportVersion(id, res.locals.loadContext) : null;
    },
  }),
);
// Signed-in pages kept per brand version (server/kept-pages.js, decision 0045).
if (keep) {
  const maxBytes = Number(process.env.KEPT_PAGES_MB ?? 32) * 1024 * 1024;
  if (maxBytes > 0) {
    const version = (req, context) =>
      build.entry.module.currentBrandVersion(`${req.protocol}://${req.get("host")}${req.originalUrl}`, req.headers.cookie, context);
    app.use(keptPages({ version, maxBytes }));
  }
}

app.all(
  "*",
  mode === "development"
    ? async (req, res, next) => {
        try {
          build = await loadBuild();
          return createRequestHandler({ build, mode, getLoadContext })(req, res, next);
        } catch (error) {
          next(error);
        }
      }
    : createRequestHandler({ build, mode, getLoadContext }),
);

const server = app.listen(port, host, () => {
  const listening = `Web tool listening on http://${host === "0.0.0.0" ? "localhost" : host}:${port}`;
  process.stdout.write(format === "pretty" ? prettyLine("web", "INFO", listening) : `${listening}\n`);
  if (mode === "development") broadcastDevReady(build);
});
// An idle keep-alive connection is closed after 65 s, not Node's 5 s: a client (a browser, a
// load balancer with the usual 60 s idle timeout) that sends its next request on a connection
// just as the server closes it gets a reset instead of an answer.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
