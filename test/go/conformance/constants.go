package main

import (
	"errors"
	"fmt"
	"go/ast"
	"go/constant"
	"go/parser"
	"go/token"
	"go/types"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// packages maps a revision id to its package's folder, found once by each folder's Revision constant.
var packages map[string]string

// constantsOf answers the constants op: the value of each Code* constant of the revision's
// package, keyed by the schema name it stands for (its name without Code, compared ignoring case
// and underscores), and any other Code* constant under its Go name.
func constantsOf(revision string, names []string) (any, error) {
	dir, err := packageDir(revision)
	if err != nil {
		return nil, err
	}
	values, err := codeConstants(dir)
	if err != nil {
		return nil, err
	}
	byKey := map[string]string{}
	for _, name := range names {
		byKey[squash(name)] = name
	}
	out := map[string]any{}
	for _, name := range names {
		out[name] = nil
	}
	for goName, value := range values {
		if name, ok := byKey[squash(strings.TrimPrefix(goName, "Code"))]; ok {
			out[name] = value
		} else {
			out[goName] = value
		}
	}
	return map[string]any{"constants": out}, nil
}

func squash(name string) string { return strings.ToLower(strings.ReplaceAll(name, "_", "")) }

func packageDir(revision string) (string, error) {
	if packages == nil {
		packages = map[string]string{}
		err := filepath.WalkDir(*moduleDir, func(path string, d fs.DirEntry, err error) error {
			if err != nil || !d.IsDir() {
				return err
			}
			if id, ok := revisionOf(path); ok {
				packages[id] = path
			}
			return nil
		})
		if err != nil {
			return "", err
		}
	}
	dir, ok := packages[revision]
	if !ok {
		return "", fmt.Errorf("no package of the module in %s declares Revision %q", *moduleDir, revision)
	}
	return dir, nil
}

// revisionOf is the value of a folder's top-level `const Revision = "..."`, if it has one.
func revisionOf(dir string) (string, bool) {
	fset := token.NewFileSet()
	files, err := parseDir(fset, dir)
	if err != nil {
		return "", false
	}
	for _, file := range files {
		for _, decl := range file.Decls {
			gen, ok := decl.(*ast.GenDecl)
			if !ok || gen.Tok != token.CONST {
				continue
			}
			for _, spec := range gen.Specs {
				value := spec.(*ast.ValueSpec)
				if len(value.Names) == 1 && value.Names[0].Name == "Revision" && len(value.Values) == 1 {
					if lit, ok := value.Values[0].(*ast.BasicLit); ok && lit.Kind == token.STRING {
						id, err := strconv.Unquote(lit.Value)
						return id, err == nil
					}
				}
			}
		}
	}
	return "", false
}

func parseDir(fset *token.FileSet, dir string) ([]*ast.File, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	var files []*ast.File
	for _, entry := range entries {
		name := entry.Name()
		if entry.IsDir() || !strings.HasSuffix(name, ".go") || strings.HasSuffix(name, "_test.go") {
			continue
		}
		file, err := parser.ParseFile(fset, filepath.Join(dir, name), nil, 0)
		if err != nil {
			return nil, err
		}
		files = append(files, file)
	}
	return files, nil
}

type noImports struct{}

func (noImports) Import(string) (*types.Package, error) { return nil, errors.New("not loaded") }

// codeConstants type-checks the package on its own (its imports left out: a constant's value
// needs none) and returns its exported Code* integer constants.
func codeConstants(dir string) (map[string]int64, error) {
	fset := token.NewFileSet()
	files, err := parseDir(fset, dir)
	if err != nil {
		return nil, err
	}
	config := types.Config{Importer: noImports{}, Error: func(error) {}}
	pkg, _ := config.Check(dir, fset, files, nil)
	out := map[string]int64{}
	for _, name := range pkg.Scope().Names() {
		c, ok := pkg.Scope().Lookup(name).(*types.Const)
		if !ok || !c.Exported() || !strings.HasPrefix(name, "Code") || c.Val().Kind() != constant.Int {
			continue
		}
		if value, exact := constant.Int64Val(c.Val()); exact {
			out[name] = value
		}
	}
	return out, nil
}
