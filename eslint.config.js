import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".react-router/",
      "test-results/",
      "playwright-report/",
      "var/",
      ".cache/",
      ".wrangler/",
      "public/media/",
      "public/plans/",
      "public/models/",
      "app/images/library/",
      "app/content/generated/",
      // The content studio is a package of its own, with its own dependencies (content-studio/README.md).
      "content-studio/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // React rules apply to the app only: Playwright's fixtures also call a function named `use`.
  { files: ["app/**/*.{ts,tsx}"], ...jsxA11y.flatConfigs.recommended },
  { files: ["app/**/*.{ts,tsx}"], ...reactHooks.configs.flat.recommended },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
);
