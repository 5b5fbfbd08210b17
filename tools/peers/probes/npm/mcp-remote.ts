/**
 * The probe for `mcp-remote` 0.15.1 (tools/peers/package.json): a stdio MCP client (the SDK v1
 * client over StdioClientTransport) talks to mcp-remote, which talks Streamable HTTP to the path.
 * mcp-remote's `--protocol legacy` (its default, a 2025-11-25 pass-through) is the legacy era;
 * `--protocol auto` (it answers the stdio handshake itself and speaks 2026-07-28 upstream when the
 * server offers it) is the modern one. What the stdio client gets is what mcp-remote surfaces.
 * mcp-remote alters no single request on demand, so the conditions that need one are reported as
 * not possible; a foreign Origin goes through its `--header` option.
 *
 *   tsx tools/peers/probes/npm/mcp-remote.ts '<ProbeRequest[] JSON>'
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import type { Observation } from "../../protocol.ts";
import { errorBase, readRequests } from "../ts-common.ts";
import { drive, type Adapter } from "../ts-driver.ts";
import { describeMcpError, v1Session } from "./v1-client.ts";

const proxyBin = fileURLToPath(new URL("../../node_modules/mcp-remote/dist/proxy.js", import.meta.url));
const NOT_ALTERABLE = "mcp-remote has no option to alter a single request";
// Its OAuth state would go to ~/.mcp-auth; the servers here ask for no authorization.
const configDir = mkdtempSync(join(tmpdir(), "mcp-remote-"));
process.on("exit", () => rmSync(configDir, { recursive: true, force: true }));

const adapter: Adapter = {
  unsupported: {
    "unsupported-version": NOT_ALTERABLE,
    "bad-version-header": NOT_ALTERABLE,
    "bad-session": NOT_ALTERABLE,
  },
  async connect(request, alteration) {
    const headers = Object.entries(alteration?.headers ?? {}).flatMap(([name, value]) => [
      "--header",
      `${name}:${value}`,
    ]);
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [
        proxyBin,
        request.url,
        "--transport",
        "http-only",
        "--protocol",
        request.era === "modern" ? "auto" : "legacy",
        "--silent",
        ...headers,
      ],
      env: { PATH: process.env.PATH ?? "", HOME: configDir, MCP_REMOTE_CONFIG_DIR: configDir },
      stderr: "ignore",
    });
    return v1Session(transport, request.stepTimeoutMs);
  },
  describe(error): Omit<Observation, "condition"> {
    const described = describeMcpError(error);
    if (described) return described;
    return { ...errorBase(error), code: null, status: null };
  },
};

await drive(adapter, readRequests());
