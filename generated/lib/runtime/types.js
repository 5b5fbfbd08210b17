// Compiled by mcp-errgen from runtime/mcp-errors/types.ts; do not edit.
export {};
