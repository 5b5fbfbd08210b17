package gotest

import (
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"testing"

	mcperrors "github.com/mcp-errgen/mcp-errgen/generated/go"
)

// A vector of test/vectors/vectors.ts: a generated input and the TypeScript runtime's answer. The
// cases written for every branch are the conformance corpus's (test/go/conformance runs them).
type vector struct {
	Kind   string          `json:"kind"`
	Input  json.RawMessage `json:"input"`
	Expect string          `json:"expect"`
	// ExpectIDText is, for an id beyond 2^53 (which canonical JSON rounds), the id's text in the
	// answer's body as TypeScript writes it given the request's text: the Go body must hold it.
	ExpectIDText string `json:"expectIdText"`
}

// bodyIDText is the text of the id in an answer's body, as written; "" where it has none.
func bodyIDText(answer any) string {
	m, _ := answer.(map[string]any)
	body, _ := m["body"].(json.RawMessage)
	var members map[string]json.RawMessage
	if json.Unmarshal(body, &members) != nil {
		return ""
	}
	return string(members["id"])
}

type hints struct {
	Method     *string         `json:"method"`
	HTTPStatus *int            `json:"httpStatus"`
	Params     json.RawMessage `json:"params"`
}

func (h hints) of() mcperrors.Hints {
	out := mcperrors.Hints{Params: h.Params}
	if h.Method != nil {
		out.Method = *h.Method
	}
	if h.HTTPStatus != nil {
		out.HTTPStatus = *h.HTTPStatus
	}
	return out
}

// request is a vector's answered request: its id as JSON text (absent: none), method and params.
type request struct {
	ID     *string         `json:"id"`
	Method string          `json:"method"`
	Params json.RawMessage `json:"params"`
}

func (q *request) of() mcperrors.Request {
	if q == nil {
		return mcperrors.Request{}
	}
	out := mcperrors.Request{Method: q.Method, Params: q.Params}
	if q.ID != nil {
		out.ID = json.RawMessage(*q.ID)
	}
	return out
}

func orNull(s string) any {
	if s == "" {
		return nil
	}
	return s
}

func errorOf(e *mcperrors.Error) any {
	if e == nil {
		return nil
	}
	out := map[string]any{"code": e.Code, "message": e.Message}
	if e.Data != nil {
		out["data"] = e.Data
	}
	return out
}

var throws = map[string]any{"throws": true}

