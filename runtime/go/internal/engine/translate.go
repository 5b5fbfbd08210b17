package engine

import (
	"encoding/json"
	"strconv"
	"sync"
)

// Translation is what an error of one revision becomes for a peer of another.
type Translation struct {
	// OK is false when the destination cannot express the error: Error is then the fallback.
	OK bool
	// Error is what to send: the destination's code, the original message, and the data where
	// it carries over; or, when not OK, the fallback.
	Error *Error
	// Rule is "passthrough", "renumber" or "mapped" when OK; "" otherwise.
	Rule string
	// Condition is the error's condition in the source revision; "" where its code names none.
	Condition string
	// ToCondition is the condition the destination reads the error as ("" where none); when not
	// OK, the fallback's condition.
	ToCondition string
	// HTTPStatus is the status to send it with; Unspecified where the destination's spec gives none.
	HTTPStatus Status
	// Reason says why the destination cannot express it (when not OK).
	Reason string
	// TransportFailure names the destination's transport failure that carries it instead, if any.
	TransportFailure string
	// Body is the answer to send: Error in the destination's envelope, with the request's id.
	Body json.RawMessage
}

// Request is the request an answer goes to, as the client sent it.
type Request struct {
	// ID is its id as it came (a string, a number, or its JSON text as json.RawMessage): a
	// string or a finite number is kept; anything else, nil included, is left out or null, by
	// the destination's envelope rule.
	ID any
	// Method is its method, e.g. "resources/read"; it tells apart conditions that share a code.
	Method string
	// Params are its params as JSON, where known; the data of an error about the request is
	// read against them.
	Params json.RawMessage
}

func (q Request) hints(httpStatus int) Hints {
	return Hints{Method: q.Method, HTTPStatus: httpStatus, Params: q.Params}
}

type outcome struct {
	entry     translationEntry
	target    *Condition
	keepsData bool
	readAs    *Condition
}

var outcomes sync.Map // [2]*Revision -> map[string]outcome

func statusOfPointer(p *int) Status {
	if p == nil {
		return Unspecified
	}
	return Status(*p)
}

func outcomesBetween(from, to *Revision) map[string]outcome {
	key := [2]*Revision{from, to}
	if row, ok := outcomes.Load(key); ok {
		return row.(map[string]outcome)
	}
	var table map[string]translationEntry
	if from != to {
		table = from.t.Translations[to.ID]
	}
	row := map[string]outcome{}
	for _, k := range from.keys {
		source := from.conditions[k]
		entry, ok := table[k]
		if !ok {
			var status *int
			if c, ok := to.conditions[k]; ok && c.Status != Unspecified {
				s := int(c.Status)
				status = &s
			}
			entry = translationEntry{Kind: "passthrough", Code: source.Code, Condition: k, HTTPStatus: status}
		}
		target := to.conditionIn(entry.Condition)
		o := outcome{entry: entry, target: target}
		o.keepsData = entry.Kind != "untranslatable" && dataCarries(source.data, target.data)
		if first := to.readings[target.Code]; len(first) > 0 && first[0].rule == nil {
			o.readAs = first[0].condition
		}
		row[k] = o
	}
	outcomes.Store(key, row)
	return row
}

func (to *Revision) genericStandIn(message *string, reason string) Translation {
	generic := to.conditionIn(to.Generic())
	text := generic.Message
	if message != nil {
		text = *message
	}
	return untranslatable(generic, text, reason, "", generic.Status)
}

func untranslatable(fallback *Condition, message, reason, condition string, status Status) Translation {
	return Translation{
		Reason:      reason,
		Condition:   condition,
		Error:       &Error{Code: fallback.Code, Message: message},
		ToCondition: fallback.Key,
		HTTPStatus:  status,
	}
}

func errorOf(code int, message string, data any, hasData bool) *Error {
	e := &Error{Code: code, Message: message}
	// Data that is not JSON (a caller's Error.Data) cannot be carried: it is left out.
	if _, isUnreadable := data.(unreadable); hasData && !isUnreadable {
		e.Data = Encode(data)
	}
	return e
}

