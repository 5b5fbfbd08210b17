/**
 * The conformance corpus's adapter for the TypeScript package: reads a case a line on stdin, asks
 * the committed mcp-errors (imported by name, as a user would) and writes one answer a line on
 * stdout. Run it under the runner:
 *   node generated/conformance/bin/mcp-errors-conformance.js -- node --import tsx test/conformance/typescript-adapter.ts
 */
import { createInterface } from "node:readline";
import * as typedRoot from "mcp-errors";
import * as typedTranslate from "mcp-errors/translate";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Input = Record<string, unknown>;
type Request = { id?: Json; idText?: string; method?: string; params?: { [key: string]: Json } };
type Headers = { [name: string]: string | string[] };

/** The package's functions, called with whatever the corpus gives, as a peer's input would be. */
const root = typedRoot as unknown as {
  isRevision(id: unknown): boolean;
  eraOf(revision: string): string;
  httpStatusOf(revision: string, errorOrCondition: unknown, options?: object): number | null;
  conditionOf(revision: string, error: unknown, options?: object): string | null;
  classifyCode(revision: string, code: unknown): string;
  parseErrorResponse(revision: string, value: unknown, options?: object): Record<string, unknown>;
  respond(revision: string, id: unknown, error: unknown): { status: number | null; body: unknown };
  checkRequest(
    revision: string,
    request: { headers: Headers; body: string },
    options?: object,
  ): { status: number | null; error: unknown } | null;
  transportFailureResponse(revision: string, key: string, id?: unknown): { status: number; body: unknown };
  requestEra(revision: string, request: { headers: Headers; body?: string }): string;
  isMethod(revision: string, method: unknown, options?: object): boolean;
  isRemovedMethod(revision: string, method: unknown): boolean;
};
const translator = typedTranslate as unknown as {
  translate(error: unknown, options: object): Record<string, unknown>;
  translateResponse(response: object, options: object): Record<string, unknown>;
  upstreamFailure(request: unknown, options: object): Record<string, unknown>;
};

/** A revision's own module: mcp-errors/<id>, or mcp-errors/prerelease/<id> for a pre-release. */
const modules = new Map<string, Record<string, unknown>>();
async function moduleOf(revision: string): Promise<Record<string, unknown>> {
  if (!root.isRevision(revision)) throw new RangeError(`unknown revision ${revision}`);
  let found = modules.get(revision);
  if (found === undefined) {
    try {
      found = (await import(`mcp-errors/${revision}`)) as Record<string, unknown>;
    } catch {
      found = (await import(`mcp-errors/prerelease/${revision}`)) as Record<string, unknown>;
    }
    modules.set(revision, found);
  }
  return found;
}

/** An error object's JSON-RPC fields alone (a built error also carries its condition). */
function fields(error: unknown): Json {
  const e = error as { code: number; message: string; data?: Json };
  return { code: e.code, message: e.message, ...(Object.hasOwn(e, "data") ? { data: e.data as Json } : {}) };
}

/** The request as the package takes it: its id as a value (from exact JSON text where given). */
function requestOf(request: Request | undefined): { id: unknown; method?: string; params?: unknown } {
  const r = request ?? {};
  return {
    id: r.idText !== undefined ? JSON.parse(r.idText) : r.id,
    ...(r.method === undefined ? {} : { method: r.method }),
    ...(r.params === undefined ? {} : { params: r.params }),
  };
}

/** The id of the request a body holds, where it parses to one. */
function idIn(body: string): unknown {
  try {
    const value = JSON.parse(body) as unknown;
    return value !== null && typeof value === "object" && !Array.isArray(value)
      ? (value as { id?: unknown }).id
      : undefined;
  } catch {
    return undefined;
  }
}

/** A call the package may refuse: a throw is the answer `{ refused: true }`. */
async function refusable(run: () => unknown): Promise<unknown> {
  try {
    return await run();
  } catch {
    return { refused: true };
  }
}

