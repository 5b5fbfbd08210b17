module github.com/mcp-errgen/mcp-errgen/examples/go-server

go 1.25.0

require github.com/mcp-errgen/mcp-errgen/generated/go v0.0.0

replace github.com/mcp-errgen/mcp-errgen/generated/go => ../../generated/go
