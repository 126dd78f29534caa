import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Modules of the build's content pipeline, which runs in Node only. */
const buildOnly = [
  {
    regex: "(^|/)pipeline/",
    message:
      "src/pipeline/ runs at build time only: the pages read its output through src/content/store.ts.",
  },
  {
    regex:
      "^(sharp|d3-geo|topojson-client|world-atlas|countries-list|iso-3166|jsdom)(/|$)",
    message: "A build-time package: use it in src/pipeline/.",
  },
];

/** Decap's internal modules, which one adapter alone reaches into. */
const decapInternals = {
  regex: "^decap-cms-[a-z-]+/dist/",
  message:
    "Decap's internals are reached through src/admin/decap.ts alone, which fails the build when they change.",
};

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".astro/",
      "test-results/",
      "playwright-report/",
      "bench-results/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  jsxA11y.flatConfigs.recommended,
  reactHooks.configs.flat.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    // Only the content store and the collections, read in Node at build time, import the pipeline.
    files: ["src/**/*.{ts,tsx}"],
    ignores: [
      "src/pipeline/**",
      "src/content/store.ts",
      "src/content.config.ts",
      "src/**/*.test.{ts,tsx}",
      "src/test/**",
    ],
    rules: {
      "no-restricted-imports": ["error", { patterns: buildOnly }],
    },
  },
  {
    // The editor reaches into Decap's internals through one adapter (src/admin/decap.ts).
    files: ["src/admin/**/*.{ts,tsx}"],
    ignores: [
      "src/admin/decap.ts",
      "src/admin/decap-internals.d.ts",
      "src/admin/**/*.test.{ts,tsx}",
    ],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [...buildOnly, decapInternals] },
      ],
      "no-restricted-syntax": [
        "error",
        {
          selector: `ImportExpression[source.value=/${decapInternals.regex.replaceAll("/", "\\/")}/]`,
          message: decapInternals.message,
        },
      ],
    },
  },
  {
    // An island runs in the browser: it gets its data as props, never from the content, read from disk.
    files: ["src/islands/**/*.{ts,tsx}"],
    ignores: ["src/islands/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            ...buildOnly,
            {
              regex: "(^|/)content/",
              message:
                "An island takes its data as props: the page's .astro file passes what it needs.",
            },
          ],
        },
      ],
    },
  },
  {
    // The helpers take what they need of the site as arguments: they read no content themselves.
    files: ["src/lib/**/*.{ts,tsx}"],
    ignores: ["src/lib/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            ...buildOnly,
            {
              regex: "(^|/)content/",
              message:
                "src/lib/ reads no content: pass the settings in (see getMeta in src/content/site.ts).",
            },
          ],
        },
      ],
    },
  },
  {
    // The pages ship no schema, Markdown renderer or flag set: the build hands them plain data.
    files: ["src/**/*.{ts,tsx}"],
    ignores: [
      "src/pipeline/**",
      "src/content/store.ts",
      "src/content.config.ts",
      "src/schemas/**",
      "src/admin/**",
      "src/lib/markdown.ts",
      "src/lib/flag-url.ts",
      "src/lib/flags.ts",
      "src/**/*.test.{ts,tsx}",
      "src/test/**",
    ],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            ...buildOnly,
            {
              regex:
                "^(zod|micromark)$|(^|/)(schemas/schemas|markdown|flags|flag-url)(\\.(ts|json))?$",
              allowTypeImports: true,
              message:
                "Pages ship plain data: validation, Markdown and flags run at build time (src/pipeline/).",
            },
          ],
        },
      ],
    },
  },
);