// Translate is what an error of revision from, answering the request, becomes for a peer of
// revision to; httpStatus is the status it arrived with (0: unknown). Body carries the request's id.
func Translate(from, to *Revision, e *Error, request Request, httpStatus int) Translation {
	hints := request.hints(httpStatus)
	var t Translation
	if e == nil {
		t = to.genericStandIn(nil, "not a JSON-RPC error object")
	} else {
		code, message, data, hasData := e.value()
		source := from.conditionOfError(e, hints)
		t = translateRead(from, to, code, message, data, hasData, source, hints)
	}
	t.Body = Encode(to.envelope(request.ID, true, builtErrorValue(t.Error)))
	return t
}

// translateValue is Translate of a decoded error object.
func translateValue(from, to *Revision, value any, hints Hints) Translation {
	m, _ := value.(map[string]any)
	message, isString := m["message"].(string)
	if m == nil || !isString {
		if isString {
			return to.genericStandIn(&message, "not a JSON-RPC error object")
		}
		return to.genericStandIn(nil, "not a JSON-RPC error object")
	}
	code, ok := codeOf(m["code"])
	if !ok {
		return to.genericStandIn(&message, "not a JSON-RPC error object")
	}
	data, hasData := m["data"]
	return translateRead(from, to, code, message, data, hasData, from.conditionOfValue(m, hints), hints)
}

func translateRead(
	from, to *Revision, code int, message string, data any, hasData bool, source *Condition, hints Hints,
) Translation {
	if source == nil {
		return undefinedCode(from, to, code, message, data, hasData)
	}
	o := outcomesBetween(from, to)[source.Key]
	status := statusOfPointer(o.entry.HTTPStatus)
	if o.entry.Kind == "untranslatable" {
		t := untranslatable(o.target, message, orEmpty(o.entry.Reason), source.Key, status)
		t.TransportFailure = orEmpty(o.entry.TransportFailure)
		return t
	}
	out, hasOut := any(nil), false
	if o.keepsData && hasData {
		out, hasOut = projectData(o.target.data, data, hasData), true
	}
	read := o.readAs
	if read == nil {
		there := Hints{Method: hints.Method, HTTPStatus: int(status), Params: hints.Params}
		read = to.recognise(o.target.Code, out, hasOut, there)
	}
	rule := o.entry.Kind
	t := Translation{
		OK:         true,
		Error:      errorOf(o.target.Code, message, out, hasOut),
		Rule:       rule,
		Condition:  source.Key,
		HTTPStatus: status,
	}
	if read != nil {
		t.ToCondition = read.Key
	}
	return t
}

func (r *Revision) meaningful(code int) bool {
	_, read := r.readings[code]
	return read || r.defines(code) || r.reserves(code)
}

// undefinedCode translates a code no condition of the source names: forwarded only when it
// means nothing on either side, and where no rule of the destination stops it.
func undefinedCode(from, to *Revision, code int, message string, data any, hasData bool) Translation {
	if from.meaningful(code) || to.meaningful(code) {
		return to.genericStandIn(&message, "code "+strconv.Itoa(code)+" names no condition of "+from.ID+
			" and has a meaning or a reservation in "+from.ID+" or "+to.ID)
	}
	for _, rule := range from.t.UndefinedCodes[to.ID] {
		if code >= rule.From && code <= rule.To {
			instead := to.conditionIn(rule.Condition)
			return untranslatable(instead, message, rule.Reason, "", statusOfPointer(rule.HTTPStatus))
		}
	}
	return Translation{OK: true, Error: errorOf(code, message, data, hasData), Rule: "passthrough"}
}

// TranslatedResponse is a whole HTTP response carried from one revision to another.
type TranslatedResponse struct {
	// OK is false when the destination cannot express the error (a fallback is sent) or the
	// body was not a JSON-RPC response.
	OK bool
	// Status is the HTTP status to send; Unspecified where the destination's spec gives none.
	Status Status
	// Body is the JSON-RPC response to send.
	Body json.RawMessage
	// Condition is the error's condition in the source revision; "" for a result, or a code that names none.
	Condition string
	// Reason says why the response could not be carried over as it was.
	Reason string
}

