package gotest

// The Go module's hardening catalogue: inputs a hostile peer or a careless caller sends, and
// what the module must do with each (docs/security.md, docs/go.md).

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"testing"

	mcperrors "github.com/mcp-errgen/mcp-errgen/generated/go"
	"github.com/mcp-errgen/mcp-errgen/generated/go/mcp20251125"
	"github.com/mcp-errgen/mcp-errgen/generated/go/mcp20260728"
)

// Ids beyond 2^53, which a float64 cannot hold: RequestId is string | number (2026-07-28
// schema.ts), and a client matches answers by id.
var bigIDs = []string{"9007199254740993", "-9007199254740993", "12345678901234567890", "123456789012345678901234567890"}

// Every Go form of an integer id, and its JSON text, comes back with every digit, in every
// function that writes an envelope.
func TestBigIDsComeBackExact(t *testing.T) {
	e, _ := mcp20260728.NewMethodNotFound()
	forms := map[string]any{}
	for _, text := range bigIDs {
		forms["RawMessage "+text] = json.RawMessage(text)
		forms["json.Number "+text] = json.Number(text)
	}
	forms["int64"] = int64(9007199254740993)
	forms["uint64"] = uint64(12345678901234567890)
	want := map[string]string{"int64": "9007199254740993", "uint64": "12345678901234567890"}
	for name, id := range forms {
		text := want[name]
		if text == "" {
			text = name[strings.LastIndex(name, " ")+1:]
		}
		field := `"id":` + text + `,`
		response, err := mcperrors.Respond("2026-07-28", id, e)
		if err != nil || !strings.Contains(string(response.Body), field) {
			t.Errorf("Respond with %s: %v %s", name, err, response.Body)
		}
		request := mcperrors.Request{ID: id, Method: "prompts/list"}
		translated, _ := mcperrors.Translate("2026-07-28", "2025-11-25", e, request, 0)
		if !strings.Contains(string(translated.Body), field) {
			t.Errorf("Translate with %s: %s", name, translated.Body)
		}
		failed, _ := mcperrors.UpstreamFailure("2025-11-25", request, mcperrors.UpstreamTimeout, "")
		if !strings.Contains(string(failed.Body), field) {
			t.Errorf("UpstreamFailure with %s: %s", name, failed.Body)
		}
		for _, body := range []string{
			`{"jsonrpc":"2.0","id":1,"result":{}}`,
			`{"jsonrpc":"2.0","id":1,"error":{"code":-32601,"message":"Method not found"}}`,
		} {
			carried, _ := mcperrors.TranslateResponse("2026-07-28", "2025-11-25", 404, []byte(body), mcperrors.ResponseOptions{Request: request})
			if !strings.Contains(string(carried.Body), field) {
				t.Errorf("TranslateResponse of %s with %s: %s", body, name, carried.Body)
			}
		}
	}
}

// Without a request id, the upstream's own id is kept, with every digit.
func TestUpstreamsBigIDComesBackExact(t *testing.T) {
	for _, text := range bigIDs {
		body := `{"jsonrpc":"2.0","id":` + text + `,"result":{"content":[]}}`
		carried, _ := mcperrors.TranslateResponse("2025-11-25", "2026-07-28", 200, []byte(body), mcperrors.ResponseOptions{})
		if !strings.Contains(string(carried.Body), `"id":`+text+`,`) {
			t.Errorf("%s: %s", text, carried.Body)
		}
	}
}

