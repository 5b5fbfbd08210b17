/**
 * Package cases for parseErrorResponse: every reason it gives for what is no error response, every
 * condition's error read back (with and without the evidence its rule needs), the spec facts'
 * recognition probes, data faults at every depth (the code still names the condition; the data
 * does not fit), and the rule that reads a -32602 answering resources/read as a missing resource.
 */
import type { RevisionCondition, RevisionModel } from "../../../model/merged-model.ts";
import { RECOGNITION } from "../../../../spec/facts/spec-facts.ts";
import { asJson, caseName, corpusCase, type CorpusCase, type Json } from "../corpus-case.ts";
import type { Difference } from "../differences.ts";
import type { ModelView } from "../model-view.ts";
import { DATA_FAULTS } from "./data-faults.ts";
import { dataFor, readBack } from "./read-back.ts";
import { PARSE_REASONS } from "./texts.ts";

type Hints = { method?: string; httpStatus?: number; params?: Json };

function parseCase(
  r: RevisionModel | string,
  name: string,
  text: string,
  hints: Hints,
  expect: Json,
  why: string,
  differences?: Difference[],
): CorpusCase {
  const revision = typeof r === "string" ? r : r.id;
  return corpusCase(
    "parse",
    typeof r === "string" ? "any" : revision,
    name,
    { revision, text, ...(Object.keys(hints).length === 0 ? {} : { hints }) },
    expect,
    why,
    differences,
  );
}

const failed = (reason: string): Json => ({ ok: false, reason });

/** A well-formed reading: the error's code, message and data as received, its id where the response has one. */
function read(condition: string | null, error: Json, id: Json | undefined, dataFits: boolean): Json {
  const { code, message, data } = error as { code: Json; message: Json; data?: Json };
  const fields = { code, message, ...(data === undefined ? {} : { data }) };
  return { ok: true, condition, error: fields, ...(id === undefined ? {} : { id }), dataFits };
}

const ERROR = { code: -32603, message: "m" };

