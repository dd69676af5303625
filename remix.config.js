// BUILD_DIR puts the server build and the browser assets elsewhere than build/ and
// public/build (several checkouts or test runs side by side); server.js reads it too.
const buildDir = process.env.BUILD_DIR;

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  serverBuildPath: buildDir ? `${buildDir}/index.js` : "build/index.js",
  assetsBuildDirectory: buildDir ? `${buildDir}/public/build` : "public/build",
  ignoredRouteFiles: ["**/.*", "**/*.css", "**/*.test.{ts,tsx}"],
  serverModuleFormat: "esm",
  // @stripe/stripe-js/pure is a folder without an exports map, which Node's ESM loader refuses.
  serverDependenciesToBundle: [/^remix-utils.*/, /^@stripe\/stripe-js/],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_singleFetch: true,
    v3_lazyRouteDiscovery: true,
  },
};