// answer is the Go module's answer to a vector, in the TypeScript answer's shape.
func answer(v vector) (any, error) {
	switch v.Kind {
	case "parse":
		var in struct {
			Revision, Text string
			Hints          hints
		}
		if err := json.Unmarshal(v.Input, &in); err != nil {
			return nil, err
		}
		parsed := mcperrors.Parse(in.Revision, []byte(in.Text), in.Hints.of())
		if !parsed.OK {
			return map[string]any{"ok": false, "reason": parsed.Reason}, nil
		}
		out := map[string]any{
			"ok": true, "condition": orNull(parsed.Condition), "error": errorOf(parsed.Error), "dataFits": parsed.DataFits,
		}
		if parsed.ID != nil {
			out["id"] = parsed.ID
		}
		return out, nil
	case "translate":
		var in struct {
			From, To, Error string
			Request         *request
			HTTPStatus      *int
		}
		if err := json.Unmarshal(v.Input, &in); err != nil {
			return nil, err
		}
		var e mcperrors.Error
		if err := json.Unmarshal([]byte(in.Error), &e); err != nil {
			return nil, fmt.Errorf("error object %s: %w", in.Error, err)
		}
		status := 0
		if in.HTTPStatus != nil {
			status = *in.HTTPStatus
		}
		t, err := mcperrors.Translate(in.From, in.To, &e, in.Request.of(), status)
		if err != nil {
			return throws, nil
		}
		if t.OK {
			return map[string]any{
				"ok": true, "error": errorOf(t.Error), "rule": t.Rule, "condition": orNull(t.Condition),
				"toCondition": orNull(t.ToCondition), "httpStatus": t.HTTPStatus, "body": t.Body,
			}, nil
		}
		out := map[string]any{
			"ok": false, "reason": t.Reason, "condition": orNull(t.Condition), "fallback": errorOf(t.Error),
			"fallbackCondition": t.ToCondition, "httpStatus": t.HTTPStatus, "body": t.Body,
		}
		if t.TransportFailure != "" {
			out["transportFailure"] = t.TransportFailure
		}
		return out, nil
	case "translateResponse":
		var in struct {
			From, To, Text string
			Status         *int
			Request        *request
			ToolInputError bool
		}
		if err := json.Unmarshal(v.Input, &in); err != nil {
			return nil, err
		}
		options := mcperrors.ResponseOptions{Request: in.Request.of(), ToolInputError: in.ToolInputError}
		arrived := 0
		if in.Status != nil {
			arrived = *in.Status
		}
		t, err := mcperrors.TranslateResponse(in.From, in.To, arrived, []byte(in.Text), options)
		if err != nil {
			return throws, nil
		}
		out := map[string]any{"ok": t.OK, "status": t.Status, "body": t.Body, "condition": orNull(t.Condition)}
		if t.Reason != "" {
			out["reason"] = t.Reason
		}
		return out, nil
	case "respond":
		var in struct {
			Revision, ID, Error string
			IDAbsent            bool
		}
		if err := json.Unmarshal(v.Input, &in); err != nil {
			return nil, err
		}
		var e mcperrors.Error
		if err := json.Unmarshal([]byte(in.Error), &e); err != nil {
			return nil, err
		}
		var id any
		if !in.IDAbsent {
			id = json.RawMessage(in.ID)
		}
		response, err := mcperrors.Respond(in.Revision, id, &e)
		if err != nil {
			return throws, nil
		}
		return map[string]any{"status": response.Status, "body": response.Body}, nil
	case "checkRequest":
		var in struct {
			Revision          string
			Headers           map[string]string
			Body              string
			SupportedVersions []string
			Tools             []mcperrors.Tool
		}
		if err := json.Unmarshal(v.Input, &in); err != nil {
			return nil, err
		}
		request, _ := http.NewRequest(http.MethodPost, "http://127.0.0.1/mcp", nil)
		for name, value := range in.Headers {
			request.Header[name] = []string{value}
		}
		failure, err := mcperrors.CheckRequest(in.Revision, request, []byte(in.Body), mcperrors.CheckOptions{
			SupportedVersions: in.SupportedVersions,
			Tools:             in.Tools,
		})
		if err != nil {
			return throws, nil
		}
		if failure == nil {
			return nil, nil
		}
		return map[string]any{"status": failure.Status, "error": errorOf(failure.Error)}, nil
	case "requestEra":
		var in struct {
			Revision   string
			Headers    map[string]string
			Body       string
			BodyAbsent bool
		}
		if err := json.Unmarshal(v.Input, &in); err != nil {
			return nil, err
		}
		header := http.Header{}
		for name, value := range in.Headers {
			header[name] = []string{value}
		}
		var body []byte
		if !in.BodyAbsent {
			body = []byte(in.Body)
		}
		era, err := mcperrors.RequestEra(in.Revision, header, body)
		if err != nil {
			return throws, nil
		}
		return era, nil
	case "method":
		var in struct{ Revision, Method, From, Kind string }
		if err := json.Unmarshal(v.Input, &in); err != nil {
			return nil, err
		}
		is, err := mcperrors.IsMethod(in.Revision, in.Method, in.From, in.Kind)
		if err != nil {
			return throws, nil
		}
		removed, err := mcperrors.IsRemovedMethod(in.Revision, in.Method)
		if err != nil {
			return throws, nil
		}
		return map[string]any{"isMethod": is, "removed": removed}, nil
	}
	return nil, fmt.Errorf("unknown vector kind %q", v.Kind)
}

// TestVectors gives every shared vector (MCP_ERRORS_VECTORS names the file) to the Go module and
// compares its answers with the TypeScript runtime's, as canonical JSON. A summary goes to
// MCP_ERRORS_VECTORS_SUMMARY when set.
func TestVectors(t *testing.T) {
	path := os.Getenv("MCP_ERRORS_VECTORS")
	if path == "" {
		t.Skip("MCP_ERRORS_VECTORS is not set: npm test writes the vectors and runs this")
	}
	text, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var vectors []vector
	if err := json.Unmarshal(text, &vectors); err != nil {
		t.Fatal(err)
	}
	type mismatch struct {
		Index  int             `json:"index"`
		Kind   string          `json:"kind"`
		Input  json.RawMessage `json:"input"`
		Expect string          `json:"expect"`
		Actual string          `json:"actual"`
	}
	var mismatches []mismatch
	counts := map[string]int{}
	for i, v := range vectors {
		counts[v.Kind]++
		got, err := answer(v)
		actual := ""
		if err != nil {
			actual = "input error: " + err.Error()
		} else {
			actual = canonical(got)
		}
		if actual != v.Expect {
			mismatches = append(mismatches, mismatch{i, v.Kind, v.Input, v.Expect, actual})
		} else if id := bodyIDText(got); v.ExpectIDText != "" && id != v.ExpectIDText {
			mismatches = append(mismatches, mismatch{i, v.Kind + " (the id's text)", v.Input, v.ExpectIDText, id})
		}
	}
	if out := os.Getenv("MCP_ERRORS_VECTORS_SUMMARY"); out != "" {
		shown := mismatches
		if len(shown) > 20 {
			shown = shown[:20]
		}
		summary, _ := json.Marshal(map[string]any{
			"compared": len(vectors), "byKind": counts, "mismatches": len(mismatches), "first": shown,
		})
		if err := os.WriteFile(out, summary, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for i, m := range mismatches {
		if i == 10 {
			t.Errorf("... and %d more", len(mismatches)-10)
			break
		}
		t.Errorf("vector %d (%s) %s:\n  TypeScript: %s\n  Go:         %s", m.Index, m.Kind, m.Input, m.Expect, m.Actual)
	}
	t.Logf("%d vectors compared, %d differ", len(vectors), len(mismatches))
}
