package gotest

import (
	"bytes"
	"encoding/json"
	"go/constant"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	mcperrors "github.com/mcp-errgen/mcp-errgen/generated/go"
	"github.com/mcp-errgen/mcp-errgen/test/go/codeconst"
)

// exported is the language-neutral export, every revision's tables with their sources.
func exported(t *testing.T) []map[string]any {
	t.Helper()
	text, err := os.ReadFile(filepath.Join("..", "..", "generated", "json", "mcp-errors.json"))
	if err != nil {
		t.Fatal(err)
	}
	var document struct {
		Revisions []map[string]any `json:"revisions"`
	}
	if err := json.Unmarshal(text, &document); err != nil {
		t.Fatal(err)
	}
	return document.Revisions
}

// withoutSources is a table as a runtime reads it: no sources, data rules whole.
func withoutSources(v any) any {
	switch x := v.(type) {
	case []any:
		out := make([]any, len(x))
		for i, inner := range x {
			out[i] = withoutSources(inner)
		}
		return out
	case map[string]any:
		out := map[string]any{}
		for key, inner := range x {
			switch {
			case key == "sources" || strings.HasSuffix(key, "Sources"):
			case key == "data":
				out[key] = inner
			default:
				out[key] = withoutSources(inner)
			}
		}
		return out
	}
	return v
}

// TestConstantsMatchTheExport holds every revision package's Code* constants, and the tables it
// embeds, to generated/json/mcp-errors.json: a constant given another value (a pre-release's code
// given its final number) fails here.
func TestConstantsMatchTheExport(t *testing.T) {
	packages, err := codeconst.Packages(filepath.Join("..", "..", "generated", "go"))
	if err != nil {
		t.Fatal(err)
	}
	revisions := exported(t)
	if len(packages) != len(revisions) {
		t.Fatalf("%d revision packages, %d revisions in the export", len(packages), len(revisions))
	}
	for _, revision := range revisions {
		id := revision["id"].(string)
		p, ok := packages[id]
		if !ok {
			t.Errorf("no package declares Revision %q", id)
			continue
		}
		want := map[string]int64{}
		var names []string
		for _, c := range revision["constants"].([]any) {
			constant := c.(map[string]any)
			want[constant["name"].(string)] = int64(constant["value"].(float64))
			names = append(names, constant["name"].(string))
		}
		got := map[string]int64{}
		for goName, value := range p.Codes() {
			name, ok := codeconst.SchemaName(goName, names)
			if !ok {
				t.Errorf("%s: %s = %d stands for no constant of the export", id, goName, value)
				continue
			}
			got[name] = value
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s: Code* constants %v, the export %v", id, got, want)
		}
		for key, c := range revision["conditions"].(map[string]any) {
			condition := c.(map[string]any)
			if code := want[condition["constant"].(string)]; float64(code) != condition["code"].(float64) {
				t.Errorf("%s: %s has code %v, its constant %s is %d", id, key, condition["code"], condition["constant"], code)
			}
		}
		text, err := p.Tables()
		if err != nil {
			t.Error(err)
			continue
		}
		decoder := json.NewDecoder(bytes.NewReader(text))
		var embedded any
		if err := decoder.Decode(&embedded); err != nil {
			t.Errorf("%s: embedded tables: %v", id, err)
			continue
		}
		if !reflect.DeepEqual(withoutSources(embedded), withoutSources(any(revision))) {
			t.Errorf("%s: the embedded tables are not the export's", id)
		}
	}
}

// TestEveryConstantMatchesTheExport holds every other exported constant of each revision package to
// the export: Revision, ProtocolVersion and Era, and one Condition constant per condition, named as
// the Go module names conditions. A constant of any other name or kind fails until a test reads it.
func TestEveryConstantMatchesTheExport(t *testing.T) {
	packages, err := codeconst.Packages(filepath.Join("..", "..", "generated", "go"))
	if err != nil {
		t.Fatal(err)
	}
	for _, revision := range exported(t) {
		id := revision["id"].(string)
		p, ok := packages[id]
		if !ok {
			t.Errorf("no package declares Revision %q", id)
			continue
		}
		scalars := map[string]any{"Revision": revision["id"], "ProtocolVersion": revision["protocolVersion"], "Era": revision["era"]}
		conditions := map[string]bool{}
		for key := range revision["conditions"].(map[string]any) {
			conditions[key] = false
		}
		for name, c := range p.Constants() {
			switch want, scalar := scalars[name]; {
			case c.Kind == constant.Int && strings.HasPrefix(name, "Code"):
				// TestConstantsMatchTheExport compares these.
			case scalar:
				if c.Kind != constant.String || constant.StringVal(c.Value) != want {
					t.Errorf("%s: %s = %s, the export %q", id, name, c.Value, want)
				}
				delete(scalars, name)
			case c.Type == "Condition" && c.Kind == constant.String:
				key := constant.StringVal(c.Value)
				if seen, ok := conditions[key]; !ok || seen {
					t.Errorf("%s: %s = %q is no condition of the export, or a second constant for one", id, name, key)
					continue
				}
				conditions[key] = true
				if !strings.EqualFold(name, key) {
					t.Errorf("%s: %s names condition %q", id, name, key)
				}
			default:
				t.Errorf("%s: constant %s = %s is compared with nothing in the export", id, name, c.Value)
			}
		}
		for name := range scalars {
			t.Errorf("%s: the package declares no %s", id, name)
		}
		for key, seen := range conditions {
			if !seen {
				t.Errorf("%s: no Condition constant for %q", id, key)
			}
		}
	}
}

// TestModuleRevisionsMatchTheExport holds the root package's revision lists, its newest final
// revision and its version to the export.
func TestModuleRevisionsMatchTheExport(t *testing.T) {
	text, err := os.ReadFile(filepath.Join("..", "..", "generated", "json", "mcp-errors.json"))
	if err != nil {
		t.Fatal(err)
	}
	var document struct {
		Version   string `json:"version"`
		Revisions []struct {
			ID     string `json:"id"`
			Status string `json:"status"`
		} `json:"revisions"`
	}
	if err := json.Unmarshal(text, &document); err != nil {
		t.Fatal(err)
	}
	finals, previews := []string{}, []string{}
	for _, r := range document.Revisions {
		if r.Status == "final" {
			finals = append(finals, r.ID)
		} else {
			previews = append(previews, r.ID)
		}
	}
	if !reflect.DeepEqual(mcperrors.Revisions, finals) {
		t.Errorf("Revisions %v, the export's finals %v", mcperrors.Revisions, finals)
	}
	if !reflect.DeepEqual(mcperrors.PreviewRevisions, previews) {
		t.Errorf("PreviewRevisions %v, the export's others %v", mcperrors.PreviewRevisions, previews)
	}
	if len(finals) == 0 || mcperrors.LatestRevision != finals[len(finals)-1] {
		t.Errorf("LatestRevision %q, the export's newest final %v", mcperrors.LatestRevision, finals)
	}
	if mcperrors.Version != document.Version {
		t.Errorf("Version %q, the export's %q", mcperrors.Version, document.Version)
	}
}
