package gotest

import (
	"encoding/json"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	mcperrors "github.com/mcp-errgen/mcp-errgen/generated/go"
)

const generatedModule = "../../generated/go"

// embeddedTables are the tables.json files of the generated module, by path.
func embeddedTables(t *testing.T) map[string][]byte {
	t.Helper()
	out := map[string][]byte{}
	err := filepath.WalkDir(generatedModule, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || d.Name() != "tables.json" {
			return err
		}
		text, err := os.ReadFile(path)
		out[path] = text
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(out) == 0 {
		t.Fatal("no tables.json under the generated module")
	}
	return out
}

// copyTree copies the files under from into to.
func copyTree(t *testing.T, from, to string) {
	t.Helper()
	err := filepath.WalkDir(from, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(from, path)
		if err != nil {
			return err
		}
		if d.IsDir() {
			return os.MkdirAll(filepath.Join(to, rel), 0o755)
		}
		text, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(to, rel), text, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
}

// Every revision's tables load, and the engine reads them with unknown members refused, so a
// revision that registered passed that check.
func TestEveryEmbeddedTablesFileIsARegisteredRevision(t *testing.T) {
	for path, text := range embeddedTables(t) {
		var head struct {
			ID string `json:"id"`
		}
		if err := json.Unmarshal(text, &head); err != nil || head.ID == "" {
			t.Fatalf("%s: no id (%v)", path, err)
		}
		if !mcperrors.IsRevision(head.ID) {
			t.Errorf("%s: revision %s is not registered", path, head.ID)
		}
	}
}

// A member the engine's structs do not know stops the module at start, naming the member,
// at the top of a revision and deep in a condition alike: encoding/json would drop it otherwise.
func TestAnUnknownTablesMemberFailsLoudly(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a copy of the module")
	}
	for _, c := range []struct{ name, from, to string }{
		{"top", `"id": `, `"renamedMember": 1, "id": `},
		{"condition", `"summary": `, `"renamedMember": 1, "summary": `},
	} {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			copyTree(t, generatedModule, dir)
			path := filepath.Join(dir, "mcp20251125", "tables.json")
			text, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(string(text), c.from) {
				t.Fatalf("tables.json has no %q", c.from)
			}
			changed := strings.Replace(string(text), c.from, c.to, 1)
			if err := os.WriteFile(path, []byte(changed), 0o644); err != nil {
				t.Fatal(err)
			}
			main := "package main\n\nimport _ \"github.com/mcp-errgen/mcp-errgen/generated/go/mcp20251125\"\n\nfunc main() {}\n"
			if err := os.MkdirAll(filepath.Join(dir, "cmd", "load"), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(dir, "cmd", "load", "main.go"), []byte(main), 0o644); err != nil {
				t.Fatal(err)
			}
			run := exec.Command("go", "run", "./cmd/load")
			run.Dir = dir
			run.Env = append(os.Environ(), "GOTOOLCHAIN=local", "GOFLAGS=")
			out, err := run.CombinedOutput()
			if err == nil {
				t.Fatalf("the module started with an unknown member in its tables:\n%s", out)
			}
			if !strings.Contains(string(out), `unknown field "renamedMember"`) {
				t.Fatalf("the failure does not name the member:\n%s", out)
			}
		})
	}
}
