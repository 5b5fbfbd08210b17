package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"math"
	"net/http"
	"net/url"
	"os"
	"strconv"
	"strings"
	"time"

	mcperrors "github.com/mcp-errgen/mcp-errgen/generated/go"
	legacy "github.com/mcp-errgen/mcp-errgen/generated/go/mcp20251125"
	modern "github.com/mcp-errgen/mcp-errgen/generated/go/mcp20260728"
)

// A dual-era MCP endpoint on net/http: 2026-07-28 stateless requests and 2025-11-25 sessions on
// one URL. Every protocol error it sends comes from the generated module. It keeps the rules
// docs/security.md sets for the examples, as the TypeScript server does (examples/shared/).

const mcpPath = "/mcp"

// maxBodyBytes: larger requests are refused before they are parsed.
const maxBodyBytes = 1_000_000

// maxJSONDepth: a body nested deeper is an invalid request. MCP messages nest a few dozen
// levels at most; the TypeScript examples refuse the same depth.
const maxJSONDepth = 100

// message is a parsed JSON-RPC request or notification: what the server needs from the body.
type message struct {
	method string
	params map[string]any
}

// options are what a server (or a test) sets: how long a body may take to arrive, and the
// sessions' bounds and clock.
type options struct {
	// bodyTimeout bounds the reading of a body once the headers are in: a peer that trickles
	// its body (slowloris) is answered 408 and its connection closed.
	bodyTimeout time.Duration
	sessions    sessionLimits
}

var defaultOptions = options{bodyTimeout: 10 * time.Second, sessions: defaultSessionLimits}

func newHandler(o options) http.Handler {
	sessions := newLegacySessions(o.sessions)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		defer func() {
			// A handler that panics still gets its peer a JSON-RPC internal error.
			if recover() != nil {
				send(w, jsonRPCErrorAnswer(legacy.Revision, nil, "internalError"))
			}
		}()
		if o.bodyTimeout > 0 {
			// Not every ResponseWriter can take a deadline (a test's recorder): then the server's own bounds hold.
			_ = http.NewResponseController(w).SetReadDeadline(time.Now().Add(o.bodyTimeout))
		}
		send(w, handle(sessions, r))
	})
}

// header is a header's value, or false: its name is case-insensitive, and a header sent more
// than once reads as its values joined with ", " (as RFC 9110 combines field lines), so that a
// repeated header is never mistaken for its first copy.
func header(h http.Header, name string) (string, bool) {
	values := h.Values(name)
	if len(values) == 0 {
		return "", false
	}
	return strings.Join(values, ", "), true
}

