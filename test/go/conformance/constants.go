package main

import (
	"github.com/mcp-errgen/mcp-errgen/test/go/codeconst"
)

// packages are the module's revision packages, read once.
var packages map[string]*codeconst.Package

// constantsOf answers the constants op: the value of each Code* constant of the revision's
// package, keyed by the schema name it stands for, and any other Code* constant under its Go name.
func constantsOf(revision string, names []string) (any, error) {
	if packages == nil {
		found, err := codeconst.Packages(*moduleDir)
		if err != nil {
			return nil, err
		}
		packages = found
	}
	p, ok := packages[revision]
	if !ok {
		return refused, nil
	}
	out := map[string]any{}
	for _, name := range names {
		out[name] = nil
	}
	for goName, value := range p.Codes() {
		if name, ok := codeconst.SchemaName(goName, names); ok {
			out[name] = value
		} else {
			out[goName] = value
		}
	}
	return map[string]any{"constants": out}, nil
}
