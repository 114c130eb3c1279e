/**
 * `npm run lint`: ESLint over the whole repository, failing on any warning
 * (docs/decisions/0039-lint-and-format.md). Formatting is Prettier's alone:
 * eslint-config-prettier comes last and turns off every rule it would fight.
 */
import js from "@eslint/js";
import prettier from "eslint-config-prettier/flat";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import { defineConfig, globalIgnores } from "eslint/config";
import globals from "globals";
import tseslint from "typescript-eslint";

export default defineConfig([
  globalIgnores(["build/", ".react-router/", "data/", "test-results/", "playwright-report/", "tests/.tmp/", "bench/results.json"]),
  js.configs.recommended,
  // Without type information: with it a run takes several times as long (see the decision record).
  tseslint.configs.recommended,
  {
    languageOptions: { globals: globals.node },
    rules: {
      // As with tsc's noUnusedParameters a `_` parameter may go unused; a rest copy (`{ password: _, ...user }`) is how this code omits a property.
      "@typescript-eslint/no-unused-vars": ["error", { ignoreRestSiblings: true, argsIgnorePattern: "^_" }],
      // Express types `res.locals` by merging into its global namespace.
      "@typescript-eslint/no-namespace": ["error", { allowDeclarations: true }],
    },
  },
  {
    // The service workers (the scorer's, the push-only one) run in the browser's worker scope, not in Node.
    files: ["public/score-sw.js", "public/push-sw.js"],
    languageOptions: { globals: globals.serviceworker },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/**/*.server.ts"],
    extends: [reactHooks.configs.flat.recommended],
    rules: {
      // Off: a dozen components set state in an effect from loader data, the URL's hash or a stored draft after hydration; moving that into render is a rewrite of each, not a lint fix.
      "react-hooks/set-state-in-effect": "off",
    },
  },
  {
    files: ["app/**/*.tsx"],
    extends: [jsxA11y.flatConfigs.recommended],
    rules: {
      // A labelled region that scrolls sideways takes focus so the keyboard can scroll it (axe: scrollable-region-focusable).
      "jsx-a11y/no-noninteractive-tabindex": ["error", { tags: [], roles: ["tabpanel", "region"], allowExpressionValues: true }],
    },
  },
  {
    // Control characters are what these match: the renderers strip them, the markdown one marks stashed pieces with NUL, the tests send them.
    files: ["app/utils/markdown.server.ts", "app/utils/ics.server.ts", "tests/unit/markdown-xss.test.ts", "tests/unit/public/markdown.test.ts"],
    rules: { "no-control-regex": "off" },
  },
  {
    // Playwright reads a fixture's dependencies from its first parameter's pattern: a fixture that needs none has `{}`.
    files: ["tests/e2e/**/*.ts"],
    rules: { "no-empty-pattern": "off" },
  },
  prettier,
]);
