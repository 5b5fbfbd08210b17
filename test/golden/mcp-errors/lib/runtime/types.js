// Compiled by mcp-errgen from runtime/mcp-errors/types.ts; do not edit.
/**
 * Types shared by every mcp-errors module: the public shapes (error objects, parse results) and
 * the shapes of the tables each revision module exports (CONDITIONS, HTTP_STATUS, TRANSLATIONS, ...).
 */
export {};