// ResponseOptions says what a proxy knows about the request a response answers.
type ResponseOptions struct {
	// Request is the request the response answers; its id goes on every answer (the body's
	// own id only where Request.ID is no request id).
	Request Request
	// ToolInputError says the response answers a tools/call whose arguments failed the tool's
	// validation, so its form changes between a -32602 error and a tool result with isError.
	ToolInputError bool
}

// The messages of the destination's internal error when the upstream gave no answer.
var upstreamMessages = map[string]string{
	"unreachable":      "Internal error: the upstream server could not be reached",
	"timeout":          "Internal error: the upstream server did not answer in time",
	"invalid-response": "Internal error: the upstream server's answer was not a JSON-RPC response",
	"parse-error":      "Internal error: the upstream server could not parse the proxy's request",
}

func (to *Revision) responseFallback(id any, hasID bool, reason, message string) TranslatedResponse {
	return to.markedFallback(id, hasID, reason, message, "")
}

// markedFallback is the destination's internal error; upstream, where not "", marks it as the
// proxy's own failure: data {"upstream": upstream}, the package's choice, so that a client can
// tell it from an error the upstream sent (2026-07-28 basic/index.mdx:149-150).
func (to *Revision) markedFallback(id any, hasID bool, reason, message, upstream string) TranslatedResponse {
	generic := to.conditionIn(to.Generic())
	if message == "" {
		message = generic.Message
	}
	errorObject := Object{{"code", generic.Code}, {"message", message}}
	if upstream != "" {
		errorObject = append(errorObject, Member{"data", Object{{"upstream", upstream}}})
	}
	body := to.envelope(id, hasID, errorObject)
	return TranslatedResponse{Status: generic.Status, Body: Encode(body), Reason: reason}
}

// UpstreamFailure is the answer to a request whose upstream gave none: the destination's
// internal error from the proxy itself, with the request's id and its status. failure is
// "unreachable" (any other value too), "timeout" or "invalid-response"; message "" gives the
// sentence that names it.
func UpstreamFailure(to *Revision, request Request, failure, message string) TranslatedResponse {
	if failure != "timeout" && failure != "invalid-response" {
		failure = "unreachable"
	}
	if message == "" {
		message = upstreamMessages[failure]
	}
	return to.markedFallback(request.ID, true, "upstream failure: "+failure, message, failure)
}

func copyMap(m map[string]any) map[string]any {
	out := make(map[string]any, len(m)+1)
	for k, v := range m {
		out[k] = v
	}
	return out
}