/** Texts that are no error response, each with the reason; and what is one though it looks odd. */
function shapeCases(view: ModelView, r: RevisionModel): CorpusCase[] {
  const generic = view.generic(r).key;
  const fits = !view.dataRequired(view.generic(r));
  const failures: [string, string, string][] = [
    ["array", "[]", PARSE_REASONS.notAnObject],
    ["batch", `[${JSON.stringify({ jsonrpc: "2.0", id: 1, error: ERROR })}]`, PARSE_REASONS.notAnObject],
    ["string", '"Internal error"', PARSE_REASONS.notAnObject],
    ["number", "-32603", PARSE_REASONS.notAnObject],
    ["null", "null", PARSE_REASONS.notAnObject],
    ["true", "true", PARSE_REASONS.notAnObject],
    ["error-null", '{"jsonrpc":"2.0","id":1,"error":null}', PARSE_REASONS.errorNotAnObject],
    ["error-array", '{"jsonrpc":"2.0","id":1,"error":[-32603]}', PARSE_REASONS.errorNotAnObject],
    ["error-string", '{"jsonrpc":"2.0","id":1,"error":"Internal error"}', PARSE_REASONS.errorNotAnObject],
    ["id-true", '{"jsonrpc":"2.0","id":true,"error":{"code":-32603,"message":"m"}}', PARSE_REASONS.badId],
    ["id-object", '{"jsonrpc":"2.0","id":{},"error":{"code":-32603,"message":"m"}}', PARSE_REASONS.badId],
    ["id-array", '{"jsonrpc":"2.0","id":[1],"error":{"code":-32603,"message":"m"}}', PARSE_REASONS.badId],
    ["id-before-code", '{"id":false,"error":{"code":"x"}}', PARSE_REASONS.badId],
    ["code-missing", '{"jsonrpc":"2.0","id":1,"error":{"message":"m"}}', PARSE_REASONS.badCode],
    [
      "code-string",
      '{"jsonrpc":"2.0","id":1,"error":{"code":"-32603","message":"m"}}',
      PARSE_REASONS.badCode,
    ],
    [
      "code-fraction",
      '{"jsonrpc":"2.0","id":1,"error":{"code":-32602.5,"message":"m"}}',
      PARSE_REASONS.badCode,
    ],
    ["code-null", '{"jsonrpc":"2.0","id":1,"error":{"code":null,"message":"m"}}', PARSE_REASONS.badCode],
    ["code-true", '{"jsonrpc":"2.0","id":1,"error":{"code":true,"message":"m"}}', PARSE_REASONS.badCode],
    [
      "code-beyond-a-double",
      '{"jsonrpc":"2.0","id":1,"error":{"code":1e400,"message":"m"}}',
      PARSE_REASONS.badCode,
    ],
    ["code-before-message", '{"error":{"code":[],"message":5}}', PARSE_REASONS.badCode],
    ["message-missing", '{"jsonrpc":"2.0","id":1,"error":{"code":-32603}}', PARSE_REASONS.badMessage],
    [
      "message-number",
      '{"jsonrpc":"2.0","id":1,"error":{"code":-32603,"message":5}}',
      PARSE_REASONS.badMessage,
    ],
    [
      "message-null",
      '{"jsonrpc":"2.0","id":1,"error":{"code":-32603,"message":null}}',
      PARSE_REASONS.badMessage,
    ],
    ["result-response", '{"jsonrpc":"2.0","id":1,"result":{}}', PARSE_REASONS.badCode],
  ];
  const cases = failures.map(([name, text, reason]) =>
    parseCase(
      r,
      `shape/${name}`,
      text,
      {},
      failed(reason),
      `${reason}: checked in the order object, error, id, code, message`,
    ),
  );
  const readings: [string, string, Json | undefined, Json][] = [
    ["id-null", '{"jsonrpc":"2.0","id":null,"error":{"code":-32603,"message":"m"}}', null, ERROR],
    ["id-string", '{"jsonrpc":"2.0","id":"r-1","error":{"code":-32603,"message":"m"}}', "r-1", ERROR],
    ["id-fraction", '{"jsonrpc":"2.0","id":1.5,"error":{"code":-32603,"message":"m"}}', 1.5, ERROR],
    ["id-absent", '{"jsonrpc":"2.0","error":{"code":-32603,"message":"m"}}', undefined, ERROR],
    ["bare-error", '{"code":-32603,"message":"m"}', undefined, ERROR],
    ["bare-error-with-id", '{"code":-32603,"message":"m","id":5}', undefined, ERROR],
    [
      "error-and-result",
      '{"jsonrpc":"2.0","id":1,"error":{"code":-32603,"message":"m"},"result":{}}',
      1,
      ERROR,
    ],
    ["extra-members", '{"jsonrpc":"2.0","id":1,"error":{"code":-32603,"message":"m","x":[1]}}', 1, ERROR],
    ["code-exponent", '{"jsonrpc":"2.0","id":1,"error":{"code":-3.2603e4,"message":"m"}}', 1, ERROR],
  ];
  for (const [name, text, id, error] of readings)
    cases.push(
      parseCase(
        r,
        `shape/${name}`,
        text,
        {},
        read(generic, error, id, fits),
        "a well-formed error; the id is the response's",
      ),
    );
  cases.push(
    parseCase(
      r,
      "shape/unknown-code",
      '{"jsonrpc":"2.0","id":1,"error":{"code":1234,"message":"m","data":{"__proto__":{"a":1}}}}',
      {},
      read(null, { code: 1234, message: "m", data: { ["__proto__"]: { a: 1 } } }, 1, true),
      "a code no condition names: no condition, and the data is kept as received",
    ),
    parseCase(
      r,
      "shape/negative-zero-code",
      '{"jsonrpc":"2.0","id":1,"error":{"code":-0,"message":"m"}}',
      {},
      read(null, { code: 0, message: "m" }, 1, true),
      "-0 is the integer 0, which names no condition",
    ),
    parseCase(
      r,
      "shape/code-beyond-int64",
      '{"jsonrpc":"2.0","id":1,"error":{"code":1e19,"message":"m"}}',
      {},
      read(null, { code: 1e19, message: "m" }, 1, true),
      "an integer no condition names",
      ["big-integer"],
    ),
    parseCase(
      r,
      "shape/lone-surrogate-message",
      '{"jsonrpc":"2.0","id":1,"error":{"code":-32603,"message":"\\ud800"}}',
      {},
      read(generic, { code: -32603, message: "\ud800" }, 1, fits),
      "the message as received",
      ["lone-surrogate"],
    ),
  );
  return cases;
}

