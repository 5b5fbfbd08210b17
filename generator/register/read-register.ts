/**
 * Shape-checked YAML value -> typed Register. Runs only after validateShape passed, so field
 * types are known; what is left to report here is a citation source that names an unknown
 * root or a backwards range.
 */
import { diagnostic, type Diagnostic } from "../diagnostics/gen-error.ts";
import type { MatchRule } from "../model/merged-model.ts";
import { formatPath, locate, type LocatedYaml, type YamlPath } from "../util/yaml-document.ts";
import { parseCitationSource } from "./parse-citation.ts";
import type {
  Register,
  RegisterCitation,
  RegisterCondition,
  RegisterFact,
  RegisterPolicy,
} from "./register-types.ts";

type Raw = Record<string, unknown>;

export function readRegister(
  yaml: LocatedYaml,
  roots: readonly string[],
): { register: Register; problems: Diagnostic[] } {
  const problems: Diagnostic[] = [];
  const doc = yaml.value as Raw;

  const fact = (raw: Raw, path: YamlPath): RegisterFact => ({
    path,
    cite: ((raw.cite as Raw[] | undefined) ?? []).map((c, i) => citation(c, [...path, "cite", i])),
    registers: (raw.registers as string[] | undefined) ?? [],
    ...(typeof raw.note === "string" ? { note: raw.note } : {}),
  });

  const citation = (raw: Raw, path: YamlPath): RegisterCitation => {
    const source = String(raw.source);
    const parsed = parseCitationSource(source);
    const at = [...path, "source"];
    if ("error" in parsed) {
      problems.push(
        diagnostic(
          "register/invalid-value",
          { path: formatPath(at), reason: parsed.error },
          locate(yaml, at),
        ),
      );
      return { source, root: "spec", file: source, line: 1, endLine: 1, quote: String(raw.quote), path };
    }
    if (!roots.includes(parsed.root))
      problems.push(
        diagnostic(
          "register/invalid-value",
          {
            path: formatPath(at),
            reason: `unknown spec root "${parsed.root}" (roots: ${roots.join(", ")})`,
          },
          locate(yaml, at),
        ),
      );
    return { source, ...parsed, quote: String(raw.quote), path };
  };

  const conditions: RegisterCondition[] = Object.entries(doc.conditions as Record<string, Raw>).map(
    ([key, raw]) => {
      const path: YamlPath = ["conditions", key];
      const list = (name: string) =>
        ((raw[name] as Raw[] | undefined) ?? []).map((item, i) => ({
          item,
          path: [...path, name, i] as YamlPath,
        }));
      return {
        key,
        ...(typeof raw.registerId === "string" ? { registerId: raw.registerId } : {}),
        registers: (raw.registers as string[] | undefined) ?? [],
        summary: String(raw.summary),
        message: String(raw.message),
        codes: list("codes").map(({ item, path: at }) => ({
          ...fact(item, at),
          code: item.code as number,
          constant: String(item.constant),
          ...(typeof item.interface === "string" ? { interface: item.interface } : {}),
          revisions: item.revisions as string[],
          match: (item.match as MatchRule | undefined) ?? "unique",
          ...(typeof item.method === "string" ? { method: item.method } : {}),
          ...(typeof item.methodUnknown === "string"
            ? { methodUnknown: item.methodUnknown as "match" | "no-match" }
            : {}),
          ...(item.requiresData === true ? { requiresData: true } : {}),
          ...(item.data
            ? {
                data: {
                  ...fact(item.data as Raw, [...at, "data"]),
                  type: String((item.data as Raw).type),
                  optional: (item.data as Raw).optional === true,
                  exact: (item.data as Raw).exact === true,
                },
              }
            : {}),
          ...(typeof item.draftAliasOf === "number" ? { draftAliasOf: item.draftAliasOf } : {}),
        })),
        absent: (raw.absent as string[] | undefined) ?? [],
        http: list("http").map(({ item, path: at }) => ({
          ...fact(item, at),
          revisions: item.revisions as string[],
          status: item.status as number,
        })),
        accepts: list("accepts").map(({ item, path: at }) => ({
          ...fact(item, at),
          revisions: item.revisions as string[],
          codes: item.codes as number[],
          ...(typeof item.method === "string" ? { method: item.method } : {}),
          ...(typeof item.methodUnknown === "string"
            ? { methodUnknown: item.methodUnknown as "match" | "no-match" }
            : {}),
          ...(item.requiresData === true ? { requiresData: true } : {}),
        })),
        whenAbsent: list("whenAbsent").map(({ item, path: at }) => ({
          ...fact(item, at),
          to: item.to as string[],
          ...(typeof item.mapTo === "string" ? { mapTo: item.mapTo } : {}),
          ...(item.untranslatable
            ? {
                untranslatable: item.untranslatable as {
                  fallback: string;
                  reason: string;
                  transportFailure?: string;
                },
              }
            : {}),
        })),
        notes: list("notes").map(({ item, path: at }) => ({
          ...fact(item, at),
          ...(Array.isArray(item.revisions) ? { revisions: item.revisions as string[] } : {}),
          text: String(item.text),
        })),
        path,
      };
    },
  );

  const p = doc.policy as Record<string, Raw[] | undefined>;
  const rules = (name: keyof RegisterPolicy) =>
    (p[name] ?? []).map((item, i) => {
      const path: YamlPath = ["policy", name, i];
      return { item, base: { ...fact(item, path), revisions: item.revisions as string[] } };
    });
  const policy: RegisterPolicy = {
    transportFailures: rules("transportFailures").map(({ item, base }) => ({
      ...base,
      key: String(item.key),
      summary: String(item.summary),
      status: item.status as number,
      ...(typeof item.condition === "string" ? { condition: item.condition } : {}),
      ...(typeof item.clientAction === "string" ? { clientAction: item.clientAction } : {}),
    })),
    counterOffer: rules("counterOffer").map(({ item, base }) => ({
      ...base,
      guidance: String(item.guidance),
    })),
    bands: rules("bands").map(({ item, base }) => ({
      ...base,
      from: item.from as number,
      to: item.to as number,
      class: item.class as RegisterPolicy["bands"][number]["class"],
      emitUndefined: item.emitUndefined as RegisterPolicy["bands"][number]["emitUndefined"],
      interpret: item.interpret as boolean,
      interpretExceptions: (item.interpretExceptions as number[] | undefined) ?? [],
    })),
    reserved: rules("reserved").map(({ item, base }) => ({
      ...base,
      code: item.code as number,
      formerCondition: String(item.formerCondition),
    })),
    envelope: rules("envelope").map(({ item, base }) => ({
      ...base,
      idOptional: item.idOptional as boolean,
    })),
    toolInputError: rules("toolInputError").map(({ item, base }) => ({
      ...base,
      form: item.form as "protocol-error" | "tool-result",
      ...(typeof item.code === "number" ? { code: item.code } : {}),
    })),
    checkOrder: rules("checkOrder").map(({ item, base }) => ({
      ...base,
      steps: item.steps as { check: string; condition: string; http: number }[],
    })),
    requestMeta: rules("requestMeta").map(({ item, base }) => ({
      ...base,
      keyPrefix: String(item.keyPrefix),
    })),
    requestHeaders: rules("requestHeaders").map(({ item, base }) => ({
      ...base,
      header: String(item.header),
      bodyField: (item.bodyField as { method: string; path: string[] }[]).map((field) => ({
        method: field.method,
        path: [...field.path],
      })),
      base64: item.base64 === true,
    })),
    toolParamHeaders: rules("toolParamHeaders").map(({ item, base }) => ({
      ...base,
      headerPrefix: String(item.headerPrefix),
      annotation: String(item.annotation),
      base64: item.base64 === true,
    })),
    localErrors: rules("localErrors").map(({ item, base }) => ({ ...base, guidance: String(item.guidance) })),
    translateUndefined: rules("translateUndefined").map(({ item, base }) => ({
      ...base,
      from: item.from as number,
      to: item.to as number,
      rule: item.rule as "passthrough" | "untranslatable",
      ...(typeof item.fallback === "string" ? { fallback: item.fallback } : {}),
      reason: String(item.reason),
    })),
  };

  return {
    register: {
      file: yaml.file,
      registerVersion: doc.registerVersion as number,
      revisions: doc.revisions as string[],
      conditions,
      policy,
      yaml,
    },
    problems,
  };
}
