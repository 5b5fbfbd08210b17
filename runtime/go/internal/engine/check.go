package engine

import (
	"encoding/base64"
	"encoding/json"
	"net/http"
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"
)

// CheckFailure is the first failure of a request's pre-dispatch checks: the error to send and its status.
type CheckFailure struct {
	// Status is the HTTP status to answer with; Unspecified where the spec gives none.
	Status Status
	// Error is the JSON-RPC error to send.
	Error *Error
	// Condition is the error's condition.
	Condition string
}

// Tool is a tool as the server lists it in tools/list; only its name and inputSchema are read.
type Tool struct {
	Name        string          `json:"name"`
	InputSchema json.RawMessage `json:"inputSchema,omitempty"`
}

// CheckOptions are what a server tells the checks about itself.
type CheckOptions struct {
	// SupportedVersions are the protocol versions the server serves; nil: the revision's own.
	SupportedVersions []string
	// Tools are the server's tools: a tools/call naming one has its tool-argument headers
	// checked. Without them, or for a tool not listed, those headers are not checked.
	Tools []Tool
}

var (
	plainHeader = regexp.MustCompile(`^[\x20-\x7e\t]*$`)
	base64Text  = regexp.MustCompile(`^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$`)
	decimal     = regexp.MustCompile(`(?i)^-?\d+(\.\d+)?(e[+-]?\d+)?$`)
)

// headerValue is a header's one value, case-insensitively: missing (false, false), one value
// (value, true, false), or repeated (unreadable: true, true).
func headerValue(h http.Header, name string) (value string, present, unreadable bool) {
	var values []string
	for key, list := range h {
		if strings.EqualFold(key, name) {
			values = append(values, list...)
		}
	}
	switch len(values) {
	case 0:
		return "", false, false
	case 1:
		return values[0], true, false
	}
	return "", true, true
}

// decodedHeader is a header value with its Base64 sentinel decoded (UTF-8) where allowed;
// false when it holds a character no header value may, or its encoding is broken.
func decodedHeader(value string, allowBase64 bool) (string, bool) {
	if !plainHeader.MatchString(value) {
		return "", false
	}
	if !allowBase64 || len(value) < len("=?base64??=") || !strings.HasPrefix(value, "=?base64?") || !strings.HasSuffix(value, "?=") {
		return value, true
	}
	encoded := value[len("=?base64?") : len(value)-len("?=")]
	if !base64Text.MatchString(encoded) {
		return "", false
	}
	bytes, err := base64.StdEncoding.DecodeString(encoded)
	if err != nil || !utf8.Valid(bytes) {
		return "", false
	}
	// As a fatal UTF-8 TextDecoder: a leading byte order mark is dropped.
	return strings.TrimPrefix(string(bytes), "\uFEFF"), true
}

func fieldAt(body any, path []string) (any, bool) {
	value, present := body, true
	for _, key := range path {
		m, ok := value.(map[string]any)
		if !ok {
			return nil, false
		}
		if value, present = m[key]; !present {
			return nil, false
		}
	}
	return value, present
}

// headerProblem says what is wrong with a header against the body value it mirrors; "" when nothing.
func headerProblem(h http.Header, name string, allowBase64 bool, expected any, hasExpected bool, matches func(string) bool) string {
	raw, present, unreadable := headerValue(h, name)
	if !present {
		return " is missing"
	}
	text, ok := "", false
	if !unreadable {
		text, ok = decodedHeader(raw, allowBase64)
	}
	if !ok {
		return " is malformed"
	}
	if matches(text) {
		return ""
	}
	if !hasExpected {
		expected = nil
	}
	return " value " + string(Encode(text)) + " does not match body value " + string(Encode(expected))
}

func (r *Revision) fail(key, message string, data any, hasData bool) *Error {
	c := r.conditionIn(key)
	if message == "" {
		message = c.Message
	}
	e := &Error{Code: c.Code, Message: message, revision: r.ID, condition: c.Key}
	if hasData {
		e.Data = Encode(data)
	}
	return e
}

func (r *Revision) mismatch(header, problem string) *Error {
	return r.fail("headerMismatch", "Header mismatch: "+header+" header"+problem, nil, false)
}

type annotatedProperty struct {
	name string
	path []string
}

// annotated lists the properties of an inputSchema that carry the annotation, reached through
// properties keys alone.
func annotated(schema any, annotation string, path []string, found *[]annotatedProperty, depth int) {
	m, ok := schema.(map[string]any)
	if !ok || depth > 64 {
		return
	}
	properties, ok := m["properties"].(map[string]any)
	if !ok {
		return
	}
	for _, key := range sortedKeys(properties) {
		property, ok := properties[key].(map[string]any)
		if !ok {
			continue
		}
		here := append(append([]string(nil), path...), key)
		if name, ok := property[annotation].(string); ok {
			*found = append(*found, annotatedProperty{name: name, path: here})
		}
		annotated(property, annotation, here, found, depth+1)
	}
}