const responseOf = (error: Json, id: Json = 1) => JSON.stringify({ jsonrpc: "2.0", id, error });

/** Each condition's own error read back, with the hints its rule needs; without its data; without the hints. */
function readBackCases(view: ModelView, r: RevisionModel, c: RevisionCondition): CorpusCase[] {
  const given = dataFor(c);
  if (given === undefined) return [];
  const { hints, needsData, fallback } = readBack(r, c);
  const error = { code: c.code, message: c.message, ...given };
  const fallbackFits = (key: string | null) => {
    const f = key === null ? undefined : view.condition(r, key);
    return f === undefined || !view.dataRequired(f);
  };
  const cases = [
    parseCase(
      r,
      `read-back/${c.key}`,
      responseOf(error),
      hints,
      read(c.key, error, 1, true),
      "its own error, with the evidence its code needs, names it",
    ),
  ];
  if (given.data !== undefined) {
    const bare = { code: c.code, message: c.message };
    cases.push(
      parseCase(
        r,
        `read-back/${c.key}/without-data`,
        responseOf(bare),
        hints,
        needsData
          ? read(fallback, bare, 1, fallbackFits(fallback))
          : read(c.key, bare, 1, !view.dataRequired(c)),
        needsData
          ? "its rule needs the data: without it the code keeps its other meaning"
          : "the code alone names it; its required data is missing, so the data does not fit",
      ),
    );
  }
  if (Object.keys(hints).length > 0)
    cases.push(
      parseCase(
        r,
        `read-back/${c.key}/without-hints`,
        responseOf(error),
        {},
        read(fallback, error, 1, fallbackFits(fallback)),
        "its rule needs the request's method or the HTTP status: without them the code keeps its other meaning",
      ),
    );
  return cases;
}

/** Data faults: by its code the error names its condition (unless its rule reads the broken field), but the data does not fit. */
function faultCases(view: ModelView, r: RevisionModel, c: RevisionCondition): CorpusCase[] {
  if (c.data === undefined) return [];
  const { hints, needsData, fallback } = readBack(r, c);
  return (DATA_FAULTS[c.key] ?? []).map((fault) => {
    const error = { code: c.code, message: c.message, data: fault.data };
    const missed = needsData && fault.breaksRecognition;
    const f = fallback === null ? undefined : view.condition(r, fallback);
    return parseCase(
      r,
      `fault/${c.key}/${fault.name}`,
      responseOf(error),
      hints,
      missed
        ? read(fallback, error, 1, f === undefined || f.data === undefined)
        : read(c.key, error, 1, false),
      missed
        ? "its rule reads this field: the code keeps its other meaning"
        : `the code names it, and data broken ${fault.depth} level(s) down does not fit`,
    );
  });
}

/** The spec facts' probes, every one (the wire layer has the spec's; these add the project's choices). */
function probeCases(view: ModelView): CorpusCase[] {
  const known = new Set(view.revisions.map((r) => r.id));
  return RECOGNITION.filter((p) => known.has(p.revision)).map((p) => {
    const r = view.revision(p.revision) as RevisionModel;
    const error = {
      code: p.code,
      message: "probe",
      ...(p.data === undefined ? {} : { data: asJson(p.data) }),
    };
    const c = p.expect === null ? undefined : view.condition(r, p.expect);
    const dataFits = c === undefined || p.data !== undefined || !view.dataRequired(c);
    const hints: Hints = {
      ...(p.method === undefined ? {} : { method: p.method }),
      ...(p.params === undefined ? {} : { params: asJson(p.params) }),
      ...(p.httpStatus === undefined ? {} : { httpStatus: p.httpStatus }),
    };
    const data =
      p.data === undefined
        ? undefined
        : p.data !== null && typeof p.data === "object"
          ? Object.keys(p.data).join("+")
          : typeof p.data;
    return parseCase(
      r,
      `probe/${caseName({ code: p.code, data, method: p.method, "params.uri": (p.params as { uri?: string } | undefined)?.uri, status: p.httpStatus })}`,
      responseOf(error, "p-1"),
      hints,
      read(p.expect, error, "p-1", dataFits),
      p.why,
    );
  });
}

