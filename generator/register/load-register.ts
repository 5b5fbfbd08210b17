/** Stage 2: spec/errors.yaml -> Register, validated against the register schema with YAML positions. */
import type { Manifest } from "../manifest/manifest.ts";
import type { Register } from "./register-types.ts";

export const REGISTER_PATH = "spec/errors.yaml";

export function loadRegister(projectRoot: string, manifest: Manifest, file = REGISTER_PATH): Register {
  throw new Error(`loadRegister is not implemented yet (${projectRoot}, ${manifest.file}, ${file})`);
}
