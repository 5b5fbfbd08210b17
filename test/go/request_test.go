package gotest

import (
	"encoding/json"
	"errors"
	"net/http"
	"strings"
	"testing"

	mcperrors "github.com/mcp-errgen/mcp-errgen/generated/go"
	"github.com/mcp-errgen/mcp-errgen/generated/go/mcp20260728"
)

// The vectors give request ids as JSON text; a Go caller also passes Go values. Each form of
// the same id gives the same answer, and an id that is no request id is left out (2025-11-25's
// envelope lets an error go without one).
func TestRequestIDsInEveryGoForm(t *testing.T) {
	e, _ := mcp20260728.NewMethodNotFound()
	cases := []struct {
		id   any
		want string
	}{
		{7, `"id":7,`},
		{int64(7), `"id":7,`},
		{uint8(7), `"id":7,`},
		{7.0, `"id":7,`},
		{json.Number("7"), `"id":7,`},
		{json.RawMessage(`7`), `"id":7,`},
		{"req-7", `"id":"req-7",`},
		{json.RawMessage(`"req-7"`), `"id":"req-7",`},
		{nil, `"jsonrpc":"2.0","error"`},
		{json.RawMessage(`{}`), `"jsonrpc":"2.0","error"`},
		{[]int{7}, `"jsonrpc":"2.0","error"`},
	}
	for _, c := range cases {
		request := mcperrors.Request{ID: c.id, Method: "prompts/list"}
		translated, err := mcperrors.Translate("2026-07-28", "2025-11-25", e, request, 0)
		if err != nil || !contains(translated.Body, c.want) {
			t.Errorf("Translate with id %#v: %v %s, want %s", c.id, err, translated.Body, c.want)
		}
		failed, err := mcperrors.UpstreamFailure("2025-11-25", request, mcperrors.UpstreamUnreachable, "")
		if err != nil || failed.OK || !contains(failed.Body, c.want) {
			t.Errorf("UpstreamFailure with id %#v: %v %+v, want %s", c.id, err, failed, c.want)
		}
		response, err := mcperrors.TranslateResponse("2026-07-28", "2025-11-25", 0,
			[]byte(`{"jsonrpc":"2.0","id":"upstream","result":{}}`), mcperrors.ResponseOptions{Request: request})
		want := c.want
		if want == `"jsonrpc":"2.0","error"` {
			// No request id to give: the upstream's own id stays.
			want = `"id":"upstream"`
		}
		if err != nil || !response.OK || !contains(response.Body, want) {
			t.Errorf("TranslateResponse with id %#v: %v %s, want %s", c.id, err, response.Body, want)
		}
	}
}

// A 2026 -32602 answering resources/read is a missing resource only with the request's uri in
// its data; the guard also asks that the data fit.
func TestMissingResourceNeedsTheRequestsURI(t *testing.T) {
	e := &mcperrors.Error{Code: -32602, Message: "m", Data: json.RawMessage(`{"uri":"file:///a.txt","reason":"gone"}`)}
	hints := func(params string) mcperrors.Hints {
		return mcperrors.Hints{Method: "resources/read", Params: json.RawMessage(params)}
	}
	for params, want := range map[string]bool{
		`{"uri":"file:///a.txt"}`: true,
		`{"uri":"file:///b.txt"}`: false,
		`{"name":"x"}`:            true,
		`not json`:                true,
	} {
		if got := mcp20260728.IsResourceNotFound(e, hints(params)); got != want {
			t.Errorf("params %s: IsResourceNotFound %v, want %v", params, got, want)
		}
	}
	bare := &mcperrors.Error{Code: -32602, Message: "m"}
	if mcp20260728.IsResourceNotFound(bare, hints(`{"uri":"file:///a.txt"}`)) {
		t.Error("a -32602 without data is read as a missing resource")
	}
	// A built error keeps its condition, but a guard still asks that its data fit.
	built, _ := mcp20260728.NewResourceNotFound(mcp20260728.ResourceNotFoundData{URI: "file:///a.txt"})
	built.Data = json.RawMessage(`{"uri":5}`)
	if c, _ := mcp20260728.ConditionOf(built); c != mcp20260728.ResourceNotFound || mcp20260728.IsResourceNotFound(built) {
		t.Errorf("a built error whose data no longer fits: ConditionOf %q, guard true", c)
	}
}

func contains(body []byte, part string) bool {
	return json.Valid(body) && strings.Contains(string(body), part)
}

// RequestEra follows the modern revision's era rule; a legacy revision has none, and a request
// the rule cannot read shows no body signal rather than failing.
func TestRequestEra(t *testing.T) {
	if _, err := mcperrors.RequestEra("2025-11-25", nil, nil); !errors.Is(err, mcperrors.ErrNoRequestEra) {
		t.Fatalf("a legacy revision: got %v, want ErrNoRequestEra", err)
	}
	if _, err := mcperrors.RequestEra("1999-01-01", nil, nil); !errors.Is(err, mcperrors.ErrUnknownRevision) {
		t.Fatalf("an unknown revision: got %v, want ErrUnknownRevision", err)
	}
	legacyInit := []byte(`{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-11-25"}}`)
	cases := []struct {
		name   string
		header http.Header
		body   []byte
		want   string
	}{
		{"a legacy initialize with Mcp-Method and a legacy version", http.Header{"Mcp-Method": {"initialize"}, "Mcp-Protocol-Version": {"2025-11-25"}}, legacyInit, "legacy"},
		{"modern _meta beside a stray session", http.Header{"Mcp-Session-Id": {"s"}}, []byte(`{"method":"tools/list","params":{"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28"}}}`), "modern"},
		{"an unknown version before the body", http.Header{"Mcp-Protocol-Version": {"1999-01-01"}}, nil, "modern"},
		{"a body that is not JSON and no header", nil, []byte(`{not json`), "legacy"},
		{"nothing at all", nil, nil, "legacy"},
	}
	for _, c := range cases {
		got, err := mcperrors.RequestEra("2026-07-28", c.header, c.body)
		if err != nil || got != c.want {
			t.Errorf("%s: got %q, %v; want %q", c.name, got, err, c.want)
		}
	}
}