// A json.RawMessage id is written as received once checked to be one JSON string or number; any
// other text, or a number a JavaScript peer reads as infinite, is no id.
func TestRawIDsAreCheckedThenWrittenAsReceived(t *testing.T) {
	e, _ := mcp20251125.NewInternalError()
	for raw, want := range map[string]string{
		` "a\u0041" `:      `"id":"a\u0041",`,
		`"req-1"`:          `"id":"req-1",`,
		`1e21`:             `"id":1e21,`,
		`-0`:               `"id":-0,`,
		`1e400`:            `{"jsonrpc":"2.0","error"`,
		`"a" 1`:            `{"jsonrpc":"2.0","error"`,
		`01`:               `{"jsonrpc":"2.0","error"`,
		`+1`:               `{"jsonrpc":"2.0","error"`,
		`{"x":1}`:          `{"jsonrpc":"2.0","error"`,
		`"` + "\xff" + `"`: `{"jsonrpc":"2.0","error"`,
		`"unterminated`:    `{"jsonrpc":"2.0","error"`,
	} {
		response, err := mcp20251125.Respond(json.RawMessage(raw), e)
		if err != nil || !strings.Contains(string(response.Body), want) || !json.Valid(response.Body) {
			t.Errorf("id %q: %v %s, want %s", raw, err, response.Body, want)
		}
	}
	for _, bad := range []json.Number{"abc", "1e", ""} {
		response, _ := mcp20251125.Respond(bad, e)
		if strings.Contains(string(response.Body), `"id"`) {
			t.Errorf("json.Number %q went out as an id: %s", bad, response.Body)
		}
	}
}

// Numbers in relayed data keep their text.
func TestRelayedNumbersStayExact(t *testing.T) {
	body := `{"jsonrpc":"2.0","id":"r","error":{"code":-32603,"message":"m","data":{"big":9007199254740993,"small":1E3,"tiny":1e-400}}}`
	want := `"data":{"big":9007199254740993,"small":1E3,"tiny":1e-400}`
	carried, _ := mcperrors.TranslateResponse("2025-11-25", "2026-07-28", 0, []byte(body), mcperrors.ResponseOptions{})
	if !strings.Contains(string(carried.Body), want) {
		t.Errorf("TranslateResponse: %s", carried.Body)
	}
	result := `{"jsonrpc":"2.0","id":1,"result":{"n":12345678901234567890,"content":[]}}`
	carried, _ = mcperrors.TranslateResponse("2025-11-25", "2026-07-28", 0, []byte(result), mcperrors.ResponseOptions{})
	if !strings.Contains(string(carried.Body), `"n":12345678901234567890`) {
		t.Errorf("a result: %s", carried.Body)
	}
	parsed := mcperrors.Parse("2025-11-25", []byte(body), mcperrors.Hints{})
	if !strings.Contains(string(parsed.Error.Data), `"big":9007199254740993`) {
		t.Errorf("Parse: %s", parsed.Error.Data)
	}
	built, err := mcperrors.New("2025-11-25", "internalError", mcperrors.WithData(json.RawMessage(`{"big":9007199254740993}`)))
	if err != nil || string(built.Data) != `{"big":9007199254740993}` {
		t.Errorf("New: %v %s", err, built.Data)
	}
	// Go floats go out in JavaScript's notation, integers with every digit.
	built, _ = mcperrors.New("2025-11-25", "internalError", mcperrors.WithData(map[string]any{"f": 1e-7, "i": int64(9007199254740993)}))
	if string(built.Data) != `{"f":1e-7,"i":9007199254740993}` {
		t.Errorf("New with Go values: %s", built.Data)
	}
}

// Parse reports the id as received, every digit kept.
func TestParseKeepsTheIDsText(t *testing.T) {
	for _, text := range append(bigIDs, `"x"`, "null") {
		body := `{"jsonrpc":"2.0","id":` + text + `,"error":{"code":-32603,"message":"m"}}`
		if parsed := mcperrors.Parse("2026-07-28", []byte(body), mcperrors.Hints{}); string(parsed.ID) != text {
			t.Errorf("Parse of id %s: %s", text, parsed.ID)
		}
	}
}

