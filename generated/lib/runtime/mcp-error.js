// Compiled by mcp-errgen from templates/mcp-errors/runtime/mcp-error.ts; do not edit.
export class McpError extends Error {
  code;
  data;
  error;
  constructor(error, options) {
    super(error.message, options);
    this.name = "McpError";
    this.code = error.code;
    this.data = error.data;
    this.error = error;
  }
  toJSON() {
    return this.error;
  }
}
