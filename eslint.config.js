// @ts-check
import eslint from "@eslint/js";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      ".tmp/",
      "node_modules/",
      "spec/upstream/",
      "spec/upstream-prerelease/",
      "**/.*.errgen-*/",
      "test/fixtures/**",
      "coverage/",
    ],
  },
  eslint.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ["generated/**/*.js", "generated/**/*.cjs"],
    languageOptions: { sourceType: "module" },
  },
  {
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
    },
  },
);
