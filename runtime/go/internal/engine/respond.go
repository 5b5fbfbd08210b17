package engine

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
	"unicode/utf8"
)

// requestID is a value sent as a request id, as Encode writes it: a string, or a finite number
// (a JavaScript peer reads anything else as no id). An integer keeps every digit, whatever its
// Go type; a json.Number, or the JSON text of a number or string as json.RawMessage, is written
// as received once it is checked to be one.
func requestID(id any) (any, bool) {
	switch x := id.(type) {
	case string:
		return x, true
	case rawJSON:
		return x, true
	case float64:
		return x, !math.IsNaN(x) && !math.IsInf(x, 0)
	case float32:
		f := float64(x)
		return f, !math.IsNaN(f) && !math.IsInf(f, 0)
	case int:
		return json.Number(strconv.FormatInt(int64(x), 10)), true
	case int8:
		return json.Number(strconv.FormatInt(int64(x), 10)), true
	case int16:
		return json.Number(strconv.FormatInt(int64(x), 10)), true
	case int32:
		return json.Number(strconv.FormatInt(int64(x), 10)), true
	case int64:
		return json.Number(strconv.FormatInt(x, 10)), true
	case uint:
		return json.Number(strconv.FormatUint(uint64(x), 10)), true
	case uint8:
		return json.Number(strconv.FormatUint(uint64(x), 10)), true
	case uint16:
		return json.Number(strconv.FormatUint(uint64(x), 10)), true
	case uint32:
		return json.Number(strconv.FormatUint(uint64(x), 10)), true
	case uint64:
		return json.Number(strconv.FormatUint(x, 10)), true
	case json.Number:
		return numberID(string(x))
	case json.RawMessage:
		text := strings.Trim(string(x), " \t\r\n")
		if strings.HasPrefix(text, `"`) {
			// A string's text, as received: one JSON string and nothing after it.
			var s string
			if !utf8.ValidString(text) || json.Unmarshal([]byte(text), &s) != nil {
				return nil, false
			}
			return rawJSON(text), true
		}
		return numberID(text)
	}
	return nil, false
}

// numberID is a number's text as an id: kept as it is when it is a JSON number JavaScript
// reads as finite.
func numberID(text string) (any, bool) {
	if !numberText(text) {
		return nil, false
	}
	if f, _ := numberValue(json.Number(text)); math.IsInf(f, 0) {
		return nil, false
	}
	return json.Number(text), true
}

// errorValue is the error as the object an envelope carries, its data the value it decoded to.
func errorValue(e *Error, data any) Object {
	out := Object{{"code", e.Code}, {"message", e.Message}}
	if e.Data != nil {
		out = append(out, Member{"data", data})
	}
	return out
}

// builtErrorValue is errorValue of an error the engine built, whose data is Encode's own text:
// spliced in as it is, so that a large error is not decoded again to be written once more.
func builtErrorValue(e *Error) Object {
	return errorValue(e, rawJSON(e.Data))
}

// MaxDataDepth is how deep the data of an error the module builds or answers with may nest:
// objects and arrays inside one another, the data itself the first level. The TypeScript
// package refuses deeper data in the same places; no MCP error's data comes near it, and
// JavaScript's JSON.stringify, which recurses, writes it without running out of stack.
const MaxDataDepth = 256

// ErrUnsendableData is returned by Respond and ErrorResponse for an error whose data is not
// JSON, or nests deeper than MaxDataDepth.
var ErrUnsendableData = errors.New("the error's data cannot be sent")

// sendable is an error's data as decoded, or why it cannot go out.
func sendable(e *Error) (any, error) {
	if e.Data == nil {
		return nil, nil
	}
	data, err := Decode(e.Data)
	if err != nil {
		return nil, fmt.Errorf("%w: it is not JSON (%v)", ErrUnsendableData, err)
	}
	if tooDeep(data, MaxDataDepth) {
		return nil, fmt.Errorf("%w: it nests deeper than %d levels", ErrUnsendableData, MaxDataDepth)
	}
	return data, nil
}

// tooDeep says whether objects and arrays nest more than levels deep in v (a decoded value or
// Go's own maps, slices and Objects). It stops at the first path past the limit, so its own
// recursion is bounded by levels.
func tooDeep(v any, levels int) bool {
	switch x := v.(type) {
	case map[string]any:
		if levels == 0 {
			return true
		}
		for _, inner := range x {
			if tooDeep(inner, levels-1) {
				return true
			}
		}
	case []any:
		if levels == 0 {
			return true
		}
		for _, inner := range x {
			if tooDeep(inner, levels-1) {
				return true
			}
		}
	case Object:
		if levels == 0 {
			return true
		}
		for _, m := range x {
			if tooDeep(m.Value, levels-1) {
				return true
			}
		}
	}
	return false
}