// carries says whether a decoded header value carries an argument's value.
func carries(header string, value any) bool {
	switch v := value.(type) {
	case float64:
		if !decimal.MatchString(header) {
			return false
		}
		f, _ := strconv.ParseFloat(header, 64)
		return f == v
	case string:
		return header == v
	case bool:
		return header == strconv.FormatBool(v)
	}
	return false
}

func (r *Revision) paramHeaderMismatch(body map[string]any, h http.Header, o CheckOptions) *Error {
	checks := r.t.RequestChecks
	params, isRecord := body["params"].(map[string]any)
	if checks == nil || checks.ParamHeaders == nil || body["method"] != "tools/call" || o.Tools == nil || !isRecord {
		return nil
	}
	rule := checks.ParamHeaders
	name, ok := params["name"].(string)
	if !ok {
		return nil
	}
	var tool *Tool
	for i := range o.Tools {
		if o.Tools[i].Name == name {
			tool = &o.Tools[i]
			break
		}
	}
	if tool == nil {
		return nil
	}
	var schema any
	if len(tool.InputSchema) > 0 {
		schema, _ = Decode(tool.InputSchema)
	}
	var found []annotatedProperty
	annotated(schema, rule.Annotation, nil, &found, 0)
	arguments := params["arguments"]
	for _, p := range found {
		header := rule.Prefix + p.name
		value, present := fieldAt(arguments, p.path)
		var problem string
		if !present || value == nil {
			if _, there, _ := headerValue(h, header); there {
				problem = " has no value in the body"
			}
		} else {
			problem = headerProblem(h, header, rule.Base64, value, true, func(text string) bool { return carries(text, value) })
		}
		if problem != "" {
			return r.mismatch(header, problem)
		}
	}
	return nil
}

func (r *Revision) check(key string, body map[string]any, h http.Header, o CheckOptions) *Error {
	switch key {
	case "missingRequestMeta":
		meta, _ := fieldAt(body, []string{"params", "_meta"})
		metaObject, _ := meta.(map[string]any)
		for _, k := range r.meta {
			value, present := metaObject[k.key]
			if !present {
				if k.required {
					return r.fail(key, "Missing required _meta field "+k.key, nil, false)
				}
			} else if k.kind != "any" && KindOf(value) != k.kind {
				article := "a " + k.kind
				if k.kind == "object" {
					article = "an object"
				}
				return r.fail(key, "The _meta field "+k.key+" must be "+article, nil, false)
			}
		}
	case "headerMismatch":
		method, _ := body["method"].(string)
		for _, rule := range r.headers {
			path, ok := rule.bodyField[method]
			if !ok {
				if path, ok = rule.bodyField["*"]; !ok {
					continue
				}
			}
			expected, has := fieldAt(body, path)
			problem := headerProblem(h, rule.name, rule.base64, expected, has, func(text string) bool {
				s, isString := expected.(string)
				return has && isString && s == text
			})
			if problem != "" {
				return r.mismatch(rule.name, problem)
			}
		}
		return r.paramHeaderMismatch(body, h, o)
	case "unsupportedProtocolVersion":
		value, _ := fieldAt(body, []string{"params", "_meta", "io.modelcontextprotocol/protocolVersion"})
		requested, ok := value.(string)
		if !ok {
			return nil
		}
		supported := o.SupportedVersions
		if supported == nil {
			supported = []string{r.ProtocolVersion}
		}
		for _, v := range supported {
			if v == requested {
				return nil
			}
		}
		list := make([]any, len(supported))
		for i, v := range supported {
			list[i] = v
		}
		data := Object{{"supported", list}, {"requested", requested}}
		return r.fail(key, "", data, true)
	}
	return nil
}

// CheckRequest makes the revision's pre-dispatch checks on a request, in the register's order,
// and returns the first failure, or nil when the request passes. It never panics.
func (r *Revision) CheckRequest(h http.Header, body []byte, o CheckOptions) (failure *CheckFailure) {
	failed := func(e *Error, key string) *CheckFailure {
		status, _ := r.StatusOfCondition(key)
		return &CheckFailure{Status: status, Error: e, Condition: key}
	}
	defer func() {
		if recover() != nil {
			failure = failed(r.fail("invalidRequest", "Invalid Request: the request could not be read", nil, false), "invalidRequest")
		}
	}()
	if r.t.RequestChecks == nil {
		return nil
	}
	value, err := Decode(body)
	parsed := err == nil && body != nil
	for _, key := range r.t.RequestChecks.Order {
		if key == "parseError" {
			if !parsed {
				return failed(r.fail(key, "", nil, false), key)
			}
			continue
		}
		if !parsed {
			continue
		}
		request, ok := value.(map[string]any)
		if _, isString := request["method"].(string); !ok || !isString {
			return failed(r.fail("invalidRequest", "Invalid Request: not a JSON-RPC request", nil, false), "invalidRequest")
		}
		if e := r.check(key, request, h, o); e != nil {
			return failed(e, key)
		}
	}
	return nil
}
