package main

// The official Go SDK client (github.com/modelcontextprotocol/go-sdk, pinned in go.sum) against
// the Go example server, in both eras, over 127.0.0.1: what it gets for each condition of the
// peers matrix, and the HTTP status the spec gives (or, where it gives none, the example's choice).

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	mcperrors "github.com/mcp-errgen/mcp-errgen/generated/go"
	legacy "github.com/mcp-errgen/mcp-errgen/generated/go/mcp20251125"
	modern "github.com/mcp-errgen/mcp-errgen/generated/go/mcp20260728"
	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// exchange is one HTTP request the client sent and what came back.
type exchange struct {
	rpcMethod string
	status    int
	body      []byte
}

// recorder is the client's transport: it records every exchange, and lets a test change the
// requests it sends once the session is up (a foreign Origin, a wrong header).
type recorder struct {
	mu        sync.Mutex
	exchanges []exchange
	mutate    func(*http.Request)
}

func (r *recorder) RoundTrip(request *http.Request) (*http.Response, error) {
	var sent []byte
	if request.Body != nil {
		sent, _ = io.ReadAll(request.Body)
		request.Body = io.NopCloser(bytes.NewReader(sent))
	}
	r.mu.Lock()
	mutate := r.mutate
	r.mu.Unlock()
	if mutate != nil {
		request = request.Clone(request.Context())
		request.Body = io.NopCloser(bytes.NewReader(sent))
		mutate(request)
		if request.Body != nil {
			sent, _ = io.ReadAll(request.Body)
			request.Body = io.NopCloser(bytes.NewReader(sent))
			request.ContentLength = int64(len(sent))
		}
	}
	response, err := http.DefaultTransport.RoundTrip(request)
	if err != nil {
		return nil, err
	}
	received, _ := io.ReadAll(response.Body)
	response.Body = io.NopCloser(bytes.NewReader(received))
	var message struct {
		Method string `json:"method"`
	}
	_ = json.Unmarshal(sent, &message)
	r.mu.Lock()
	r.exchanges = append(r.exchanges, exchange{rpcMethod: message.Method, status: response.StatusCode, body: received})
	r.mu.Unlock()
	return response, nil
}

func (r *recorder) setMutate(mutate func(*http.Request)) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.mutate = mutate
}

// last is the last exchange for a JSON-RPC method.
func (r *recorder) last(t *testing.T, rpcMethod string) exchange {
	t.Helper()
	r.mu.Lock()
	defer r.mu.Unlock()
	for i := len(r.exchanges) - 1; i >= 0; i-- {
		if r.exchanges[i].rpcMethod == rpcMethod {
			return r.exchanges[i]
		}
	}
	t.Fatalf("no %s request was sent", rpcMethod)
	return exchange{}
}

type peer struct {
	era      string // the revision the client speaks
	url      string
	session  *mcp.ClientSession
	recorder *recorder
}

func startServer(t *testing.T) string {
	t.Helper()
	server := httptest.NewServer(newHandler(defaultOptions)) // 127.0.0.1, a free port
	t.Cleanup(server.Close)
	return server.URL + mcpPath
}

func connect(t *testing.T, url, version string) *peer {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	r := &recorder{}
	transport := &mcp.StreamableClientTransport{
		Endpoint:             url,
		HTTPClient:           &http.Client{Transport: r, Timeout: 20 * time.Second},
		DisableStandaloneSSE: true,
		MaxRetries:           -1,
	}
	client := mcp.NewClient(&mcp.Implementation{Name: "go-sdk-test", Version: "0.0.0"}, nil)
	session, err := client.Connect(ctx, transport, &mcp.ClientSessionOptions{ProtocolVersion: version})
	if err != nil {
		t.Fatalf("connect (%s): %v", version, err)
	}
	t.Cleanup(func() { _ = session.Close() })
	return &peer{era: version, url: url, session: session, recorder: r}
}

func ctx(t *testing.T) context.Context {
	c, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	t.Cleanup(cancel)
	return c
}

// rpcError is the JSON-RPC error the SDK surfaced.
func rpcError(t *testing.T, err error) *jsonrpc.Error {
	t.Helper()
	var e *jsonrpc.Error
	if !errors.As(err, &e) {
		t.Fatalf("want a JSON-RPC error, got %v", err)
	}
	return e
}

var eras = []string{modern.Revision, legacy.Revision}

func TestSDKClientUnknownTool(t *testing.T) {
	url := startServer(t)
	for _, era := range eras {
		t.Run(era, func(t *testing.T) {
			p := connect(t, url, era)
			_, err := p.session.CallTool(ctx(t), &mcp.CallToolParams{Name: "no_such_tool", Arguments: map[string]any{}})
			if e := rpcError(t, err); e.Code != -32602 || !strings.Contains(e.Message, "Unknown tool") {
				t.Fatalf("got %v", e)
			}
			// Invalid params has no status in either revision: the example's 200.
			if status := p.recorder.last(t, "tools/call").status; status != statusWhenSpecIsSilent {
				t.Fatalf("status %d", status)
			}
		})
	}
}

