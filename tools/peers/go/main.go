// The probe for the official Go SDK client (github.com/modelcontextprotocol/go-sdk, pinned in
// go.mod and go.sum): ProtocolVersion "2026-07-28" (server/discover, then stateless requests) or
// "2025-11-25" (the initialize handshake), over a StreamableClientTransport whose http.Client can
// alter requests the way a condition needs. It prints one JSON observation per condition
// (tools/peers/protocol.ts is the contract), each bounded by the step deadline.
//
//	go-probe '<ProbeRequest[] JSON>'
package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"strings"
	"time"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type toolNames struct {
	Echo            string `json:"echo"`
	Add             string `json:"add"`
	NeedsCapability string `json:"needsCapability"`
	NeedsInput      string `json:"needsInput"`
}

type probeRequest struct {
	ID            string    `json:"id"`
	URL           string    `json:"url"`
	Era           string    `json:"era"`
	Control       string    `json:"control"`
	Conditions    []string  `json:"conditions"`
	Tools         toolNames `json:"tools"`
	StepTimeoutMs int       `json:"stepTimeoutMs"`
}

type observation map[string]any

// once rewrites the first request of one JSON-RPC method: headers set, and the parsed body changed.
type once struct {
	method  string
	headers map[string]string
	body    func(map[string]any)
}

type alteration struct {
	headers map[string]string
	once    *once
}

// altering is an http.RoundTripper that applies an alteration around the default transport.
type altering struct {
	alteration alteration
	used       bool
}

func (a *altering) RoundTrip(request *http.Request) (*http.Response, error) {
	request = request.Clone(request.Context())
	for name, value := range a.alteration.headers {
		request.Header.Set(name, value)
	}
	if o := a.alteration.once; o != nil && !a.used && request.Body != nil && request.Method == http.MethodPost {
		raw, err := io.ReadAll(request.Body)
		if err != nil {
			return nil, err
		}
		var body map[string]any
		if json.Unmarshal(raw, &body) == nil && body["method"] == o.method {
			a.used = true
			for name, value := range o.headers {
				request.Header.Set(name, value)
			}
			if o.body != nil {
				o.body(body)
				raw, _ = json.Marshal(body)
			}
		}
		request.Body = io.NopCloser(bytes.NewReader(raw))
		request.ContentLength = int64(len(raw))
	}
	return http.DefaultTransport.RoundTrip(request)
}

func params(body map[string]any) map[string]any {
	p, ok := body["params"].(map[string]any)
	if !ok {
		p = map[string]any{}
		body["params"] = p
	}
	return p
}

func alterationFor(condition, era string) alteration {
	switch condition {
	case "unsupported-version":
		if era == "modern" {
			return alteration{once: &once{method: "tools/call", headers: map[string]string{"MCP-Protocol-Version": "1999-01-01"}, body: func(b map[string]any) {
				p := params(b)
				meta, ok := p["_meta"].(map[string]any)
				if !ok {
					meta = map[string]any{}
					p["_meta"] = meta
				}
				meta["io.modelcontextprotocol/protocolVersion"] = "1999-01-01"
			}}}
		}
		return alteration{once: &once{method: "initialize", body: func(b map[string]any) { params(b)["protocolVersion"] = "1999-01-01" }}}
	case "bad-version-header":
		version := "1999-01-01"
		if era == "modern" {
			version = "2025-11-25"
		}
		return alteration{once: &once{method: "tools/call", headers: map[string]string{"MCP-Protocol-Version": version}}}
	case "bad-origin":
		return alteration{headers: map[string]string{"Origin": "http://evil.example"}}
	case "bad-session":
		return alteration{once: &once{method: "tools/call", headers: map[string]string{"Mcp-Session-Id": ""}}}
	case "missing-uri":
		// The Go SDK sends typed params only (uri is not optional): the key is removed on the wire.
		return alteration{once: &once{method: "resources/read", body: func(b map[string]any) { delete(params(b), "uri") }}}
	case "missing-name":
		return alteration{once: &once{method: "tools/call", body: func(b map[string]any) { delete(params(b), "name") }}}
	}
	return alteration{}
}

func describe(err error) observation {
	seen := observation{"outcome": "error", "class": fmt.Sprintf("%T", err), "code": nil, "status": nil, "message": err.Error()}
	var wire *jsonrpc.Error
	if errors.As(err, &wire) {
		seen["class"] = fmt.Sprintf("%T", wire)
		seen["code"] = wire.Code
		seen["message"] = wire.Message
		if len(wire.Data) > 0 {
			var data any
			if json.Unmarshal(wire.Data, &data) == nil {
				seen["data"] = data
			}
		}
	}
	return seen
}

func result(r *mcp.CallToolResult) observation {
	seen := observation{"outcome": "result", "isError": r.IsError}
	if len(r.Content) > 0 {
		if text, ok := r.Content[0].(*mcp.TextContent); ok {
			seen["text"] = text.Text
		}
	}
	return seen
}

type probe struct {
	request probeRequest
	step    time.Duration
}