// Data that is not JSON, or nested past MaxDataDepth, is an error from Respond and New, never a silent null; 256 levels go out, 257 do not, as in TypeScript.
func TestUnsendableDataIsAnError(t *testing.T) {
	nested := func(levels int) json.RawMessage {
		return json.RawMessage(strings.Repeat("[", levels) + strings.Repeat("]", levels))
	}
	for name, data := range map[string]json.RawMessage{
		"not JSON":           json.RawMessage("{bad"),
		"257 levels":         nested(257),
		"10,001 levels":      nested(10_001),
		"a value, then more": json.RawMessage("1 2"),
	} {
		e := &mcperrors.Error{Code: -32603, Message: "m", Data: data}
		if _, err := mcperrors.Respond("2025-11-25", 1, e); !errors.Is(err, mcperrors.ErrUnsendableData) {
			t.Errorf("Respond with %s data: %v", name, err)
		}
		if _, err := mcp20251125.Respond(1, e); !errors.Is(err, mcperrors.ErrUnsendableData) {
			t.Errorf("a revision's Respond with %s data: %v", name, err)
		}
		if _, err := mcperrors.New("2025-11-25", "internalError", mcperrors.WithData(data)); err == nil {
			t.Errorf("New with %s data: no error", name)
		}
	}
	deepest := &mcperrors.Error{Code: -32603, Message: "m", Data: nested(mcperrors.MaxDataDepth)}
	if _, err := mcperrors.Respond("2025-11-25", 1, deepest); err != nil {
		t.Errorf("Respond with %d levels: %v", mcperrors.MaxDataDepth, err)
	}
	if _, err := mcperrors.New("2025-11-25", "internalError", mcperrors.WithData(nested(mcperrors.MaxDataDepth))); err != nil {
		t.Errorf("New with %d levels: %v", mcperrors.MaxDataDepth, err)
	}
	var deep any = "leaf"
	for i := 0; i < 100_000; i++ {
		deep = []any{deep}
	}
	if _, err := mcperrors.New("2025-11-25", "internalError", mcperrors.WithData(deep)); err == nil {
		t.Error("New with Go data 100,000 levels deep: no error")
	}
	// Translate never fails on an error: data that is not JSON cannot be carried, and is left out.
	translated, err := mcperrors.Translate("2025-11-25", "2026-07-28",
		&mcperrors.Error{Code: -32603, Message: "m", Data: json.RawMessage("{bad")}, mcperrors.Request{ID: 1}, 0)
	if err != nil || strings.Contains(string(translated.Body), "data") || !json.Valid(translated.Body) {
		t.Errorf("Translate with data that is not JSON: %v %s", err, translated.Body)
	}
}

// A nil *Error, stored in an error interface, prints a fixed text, and no function given one panics.
func TestNilErrorDoesNotPanic(t *testing.T) {
	var e *mcperrors.Error
	var asError error = e
	if asError.Error() != mcperrors.NilErrorText || fmt.Sprint(asError) != mcperrors.NilErrorText {
		t.Errorf("got %q", asError.Error())
	}
	if _, err := mcperrors.Respond("2025-11-25", 1, e); err == nil {
		t.Error("Respond of a nil error: no error")
	}
	if c, _ := mcperrors.ConditionOf("2025-11-25", e, mcperrors.Hints{}); c != "" {
		t.Errorf("ConditionOf a nil error: %q", c)
	}
	if s, _ := mcperrors.StatusOf("2025-11-25", e, mcperrors.Hints{}); s != mcperrors.Unspecified {
		t.Errorf("StatusOf a nil error: %v", s)
	}
	if has, err := e.DecodeData(&struct{}{}); has || err != nil {
		t.Errorf("DecodeData of a nil error: %v %v", has, err)
	}
	if mcp20251125.IsInternalError(e) {
		t.Error("a guard took a nil error")
	}
	if translated, _ := mcperrors.Translate("2025-11-25", "2026-07-28", e, mcperrors.Request{}, 0); translated.OK {
		t.Error("Translate of a nil error is OK")
	}
}

// Messages repeat at most 64 characters of what a caller or peer gives.
func TestMessagesRepeatAtMost64Characters(t *testing.T) {
	long := strings.Repeat("r", 1_000_000)
	_, err := mcperrors.EraOf(long)
	if !errors.Is(err, mcperrors.ErrUnknownRevision) || len(err.Error()) > 120 {
		t.Errorf("an unknown revision of 1 MB: %d characters", len(err.Error()))
	}
	_, err = mcperrors.HTTPStatusOf("2025-11-25", long)
	if err == nil || len(err.Error()) > 120 {
		t.Errorf("an unknown condition of 1 MB: %v", err != nil)
	}
	_, err = mcperrors.New("2025-11-25", long)
	if err == nil || len(err.Error()) > 140 {
		t.Errorf("New of an unknown condition of 1 MB: %v", err != nil)
	}
	if _, err := mcperrors.EraOf("line\r\nbreak"); err == nil || strings.ContainsAny(err.Error(), "\r\n") {
		t.Errorf("an unknown revision with CR LF is repeated raw: %q", err)
	}
}

