/**
 * Runs every real peer against the examples and writes the matrix (docs/peers.md), or with
 * --check fails when docs/peers.md is not what the run produces. Each peer's probe runs as its own
 * process per path, behind a recorder that notes the wire, with a deadline on every condition and
 * one on the process, so that a hang fails instead of stalling.
 *
 *   npm run peers:install && npm run peers [-- --check]
 *
 * Exits 1 when the examples answer other than the spec says, a peer hangs, a difference is not
 * explained in notes.ts (or an explanation no longer applies), or --check finds the doc stale;
 * 2 when the peers are not installed or their probes do not type-check.
 */
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { format, resolveConfig } from "prettier";
import { expectationFor } from "./expectations.ts";
import { fails, judge, needsExplaining } from "./judge.ts";
import type { Cell } from "./matrix.ts";
import { EXPLANATIONS } from "./notes.ts";
import { conditionsFor, missingInstalls, PEERS, runsOn, type Peer } from "./peers.ts";
import { CONDITIONS, type Observation, type ProbeRequest } from "./protocol.ts";
import { startRecorder, type WireExchange } from "./recorder.ts";
import { renderPeersDoc } from "./render.ts";
import { startPeerStack, UPSTREAM_TIMEOUT_MS, type PeerPath } from "./stack.ts";
import { toolArgs } from "../tool-cli.ts";

/** Each condition must end within this (the proxies' upstream deadline is well inside it). */
export const STEP_TIMEOUT_MS = 15_000;
/** A probe process gets this for starting up and closing, on top of its conditions' deadlines. */
const PROCESS_SLACK_MS = 30_000;

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const docPath = join(root, "docs/peers.md");
const outputDir = join(root, ".tmp/peers");
const args = toolArgs(
  {
    script: "peers",
    summary:
      "Runs real MCP peers (the TypeScript SDK v1 and v2 clients, mcp-remote, the Python, Go and Rust SDK\n" +
      "clients) against the example servers and proxies, and writes the matrix to docs/peers.md.",
    install:
      "`npm run peers:install` (about two minutes cold: npm, PyPI, the Go module proxy and crates.io, the\n" +
      "Rust probe's build cached outside the clone) and `npm run python:install` (the Python server), once;\n" +
      "the peers' probes are type-checked before every run.",
    options: [
      { name: "check", description: "fail when docs/peers.md is not what the run produces; write nothing" },
    ],
    notes: ["Exit status: 0 as specified, 1 a failed or stale matrix, 2 not installed or not type-checking."],
  },
  process.argv.slice(2),
);
const check = args.has("check");

const missing = missingInstalls(root);
if (missing.length > 0) {
  console.error(
    `The peers are not installed (missing ${missing.join(", ")}): run \`npm run peers:install\` and \`npm run python:install\` first.`,
  );
  process.exit(2);
}
// The probes import the peers' own packages, so they type-check only once those are installed.
try {
  execFileSync(
    process.execPath,
    [join(root, "node_modules/typescript/bin/tsc"), "-p", "tools/peers/tsconfig.json"],
    {
      cwd: root,
      stdio: "inherit",
    },
  );
} catch {
  console.error(
    "The peers' probes do not type-check (above); run `npm run peers:install` if a package is missing.",
  );
  process.exit(2);
}

const started = performance.now();
const cells: Cell[] = [];
const problems: string[] = [];
let paths: readonly PeerPath[] = [];
// One stack and one probe process per peer, the peers side by side; a probe goes through its
// peer's paths in order. Each peer has its own stack because ending sessions (expired-session)
// moves the stack's clock.
await Promise.all(
  PEERS.map(async (peer) => {
    const stack = await startPeerStack(peer.id);
    paths = stack.paths;
    try {
      const peerPaths = stack.paths
        .filter((p) => peer.eras.includes(p.era) && runsOn(peer.id, p))
        .map((p) => ({ ...p, conditions: conditionsFor(peer, p.conditions) }));
      cells.push(...(await runPeer(peer, peerPaths, stack.control)));
    } finally {
      await stack.close();
    }
  }),
);

for (const cell of cells) {
  cell.explained = EXPLANATIONS.filter((explanation) => explanation.applies(cell)).map((e) => e.id);
  const where = `${cell.peer} ${cell.era} ${cell.path} ${cell.condition}`;
  if (fails(cell.verdict))
    problems.push(
      `${where}: ${cell.verdict.kind === "wrong-wire" ? `wrong answer on the wire: ${cell.verdict.detail}` : "no answer within the deadline"}`,
    );
  else if (needsExplaining(cell.verdict) && cell.explained.length === 0)
    problems.push(
      `${where}: the peer surfaced ${JSON.stringify(cell.observation)}, which no entry in tools/peers/notes.ts explains`,
    );
}
for (const explanation of EXPLANATIONS)
  if (!cells.some((cell) => cell.explained.includes(explanation.id)))
    problems.push(`tools/peers/notes.ts: ${explanation.id} explains no cell of this run any more`);