// envelope is the error in the revision's envelope, under its rule for the id: a string or a
// finite number is kept; anything else is left out where the schema lets the envelope go
// without one, and is null elsewhere.
func (r *Revision) envelope(id any, idGiven bool, error Object) Object {
	out := Object{{"jsonrpc", r.t.Envelope.JSONRPC}}
	if value, ok := requestID(id); idGiven && ok {
		out = append(out, Member{"id", value})
	} else if !r.t.Envelope.IDOptional {
		out = append(out, Member{"id", nil})
	}
	return append(out, Member{"error", error})
}

// ErrNotAnError is returned where an error object is required and nil is given.
var ErrNotAnError = errors.New("not a JSON-RPC error object")

// ErrorResponse is the error in the revision's envelope, as JSON.
func (r *Revision) ErrorResponse(id any, e *Error) (json.RawMessage, error) {
	if e == nil {
		return nil, ErrNotAnError
	}
	data, err := sendable(e)
	if err != nil {
		return nil, err
	}
	return Encode(r.envelope(id, true, errorValue(e, data))), nil
}

// Response is the whole answer to send: the HTTP status and the JSON-RPC body.
type Response struct {
	// Status is the status the error's condition travels with; Unspecified where the spec gives none.
	Status Status
	// Body is the JSON-RPC error response; nil for a transport failure whose status goes alone
	// (send no body).
	Body json.RawMessage
}

// Respond is the status (from the error's condition) and the body to send.
func (r *Revision) Respond(id any, e *Error) (Response, error) {
	if e == nil {
		return Response{}, ErrNotAnError
	}
	data, err := sendable(e)
	if err != nil {
		return Response{}, err
	}
	return Response{Status: r.StatusOf(e), Body: Encode(r.envelope(id, true, errorValue(e, data)))}, nil
}

// Parsed is an error response (or a bare error object) as read by one revision.
type Parsed struct {
	// OK is false when the input is no JSON-RPC error response or error object; Reason says why.
	OK bool
	// Reason is one of "not-json", "not-an-object", "error-not-an-object", "bad-id", "bad-code",
	// "bad-message", "unknown-revision"; "" when OK.
	Reason string
	// Condition is the condition the revision reads the error as; "" when it names none.
	Condition string
	// Error is the error object as received (its code, message and data).
	Error *Error
	// ID is the response's id as received; nil for a bare error object or a response without one.
	ID json.RawMessage
	// DataFits says whether the error's data fits its condition's data rule at every depth, as
	// the condition's typed data promises; true where the error names no condition. When false,
	// the code still names Condition, but its data cannot be read as the condition's.
	DataFits bool
}

// Parse reads a JSON-RPC error response, or a bare error object, without panicking. Hints tell
// apart conditions that share a code; where the register says so, the data must fit too (a
// 2026-era missing resource names its uri).
func (r *Revision) Parse(text []byte, hints Hints) Parsed {
	value, err := Decode(text)
	if err != nil {
		return Parsed{Reason: "not-json"}
	}
	return r.ParseValue(value, hints)
}

// ParseValue is Parse of a decoded JSON value (map[string]any, []any, string, json.Number or
// float64, bool, nil), as Decode gives one.
func (r *Revision) ParseValue(value any, hints Hints) Parsed {
	m, ok := value.(map[string]any)
	if !ok {
		return Parsed{Reason: "not-an-object"}
	}
	errorObject := m
	var id json.RawMessage
	if inner, has := m["error"]; has {
		if errorObject, ok = inner.(map[string]any); !ok {
			return Parsed{Reason: "error-not-an-object"}
		}
		if raw, has := m["id"]; has {
			switch raw.(type) {
			case nil, string, json.Number, float64:
				// As received: a number keeps its text.
				id = Encode(raw)
			default:
				return Parsed{Reason: "bad-id"}
			}
		}
	}
	code, ok := codeOf(errorObject["code"])
	if !ok {
		return Parsed{Reason: "bad-code"}
	}
	message, ok := errorObject["message"].(string)
	if !ok {
		return Parsed{Reason: "bad-message"}
	}
	e := &Error{Code: code, Message: message}
	if data, has := errorObject["data"]; has {
		e.Data = Encode(data)
	}
	parsed := Parsed{OK: true, Error: e, ID: id, DataFits: true}
	if c := r.conditionOfValue(errorObject, hints); c != nil {
		parsed.Condition = c.Key
		data, hasData := errorObject["data"]
		parsed.DataFits = dataFits(c.data, data, hasData)
	}
	return parsed
}