func handle(sessions *legacySessions, r *http.Request) answer {
	// Before the body is read, the headers alone name the era.
	revision := eraOf(r.Header, nil)
	if refused := refuseBeforeBody(r, revision); refused != nil {
		return *refused
	}
	if r.Method == http.MethodDelete {
		return sessions.end(r.Header)
	}
	raw, err := io.ReadAll(io.LimitReader(r.Body, maxBodyBytes+1))
	if errors.Is(err, os.ErrDeadlineExceeded) {
		return answer{status: http.StatusRequestTimeout, headers: map[string]string{"Connection": "close"}}
	}
	if err != nil || len(raw) > maxBodyBytes {
		return answer{status: http.StatusRequestEntityTooLarge}
	}
	value, id, problem := readJSON(raw)
	switch problem {
	case "not JSON":
		return jsonRPCErrorAnswer(revision, nil, "parseError")
	case "too deep":
		e := mcperrors.Must(mcperrors.New(revision, mcperrors.ConditionInvalidRequest, mcperrors.WithMessage("Invalid Request: nested too deeply")))
		return errorAnswer(revision, id, e)
	}
	era := eraOf(r.Header, raw)
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

// readJSON is the body as JSON (numbers as json.Number, so an id keeps every digit) and its
// request id, or its problem: "not JSON", or "too deep" (nested deeper than maxJSONDepth; the
// id is still read, so the refusal carries it).
func readJSON(raw []byte) (value any, id any, problem string) {
	if nestsDeeper(raw, maxJSONDepth) {
		id, ok := topLevelID(raw)
		if !ok {
			return nil, nil, "not JSON"
		}
		return nil, id, "too deep"
	}
	decoder := json.NewDecoder(bytes.NewReader(raw))
	decoder.UseNumber()
	if err := decoder.Decode(&value); err != nil {
		return nil, nil, "not JSON"
	}
	if _, err := decoder.Token(); err != io.EOF {
		return nil, nil, "not JSON"
	}
	return value, requestID(value), ""
}

// nestsDeeper says whether objects and arrays nest more than levels deep in JSON text, counting
// brackets outside strings, in one pass.
func nestsDeeper(raw []byte, levels int) bool {
	depth, inString := 0, false
	for i := 0; i < len(raw); i++ {
		c := raw[i]
		switch {
		case inString && c == '\\':
			i++
		case c == '"':
			inString = !inString
		case inString:
		case c == '[' || c == '{':
			if depth++; depth > levels {
				return true
			}
		case c == ']' || c == '}':
			depth--
		}
	}
	return false
}

// topLevelID reads JSON text token by token (no depth limit, unlike a decode) and returns its
// top-level object's request id (the last, where the key repeats); false when the text is not
// one JSON value.
func topLevelID(raw []byte) (any, bool) {
	decoder := json.NewDecoder(bytes.NewReader(raw))
	decoder.UseNumber()
	var id any
	depth, object, expectKey, key, values := 0, false, false, "", 0
	for {
		token, err := decoder.Token()
		if err == io.EOF {
			return id, depth == 0 && values == 1
		}
		if err != nil || (depth == 0 && values == 1) {
			return nil, false
		}
		delim, isDelim := token.(json.Delim)
		switch {
		case isDelim && (delim == '{' || delim == '['):
			if depth == 0 {
				object = delim == '{'
			} else if depth == 1 && object && key == "id" {
				id = nil
			}
			depth++
			expectKey = depth == 1 && object
		case isDelim:
			depth--
			expectKey = depth == 1 && object
		case depth == 1 && expectKey:
			key, _ = token.(string)
			expectKey = false
		case depth == 1 && object:
			if key == "id" {
				id = requestID(map[string]any{"id": token})
			}
			expectKey = true
		}
		if depth == 0 {
			values++
		}
	}
}

// refuseBeforeBody answers a request refused before its body is read: 404 off the endpoint,
// 403 for a foreign Origin (DNS rebinding), 405 for methods other than POST and DELETE, and for
// a POST, 415 when the body is not declared JSON and 406 when the client does not accept both
// answers Streamable HTTP allows (2025-11-25 basic/transports.mdx:91-92, 2026-07-28
// streamable-http.mdx:76-77: the client "MUST include an Accept header, listing both
// application/json and text/event-stream").
func refuseBeforeBody(r *http.Request, revision string) *answer {
	if r.URL.Path != mcpPath {
		return &answer{status: http.StatusNotFound}
	}
	if origin, present := header(r.Header, "Origin"); present && !isAllowedOrigin(origin) {
		a := transportFailure(mcperrors.TransportInvalidOrigin, nil, "Forbidden: Origin not allowed")
		return &a
	}
	if r.Method != http.MethodPost && r.Method != http.MethodDelete {
		return &answer{status: http.StatusMethodNotAllowed, headers: map[string]string{"Allow": "POST, DELETE"}}
	}
	if r.Method != http.MethodPost {
		return nil
	}
	if contentType, _ := header(r.Header, "Content-Type"); mediaTypeOf(contentType) != "application/json" {
		a := httpRefusal(revision, http.StatusUnsupportedMediaType, "Unsupported Media Type: Content-Type must be application/json")
		return &a
	}
	accept, present := header(r.Header, "Accept")
	if !present || !accepts(accept, "application/json") || !accepts(accept, "text/event-stream") {
		a := httpRefusal(revision, http.StatusNotAcceptable, "Not Acceptable: Accept must list both application/json and text/event-stream")
		return &a
	}
	return nil
}

// isAllowedOrigin: a local server accepts a loopback page (no Origin at all, a non-browser
// client, is never refused). Origins sent twice read as one joined value, which is no URL.
func isAllowedOrigin(origin string) bool {
	u, err := url.Parse(origin)
	if err != nil || u.Scheme == "" || strings.Contains(origin, ",") {
		return false
	}
	host := u.Hostname()
	return host == "127.0.0.1" || host == "localhost" || host == "::1"
}

// mediaTypeOf is a Content-Type value's media type, lower-cased and without parameters.
func mediaTypeOf(contentType string) string {
	mediaType, _, _ := strings.Cut(contentType, ";")
	return strings.ToLower(strings.TrimSpace(mediaType))
}

// accepts says whether an Accept header lists the media type: by name, or by a type/* or */*
// range, with a quality above 0 (RFC 9110, section 12.5.1).
func accepts(accept, mediaType string) bool {
	major, _, _ := strings.Cut(mediaType, "/")
	for _, item := range strings.Split(accept, ",") {
		parts := strings.Split(item, ";")
		name := strings.ToLower(strings.TrimSpace(parts[0]))
		refused := false
		for _, param := range parts[1:] {
			param = strings.ToLower(strings.TrimSpace(param))
			if q, ok := strings.CutPrefix(param, "q="); ok {
				quality, err := strconv.ParseFloat(q, 64)
				refused = err != nil || !(quality > 0)
			}
		}
		if !refused && (name == mediaType || name == major+"/*" || name == "*/*") {
			return true
		}
	}
	return false
}

// eraOf is the revision a request is served in, by 2026-07-28's era rule (mcperrors.RequestEra):
// modern _meta means 2026-07-28 whatever else the request carries, so a stray Mcp-Session-Id does
// not make it a 2025-11-25 request; an initialize, a session or a legacy version header means
// 2025-11-25. A nil body: the headers alone.
func eraOf(h http.Header, body []byte) string {
	if era, _ := mcperrors.RequestEra(modern.Revision, h, body); era == "modern" {
		return modern.Revision
	}
	return legacy.Revision
}

// requestID is the JSON-RPC id of a parsed body when it has a valid one: a string, or an
// integer (as JavaScript reads one: 1.0 and 1e3 are integers too), kept as its text.
func requestID(value any) any {
	body, _ := value.(map[string]any)
	switch id := body["id"].(type) {
	case string:
		return id
	case json.Number:
		f, err := strconv.ParseFloat(string(id), 64)
		if err == nil && f == math.Trunc(f) {
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
		return "unreadable"
	}
	return text
}

// problem is the message of a tool-input problem, without its marker.
func problem(err error) string {
	return strings.TrimPrefix(err.Error(), errToolInput.Error()+": ")
}
