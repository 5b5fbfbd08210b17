/**
 * Values that fight back when read: throwing getters at any depth, Proxies whose traps throw,
 * revoked Proxies, getters that answer differently each time, and odd primitives.
 */
import fc from "fast-check";

const boom = () => {
  throw new Error("hostile");
};

/** A Proxy whose every trap throws. */
export function throwingProxy(): object {
  return new Proxy(
    {},
    {
      get: boom,
      has: boom,
      ownKeys: boom,
      getOwnPropertyDescriptor: boom,
      getPrototypeOf: boom,
      defineProperty: boom,
      set: boom,
      deleteProperty: boom,
      isExtensible: boom,
      preventExtensions: boom,
    },
  );
}

export function revokedProxy(): object {
  const { proxy, revoke } = Proxy.revocable({}, {});
  revoke();
  return proxy;
}

/** An object with the given plain fields, and a throwing getter under each of `traps`. */
function withTraps(fields: Record<string, unknown>, traps: string[]): object {
  const out: Record<string, unknown> = { ...fields };
  for (const key of traps) Object.defineProperty(out, key, { get: boom, enumerable: true });
  return out;
}

/** A getter that answers a valid value the first time and garbage after (time-of-check/time-of-use). */
function flipping(valid: unknown, later: unknown): () => unknown {
  let reads = 0;
  return () => (reads++ === 0 ? valid : later);
}

const ERROR_KEYS = ["code", "message", "data", "error", "id", "jsonrpc", "then", "toJSON"] as const;

/**
 * How to build a hostile value. fast-check draws the recipe (plain data it can copy, shrink and
 * print); the property builds the value from it, since fast-check itself would trip over a Proxy.
 */
export type HostileRecipe =
  | { kind: "proxy" }
  | { kind: "revoked" }
  | { kind: "odd"; which: number }
  | {
      kind: "trapped";
      code: unknown;
      message: unknown;
      data: "proxy" | "revoked" | "uri-getter" | { json: unknown };
      traps: string[];
      wrapped: boolean;
    }
  | { kind: "flipping"; code: number; later: unknown }
  | { kind: "hostile-id" }
  | { kind: "hostile-error" };

const ODD: readonly unknown[] = [Symbol("s"), 10n, () => 1, Number.NaN, -0, Infinity];

export function buildHostile(recipe: HostileRecipe): unknown {
  switch (recipe.kind) {
    case "proxy":
      return throwingProxy();
    case "revoked":
      return revokedProxy();
    case "odd":
      return ODD[recipe.which % ODD.length];
    case "trapped": {
      const data =
        recipe.data === "proxy"
          ? throwingProxy()
          : recipe.data === "revoked"
            ? revokedProxy()
            : recipe.data === "uri-getter"
              ? withTraps({}, ["uri"])
              : recipe.data.json;
      const error = withTraps({ code: recipe.code, message: recipe.message, data }, recipe.traps);
      return recipe.wrapped ? { jsonrpc: "2.0", id: 1, error } : error;
    }
    case "flipping": {
      const read = flipping(recipe.code, recipe.later);
      return Object.defineProperty({ message: "m" }, "code", { get: read, enumerable: true });
    }
    case "hostile-id":
      return { jsonrpc: "2.0", id: throwingProxy(), error: { code: -32603, message: "m" } };
    case "hostile-error":
      return { jsonrpc: "2.0", id: 1, error: throwingProxy() };
  }
}

/** Recipes for hostile values: at the top, or hidden inside an error-shaped object. */
export function hostileRecipe(codes: readonly number[]): fc.Arbitrary<HostileRecipe> {
  return fc.oneof(
    fc.constantFrom<HostileRecipe>(
      { kind: "proxy" },
      { kind: "revoked" },
      { kind: "hostile-id" },
      { kind: "hostile-error" },
    ),
    fc.nat().map((which): HostileRecipe => ({ kind: "odd", which })),
    fc.record({
      kind: fc.constant("trapped" as const),
      code: fc.oneof(fc.constantFrom(...codes), fc.jsonValue()),
      message: fc.oneof(fc.string(), fc.jsonValue()),
      data: fc.oneof(
        fc.constantFrom("proxy" as const, "revoked" as const, "uri-getter" as const),
        fc.jsonValue().map((json) => ({ json })),
      ),
      traps: fc.subarray([...ERROR_KEYS]),
      wrapped: fc.boolean(),
    }),
    fc.record({
      kind: fc.constant("flipping" as const),
      code: fc.constantFrom(...codes),
      later: fc.jsonValue(),
    }),
  );
}