func TestSDKClientUnknownMethod(t *testing.T) {
	url := startServer(t)
	for _, era := range eras {
		t.Run(era, func(t *testing.T) {
			p := connect(t, url, era)
			_, err := p.session.ListPrompts(ctx(t), nil)
			if e := rpcError(t, err); int(e.Code) != codeOf(t, era, "methodNotFound") {
				t.Fatalf("got %v", e)
			}
			// 404 in 2026-07-28; never in a 2025-11-25 session, where 404 means the session expired.
			want := 404
			if era == legacy.Revision {
				want = statusWhenSpecIsSilent
			}
			if status := p.recorder.last(t, "prompts/list").status; status != want {
				t.Fatalf("status %d, want %d", status, want)
			}
		})
	}
}

func TestSDKClientMissingResource(t *testing.T) {
	url := startServer(t)
	for _, era := range eras {
		t.Run(era, func(t *testing.T) {
			p := connect(t, url, era)
			uri := "file:///example/missing.txt"
			_, err := p.session.ReadResource(ctx(t), &mcp.ReadResourceParams{URI: uri})
			e := rpcError(t, err)
			want := modern.CodeInvalidParams // 2026-07-28: -32602 with the uri
			if era == legacy.Revision {
				want = legacy.CodeResourceNotFound // -32002
			}
			if int(e.Code) != want || string(e.Data) != `{"uri":"file:///example/missing.txt"}` {
				t.Fatalf("got %v %s", e, e.Data)
			}
			wire := p.recorder.last(t, "resources/read")
			parsed := mcperrors.Parse(era, wire.body, mcperrors.Hints{Method: "resources/read", HTTPStatus: wire.status})
			if parsed.Condition != "resourceNotFound" || wire.status != statusWhenSpecIsSilent {
				t.Fatalf("read back as %q with status %d", parsed.Condition, wire.status)
			}
		})
	}
}

func TestSDKClientInvalidToolInput(t *testing.T) {
	url := startServer(t)
	for _, era := range eras {
		t.Run(era, func(t *testing.T) {
			p := connect(t, url, era)
			result, err := p.session.CallTool(ctx(t), &mcp.CallToolParams{Name: "add", Arguments: map[string]any{"a": "one"}})
			if err != nil {
				t.Fatalf("a protocol error, not a tool result: %v", err)
			}
			text, _ := result.Content[0].(*mcp.TextContent)
			if !result.IsError || text == nil || text.Text != "add needs two numbers, a and b" {
				t.Fatalf("got %+v", result)
			}
		})
	}
}

func TestSDKClientMissingNameOrURI(t *testing.T) {
	url := startServer(t)
	for _, era := range eras {
		t.Run(era, func(t *testing.T) {
			p := connect(t, url, era)
			_, err := p.session.CallTool(ctx(t), &mcp.CallToolParams{Name: ""})
			if e := rpcError(t, err); e.Code != -32602 {
				t.Fatalf("tools/call without a name: %v", e)
			}
			_, err = p.session.ReadResource(ctx(t), &mcp.ReadResourceParams{URI: ""})
			e := rpcError(t, err)
			wire := p.recorder.last(t, "resources/read")
			parsed := mcperrors.Parse(era, wire.body, mcperrors.Hints{Method: "resources/read", HTTPStatus: wire.status})
			if parsed.Condition != "resourceNotFound" || int(e.Code) != parsed.Error.Code {
				t.Fatalf("resources/read without a uri: %v, read back as %q", e, parsed.Condition)
			}
		})
	}
}

func TestSDKClientCapabilityOnlyIn2026(t *testing.T) {
	url := startServer(t)
	p := connect(t, url, modern.Revision)
	_, err := p.session.CallTool(ctx(t), &mcp.CallToolParams{Name: "test_missing_capability", Arguments: map[string]any{}})
	e := rpcError(t, err)
	if e.Code != modern.CodeMissingRequiredClientCapability || string(e.Data) != `{"requiredCapabilities":{"sampling":{}}}` {
		t.Fatalf("got %v %s", e, e.Data)
	}
	if status := p.recorder.last(t, "tools/call").status; status != 400 {
		t.Fatalf("status %d", status)
	}
	// Behind a 2025-11-25 session the tool does not exist: capabilities are settled at initialize there.
	old := connect(t, url, legacy.Revision)
	_, err = old.session.CallTool(ctx(t), &mcp.CallToolParams{Name: "test_missing_capability", Arguments: map[string]any{}})
	if e := rpcError(t, err); e.Code != legacy.CodeInvalidParams {
		t.Fatalf("got %v", e)
	}
}

// rewriteVersion makes a 2026-07-28 request ask for another version, in its header and its _meta.
func rewriteVersion(version string) func(*http.Request) {
	return func(r *http.Request) {
		r.Header.Set("Mcp-Protocol-Version", version)
		body, _ := io.ReadAll(r.Body)
		var message map[string]any
		if json.Unmarshal(body, &message) == nil {
			if params, ok := message["params"].(map[string]any); ok {
				if meta, ok := params["_meta"].(map[string]any); ok {
					meta["io.modelcontextprotocol/protocolVersion"] = version
				}
			}
			body, _ = json.Marshal(message)
		}
		r.Body = io.NopCloser(bytes.NewReader(body))
	}
}

