/**
 * The committed package (`mcp-errors`) packed with npm, installed from its tarball by a consumer,
 * imported (also through require) and type-checked strictly (publint and attw:
 * package-consumers.test.ts). Integration lane: it runs npm and tsc.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MergedModel } from "../../generator/model/merged-model.ts";
import { must } from "../helpers/must.ts";
import { PROJECT_ROOT as projectRoot } from "../helpers/spec-roots.ts";
import { installedDir, realModel } from "../helpers/suite-inputs.ts";

let model: MergedModel;
beforeAll(() => {
  model = realModel();
});

describe("the packed package", () => {
  let work: string;
  beforeAll(() => {
    work = mkdtempSync(join(tmpdir(), "mcp-errors-consumer-"));
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it("installs from its tarball, imports (also through require) and type-checks for a consumer", () => {
    const packed = execFileSync("npm", ["pack", "--silent", "--pack-destination", work], {
      cwd: installedDir,
      encoding: "utf8",
    }).trim();
    const tarball = join(work, must(packed.split("\n").pop(), "tarball name"));
    const app = join(work, "app");
    execFileSync("mkdir", ["-p", app]);
    writeFileSync(
      join(app, "package.json"),
      JSON.stringify({ name: "consumer", private: true, type: "module" }),
    );
    execFileSync("npm", ["install", "--offline", "--no-audit", "--no-fund", "--silent", tarball], {
      cwd: app,
    });

    const subpaths = model.revisions.map((r) =>
      r.status === "final"
        ? `mcp-errors/${r.id}`
        : r.status === "draft"
          ? `mcp-errors/${r.id === "draft" ? "draft" : `draft/${r.id}`}`
          : `mcp-errors/prerelease/${r.id}`,
    );
    const imports = subpaths.map((s, i) => `import * as m${i} from ${JSON.stringify(s)};`).join("\n");
    writeFileSync(
      join(app, "consumer.ts"),
      `${imports}
import { REVISIONS, LATEST_REVISION, parseErrorResponse, type Revision } from "mcp-errors";
import { translate } from "mcp-errors/translate";
import { createRequire } from "node:module";
const latest: Revision = LATEST_REVISION;
const modern = m${model.revisions.findIndex((r) => r.id === "2026-07-28")};
const error = modern.unsupportedProtocolVersion({ data: { supported: [...REVISIONS], requested: "1900-01-01" } });
const response = modern.errorResponse(1, error);
const status: 400 = modern.httpStatus("unsupportedProtocolVersion");
if (modern.httpStatus(error) !== status) throw new Error("the built error lost its status");
const parsed = parseErrorResponse(latest, response);
if (!parsed.ok || parsed.condition !== "unsupportedProtocolVersion") throw new Error("not recognised");
const down = translate(error, { from: latest, to: REVISIONS[0], request: { id: 1, method: "tools/call" } });
const required = createRequire(import.meta.url)("mcp-errors") as { LATEST_REVISION: string };
if (required.LATEST_REVISION !== latest) throw new Error("require() gave another module");
console.log(JSON.stringify({ status, down: down.ok ? down.error.code : down.fallback.code, modules: [${subpaths.map((_, i) => `m${i}.REVISION`).join(", ")}] }));
`,
    );
    writeFileSync(
      join(app, "tsconfig.json"),
      JSON.stringify({
        compilerOptions: {
          module: "NodeNext",
          moduleResolution: "NodeNext",
          target: "ES2022",
          strict: true,
          noEmit: true,
          types: [],
          lib: ["ES2022"],
          skipLibCheck: false,
        },
        files: ["consumer.ts", "node.d.ts"],
      }),
    );
    // A minimal ambient declaration for node:module, so the consumer needs no @types package.
    writeFileSync(
      join(app, "node.d.ts"),
      'declare module "node:module" { export function createRequire(url: string): (id: string) => unknown; }\ninterface ImportMeta { url: string }\ndeclare const console: { log(text: string): void };\n',
    );
    try {
      execFileSync(join(projectRoot, "node_modules/.bin/tsc"), ["-p", "tsconfig.json"], {
        cwd: app,
        encoding: "utf8",
      });
    } catch (error) {
      throw new Error(
        `the consumer does not type-check:\n${(error as { stdout?: string }).stdout ?? String(error)}`,
      );
    }

    writeFileSync(
      join(app, "consumer.mjs"),
      readFileSync(join(app, "consumer.ts"), "utf8")
        .replace(/^import \{ REVISIONS[^\n]*$/m, (line) => line.replace(", type Revision", ""))
        .replace(/: Revision|: number|: 400| as \{ LATEST_REVISION: string \}/g, ""),
    );
    const out = JSON.parse(execFileSync("node", ["consumer.mjs"], { cwd: app, encoding: "utf8" })) as {
      status: number;
      down: number;
      modules: string[];
    };
    expect(out.status).toBe(400);
    expect(out.modules).toEqual(model.revisions.map((r) => r.id));
    expect(must(model.revisions[0]).conditions.some((c) => c.code === out.down)).toBe(true);
  });
});
