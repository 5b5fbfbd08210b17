// @ts-check
import eslint from "@eslint/js";
import tseslint from "typescript-eslint";
import layers from "./tools/lint/layers.js";

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
    // The CommonJS half of the package, transpiled from lib/ (generator/emit/mcp-errors/compile.ts).
    files: ["generated/cjs/**/*.js", "test/golden/mcp-errors/cjs/**/*.js"],
    languageOptions: {
      sourceType: "commonjs",
      globals: { require: "readonly", exports: "writable", module: "writable" },
    },
    rules: {
      "@typescript-eslint/no-require-imports": "off",
      // esbuild ends each module with `0 && (module.exports = { ... })`, never run, so that Node's
      // CommonJS lexer sees its named exports, re-exported ones included.
      "@typescript-eslint/no-unused-expressions": "off",
      "no-constant-binary-expression": "off",
      "no-undef": "off",
    },
  },
  {
    files: ["generator/**/*.ts", "generator/**/*.js"],
    plugins: { layers },
    rules: { "layers/imports": "error" },
  },
  {
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
    },
  },
);
