// Compiled by mcp-errgen from runtime/mcp-errors/table.ts; do not edit.
/** The tables of a revision module are plain data, frozen all the way down once, when the module loads. */
/** Freezes a table and everything in it, and returns it with its literal types. */
export declare function table<const T>(value: T): T;