const URI = "file:///a.txt";
const URI_DATA: [string, Json | undefined, boolean][] = [
  ["none", undefined, false],
  ["uri", { uri: URI }, true],
  ["uri+more", { uri: URI, reason: "gone", detail: { at: 1 } }, true],
  ["uri-number", { uri: 5 }, false],
  ["uri-null", { uri: null }, false],
  ["no-uri", { reason: "gone" }, false],
  ["string", URI, false],
];
const URI_PARAMS: [string, Json | undefined, boolean][] = [
  ["none", undefined, true],
  ["same-uri", { uri: URI }, true],
  ["other-uri", { uri: "file:///b.txt" }, false],
  ["uri-object", { uri: { href: URI } }, false],
  ["no-uri", { name: "x" }, true],
];

/**
 * The register's rule for a -32602 answering resources/read (the project's choice, its note on
 * resourceNotFound): a missing resource only with a uri string in its data, the uri the request
 * named where its params name one; anything else is invalid params. -32002, where the revision
 * reads it, names a missing resource by its code alone.
 */
function uriRuleCases(view: ModelView, r: RevisionModel): CorpusCase[] {
  const rnf = view.condition(r, "resourceNotFound");
  const rule = rnf?.recognition.rules.find(
    (x) => x.code === -32602 && x.method === "resources/read" && x.requiresData,
  );
  if (rnf === undefined || rule === undefined || rule.methodUnknown !== "no-match") return [];
  const other = r.sharedCodes.find((s) => s.code === -32602)?.fallback ?? null;
  const cases: CorpusCase[] = [];
  const add = (
    code: number,
    method: string | undefined,
    data: [string, Json | undefined, boolean],
    params: [string, Json | undefined, boolean],
  ) => {
    const error = { code, message: "m", ...(data[1] === undefined ? {} : { data: data[1] }) };
    const byCode = code !== -32602;
    const missing = byCode || (method === "resources/read" && data[2] && params[2]);
    const hints: Hints = {
      ...(method === undefined ? {} : { method }),
      ...(params[1] === undefined ? {} : { params: params[1] }),
    };
    cases.push(
      parseCase(
        r,
        `uri-rule/${caseName({ code, method: method ?? "none", data: data[0], params: params[0] })}`,
        responseOf(error),
        hints,
        read(missing ? "resourceNotFound" : other, error, 1, missing ? data[2] : true),
        byCode
          ? "-32002 names a missing resource by its code alone"
          : missing
            ? "answering resources/read, with a uri string in its data (the request's, where its params name one)"
            : "not a missing resource: the method, the data's uri or the request's uri says otherwise",
      ),
    );
  };
  for (const method of ["resources/read", "tools/call", undefined])
    for (const data of URI_DATA)
      add(-32602, method, data, URI_PARAMS[0] as [string, Json | undefined, boolean]);
  for (const params of URI_PARAMS.slice(1)) {
    add(-32602, "resources/read", URI_DATA[1] as [string, Json | undefined, boolean], params);
    add(-32602, "resources/read", URI_DATA[2] as [string, Json | undefined, boolean], params);
  }
  const uri = { code: -32602, message: "m", data: { uri: URI } };
  cases.push(
    parseCase(
      r,
      "uri-rule/empty-method",
      responseOf(uri),
      { method: "" },
      read(other, uri, 1, true),
      "an empty method is no resources/read",
    ),
  );
  if (rnf.recognition.codes.includes(-32002))
    for (const params of URI_PARAMS)
      add(-32002, "tools/call", URI_DATA[1] as [string, Json | undefined, boolean], params);
  return cases;
}

export function parseCases(view: ModelView): CorpusCase[] {
  return [
    ...view.revisions.flatMap((r) => [
      ...shapeCases(view, r),
      ...r.conditions.flatMap((c) => [...readBackCases(view, r, c), ...faultCases(view, r, c)]),
      ...uriRuleCases(view, r),
    ]),
    ...probeCases(view),
    ...["1999-01-01", "__proto__", ""].map((revision) =>
      parseCase(
        revision,
        `unknown-revision=${JSON.stringify(revision)}`,
        responseOf(ERROR),
        {},
        failed(PARSE_REASONS.unknownRevision),
        "an unknown revision is a reason, not a throw",
      ),
    ),
  ];
}
