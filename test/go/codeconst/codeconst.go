// Package codeconst reads what a generated revision package declares at compile time, which no Go
// program can list at run time: its Code* constants and its embedded tables, from the package's
// source (go/parser and go/types, the package type-checked on its own).
package codeconst

import (
	"errors"
	"go/ast"
	"go/constant"
	"go/parser"
	"go/token"
	"go/types"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
)

// Package is a revision package of the generated module.
type Package struct {
	Dir   string
	files []*ast.File
	scope *types.Scope
}

// Packages finds the module's revision packages, by their Revision constant: revision id -> package.
func Packages(moduleDir string) (map[string]*Package, error) {
	out := map[string]*Package{}
	err := filepath.WalkDir(moduleDir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || !d.IsDir() {
			return err
		}
		p, err := load(path)
		if err != nil || p == nil {
			return err
		}
		if c, ok := p.scope.Lookup("Revision").(*types.Const); ok && c.Val().Kind() == constant.String {
			out[constant.StringVal(c.Val())] = p
		}
		return nil
	})
	return out, err
}

type noImports struct{}

func (noImports) Import(string) (*types.Package, error) { return nil, errors.New("not loaded") }

// load type-checks a folder's package on its own: a constant's value needs none of its imports.
func load(dir string) (*Package, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	fset := token.NewFileSet()
	var files []*ast.File
	for _, entry := range entries {
		name := entry.Name()
		if entry.IsDir() || !strings.HasSuffix(name, ".go") || strings.HasSuffix(name, "_test.go") {
			continue
		}
		file, err := parser.ParseFile(fset, filepath.Join(dir, name), nil, parser.ParseComments)
		if err != nil {
			return nil, err
		}
		files = append(files, file)
	}
	if len(files) == 0 {
		return nil, nil
	}
	config := types.Config{Importer: noImports{}, Error: func(error) {}}
	pkg, _ := config.Check(dir, fset, files, nil)
	return &Package{Dir: dir, files: files, scope: pkg.Scope()}, nil
}

// Codes are the package's exported Code* integer constants, by Go name.
func (p *Package) Codes() map[string]int64 {
	out := map[string]int64{}
	for _, name := range p.scope.Names() {
		c, ok := p.scope.Lookup(name).(*types.Const)
		if !ok || !c.Exported() || !strings.HasPrefix(name, "Code") || c.Val().Kind() != constant.Int {
			continue
		}
		if value, exact := constant.Int64Val(c.Val()); exact {
			out[name] = value
		}
	}
	return out
}

// Constant is an exported constant whose value the package's own source fixes.
type Constant struct {
	// Type is the constant's named type ("Condition"), or "" for an untyped one.
	Type  string
	Kind  constant.Kind
	Value constant.Value
}

// Constants are the package's exported constants with a value known from its own source, by Go name
// (one whose value comes from an import, such as Unspecified, has none here).
func (p *Package) Constants() map[string]Constant {
	out := map[string]Constant{}
	for _, name := range p.scope.Names() {
		c, ok := p.scope.Lookup(name).(*types.Const)
		if !ok || !c.Exported() || c.Val().Kind() == constant.Unknown {
			continue
		}
		typeName := ""
		if named, ok := c.Type().(*types.Named); ok {
			typeName = named.Obj().Name()
		}
		out[name] = Constant{Type: typeName, Kind: c.Val().Kind(), Value: c.Val()}
	}
	return out
}

var embed = regexp.MustCompile(`^//go:embed\s+(\S+)`)

// Tables is the JSON text of the tables the package embeds: a file named by a //go:embed
// directive, or the value of its string constant tables.
func (p *Package) Tables() ([]byte, error) {
	for _, file := range p.files {
		for _, group := range file.Comments {
			for _, comment := range group.List {
				if m := embed.FindStringSubmatch(comment.Text); m != nil && strings.HasSuffix(m[1], ".json") {
					return os.ReadFile(filepath.Join(p.Dir, m[1]))
				}
			}
		}
	}
	if c, ok := p.scope.Lookup("tables").(*types.Const); ok && c.Val().Kind() == constant.String {
		return []byte(constant.StringVal(c.Val())), nil
	}
	return nil, errors.New(p.Dir + ": no embedded tables")
}

// SchemaName is the key a Go constant stands for among the schema's names: its name without Code,
// compared ignoring case and underscores (CodeURLElicitationRequired is URL_ELICITATION_REQUIRED).
func SchemaName(goName string, names []string) (string, bool) {
	key := squash(strings.TrimPrefix(goName, "Code"))
	for _, name := range names {
		if squash(name) == key {
			return name, true
		}
	}
	return "", false
}

func squash(name string) string { return strings.ToLower(strings.ReplaceAll(name, "_", "")) }