func TestSDKClientUnsupportedProtocolVersion(t *testing.T) {
	url := startServer(t)
	p := connect(t, url, modern.Revision)
	p.recorder.setMutate(rewriteVersion("2099-01-01"))
	_, err := p.session.ListTools(ctx(t), nil)
	e := rpcError(t, err)
	if e.Code != mcp.CodeUnsupportedProtocolVersion || int(e.Code) != modern.CodeUnsupportedProtocolVersion {
		t.Fatalf("got %v", e)
	}
	var data mcp.UnsupportedProtocolVersionData
	if err := json.Unmarshal(e.Data, &data); err != nil || len(data.Supported) != 1 || data.Supported[0] != modern.ProtocolVersion {
		t.Fatalf("data %s", e.Data)
	}
	if status := p.recorder.last(t, "tools/list").status; status != 400 {
		t.Fatalf("status %d", status)
	}
	// A 2025-11-25 server answers an initialize it cannot serve with its own version, not an error.
	old := connect(t, url, "2025-06-18")
	if got := old.session.InitializeResult().ProtocolVersion; got != legacy.ProtocolVersion {
		t.Fatalf("negotiated %s", got)
	}
}

func TestSDKClientExpiredSession(t *testing.T) {
	url := startServer(t)
	p := connect(t, url, legacy.Revision)
	request, _ := http.NewRequest(http.MethodDelete, url, nil)
	request.Header.Set(sessionHeader, p.session.ID())
	response, err := http.DefaultClient.Do(request)
	if err != nil || response.StatusCode != 200 {
		t.Fatalf("DELETE: %v", err)
	}
	response.Body.Close()
	_, err = p.session.ListTools(ctx(t), nil)
	if err == nil {
		t.Fatal("a call in an ended session succeeded")
	}
	// 404: the client must initialize again. The body carries a JSON-RPC error, which this SDK
	// reads before the status, so it surfaces that error rather than its ErrSessionMissing.
	if status := p.recorder.last(t, "tools/list").status; status != 404 {
		t.Fatalf("status %d", status)
	}
	if e := rpcError(t, err); e.Code != legacy.CodeInvalidRequest || e.Message != "Session not found" {
		t.Fatalf("got %v", e)
	}
}

func TestSDKClientTransportFailures(t *testing.T) {
	url := startServer(t)
	cases := []struct {
		name   string
		era    string
		mutate func(*http.Request)
		status int
		code   int
	}{
		{"2025-11-25 bad MCP-Protocol-Version header", legacy.Revision, func(r *http.Request) { r.Header.Set("Mcp-Protocol-Version", "1999-01-01") }, 400, legacy.CodeInvalidRequest},
		{"2026-07-28 MCP-Protocol-Version header unlike the body", modern.Revision, func(r *http.Request) { r.Header.Set("Mcp-Protocol-Version", "2025-11-25") }, 400, modern.CodeHeaderMismatch},
		{"2026-07-28 Mcp-Method header unlike the body", modern.Revision, func(r *http.Request) { r.Header.Set("Mcp-Method", "prompts/list") }, 400, modern.CodeHeaderMismatch},
		// Refused before the body is read, so the JSON-RPC error in the answer has no id, and this
		// SDK reads such a body as no response: it reports the 403 itself.
		{"2025-11-25 foreign Origin", legacy.Revision, func(r *http.Request) { r.Header.Set("Origin", "https://attacker.example") }, 403, 0},
		{"2026-07-28 foreign Origin", modern.Revision, func(r *http.Request) { r.Header.Set("Origin", "https://attacker.example") }, 403, 0},
		{"2025-11-25 unknown session", legacy.Revision, func(r *http.Request) { r.Header.Set(sessionHeader, "no-such-session") }, 404, legacy.CodeInvalidRequest},
		{"2025-11-25 missing session", legacy.Revision, func(r *http.Request) { r.Header.Del(sessionHeader) }, 400, legacy.CodeInvalidRequest},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := connect(t, url, c.era)
			p.recorder.setMutate(c.mutate)
			_, err := p.session.ListTools(ctx(t), nil)
			if c.code == 0 {
				if err == nil || !strings.Contains(err.Error(), http.StatusText(c.status)) {
					t.Fatalf("got %v", err)
				}
			} else if e := rpcError(t, err); int(e.Code) != c.code {
				t.Fatalf("got %v", e)
			}
			if status := p.recorder.last(t, "tools/list").status; status != c.status {
				t.Fatalf("status %d, want %d", status, c.status)
			}
		})
	}
}

// codeOf is the code a revision sends for a condition.
func codeOf(t *testing.T, revision, condition string) int {
	t.Helper()
	e, err := mcperrors.New(revision, condition)
	if err != nil {
		t.Fatal(err)
	}
	return e.Code
}
