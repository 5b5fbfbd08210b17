package main

import (
	"encoding/json"
	"fmt"
	"io"
	"math"
	"net/http"
	"net/url"
	"strings"

	mcperrors "github.com/mcp-errgen/mcp-errgen/generated/go"
	legacy "github.com/mcp-errgen/mcp-errgen/generated/go/mcp20251125"
	modern "github.com/mcp-errgen/mcp-errgen/generated/go/mcp20260728"
)

// A dual-era MCP endpoint on net/http: 2026-07-28 stateless requests and 2025-11-25 sessions on
// one URL. Every protocol error it sends comes from the generated module.

const mcpPath = "/mcp"

// maxBodyBytes: larger requests are refused before they are parsed.
const maxBodyBytes = 1_000_000

// handshakeVersions negotiate with initialize; a request naming any other version is 2026-era.
var handshakeVersions = map[string]bool{"2024-11-05": true, "2025-03-26": true, "2025-06-18": true, "2025-11-25": true}

// message is a parsed JSON-RPC request or notification: what the server needs from the body.
type message struct {
	method string
	params map[string]any
}

func newHandler() http.Handler {
	sessions := newLegacySessions()
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		defer func() {
			// A handler that panics still gets its peer a JSON-RPC internal error.
			if recover() != nil {
				send(w, jsonRPCErrorAnswer(legacy.Revision, nil, "internalError"))
			}
		}()
		send(w, handle(sessions, r))
	})
}

func handle(sessions *legacySessions, r *http.Request) answer {
	if refused := refuseBeforeBody(r); refused != nil {
		return *refused
	}
	if r.Method == http.MethodDelete {
		return sessions.end(r.Header)
	}
	raw, err := io.ReadAll(io.LimitReader(r.Body, maxBodyBytes+1))
	if err != nil || len(raw) > maxBodyBytes {
		return answer{status: http.StatusRequestEntityTooLarge}
	}
	var value any
	if err := json.Unmarshal(raw, &value); err != nil {
		// A body that is not JSON names no era: the MCP-Protocol-Version header alone chooses.
		revision := legacy.Revision
		if isModernVersion(r.Header.Get("Mcp-Protocol-Version")) {
			revision = modern.Revision
		}
		return jsonRPCErrorAnswer(revision, nil, "parseError")
	}
	id := requestID(value)
	era := eraOf(value, r.Header)
	body, ok := asMessage(value)
	if !ok {
		return jsonRPCErrorAnswer(era, id, "invalidRequest")
	}
	if era == legacy.Revision {
		return sessions.post(r.Header, id, body)
	}
	if id == nil {
		return answer{status: http.StatusAccepted}
	}
	return serveModern(r, raw, id, body)
}

// refuseBeforeBody answers a request refused before its body is read: 404 off the endpoint,
// 403 for a foreign Origin (DNS rebinding), 405 for methods other than POST and DELETE.
func refuseBeforeBody(r *http.Request) *answer {
	if r.URL.Path != mcpPath {
		return &answer{status: http.StatusNotFound}
	}
	if !isAllowedOrigin(r.Header.Values("Origin")) {
		a := transportFailure("invalidOrigin", nil, "Forbidden: Origin not allowed")
		return &a
	}
	if r.Method != http.MethodPost && r.Method != http.MethodDelete {
		return &answer{status: http.StatusMethodNotAllowed, headers: map[string]string{"Allow": "POST, DELETE"}}
	}
	return nil
}

// isAllowedOrigin: a local server accepts no Origin at all (non-browser clients), or a loopback page.
func isAllowedOrigin(origins []string) bool {
	if len(origins) == 0 {
		return true
	}
	u, err := url.Parse(origins[0])
	if err != nil || u.Scheme == "" {
		return false
	}
	host := u.Hostname()
	return host == "127.0.0.1" || host == "localhost" || host == "::1"
}

// eraOf is a body's era: a 2026 request names its version in _meta, or in a header no handshake uses.
func eraOf(value any, h http.Header) string {
	if h.Get(sessionHeader) != "" {
		return legacy.Revision
	}
	body, _ := value.(map[string]any)
	params, _ := body["params"].(map[string]any)
	meta, _ := params["_meta"].(map[string]any)
	if _, ok := meta[metaProtocolVersion]; ok {
		return modern.Revision
	}
	if isModernVersion(h.Get("Mcp-Protocol-Version")) {
		return modern.Revision
	}
	return legacy.Revision
}

func isModernVersion(version string) bool {
	return version != "" && !handshakeVersions[version]
}

// requestID is the JSON-RPC id of a parsed body when it has a valid one: a string or an integer.
func requestID(value any) any {
	body, _ := value.(map[string]any)
	switch id := body["id"].(type) {
	case string:
		return id
	case float64:
		if id == math.Trunc(id) && !math.IsInf(id, 0) {
			return id
		}
	}
	return nil
}

// asMessage reads a JSON-RPC request or notification; an id MCP does not allow (null, a
// fraction) makes an invalid request, not a notification.
func asMessage(value any) (message, bool) {
	body, ok := value.(map[string]any)
	if !ok || body["jsonrpc"] != "2.0" {
		return message{}, false
	}
	method, ok := body["method"].(string)
	if !ok {
		return message{}, false
	}
	if _, has := body["id"]; has && requestID(value) == nil {
		return message{}, false
	}
	params := map[string]any{}
	if raw, has := body["params"]; has {
		if params, ok = raw.(map[string]any); !ok {
			return message{}, false
		}
	}
	return message{method: method, params: params}, true
}

// must is the error a constructor built, or an internal error should the example have passed it
// a wrong argument.
func must(e *mcperrors.Error, err error) *mcperrors.Error {
	if err != nil {
		fallback, _ := mcperrors.New(modern.Revision, "internalError")
		return fallback
	}
	return e
}

// display is a value as a message shows it.
func display(v any) string {
	switch x := v.(type) {
	case nil:
		return "undefined"
	case string:
		return x
	}
	text, err := jsonText(v)
	if err != nil {
		return fmt.Sprint(v)
	}
	return text
}

// problem is the message of a tool-input problem, without its marker.
func problem(err error) string {
	return strings.TrimPrefix(err.Error(), errToolInput.Error()+": ")
}
