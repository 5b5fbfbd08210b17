/**
 * A pass-through HTTP recorder between one probe and the path it talks to: every exchange is
 * forwarded as it is and noted (HTTP method, JSON-RPC method, status, JSON-RPC error code), under
 * the condition the probe last named at the control endpoint (POST /mark/<condition>). So the
 * matrix can say what went over the wire for each condition, whatever the peer then surfaced: a
 * retry, a new session, or no request at all. POST /expire is passed on to the stack.
 */
import { createServer, request as httpRequest, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface WireExchange {
  http: string;
  /** The JSON-RPC method of the request body, or null. */
  rpc: string | null;
  status: number;
  /** The JSON-RPC error code of the answer, or null. */
  code: number | null;
}

export interface Recorder {
  /** The path's endpoint, through the recorder. */
  url: string;
  /** The control endpoint the probe is given. */
  control: string;
  /** What was recorded for each condition, in order. */
  wire: Map<string, WireExchange[]>;
  close(): Promise<void>;
}

export async function startRecorder(target: string, stackControl: string): Promise<Recorder> {
  const wire = new Map<string, WireExchange[]>();
  let current = "(connect)";
  const targetUrl = new URL(target);

  const proxy = createServer((incoming, outgoing) => {
    void (async () => {
      const body = await readAll(incoming);
      const upstream = await forward(targetUrl, incoming, body);
      const answer = await readAll(upstream);
      const exchange: WireExchange = {
        http: incoming.method ?? "",
        rpc: rpcMethod(body),
        status: upstream.statusCode ?? 0,
        code: errorCode(answer),
      };
      wire.set(current, [...(wire.get(current) ?? []), exchange]);
      outgoing.writeHead(upstream.statusCode ?? 502, upstream.rawHeaders);
      outgoing.end(answer);
    })().catch(() => outgoing.destroy());
  });
  const control = createServer((incoming, outgoing) => {
    void (async () => {
      await readAll(incoming);
      const marked = /^\/mark\/([a-z-]+)$/.exec(incoming.url ?? "");
      if (marked?.[1] !== undefined) current = marked[1];
      else if (incoming.url === "/expire")
        await fetch(`${stackControl}/expire`, { method: "POST", signal: AbortSignal.timeout(5_000) });
      outgoing.writeHead(marked !== null || incoming.url === "/expire" ? 204 : 404);
      outgoing.end();
    })().catch(() => outgoing.destroy());
  });
  const servers: Server[] = [proxy, control];
  for (const server of servers)
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const port = (server: Server) => (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port(proxy)}${targetUrl.pathname}`,
    control: `http://127.0.0.1:${port(control)}`,
    wire,
    async close() {
      for (const server of servers) {
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
      }
    },
  };
}

function readAll(stream: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => resolve(Buffer.concat(chunks)));
    stream.on("error", reject);
  });
}

/** The request as it came, headers included (repeats and all), to the target. */
function forward(target: URL, incoming: IncomingMessage, body: Buffer): Promise<IncomingMessage> {
  const headers: [string, string][] = [];
  for (let i = 0; i + 1 < incoming.rawHeaders.length; i += 2) {
    const name = incoming.rawHeaders[i] ?? "";
    headers.push([name, name.toLowerCase() === "host" ? target.host : (incoming.rawHeaders[i + 1] ?? "")]);
  }
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path: incoming.url,
        method: incoming.method,
        headers: headers.flat(),
      },
      resolve,
    );
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

function rpcMethod(body: Buffer): string | null {
  try {
    const parsed = JSON.parse(body.toString("utf8")) as { method?: unknown };
    return typeof parsed.method === "string" ? parsed.method : null;
  } catch {
    return null;
  }
}

/** The error code of a JSON body, or of the first JSON-RPC error in an SSE body. */
function errorCode(answer: Buffer): number | null {
  const text = answer.toString("utf8");
  const candidates = text.startsWith("{")
    ? [text]
    : text
        .split("\n")
        .filter((line) => line.startsWith("data:"))
        .map((line) => line.slice(5));
  for (const candidate of candidates) {
    try {
      const code = (JSON.parse(candidate) as { error?: { code?: unknown } }).error?.code;
      if (typeof code === "number") return code;
    } catch {
      // not JSON
    }
  }
  return null;
}