func (p *probe) connect(ctx context.Context, condition string) (*mcp.ClientSession, error) {
	client := mcp.NewClient(&mcp.Implementation{Name: "mcp-errgen-peers", Version: "0.0.0"}, &mcp.ClientOptions{
		ElicitationHandler: func(context.Context, *mcp.ElicitRequest) (*mcp.ElicitResult, error) {
			return &mcp.ElicitResult{Action: "accept", Content: map[string]any{"proceed": true}}, nil
		},
	})
	transport := &mcp.StreamableClientTransport{
		Endpoint:   p.request.URL,
		HTTPClient: &http.Client{Transport: &altering{alteration: alterationFor(condition, p.request.Era)}, Timeout: p.step},
		MaxRetries: -1,
	}
	version := "2025-11-25"
	if p.request.Era == "modern" {
		version = "2026-07-28"
	}
	return client.Connect(ctx, transport, &mcp.ClientSessionOptions{ProtocolVersion: version})
}

func (p *probe) call(ctx context.Context, session *mcp.ClientSession, name string, args map[string]any) (observation, error) {
	r, err := session.CallTool(ctx, &mcp.CallToolParams{Name: name, Arguments: args})
	if err != nil {
		return nil, err
	}
	return result(r), nil
}

func (p *probe) run(ctx context.Context, condition string, session *mcp.ClientSession) (observation, error) {
	tools := p.request.Tools
	switch condition {
	case "unknown-tool":
		return p.call(ctx, session, "no_such_tool", map[string]any{})
	case "unknown-method":
		if _, err := session.ListPrompts(ctx, &mcp.ListPromptsParams{}); err != nil {
			return nil, err
		}
		return observation{"outcome": "result", "isError": false}, nil
	case "missing-resource", "missing-uri":
		if _, err := session.ReadResource(ctx, &mcp.ReadResourceParams{URI: "file:///example/missing.txt"}); err != nil {
			return nil, err
		}
		return observation{"outcome": "result", "isError": false}, nil
	case "missing-name":
		return p.call(ctx, session, tools.Echo, map[string]any{"text": "hi"})
	case "invalid-tool-input":
		return p.call(ctx, session, tools.Add, map[string]any{"a": "one"})
	case "capability":
		return p.call(ctx, session, tools.NeedsCapability, map[string]any{})
	case "input-required":
		return p.call(ctx, session, tools.NeedsInput, map[string]any{})
	case "expired-session":
		if _, err := p.call(ctx, session, tools.Echo, map[string]any{"text": "before"}); err != nil {
			return nil, err
		}
		if err := post(p.request.Control + "/expire"); err != nil {
			return nil, err
		}
		first := p.within(func(ctx context.Context) (observation, error) {
			return p.call(ctx, session, tools.Echo, map[string]any{"text": "hi"})
		}, p.step)
		then := p.within(func(ctx context.Context) (observation, error) {
			return p.call(ctx, session, tools.Echo, map[string]any{"text": "hi"})
		}, p.step)
		first["then"] = then
		return first, nil
	}
	return p.call(ctx, session, tools.Echo, map[string]any{"text": "hi"})
}

// within runs step with a deadline; a step that overruns is reported as a timeout.
func (p *probe) within(step func(context.Context) (observation, error), deadline time.Duration) observation {
	ctx, cancel := context.WithTimeout(context.Background(), deadline)
	defer cancel()
	done := make(chan observation, 1)
	go func() {
		seen, err := step(ctx)
		if err != nil {
			seen = describe(err)
		}
		done <- seen
	}()
	select {
	case seen := <-done:
		if ctx.Err() != nil && seen["outcome"] == "error" && errors.Is(ctx.Err(), context.DeadlineExceeded) && strings.Contains(fmt.Sprint(seen["message"]), "deadline") {
			return observation{"outcome": "timeout"}
		}
		return seen
	case <-ctx.Done():
		return observation{"outcome": "timeout"}
	}
}

func (p *probe) observe(condition string) observation {
	deadline := p.step
	if condition == "expired-session" {
		deadline = 3 * p.step // three calls, each with its own deadline
	}
	return p.within(func(ctx context.Context) (observation, error) {
		session, err := p.connect(ctx, condition)
		if err != nil {
			return nil, err
		}
		defer session.Close()
		return p.run(ctx, condition, session)
	}, deadline)
}

func post(url string) error {
	response, err := (&http.Client{Timeout: 5 * time.Second}).Post(url, "application/json", nil)
	if err != nil {
		return err
	}
	response.Body.Close()
	if response.StatusCode >= 300 {
		return fmt.Errorf("control endpoint answered %d", response.StatusCode)
	}
	return nil
}

func main() {
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "usage: go-probe '<ProbeRequest[] JSON>'")
		os.Exit(2)
	}
	var requests []probeRequest
	if err := json.Unmarshal([]byte(os.Args[1]), &requests); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	out := json.NewEncoder(os.Stdout)
	for _, request := range requests {
		p := &probe{request: request, step: time.Duration(request.StepTimeoutMs) * time.Millisecond}
		for _, condition := range request.Conditions {
			if err := post(request.Control + "/mark/" + condition); err != nil {
				fmt.Fprintln(os.Stderr, err)
				os.Exit(1)
			}
			seen := p.observe(condition)
			seen["request"] = request.ID
			seen["condition"] = condition
			if err := out.Encode(seen); err != nil {
				os.Exit(1)
			}
		}
	}
}
