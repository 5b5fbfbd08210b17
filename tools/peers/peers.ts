/**
 * The real peers the examples are checked against: where each comes from, which eras it speaks,
 * and how its probe is started. Versions are read from the files that pin them, so docs/peers.md
 * names what actually ran.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pythonOf } from "../conformance/python-server.ts";
import { OWN_CONDITIONS, type Condition, type Era } from "./protocol.ts";

export type PeerId = "sdk-v2" | "sdk-v1" | "mcp-remote" | "python" | "go" | "rmcp";

export interface Peer {
  id: PeerId;
  /** What docs/peers.md calls it. */
  name: string;
  /** The package and the file that pins its version. */
  package: string;
  version(root: string): string;
  role: string;
  source: string;
  eras: readonly Era[];
  /** Eras it does not speak, and why; reported as such, never run. */
  notSpoken: Partial<Record<Era, string>>;
  /** The conditions of OWN_CONDITIONS (protocol.ts) its probe can bring about; none when absent. */
  ownConditions?: readonly Condition[];
  /** The probe's command line, before its ProbeRequest argument. */
  command(root: string): [string, ...string[]];
  /** Files that exist once `npm run peers:install` has run. */
  installed(root: string): string[];
}

const tsx = (root: string) => join(root, "node_modules/.bin/tsx");
const json = (file: string) =>
  JSON.parse(readFileSync(file, "utf8")) as Record<string, Record<string, string>>;

export const PEERS: readonly Peer[] = [
  {
    id: "sdk-v2",
    name: "TypeScript SDK v2 client",
    package: "@modelcontextprotocol/client",
    version: (root) =>
      json(join(root, "package.json")).devDependencies?.["@modelcontextprotocol/client"] ?? "?",
    role: "client",
    source: "npm (the project's devDependency)",
    eras: ["modern", "legacy"],
    notSpoken: {},
    command: (root) => [tsx(root), join(root, "tools/peers/probes/sdk-v2.ts")],
    installed: (root) => [join(root, "node_modules/@modelcontextprotocol/client/package.json")],
  },
  {
    id: "sdk-v1",
    name: "TypeScript SDK v1 client",
    package: "@modelcontextprotocol/sdk",
    version: (root) =>
      json(join(root, "tools/peers/package.json")).devDependencies?.["@modelcontextprotocol/sdk"] ?? "?",
    role: "client",
    source: "npm (tools/peers/package.json)",
    eras: ["legacy"],
    notSpoken: { modern: "speaks protocol versions up to 2025-11-25 only (`SUPPORTED_PROTOCOL_VERSIONS`)" },
    command: (root) => [tsx(root), join(root, "tools/peers/probes/npm/sdk-v1.ts")],
    installed: (root) => [join(root, "tools/peers/node_modules/@modelcontextprotocol/sdk/package.json")],
  },
  {
    id: "mcp-remote",
    name: "mcp-remote (stdio ↔ Streamable HTTP)",
    package: "mcp-remote",
    version: (root) => json(join(root, "tools/peers/package.json")).devDependencies?.["mcp-remote"] ?? "?",
    role: "proxy: a stdio client (the SDK v1 client) in front of it; `--protocol legacy` for 2025-11-25, `--protocol auto` for 2026-07-28",
    source: "npm (tools/peers/package.json)",
    eras: ["modern", "legacy"],
    notSpoken: {},
    command: (root) => [tsx(root), join(root, "tools/peers/probes/npm/mcp-remote.ts")],
    installed: (root) => [join(root, "tools/peers/node_modules/mcp-remote/package.json")],
  },
  {
    id: "python",
    name: "Python SDK client",
    package: "mcp",
    version: (root) =>
      /^mcp==(\S+)/m.exec(readFileSync(join(root, "tools/peers/python/requirements.txt"), "utf8"))?.[1] ??
      "?",
    role: "client",
    source: "PyPI (tools/peers/python/requirements.txt, with hashes)",
    eras: ["modern", "legacy"],
    notSpoken: {},
    command: (root) => [join(root, ".tmp/peers/venv/bin/python"), join(root, "tools/peers/python/probe.py")],
    // The second: the Python example server's environment (`npm run python:install`).
    installed: (root) => [join(root, ".tmp/peers/venv/bin/python"), pythonOf(root)],
  },
  {
    id: "go",
    name: "Go SDK client",
    package: "github.com/modelcontextprotocol/go-sdk",
    version: (root) =>
      /github\.com\/modelcontextprotocol\/go-sdk (v\S+)/.exec(
        readFileSync(join(root, "tools/peers/go/go.mod"), "utf8"),
      )?.[1] ?? "?",
    role: "client",
    source: "Go module proxy (tools/peers/go/go.mod and go.sum)",
    eras: ["modern", "legacy"],
    notSpoken: {},
    command: (root) => [join(root, ".tmp/peers/bin/go-probe")],
    installed: (root) => [join(root, ".tmp/peers/bin/go-probe")],
  },
  {
    id: "rmcp",
    name: "Rust SDK client",
    package: "rmcp",
    version: (root) =>
      /\[\[package\]\]\nname = "rmcp"\nversion = "([^"]+)"/.exec(
        readFileSync(join(root, "tools/peers/rust/Cargo.lock"), "utf8"),
      )?.[1] ?? "?",
    role: "client",
    source: "crates.io (tools/peers/rust/Cargo.toml and Cargo.lock)",
    eras: ["modern", "legacy"],
    notSpoken: {},
    ownConditions: ["version-fallback"],
    command: (root) => [join(root, ".tmp/peers/bin/rmcp-probe")],
    installed: (root) => [join(root, ".tmp/peers/bin/rmcp-probe")],
  },
];

/** Whether a peer runs a path: every peer, unless the path names its peers. */
export function runsOn(peer: PeerId, path: { peers?: readonly PeerId[] }): boolean {
  return path.peers === undefined || path.peers.includes(peer);
}

/** A path's conditions that a peer's probe is given: OWN_CONDITIONS only where it names them. */
export function conditionsFor(peer: Peer, conditions: readonly Condition[]): Condition[] {
  return conditions.filter(
    (condition) => !OWN_CONDITIONS.includes(condition) || (peer.ownConditions ?? []).includes(condition),
  );
}

/** The files a peer's probe needs that are missing. */
export function missingInstalls(root: string): string[] {
  return PEERS.flatMap((peer) => peer.installed(root)).filter((file) => !existsSync(file));
}