const order = (cell: Cell) => [
  PEERS.findIndex((p) => p.id === cell.peer),
  paths.findIndex((p) => p.id === cell.path && p.era === cell.era),
  CONDITIONS.indexOf(cell.condition),
];
cells.sort((a, b) => {
  const [pa = 0, qa = 0, ca = 0] = order(a);
  const [pb = 0, qb = 0, cb = 0] = order(b);
  return pa - pb || qa - qb || ca - cb;
});
const doc = await formatMarkdown(
  renderPeersDoc({
    peers: PEERS.map((peer) => ({ peer, version: peer.version(root) })),
    paths,
    cells,
    explanations: EXPLANATIONS.filter((e) => cells.some((cell) => cell.explained.includes(e.id))),
    stepTimeoutMs: STEP_TIMEOUT_MS,
    upstreamTimeoutMs: UPSTREAM_TIMEOUT_MS,
  }),
);
mkdirSync(outputDir, { recursive: true });
writeFileSync(join(outputDir, "observations.json"), `${JSON.stringify(cells, null, 2)}\n`);
writeFileSync(join(outputDir, "peers.md"), doc);
if (check) {
  const committed = existsSync(docPath) ? readFileSync(docPath, "utf8") : "";
  if (committed !== doc)
    problems.push(
      "docs/peers.md is not what this run produces: run `npm run peers` and commit it (this run's version: .tmp/peers/peers.md)",
    );
} else writeFileSync(docPath, doc);

const seconds = ((performance.now() - started) / 1000).toFixed(1);
const count = (kind: string) => cells.filter((cell) => cell.verdict.kind === kind).length;
console.log(
  `${cells.length} cells from ${PEERS.length} peers in ${seconds} s: ${count("as-specified")} as specified, ${count("recovered")} recovered, ` +
    `${count("status-only")} status only, ${count("differs")} differing, ${count("not-sent")} not sent, ${count("unsupported")} not possible, ` +
    `${count("wrong-wire")} wrong on the wire, ${count("hang")} hangs`,
);
for (const problem of problems) console.error(`FAIL ${problem}`);
process.exit(problems.length === 0 ? 0 : 1);

/** A peer's probe through each of its paths, behind one recorder per path: its observations, each judged. */
async function runPeer(peer: Peer, peerPaths: readonly PeerPath[], control: string): Promise<Cell[]> {
  const recorders = await Promise.all(
    peerPaths.map((path) => {
      if (path.url === null) throw new Error(`${peer.id}: ${path.id} was not started for it`);
      return startRecorder(path.url, control);
    }),
  );
  const requests: ProbeRequest[] = peerPaths.map((path, index) => ({
    id: `${path.era}/${path.id}`,
    url: recorders[index]?.url ?? "",
    era: path.era,
    control: recorders[index]?.control ?? "",
    conditions: [...path.conditions],
    tools: path.tools,
    stepTimeoutMs: STEP_TIMEOUT_MS,
  }));
  // expired-session makes three calls: two more deadlines each.
  const steps = peerPaths.reduce(
    (sum, path) => sum + path.conditions.length + (path.conditions.includes("expired-session") ? 2 : 0),
    0,
  );
  const jobStarted = performance.now();
  const { observations, stderr, exit } = await runProbe(
    peer,
    requests,
    steps * STEP_TIMEOUT_MS + PROCESS_SLACK_MS,
  );
  await Promise.all(recorders.map((recorder) => recorder.close()));
  console.log(
    `  ${peer.id}: ${observations.length} observations in ${((performance.now() - jobStarted) / 1000).toFixed(1)} s`,
  );
  const expected = peerPaths.reduce((sum, path) => sum + path.conditions.length, 0);
  if (observations.length < expected)
    problems.push(
      `${peer.id}: the probe ended (${exit}) after ${observations.length} of ${expected} observations: ${stderr.slice(-2000)}`,
    );

  return peerPaths.flatMap((path, index) => {
    const request = requests[index];
    const recorder = recorders[index];
    return path.conditions.map((condition): Cell => {
      const expectation = expectationFor(condition, path.era, path.kind);
      const observation = observations.find((o) => o.request === request?.id && o.condition === condition);
      const wire: WireExchange[] = recorder?.wire.get(condition) ?? [];
      return {
        peer: peer.id,
        era: path.era,
        path: path.id,
        kind: path.kind,
        condition,
        expectation,
        observation,
        wire,
        verdict: judge(expectation, observation, wire),
        explained: [],
      };
    });
  });
}

/** The doc as Prettier writes it with the project's settings, so that `prettier --check` passes it. */
async function formatMarkdown(text: string): Promise<string> {
  const options = (await resolveConfig(docPath)) ?? {};
  return format(text, { ...options, parser: "markdown" });
}

function runProbe(
  peer: Peer,
  requests: readonly ProbeRequest[],
  deadlineMs: number,
): Promise<{ observations: Observation[]; stderr: string; exit: number | string }> {
  const [command, ...args] = peer.command(root);
  return new Promise((resolvePromise) => {
    const child = spawn(command, [...args, JSON.stringify(requests)], {
      cwd: root,
      stdio: ["ignore", "pipe", "pipe"],
      detached: true, // its own process group, so that a kill reaches what it started (mcp-remote)
      env: { ...process.env, NO_COLOR: "1" },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString("utf8")));
    child.stderr.on("data", (chunk: Buffer) => (stderr = (stderr + chunk.toString("utf8")).slice(-20_000)));
    const kill = () => {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, "SIGKILL");
      } catch {
        // already gone
      }
    };
    const timer = setTimeout(kill, deadlineMs);
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      kill(); // whatever it left running
      const observations = stdout
        .split("\n")
        .filter((line) => line.startsWith("{"))
        .map((line) => JSON.parse(line) as Observation);
      resolvePromise({ observations, stderr, exit: code ?? signal ?? "killed" });
    });
  });
}
