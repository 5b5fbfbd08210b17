package gotest

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

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
