/**
 * Package cases for upstreamFailure: each way a proxy fails to reach its upstream, with the
 * package's message or the caller's, and the request's id under the destination's rule.
 */
import { corpusCase, type CorpusCase, type Json } from "../corpus-case.ts";
import type { ModelView } from "../model-view.ts";
import { RESPONSE_REASONS, UPSTREAM_MESSAGES } from "./texts.ts";

type Kind = keyof typeof UPSTREAM_MESSAGES;

/** The failure as the caller names it, and the one the package reads it as (anything else: unreachable). */
const FAILURES: [string | undefined, Kind][] = [
  [undefined, "unreachable"],
  ["unreachable", "unreachable"],
  ["timeout", "timeout"],
  ["invalid-response", "invalid-response"],
  ["refused", "unreachable"],
];

export function upstreamFailureCases(view: ModelView): CorpusCase[] {
  return [
    ...view.revisions.flatMap((to) => {
      const g = view.generic(to);
      const answer = (id: Json | undefined, kind: Kind, message: string) => ({
        ok: false,
        status: g.httpStatus.status,
        // The package's choice: the proxy's own failure is marked data.upstream, with its kind.
        body: view.body(to, id, { code: g.code, message, data: { upstream: kind } }),
        condition: null,
        reason: RESPONSE_REASONS.upstream(kind),
      });
      const add = (
        name: string,
        request: { id?: Json },
        failure: string | undefined,
        message: string | undefined,
        kind: Kind,
        why: string,
        empty = false,
      ) =>
        corpusCase(
          "upstreamFailure",
          to.id,
          name,
          {
            to: to.id,
            request: { ...request, method: "tools/call" },
            ...(failure === undefined ? {} : { failure }),
            ...(message === undefined ? {} : { message }),
          },
          answer(request.id, kind, message ?? UPSTREAM_MESSAGES[kind]),
          why,
          empty ? ["empty-is-absent"] : undefined,
        );
      return [
        ...FAILURES.flatMap(([failure, kind]) => [
          add(
            `failure=${failure ?? "none"}`,
            { id: 7 },
            failure,
            undefined,
            kind,
            `the proxy's own internal error; ${kind} by default`,
          ),
          add(
            `failure=${failure ?? "none"},message`,
            { id: 7 },
            failure,
            "Upstream down",
            kind,
            "the caller's message",
          ),
        ]),
        ...(
          [
            ["string", "req-1"],
            ["null", null],
            ["fraction", 1.5],
            ["object", {}],
          ] as [string, Json][]
        ).map(([name, id]) =>
          add(
            `id=${name}`,
            { id },
            "timeout",
            undefined,
            "timeout",
            "the request's id under the destination's envelope rule",
          ),
        ),
        add("id=absent", {}, "timeout", undefined, "timeout", "no id: the destination's envelope rule"),
        add(
          "message=empty",
          { id: 7 },
          "timeout",
          "",
          "timeout",
          "an empty message is the caller's message",
          true,
        ),
      ];
    }),
    corpusCase(
      "upstreamFailure",
      "any",
      "unknown-revision",
      { to: "1999-01-01", request: { id: 7, method: "tools/call" } },
      { refused: true },
      "an unknown revision",
    ),
  ];
}
