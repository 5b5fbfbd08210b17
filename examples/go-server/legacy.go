package main

import (
	"crypto/rand"
	"encoding/hex"
	"errors"
	"net/http"
	"sync"

	legacy "github.com/mcp-errgen/mcp-errgen/generated/go/mcp20251125"
)

// The 2025-11-25 side of the example server: an initialize handshake, then a session.

var legacyVersions = []string{legacy.ProtocolVersion}

// modernOnlyTools only make sense with 2026-07-28 per-request capabilities.
var modernOnlyTools = map[string]bool{"test_missing_capability": true, "test_streaming_elicitation": true}

const sessionHeader = "Mcp-Session-Id"

type legacySessions struct {
	mu       sync.Mutex
	sessions map[string]string // id -> negotiated version
}

func newLegacySessions() *legacySessions {
	return &legacySessions{sessions: map[string]string{}}
}

func (s *legacySessions) open(version string) string {
	b := make([]byte, 16)
	_, _ = rand.Read(b)
	id := hex.EncodeToString(b)
	s.mu.Lock()
	defer s.mu.Unlock()
	s.sessions[id] = version
	return id
}

// admit is the refusal of a request after initialize, or nil: no Mcp-Session-Id (400), an unknown
// or ended one (404: the client must initialize again), or an MCP-Protocol-Version header other
// than the session's version (400).
func (s *legacySessions) admit(h http.Header, id any) *answer {
	sessionID := h.Get(sessionHeader)
	if sessionID == "" {
		a := transportFailure("missingSessionId", id, "Bad Request: Mcp-Session-Id header is required")
		return &a
	}
	s.mu.Lock()
	version, ok := s.sessions[sessionID]
	s.mu.Unlock()
	if !ok {
		a := transportFailure("unknownSession", id, "Session not found")
		return &a
	}
	if header := h.Get("Mcp-Protocol-Version"); header != "" && header != version {
		a := transportFailure("invalidProtocolVersionHeader", id, "Bad Request: unsupported MCP-Protocol-Version: "+header)
		return &a
	}
	return nil
}

// end answers a DELETE, which ends a session.
func (s *legacySessions) end(h http.Header) answer {
	sessionID := h.Get(sessionHeader)
	if sessionID == "" {
		return transportFailure("missingSessionId", nil, "Bad Request: Mcp-Session-Id header is required")
	}
	s.mu.Lock()
	_, ok := s.sessions[sessionID]
	delete(s.sessions, sessionID)
	s.mu.Unlock()
	if !ok {
		return transportFailure("unknownSession", nil, "Session not found")
	}
	return answer{status: http.StatusOK}
}

// post answers a POSTed JSON-RPC message of the 2025-11-25 era.
func (s *legacySessions) post(h http.Header, id any, body message) answer {
	if body.method == "initialize" && h.Get(sessionHeader) == "" {
		return s.initialize(id, body)
	}
	if refused := s.admit(h, id); refused != nil {
		return *refused
	}
	if id == nil {
		return answer{status: http.StatusAccepted}
	}
	result, e := dispatchLegacy(body)
	if e != nil {
		return errorAnswer(legacy.Revision, id, e)
	}
	return answer{status: http.StatusOK, body: map[string]any{"jsonrpc": "2.0", "id": id, "result": result}}
}

func (s *legacySessions) initialize(id any, body message) answer {
	if id == nil {
		e, _ := legacy.NewInvalidRequest(legacy.WithMessage("initialize must be a request"))
		return errorAnswer(legacy.Revision, nil, e)
	}
	// A legacy server answers a version it does not support with one it does; it sends no error.
	version := legacy.ProtocolVersion
	if requested, ok := body.params["protocolVersion"].(string); ok {
		for _, v := range legacyVersions {
			if v == requested {
				version = requested
			}
		}
	}
	sessionID := s.open(version)
	result := map[string]any{
		"protocolVersion": version,
		"capabilities":    map[string]any{"tools": map[string]any{}, "resources": map[string]any{}},
		"serverInfo":      serverInfo,
	}
	return answer{
		status:  http.StatusOK,
		body:    map[string]any{"jsonrpc": "2.0", "id": id, "result": result},
		headers: map[string]string{sessionHeader: sessionID},
	}
}

func dispatchLegacy(body message) (any, *legacy.Error) {
	params := body.params
	switch body.method {
	case "ping":
		return map[string]any{}, nil
	case "tools/list":
		listed := []any{}
		for _, t := range tools {
			if !modernOnlyTools[t.name] {
				listed = append(listed, map[string]any{"name": t.name, "description": t.description, "inputSchema": t.inputSchema})
			}
		}
		return map[string]any{"tools": listed}, nil
	case "tools/call":
		name, _ := params["name"].(string)
		t := findTool(params["name"])
		if t == nil || modernOnlyTools[name] {
			return nil, must(legacy.NewInvalidParams(legacy.WithMessage("Unknown tool: " + display(params["name"]))))
		}
		args, _ := params["arguments"].(map[string]any)
		result, err := t.run(args)
		if errors.Is(err, errToolInput) {
			return legacy.ToolInputError(problem(err)), nil
		}
		if err != nil {
			return nil, must(legacy.NewInternalError())
		}
		return result, nil
	case "resources/list":
		return map[string]any{"resources": listedResources()}, nil
	case "resources/read":
		r := findResource(params["uri"])
		if r == nil {
			return nil, must(legacy.NewResourceNotFound(legacy.ResourceNotFoundData{URI: display(params["uri"])}))
		}
		return readResult(r), nil
	}
	return nil, must(legacy.NewMethodNotFound(legacy.WithMessage("Method not found: " + body.method)))
}
