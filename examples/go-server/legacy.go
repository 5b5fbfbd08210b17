package main

import (
	"container/list"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"net/http"
	"regexp"
	"sync"
	"time"

	mcperrors "github.com/mcp-errgen/mcp-errgen/generated/go"
	legacy "github.com/mcp-errgen/mcp-errgen/generated/go/mcp20251125"
)

// The 2025-11-25 side of the example server: an initialize handshake, then a session.

var legacyVersions = []string{legacy.ProtocolVersion}

// modernOnlyTools only make sense with 2026-07-28 per-request capabilities.
var modernOnlyTools = map[string]bool{"test_missing_capability": true, "test_streaming_elicitation": true}

const sessionHeader = "Mcp-Session-Id"

// sessionID is a session id as the spec allows one: it "MUST only contain visible ASCII
// characters (ranging from 0x21 to 0x7E)" (2025-11-25 basic/transports.mdx:203-204). An empty
// value, or a header sent twice (read as the values joined with ", "), is no id this server
// could have issued.
var sessionID = regexp.MustCompile(`^[\x21-\x7e]+$`)

// sessionLimits bound the open sessions, as the TypeScript examples do: a session unused for
// idle has ended, and opening one beyond max ends the least recently used. now is the clock
// sessions are timed by (tests move it).
type sessionLimits struct {
	idle time.Duration
	max  int
	now  func() time.Time
}

var defaultSessionLimits = sessionLimits{idle: 30 * time.Minute, max: 1000, now: time.Now}

type session struct {
	id      string
	version string // the version initialize negotiated
	usedAt  time.Time
}

// legacySessions are the open sessions, least recently used first. A session ends when its
// client DELETEs it, when it has been idle too long, or when it is the least recently used of
// too many: the spec lets a server end a session at any time, after which it "MUST respond to
// requests containing that session ID with HTTP 404 Not Found" (2025-11-25
// basic/transports.mdx:211-212), and the client starts a new one.
type legacySessions struct {
	mu     sync.Mutex
	limits sessionLimits
	order  *list.List // of *session, least recently used first
	byID   map[string]*list.Element
}

func newLegacySessions(limits sessionLimits) *legacySessions {
	return &legacySessions{limits: limits, order: list.New(), byID: map[string]*list.Element{}}
}

func (s *legacySessions) open(version string) string {
	b := make([]byte, 16)
	_, _ = rand.Read(b)
	id := hex.EncodeToString(b)
	s.mu.Lock()
	defer s.mu.Unlock()
	s.sweep()
	s.byID[id] = s.order.PushBack(&session{id: id, version: version, usedAt: s.limits.now()})
	for s.order.Len() > s.limits.max {
		s.remove(s.order.Front())
	}
	return id
}

// size is how many sessions are open.
func (s *legacySessions) size() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.sweep()
	return s.order.Len()
}

// sweep ends the sessions idle too long; they are the oldest, so the walk stops at the first
// live one. The caller holds mu.
func (s *legacySessions) sweep() {
	now := s.limits.now()
	for front := s.order.Front(); front != nil; front = s.order.Front() {
		if now.Sub(front.Value.(*session).usedAt) < s.limits.idle {
			return
		}
		s.remove(front)
	}
}

func (s *legacySessions) remove(element *list.Element) {
	s.order.Remove(element)
	delete(s.byID, element.Value.(*session).id)
}

// malformedSession is the answer to an Mcp-Session-Id no server could have issued: 400, a
// malformed request, never the 404 that tells a client its session expired.
func malformedSession(id any) answer {
	return malformedRequest(legacy.Revision, id, "Bad Request: malformed Mcp-Session-Id header")
}

// admit is the refusal of a request after initialize, or nil: no Mcp-Session-Id (400), one no
// server could have issued (400), an unknown, ended or expired one (404: the client must
// initialize again), or an MCP-Protocol-Version header other than the session's version (400).
func (s *legacySessions) admit(h http.Header, id any) *answer {
	presented, ok := header(h, sessionHeader)
	if !ok {
		a := transportFailure(mcperrors.TransportMissingSessionID, id, "Bad Request: Mcp-Session-Id header is required")
		return &a
	}
	if !sessionID.MatchString(presented) {
		a := malformedSession(id)
		return &a
	}
	s.mu.Lock()
	s.sweep()
	element, ok := s.byID[presented]
	var version string
	if ok {
		version = element.Value.(*session).version
	}
	s.mu.Unlock()
	if !ok {
		a := transportFailure(mcperrors.TransportUnknownSession, id, "Session not found")
		return &a
	}
	if versionHeader, present := header(h, "Mcp-Protocol-Version"); present && versionHeader != version {
		a := transportFailure(mcperrors.TransportInvalidProtocolVersionHeader, id, "Bad Request: unsupported MCP-Protocol-Version: "+versionHeader)
		return &a
	}
	s.mu.Lock()
	if element, ok := s.byID[presented]; ok {
		element.Value.(*session).usedAt = s.limits.now()
		s.order.MoveToBack(element)
	}
	s.mu.Unlock()
	return nil
}

// end answers a DELETE, which ends a session.
func (s *legacySessions) end(h http.Header) answer {
	presented, ok := header(h, sessionHeader)
	if !ok {
		return transportFailure(mcperrors.TransportMissingSessionID, nil, "Bad Request: Mcp-Session-Id header is required")
	}
	if !sessionID.MatchString(presented) {
		return malformedSession(nil)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.sweep()
	element, ok := s.byID[presented]
	if !ok {
		return transportFailure(mcperrors.TransportUnknownSession, nil, "Session not found")
	}
	s.remove(element)
	return answer{status: http.StatusOK}
}

// post answers a POSTed JSON-RPC message of the 2025-11-25 era.
func (s *legacySessions) post(h http.Header, id any, body message) answer {
	if _, hasSession := header(h, sessionHeader); body.method == "initialize" && !hasSession {
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
		name, isString := params["name"].(string)
		if !isString {
			return nil, must(legacy.NewInvalidParams(legacy.WithMessage(missingName)))
		}
		t := findTool(name)
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
		if _, isString := params["uri"].(string); !isString {
			return nil, must(legacy.NewInvalidParams(legacy.WithMessage(missingURI)))
		}
		r := findResource(params["uri"])
		if r == nil {
			return nil, must(legacy.NewResourceNotFound(legacy.ResourceNotFoundData{URI: display(params["uri"])}))
		}
		return readResult(r), nil
	}
	return nil, must(legacy.NewMethodNotFound(legacy.WithMessage("Method not found: " + body.method)))
}