// checkTool is a tools/call of one tool whose inputSchema annotates the given header names, with
// no Mcp-Param-* header sent.
func checkTool(t *testing.T, sent map[string]string, names ...string) *mcperrors.CheckFailure {
	t.Helper()
	properties := map[string]any{}
	for i, name := range names {
		properties[fmt.Sprintf("p%d", i)] = map[string]any{"type": "string", "x-mcp-header": name}
	}
	schema, _ := json.Marshal(map[string]any{"type": "object", "properties": properties})
	body := `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"t","arguments":{},"_meta":{` +
		`"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{}}}}`
	request, _ := http.NewRequest(http.MethodPost, "http://127.0.0.1/mcp", nil)
	request.Header.Set("MCP-Protocol-Version", "2026-07-28")
	request.Header.Set("Mcp-Method", "tools/call")
	request.Header.Set("Mcp-Name", "t")
	for name, value := range sent {
		request.Header[name] = []string{value}
	}
	return mcp20260728.CheckRequest(request, []byte(body), mcp20260728.CheckOptions{
		Tools: []mcp20260728.Tool{{Name: "t", InputSchema: schema}},
	})
}

// A tool whose x-mcp-header names break the spec's constraints (2026-07-28
// basic/transports/streamable-http.mdx:376-383: a non-empty field-name token, case-insensitively
// unique) has every call refused with a header mismatch that names the names, cut to 64
// characters and escaped.
func TestInvalidHeaderAnnotationsRefuseTheTool(t *testing.T) {
	for _, c := range []struct {
		names []string
		want  string
	}{
		{[]string{"A", "a"}, `Header mismatch: the tool's x-mcp-header values "A" and "a" name one header (header names are case-insensitive)`},
		{[]string{"Region", "REGION", "zone"}, `Header mismatch: the tool's x-mcp-header values "REGION" and "Region" name one header (header names are case-insensitive)`},
		{[]string{"bad\r\nname"}, `Header mismatch: the tool's x-mcp-header value "bad\r\nname" is not a header name`},
		{[]string{""}, `Header mismatch: the tool's x-mcp-header value "" is not a header name`},
		{[]string{"has space"}, `Header mismatch: the tool's x-mcp-header value "has space" is not a header name`},
		{[]string{strings.Repeat("é", 100)}, `Header mismatch: the tool's x-mcp-header value "` + strings.Repeat("é", 64) + `"... is not a header name`},
	} {
		failure := checkTool(t, nil, c.names...)
		if failure == nil || failure.Status != 400 || failure.Condition != "headerMismatch" || failure.Error.Message != c.want {
			t.Errorf("names %q: %+v", c.names, failure)
		}
	}
	// A valid name of any length is repeated cut to 64 characters.
	long := strings.Repeat("N", 100_000)
	failure := checkTool(t, map[string]string{"Mcp-Param-" + long: "x"}, long)
	want := "Header mismatch: Mcp-Param-" + strings.Repeat("N", 54) + "... header has no value in the body"
	if failure == nil || failure.Error.Message != want {
		t.Errorf("a long header name: %+v", failure)
	}
	if failure := checkTool(t, nil, "A", "B"); failure != nil {
		t.Errorf("distinct names: %+v", failure.Error)
	}
}

// A tool result whose content is no list of content blocks says so, in the reason TypeScript gives.
func TestToolResultWithBadBlocksSaysWhy(t *testing.T) {
	body := `{"jsonrpc":"2.0","id":1,"result":{"isError":true,"content":[{"type":"text","text":5}]}}`
	carried, _ := mcperrors.TranslateResponse("2025-11-25", "2025-06-18", 0, []byte(body),
		mcperrors.ResponseOptions{Request: mcperrors.Request{ID: 1}, ToolInputError: true})
	if carried.OK || carried.Reason != "the tool result's content is not a list of content blocks" {
		t.Errorf("got %+v", carried)
	}
}