// TranslateResponse carries a response that arrived with HTTP status arrived (0: unknown)
// from revision from to a peer of revision to, for the request in the options.
func TranslateResponse(from, to *Revision, arrived int, text []byte, o ResponseOptions) TranslatedResponse {
	// The answer is about the size of the body it carries.
	size := len(text) + 256
	value, err := Decode(text)
	if err != nil {
		return to.responseFallback(o.Request.ID, true, "not JSON", upstreamMessages["invalid-response"])
	}
	body, isObject := value.(map[string]any)
	_, hasError := body["error"]
	_, hasResult := body["result"]
	if !isObject || (!hasError && !hasResult) {
		reason := "not a JSON-RPC response"
		return to.responseFallback(o.Request.ID, true, reason, upstreamMessages["invalid-response"])
	}
	// The request's id where the caller gives one; else the id the upstream answered with.
	id, hasID := requestID(o.Request.ID)
	if !hasID {
		id, hasID = body["id"]
	}
	withID := func(m map[string]any) map[string]any {
		if hasID {
			m["id"] = id
		} else {
			delete(m, "id")
		}
		return m
	}
	fromForm, toForm := from.t.ToolInputError, to.t.ToolInputError
	if hasError {
		errorField := body["error"]
		errorObject, _ := errorField.(map[string]any)
		// An id-less parse error answers no request of the client's: the upstream could not parse
		// the proxy's own frame, which is the proxy's failure, not the client's parse error.
		if bodyID, ok := body["id"]; (!ok || bodyID == nil) && errorObject != nil &&
			isExactly(errorObject["code"], from.conditionIn("parseError").Code) {
			reason := "upstream failure: parse-error"
			return to.markedFallback(id, hasID, reason, upstreamMessages["parse-error"], "parse-error")
		}
		message, isString := errorObject["message"].(string)
		if o.ToolInputError && fromForm.Form == "protocol-error" && toForm.Form == "tool-result" &&
			errorObject != nil && isString && fromForm.Code != nil &&
			isExactly(errorObject["code"], *fromForm.Code) {
			answer, _ := to.ToolInputError(TextBlocks(message), nil, nil)
			out := Object{{"jsonrpc", to.t.Envelope.JSONRPC}}
			if hasID {
				out = append(out, Member{"id", id})
			}
			out = append(out, Member{"result", answer.Result})
			method := o.Request.Method
			if method == "" {
				method = "tools/call"
			}
			condition := ""
			if c := from.conditionOfValue(errorObject, Hints{Method: method}); c != nil {
				condition = c.Key
			}
			return TranslatedResponse{OK: true, Body: encodeSized(out, size), Condition: condition}
		}
		t := translateValue(from, to, errorField, o.Request.hints(arrived))
		answer := TranslatedResponse{
			OK:        t.OK,
			Status:    t.HTTPStatus,
			Body:      encodeSized(to.envelope(id, hasID, builtErrorValue(t.Error)), size),
			Condition: t.Condition,
		}
		if !t.OK {
			answer.Reason = t.Reason
		}
		return answer
	}
	result := body["result"]
	resultObject, isRecord := result.(map[string]any)
	if o.ToolInputError && isRecord && resultObject["isError"] == true && fromForm.Form == "tool-result" {
		blocks, _ := resultObject["content"].([]any)
		if toForm.Form == "protocol-error" {
			if len(blocks) == 0 {
				blocks = TextBlocks("Invalid tool input")
			}
			answer, err := to.ToolInputError(blocks, nil, nil)
			if err != nil {
				return to.responseFallback(id, hasID, contentNotBlocks, "")
			}
			return TranslatedResponse{
				OK:     true,
				Status: to.StatusOf(answer.Error),
				Body:   encodeSized(to.envelope(id, hasID, builtErrorValue(answer.Error)), size),
			}
		}
		converted := copyMap(resultObject)
		if toForm.ResultType == nil {
			delete(converted, "resultType")
		} else {
			converted["resultType"] = *toForm.ResultType
		}
		out := withID(copyMap(body))
		out["jsonrpc"] = to.t.Envelope.JSONRPC
		out["result"] = converted
		return TranslatedResponse{OK: true, Body: encodeSized(out, size)}
	}
	out := withID(copyMap(body))
	out["result"], _ = destinationResult(from, to, result)
	return TranslatedResponse{OK: true, Body: encodeSized(out, size)}
}

// contentNotBlocks is the reason a tool result whose content breaks the content block rules
// (blocksOf) cannot become a protocol error.
const contentNotBlocks = "the tool result's content is not a list of content blocks"

func isExactly(v any, code int) bool {
	f, ok := numberValue(v)
	return ok && f == float64(code)
}

// destinationResult adds the destination's complete resultType to a result that has none,
// where the destination requires one on every result and the source's results have none.
func destinationResult(from, to *Revision, result any) (any, bool) {
	wanted := to.t.ResultType
	if !wanted.Required || wanted.Complete == nil || from.t.ResultType.Required {
		return result, false
	}
	m, ok := result.(map[string]any)
	if !ok {
		return result, false
	}
	if _, has := m["resultType"]; has {
		return result, false
	}
	out := copyMap(m)
	out["resultType"] = *wanted.Complete
	return out, true
}