const ops: Record<string, (input: Input) => unknown> = {
  async "server.respond"({ revision, condition, data, request }) {
    const build = (await moduleOf(revision as string))[condition as string] as (options?: object) => unknown;
    const error = build(data === undefined ? undefined : { data });
    return root.respond(revision as string, requestOf(request as Request).id, error);
  },
  "server.check"({ revision, headers, body, tools, supportedVersions }) {
    const failure = root.checkRequest(
      revision as string,
      { headers: headers as Headers, body: body as string },
      {
        ...(tools === undefined ? {} : { tools }),
        ...(supportedVersions === undefined ? {} : { supportedVersions }),
      },
    );
    if (failure === null) return null;
    return {
      status: failure.status,
      body: root.respond(revision as string, idIn(body as string), failure.error).body,
    };
  },
  async "server.method"({ revision, method, request }) {
    if (root.isMethod(revision as string, method, { from: "client", kind: "request" })) return null;
    const build = (await moduleOf(revision as string)).methodNotFound as () => unknown;
    return root.respond(revision as string, requestOf(request as Request).id, build());
  },
  "server.transportFailure"({ revision, failure }) {
    return root.transportFailureResponse(revision as string, failure as string);
  },
  "client.recognise"({ revision, response, request }) {
    const { status, body } = response as { status?: number; body: string };
    const { method, params } = (request ?? {}) as Request;
    const parsed = root.parseErrorResponse(revision as string, JSON.parse(body), {
      ...(method === undefined ? {} : { method }),
      ...(params === undefined ? {} : { params }),
      ...(status === undefined ? {} : { httpStatus: status }),
    });
    return { condition: parsed.ok === true ? parsed.condition : null };
  },
  "proxy.forward"({ from, to, response, request }) {
    const out = translator.translateResponse(response as object, {
      from,
      to,
      request: requestOf(request as Request),
    });
    return { status: out.status, body: out.body };
  },
  revision({ id }) {
    const known = root.isRevision(id);
    return { known, era: known ? root.eraOf(id as string) : null };
  },
  async constants({ revision, names }) {
    const mod = await moduleOf(revision as string);
    const constants: Record<string, number | null> = {};
    for (const name of names as string[])
      constants[name] = typeof mod[name] === "number" ? (mod[name] as number) : null;
    // Any other code constant it declares: an integer under an upper-case name.
    for (const [name, value] of Object.entries(mod))
      if (/^[A-Z][A-Z0-9_]*$/.test(name) && Number.isInteger(value)) constants[name] = value as number;
    return { constants };
  },
  status: ({ revision, condition }) =>
    refusable(() => ({ status: root.httpStatusOf(revision as string, condition) })),
  construct: ({ revision, condition, message, data }) =>
    refusable(async () => {
      const mod = await moduleOf(revision as string);
      const table = mod.CONDITIONS as Record<string, unknown>;
      if (!Object.hasOwn(table, condition as string))
        throw new RangeError(`no condition ${condition as string}`);
      const build = mod[condition as string] as (options?: object) => unknown;
      const options = {
        ...(message === undefined ? {} : { message }),
        ...(data === undefined ? {} : { data }),
      };
      const built = build(Object.keys(options).length === 0 ? undefined : options);
      return {
        error: fields(built),
        condition: root.conditionOf(revision as string, built),
        status: root.httpStatusOf(revision as string, built),
      };
    }),
  parse({ revision, text, hints }) {
    const parsed = root.parseErrorResponse(
      revision as string,
      JSON.parse(text as string),
      (hints ?? {}) as object,
    );
    return parsed.ok === true ? { ...parsed, error: fields(parsed.error) } : parsed;
  },
  classify: ({ revision, code }) => refusable(() => ({ class: root.classifyCode(revision as string, code) })),
  respond: ({ revision, request, error }) =>
    refusable(() => root.respond(revision as string, requestOf(request as Request).id, error)),
  translate: ({ from, to, error, request, httpStatus }) =>
    refusable(() => {
      const t = translator.translate(error, {
        from,
        to,
        request: requestOf(request as Request),
        ...(httpStatus === undefined ? {} : { httpStatus }),
      });
      return t.ok === true ? { ...t, error: fields(t.error) } : { ...t, fallback: fields(t.fallback) };
    }),
  translateResponse: ({ from, to, response, request, toolInputError }) =>
    refusable(() =>
      translator.translateResponse(response as object, {
        from,
        to,
        request: requestOf(request as Request),
        ...(toolInputError === undefined ? {} : { toolInputError }),
      }),
    ),
  upstreamFailure: ({ to, request, failure, message }) =>
    refusable(() => translator.upstreamFailure(requestOf(request as Request), { to, failure, message })),
  requestEra: ({ revision, headers, body }) =>
    refusable(() => ({
      era: root.requestEra(revision as string, {
        headers: headers as Headers,
        ...(body === undefined ? {} : { body: body as string }),
      }),
    })),
  isMethod: ({ revision, method, from, kind }) =>
    refusable(() => ({
      is: root.isMethod(revision as string, method, {
        ...(from === undefined ? {} : { from }),
        ...(kind === undefined ? {} : { kind }),
      }),
    })),
  isRemovedMethod: ({ revision, method }) =>
    refusable(() => ({ removed: root.isRemovedMethod(revision as string, method) })),
  transportFailureResponse: ({ revision, failure, id }) =>
    refusable(() => root.transportFailureResponse(revision as string, failure as string, id)),
  transportFailures: ({ revision }) =>
    refusable(async () => {
      const table = (await moduleOf(revision as string)).TRANSPORT_FAILURES as Record<
        string,
        Record<string, unknown>
      >;
      const failures: Record<string, unknown> = {};
      for (const [key, f] of Object.entries(table))
        failures[key] = {
          status: f.status,
          condition: "condition" in f ? f.condition : f.jsonrpc,
          summary: f.summary,
          clientAction: f.clientAction,
          body: f.body,
        };
      return { failures };
    }),
  checkRequest: ({ revision, headers, body, tools, supportedVersions }) =>
    refusable(() => {
      const failure = root.checkRequest(
        revision as string,
        { headers: headers as Headers, body: body as string },
        {
          ...(tools === undefined ? {} : { tools }),
          ...(supportedVersions === undefined ? {} : { supportedVersions }),
        },
      );
      return failure === null ? null : { status: failure.status, error: fields(failure.error) };
    }),
};

const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
for await (const line of lines) {
  const { id, op, input } = JSON.parse(line) as { id: string; op: string; input: Input };
  let reply: object;
  try {
    const run = Object.hasOwn(ops, op) ? ops[op] : undefined;
    reply =
      run === undefined ? { id, error: `unknown op ${op}` } : { id, answer: (await run(input)) ?? null };
  } catch (error) {
    reply = { id, error: (error as Error).message };
  }
  process.stdout.write(`${JSON.stringify(reply)}\n`);
}
