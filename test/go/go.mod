module github.com/mcp-errgen/mcp-errgen/test/go

go 1.22

require github.com/mcp-errgen/mcp-errgen/generated/go v0.0.0

replace github.com/mcp-errgen/mcp-errgen/generated/go => ../../generated/go
