// ESLint flat config: typescript-eslint's recommended rules (syntax only, no type information,
// so a full run stays fast), React hooks rules, and jsx-a11y for the web tool's components.
// Formatting is Prettier's job: eslint-config-prettier turns off the rules that would clash.
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// `as never` and `as unknown as` switch the type checker off for a value. Each one must say
// why in a comment on its line or on the line above; the cure is usually a better type.
const explainedCasts = {
  meta: {
    type: "problem",
    docs: { description: "Require a comment giving the reason for `as never` and `as unknown as` casts." },
    messages: { unexplained: "`{{cast}}` hides a type error: fix the types, or say why in a comment on this line or the line above." },
    schema: [],
  },
  create(context) {
    const sourceCode = context.sourceCode;
    // Lines that hold a comment; an eslint directive counts only when it gives a reason (`-- why`).
    const commented = new Set();
    for (const comment of sourceCode.getAllComments()) {
      const text = comment.value.trim();
      if (/^eslint[- ]/.test(text) && !text.includes("--")) continue;
      for (let line = comment.loc.start.line; line <= comment.loc.end.line; line++) commented.add(line);
    }
    const explained = (node) => {
      const lines = [node.loc.start.line, node.typeAnnotation.loc.start.line];
      return lines.some((line) => commented.has(line) || commented.has(line - 1));
    };
    const check = (node, cast) => {
      if (!explained(node)) context.report({ node, messageId: "unexplained", data: { cast } });
    };
    return {
      TSAsExpression(node) {
        if (node.typeAnnotation.type === "TSNeverKeyword") check(node, "as never");
        else if (node.expression.type === "TSAsExpression" && node.expression.typeAnnotation.type === "TSUnknownKeyword") check(node, "as unknown as");
      },
    };
  },
};

export default tseslint.config(
  {
    ignores: ["build/", "public/build/", ".cache/", "node_modules/", "data/", "test-results/", "playwright-report/", "bench-results/", "api/db/migrations/"],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: "error" },
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { local: { rules: { "explained-casts": explainedCasts } } },
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: "module",
      globals: { ...globals.node },
    },
    rules: {
      "local/explained-casts": "error",
      // Names starting with `_` are deliberately unused (placeholders, rest-sibling omission).
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
    },
  },
  {
    // The door list's service worker runs in the browser as a worker, and its script in the page.
    files: ["public/door-sw.js"],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ["public/door.js"],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ["app/**/*.tsx"],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // Off: the alts here tell apart pictures of several kinds on one page ("Profile image 2",
      // "Instagram image 3", "photo 2 of 5"), and in the wizard's pickers the alt is the
      // checkbox's accessible name that people and the e2e tests choose by.
      "jsx-a11y/img-redundant-alt": "off",
    },
  },
  // The layers (api/README.md): a route parses, calls a service and replies; queries live in
  // services, and no route imports another route (routes sit one folder deep, by domain).
  {
    files: ["api/routes/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [{ name: "drizzle-orm", message: "Queries live in api/services/: call a service from the route." }],
          patterns: [
            { group: ["**/db/schema", "**/db/schema.ts"], message: "Queries live in api/services/: call a service from the route." },
            { regex: "^\\.\\.?/(?!\\.)", message: "A route never imports another route: move what both need into api/lib/ or a service." },
          ],
        },
      ],
    },
  },
  // api/lib/ is the ground floor: request helpers and mechanisms that every layer may use. It
  // imports nothing above it (services, adapters, routes, the configuration), so it can never
  // be part of an import cycle.
  {
    files: ["api/lib/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^\\.\\./(services|adapters|routes|workers|seed|config|server|context)(/|$)",
              message: "api/lib/ imports nothing above it: pass what it needs as a parameter, or move the code up.",
            },
          ],
        },
      ],
    },
  },
  // The contract (contract/README.md): the words, numbers and refusal codes both programs use, as
  // plain values (the browser imports them too). It imports nothing, so it pulls neither side into
  // the other.
  {
    files: ["contract/*.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ regex: ".", message: "contract/ imports nothing: the API and the web tool both import it." }] }],
    },
  },
  // The answers' schemas: zod, and the contract's own words, nothing else.
  {
    files: ["contract/schemas/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ regex: "^(?!zod$|\\./|\\.\\./[a-z-]+$)", message: "contract/schemas/ imports zod and the contract alone." }] },
      ],
    },
  },
  // Zod stays out of the browser (decision 0010): outside .server modules the web tool takes only
  // the types of the answers' schemas.
  {
    files: ["app/components/**/*.{ts,tsx}", "app/lib/**/*.{ts,tsx}"],
    ignores: ["**/*.server.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/contract/schemas/*"], allowTypeImports: true, message: "Import the schemas' types here; their values only from .server modules." },
          ],
        },
      ],
    },
  },
  // common/ is what both programs run (log lines, URL redaction, the exposure check, the young
  // collection): it imports neither. The API reaches the web tool's server/ only through it.
  {
    files: ["common/**/*.js"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ regex: "^\\.\\./(api|app|server|contract)(/|$)", message: "common/ imports nothing of either program." }] },
      ],
    },
  },
  // The configuration is read first by every program (API, worker, scripts): it imports no layer.
  {
    files: ["api/config.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^\\./(services|adapters|routes|workers|seed|lib)(/|$)",
              message: "api/config.ts imports no layer: a layer imports its settings' type from here.",
            },
          ],
        },
      ],
    },
  },
  // The per-request seam (docs/decisions/0006): routes ask for data and never touch a cookie.
  {
    files: ["app/routes/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/session.server"], message: "Use ~/lib/api/request-session.server: it owns the session." }] },
      ],
      "no-restricted-syntax": [
        "error",
        { selector: "Literal[value=/^set-cookie$/i]", message: "Routes never set cookies: the request's context commits the session." },
        {
          selector: "CallExpression[callee.property.name='headers'][callee.object.name='api']",
          message: "The request's context commits refreshed tokens; no headers to pass.",
        },
      ],
    },
  },
  {
    files: ["tests/e2e/**/*.ts", "scripts/**/*.mjs"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    // Off: Playwright reads a test's fixtures from its first parameter, so a test that needs
    // only testInfo must write `async ({}, testInfo) =>`.
    rules: { "no-empty-pattern": "off" },
  },
  prettier,
);
