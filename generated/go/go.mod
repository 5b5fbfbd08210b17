module github.com/mcp-errgen/mcp-errgen/generated/go

go 1.22
