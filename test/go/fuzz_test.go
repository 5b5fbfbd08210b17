package gotest

import (
	"encoding/json"
	"testing"

	mcperrors "github.com/mcp-errgen/mcp-errgen/generated/go"
)

var fuzzRevisions = append(append([]string(nil), mcperrors.Revisions...), mcperrors.PreviewRevisions...)

func fuzzSeeds(f *testing.F) {
	for _, seed := range []string{
		`{"jsonrpc":"2.0","id":1,"error":{"code":-32602,"message":"m","data":{"uri":"file:///a"}}}`,
		`{"jsonrpc":"2.0","id":"x","error":{"code":-32002,"message":"Resource not found"}}`,
		`{"jsonrpc":"2.0","id":null,"error":{"code":-32022,"message":"v","data":{"supported":["2026-07-28"],"requested":"1"}}}`,
		`{"jsonrpc":"2.0","id":3,"result":{"content":[{"type":"text","text":"bad"}],"isError":true}}`,
		`{"error":{"code":1e400,"message":"m"}}`,
		`{"error":{"code":-32602.5,"message":"m"}}`,
		`{"__proto__":{"code":-32601},"error":[]}`,
		`[[[[[[[[[[]]]]]]]]]]`,
		`{"code":-32042,"message":"u","data":{"elicitations":[{"mode":"url"}]}}`,
		"",
	} {
		f.Add([]byte(seed), uint8(0), uint8(4), uint16(400))
	}
}

// FuzzParse: Parse never panics, and what it reads as an error it can answer with.
func FuzzParse(f *testing.F) {
	fuzzSeeds(f)
	f.Fuzz(func(t *testing.T, body []byte, revision, _ uint8, status uint16) {
		id := fuzzRevisions[int(revision)%len(fuzzRevisions)]
		parsed := mcperrors.Parse(id, body, mcperrors.Hints{Method: "resources/read", HTTPStatus: int(status)})
		if parsed.OK == (parsed.Reason != "") {
			t.Fatalf("OK %v with reason %q", parsed.OK, parsed.Reason)
		}
		if !parsed.OK {
			return
		}
		response, err := mcperrors.Respond(id, parsed.ID, parsed.Error)
		if err != nil || !json.Valid(response.Body) {
			t.Fatalf("Respond: %v, body %s", err, response.Body)
		}
	})
}

// FuzzTranslate: translating a response, and the error in it, between any two revisions never
// panics and always gives a JSON body, and a translated error reads back in the destination.
func FuzzTranslate(f *testing.F) {
	fuzzSeeds(f)
	f.Fuzz(func(t *testing.T, body []byte, from, to uint8, status uint16) {
		source := fuzzRevisions[int(from)%len(fuzzRevisions)]
		destination := fuzzRevisions[int(to)%len(fuzzRevisions)]
		request := mcperrors.Request{ID: json.RawMessage(`7`), Method: "tools/call"}
		translated, err := mcperrors.TranslateResponse(source, destination, int(status), body, mcperrors.ResponseOptions{
			Request:        request,
			ToolInputError: status%2 == 0,
		})
		if err != nil || !json.Valid(translated.Body) {
			t.Fatalf("TranslateResponse: %v, body %s", err, translated.Body)
		}
		parsed := mcperrors.Parse(source, body, mcperrors.Hints{})
		if !parsed.OK {
			return
		}
		translation, err := mcperrors.Translate(source, destination, parsed.Error, request, 0)
		if err != nil || translation.Error == nil || !json.Valid(translation.Body) {
			t.Fatalf("Translate: %v, %+v", err, translation)
		}
		if !translation.OK && translation.ToCondition == "" {
			t.Fatalf("a fallback without its condition: %+v", translation)
		}
		sent, _ := json.Marshal(translation.Error)
		if back := mcperrors.Parse(destination, sent, mcperrors.Hints{}); !back.OK {
			t.Fatalf("the translated error %s does not parse in %s: %s", sent, destination, back.Reason)
		}
	})
}