// The module's own JSON reader reads text as encoding/json does: escapes, surrogate pairs, a lone
// surrogate or a byte that is not UTF-8 as U+FFFD, the last of a repeated key; and refuses what it
// refuses.
func TestJSONIsReadAsEncodingJSONReadsIt(t *testing.T) {
	for _, message := range []string{
		`"plain"`, `"a\"b\\c\/d\b\f\n\r\t"`, `"\u00e9\u65e5"`, `"\ud83d\ude00"`, `"\ud83d"`, `"\ude00x"`,
		`"\ud83d\u0041"`, "\"\xff\xfe ok\"", "\"caf\xc3\"", `"\u0000"`, `""`,
	} {
		body := []byte(`{"error":{"code":1,"message":"first","message":` + message + `}}`)
		var want struct {
			Error struct{ Message string } `json:"error"`
		}
		if err := json.Unmarshal(body, &want); err != nil {
			t.Fatalf("%s: %v", message, err)
		}
		if got := mcperrors.Parse("2025-11-25", body, mcperrors.Hints{}); !got.OK || got.Error.Message != want.Error.Message {
			t.Errorf("message %s: %+v, want %q", message, got.Error, want.Error.Message)
		}
	}
	for _, text := range []string{
		`{"error":{"code":1,"message":"a` + "\n" + `"}}`, `{"error":{"code":1,"message":"\x"}}`,
		`{"error":{"code":1,"message":"\u12"}}`, `{"error":{"code":01,"message":"m"}}`,
		`{"error":{"code":1,"message":"m"}} x`, `{"error":{"code":1,"message":"m",}}`, `[1,]`, `tru`, ``,
		`{"error":{"code":1.,"message":"m"}}`, `{"a" 1}`, strings.Repeat("[", 10_001) + strings.Repeat("]", 10_001),
	} {
		if json.Valid([]byte(text)) {
			t.Fatalf("%q is valid JSON", text)
		}
		if got := mcperrors.Parse("2025-11-25", []byte(text), mcperrors.Hints{}); got.Reason != "not-json" {
			t.Errorf("%.40q: %+v", text, got)
		}
	}
	deepest := strings.Repeat("[", 10_000) + strings.Repeat("]", 10_000)
	if got := mcperrors.Parse("2025-11-25", []byte(deepest), mcperrors.Hints{}); got.Reason != "not-an-object" {
		t.Errorf("10,000 levels: %+v", got.Reason)
	}
}

// x-mcp-header annotations are looked for 65 properties deep and no deeper, as in TypeScript.
func TestAnnotationsAreLookedFor65Deep(t *testing.T) {
	at := func(levels int) *mcperrors.CheckFailure {
		schema := `{"type":"string","x-mcp-header":"Deep"}`
		args := `"v"`
		for i := 0; i < levels; i++ {
			schema = `{"type":"object","properties":{"p":` + schema + `}}`
			args = `{"p":` + args + `}`
		}
		body := `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"t","arguments":` + args + `,"_meta":{` +
			`"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{}}}}`
		request, _ := http.NewRequest(http.MethodPost, "http://127.0.0.1/mcp", nil)
		request.Header.Set("MCP-Protocol-Version", "2026-07-28")
		request.Header.Set("Mcp-Method", "tools/call")
		request.Header.Set("Mcp-Name", "t")
		return mcp20260728.CheckRequest(request, []byte(body), mcp20260728.CheckOptions{
			Tools: []mcp20260728.Tool{{Name: "t", InputSchema: json.RawMessage(schema)}},
		})
	}
	if failure := at(65); failure == nil || failure.Error.Message != "Header mismatch: Mcp-Param-Deep header is missing" {
		t.Errorf("65 levels: %+v", failure)
	}
	if failure := at(66); failure != nil {
		t.Errorf("66 levels: %+v", failure.Error)
	}
}
