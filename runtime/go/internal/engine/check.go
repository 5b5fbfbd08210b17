package engine

import (
	"encoding/base64"
	"encoding/json"
	"fmt"
	"net/http"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"unicode/utf16"
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

// decodedHeader is a header value with the policy's Base64 sentinel decoded (UTF-8) where
// allowed; false when it holds a character no header value may, or its encoding is broken.
func (r *Revision) decodedHeader(value string, allowBase64 bool) (string, bool) {
	if !plainHeader.MatchString(value) {
		return "", false
	}
	sentinel := r.t.RequestChecks.Base64Sentinel
	prefix, suffix := sentinel.Prefix, sentinel.Suffix
	wrapped := len(value) >= len(prefix)+len(suffix) &&
		strings.HasPrefix(value, prefix) && strings.HasSuffix(value, suffix)
	if !allowBase64 || !wrapped {
		return value, true
	}
	encoded := value[len(prefix) : len(value)-len(suffix)]
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

// problem is what is wrong with a header: the message that names it and its slots beside
// {header}; a zero problem (no message) is none.
type problem struct {
	message string
	slots   map[string]string
}

// formProblem says what a header shows by itself: none when it is there once and well-formed;
// text is its decoded value.
func (r *Revision) formProblem(h http.Header, name string, allowBase64 bool) (text string, p problem) {
	raw, present, unreadable := headerValue(h, name)
	if !present {
		return "", problem{message: "headerMissing"}
	}
	ok := false
	if !unreadable {
		text, ok = r.decodedHeader(raw, allowBase64)
	}
	if !ok {
		return "", problem{message: "headerMalformed"}
	}
	return text, problem{}
}

// headerProblem says what is wrong with a header against the body value it mirrors; none when nothing.
func (r *Revision) headerProblem(
	h http.Header, name string, allowBase64 bool, expected any, hasExpected bool, matches func(string) bool,
) problem {
	text, p := r.formProblem(h, name, allowBase64)
	if p.message != "" || matches(text) {
		return p
	}
	if !hasExpected {
		expected = nil
	}
	slots := map[string]string{"value": shown(text), "expected": shown(expected)}
	return problem{message: "headerDiffers", slots: slots}
}

var slot = regexp.MustCompile(`\{([A-Za-z]+)\}`)

// message is one of the policy's message templates with its {slots} filled, in one pass (a
// value's own braces stay as they are).
func (r *Revision) message(name string, slots map[string]string) string {
	template, ok := r.t.RequestChecks.Messages[name]
	if !ok {
		template = name
	}
	return slot.ReplaceAllStringFunc(template, func(whole string) string {
		if value, ok := slots[whole[1:len(whole)-1]]; ok {
			return value
		}
		return whole
	})
}

// stepCondition is the condition of the revision's check step of this kind.
func (r *Revision) stepCondition(step string) string {
	for _, s := range r.t.RequestChecks.Steps {
		if s.Step == step {
			return s.Condition
		}
	}
	return ""
}

// shownLength is how many characters (UTF-16 code units, as JavaScript counts them) of a header
// or body value a message repeats.
const shownLength = 64

// shown is a value as a mismatch message shows it: a string or scalar as JSON, a string cut to
// shownLength characters; else its kind.
func shown(v any) string {
	switch x := v.(type) {
	case string:
		units := utf16.Encode([]rune(x))
		if len(units) <= shownLength {
			return string(Encode(x))
		}
		units = units[:shownLength]
		// A cut between the halves of a surrogate pair leaves a lone half, which JSON escapes.
		tail := ""
		if last := units[shownLength-1]; last >= 0xd800 && last < 0xdc00 {
			units = units[:shownLength-1]
			tail = fmt.Sprintf("\\u%04x", last)
		}
		text := string(Encode(string(utf16.Decode(units))))
		return text[:len(text)-1] + tail + "\"..."
	case nil:
		return "null"
	case json.Number, float64:
		f, _ := numberValue(x)
		return FormatNumber(f)
	case bool:
		return strconv.FormatBool(x)
	}
	return KindOf(v)
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

func (r *Revision) mismatch(condition, header string, p problem) *Error {
	slots := map[string]string{"header": shownName(header)}
	for name, value := range p.slots {
		slots[name] = value
	}
	return r.fail(condition, r.message(p.message, slots), nil, false)
}

// shownName is a header name as a message shows it: a name a tool's annotation makes can be of
// any length, so at most shownLength characters of it (a checked name is ASCII) are repeated.
func shownName(name string) string {
	if len(name) <= shownLength {
		return name
	}
	return name[:shownLength] + "..."
}

// headerToken is a field name as RFC 9110 (section 5.1) defines one: 1*tchar.
var headerToken = regexp.MustCompile("^[!#$%&'*+.^_`|~0-9A-Za-z-]+$")

// annotationProblem says why a tool's annotated header names break the constraints 2026-07-28
// basic/transports/streamable-http.mdx:376-383 puts on them ("MUST NOT be empty", "MUST match
// HTTP field-name token syntax", no CR or LF, "MUST be case-insensitively unique among all
// x-mcp-header values in the inputSchema"), "" when none does. A client must drop such a tool
// (lines 402-404), and its headers cannot be checked against the body, so a call to it is
// refused. Names are looked at in byte order, so that the answer does not depend on the
// schema's order of properties.
func (r *Revision) annotationProblem(found []annotatedProperty, annotation string) string {
	names := make([]string, len(found))
	for i, p := range found {
		names[i] = p.name
	}
	sort.Strings(names)
	for _, name := range names {
		if !headerToken.MatchString(name) {
			slots := map[string]string{"annotation": annotation, "name": shown(name)}
			return r.message("annotationNotAHeader", slots)
		}
	}
	seen := map[string]string{}
	for _, name := range names {
		lower := strings.ToLower(name)
		if first, ok := seen[lower]; ok {
			slots := map[string]string{"annotation": annotation, "first": shown(first), "second": shown(name)}
			return r.message("annotationTwice", slots)
		}
		seen[lower] = name
	}
	return ""
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
	case json.Number, float64:
		if !decimal.MatchString(header) {
			return false
		}
		f, _ := strconv.ParseFloat(header, 64)
		want, _ := numberValue(v)
		return f == want
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
	if checks == nil || checks.ParamHeaders == nil || body["method"] != "tools/call" ||
		o.Tools == nil || !isRecord {
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
	condition := r.stepCondition("headerMatch")
	if fault := r.annotationProblem(found, rule.Annotation); fault != "" {
		return r.fail(condition, fault, nil, false)
	}
	arguments := params["arguments"]
	for _, p := range found {
		header := rule.Prefix + p.name
		value, present := fieldAt(arguments, p.path)
		var fault problem
		if !present || value == nil {
			if _, there, _ := headerValue(h, header); there {
				fault = problem{message: "headerWithoutValue"}
			}
		} else {
			matches := func(text string) bool { return carries(text, value) }
			fault = r.headerProblem(h, header, rule.Base64, value, true, matches)
		}
		if fault.message != "" {
			return r.mismatch(condition, header, fault)
		}
	}
	return nil
}

// pathFor is the body field a standard header mirrors for the request's method; false where the
// method needs no such header.
func (h headerRule) pathFor(body map[string]any) ([]string, bool) {
	method, _ := body["method"].(string)
	if path, ok := h.bodyField[method]; ok {
		return path, true
	}
	path, ok := h.bodyField["*"]
	return path, ok
}

func contains(list []string, s string) bool {
	for _, v := range list {
		if v == s {
			return true
		}
	}
	return false
}

// requestedVersion is the version a request names, which it declares in _meta
// (basic/versioning.mdx:43-46) under the policy's version key: that field's string, or the
// standard header that mirrors it (there once and well-formed) where the body has no such field;
// false when it names none. A field of another type is the _meta step's to answer, and a header
// that names another version than the field is the header match's: the server MUST reject that
// mismatch with HeaderMismatch (streamable-http.mdx:257-261).
func (r *Revision) requestedVersion(body map[string]any, h http.Header) (string, bool) {
	versionField := []string{"params", "_meta", r.t.RequestChecks.VersionKey}
	value, present := fieldAt(body, versionField)
	named, isString := value.(string)
	if present && !isString {
		return "", false
	}
	for _, rule := range r.headers {
		path, ok := rule.pathFor(body)
		if !ok || strings.Join(path, "\n") != strings.Join(versionField, "\n") {
			continue
		}
		if text, fault := r.formProblem(h, rule.name, rule.base64); fault.message == "" {
			if present && text != named {
				return "", false
			}
			return text, true
		}
	}
	return named, present
}

func (r *Revision) supportedVersions(o CheckOptions) []string {
	if o.SupportedVersions == nil {
		return []string{r.ProtocolVersion}
	}
	return o.SupportedVersions
}

// check takes one step of the check order, whose failure is condition.
func (r *Revision) check(step, condition string, body map[string]any, h http.Header, o CheckOptions) *Error {
	checks := r.t.RequestChecks
	switch step {
	case "headerPresence":
		// Each standard header the method needs is there, once, and well-formed.
		for _, rule := range r.headers {
			if _, ok := rule.pathFor(body); ok {
				if _, fault := r.formProblem(h, rule.name, rule.base64); fault.message != "" {
					return r.mismatch(condition, rule.name, fault)
				}
			}
		}
	case "meta":
		meta, _ := fieldAt(body, []string{"params", "_meta"})
		metaObject, _ := meta.(map[string]any)
		for _, k := range r.meta {
			value, present := metaObject[k.key]
			if !present {
				if k.required {
					missing := r.message("metaMissing", map[string]string{"key": k.key})
					return r.fail(condition, missing, nil, false)
				}
			} else if text, isString := value.(string); isString && k.values != nil &&
				KindOf(value) == k.kind && !contains(k.values, text) {
				// A value the schema does not list is not recognised: invalid params, with no
				// status, as the logging page answers an unrecognised log level (logging.mdx:100-104).
				values := strings.Join(k.values, ", ")
				slots := map[string]string{"key": k.key, "value": shown(value), "values": values}
				return r.fail(checks.MetaInvalid, r.message("metaNotListed", slots), nil, false)
			} else if k.kind != "any" && KindOf(value) != k.kind {
				kind, named := checks.Kinds[k.kind]
				if !named {
					kind = k.kind
				}
				slots := map[string]string{"key": k.key, "kind": kind}
				// A required field of another type is not there as the request needs it: missing,
				// with its status. An optional one makes the params invalid.
				if k.required {
					return r.fail(condition, r.message("metaMistyped", slots), nil, false)
				}
				return r.fail(checks.MetaInvalid, r.message("metaInvalid", slots), nil, false)
			}
		}
	case "headerMatch":
		for _, rule := range r.headers {
			path, ok := rule.pathFor(body)
			if !ok {
				continue
			}
			expected, has := fieldAt(body, path)
			fault := r.headerProblem(h, rule.name, rule.base64, expected, has, func(text string) bool {
				s, isString := expected.(string)
				return has && isString && s == text
			})
			if fault.message != "" {
				return r.mismatch(condition, rule.name, fault)
			}
		}
		return r.paramHeaderMismatch(body, h, o)
	case "version":
		requested, ok := r.requestedVersion(body, h)
		if !ok {
			return nil
		}
		supported := r.supportedVersions(o)
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
		return r.fail(condition, "", data, true)
	}
	return nil
}

// namingVersions adds the server's versions to the message of a failure answering initialize
// (other than an unsupported version, whose data names them): a modern server SHOULD name them
// in any error to an initialize, and the legacy client that sent it may show nothing else.
func (r *Revision) namingVersions(e *Error, body map[string]any, o CheckOptions) *Error {
	if body["method"] != r.t.RequestChecks.VersionsMethod || e.condition == r.stepCondition("version") {
		return e
	}
	named := *e
	versions := strings.Join(r.supportedVersions(o), ", ")
	named.Message = r.message("versionsNamed", map[string]string{"message": e.Message, "versions": versions})
	return &named
}

// messageForm says what the body's JSON-RPC members make of it: a failure when it is no
// well-formed request or notification (a jsonrpc other than "2.0", missing included, is an
// invalid request by the 2026 schema's own example, schema.ts:333, and an id must be a
// RequestId, a string or a number); notification is true for a notification, which no request
// check applies to.
func (r *Revision) messageForm(value any) (request map[string]any, notification bool, e *Error) {
	notARequest := r.t.RequestChecks.NotARequest
	request, ok := value.(map[string]any)
	if _, isString := request["method"].(string); !ok || !isString {
		return nil, false, r.fail(notARequest, r.message("notARequest", nil), nil, false)
	}
	jsonrpc := r.t.Envelope.JSONRPC
	if version, _ := request["jsonrpc"].(string); version != jsonrpc {
		slots := map[string]string{"jsonrpc": string(Encode(jsonrpc))}
		return nil, false, r.fail(notARequest, r.message("jsonrpcVersion", slots), nil, false)
	}
	id, hasID := request["id"]
	if !hasID {
		return request, true, nil
	}
	if kind := KindOf(id); kind != "string" && kind != "number" {
		return nil, false, r.fail(notARequest, r.message("idNotScalar", nil), nil, false)
	}
	return request, false, nil
}

// CheckRequest makes the revision's pre-dispatch checks on a request, in the register's order,
// and returns the first failure, or nil when the request passes. A notification passes once it
// is well-formed: the revision defines no header requirements for a notification POST
// (streamable-http.mdx:102-103), and _meta fields are required "on every request"
// (basic/index.mdx:367-368). It never panics.
func (r *Revision) CheckRequest(h http.Header, body []byte, o CheckOptions) (failure *CheckFailure) {
	failed := func(e *Error) *CheckFailure {
		status, _ := r.StatusOfCondition(e.condition)
		return &CheckFailure{Status: status, Error: e, Condition: e.condition}
	}
	checks := r.t.RequestChecks
	if checks == nil {
		return nil
	}
	defer func() {
		if recover() != nil {
			failure = failed(r.fail(checks.NotARequest, r.message("unreadable", nil), nil, false))
		}
	}()
	value, err := Decode(body)
	parsed := err == nil && body != nil
	for _, s := range checks.Steps {
		if s.Step == "parse" {
			if !parsed {
				return failed(r.fail(s.Condition, "", nil, false))
			}
			continue
		}
		if !parsed {
			continue
		}
		request, notification, invalid := r.messageForm(value)
		if invalid != nil {
			return failed(invalid)
		}
		if notification {
			return nil
		}
		if e := r.check(s.Step, s.Condition, request, h, o); e != nil {
			return failed(r.namingVersions(e, request, o))
		}
	}
	return nil
}
