package engine

import (
	"encoding/json"
	"errors"
	"math"
)

// requestID is a value sent as a request id: a string or a finite number.
func requestID(id any) (any, bool) {
	switch x := id.(type) {
	case string:
		return x, true
	case float64:
		return x, !math.IsNaN(x) && !math.IsInf(x, 0)
	case float32:
		f := float64(x)
		return f, !math.IsNaN(f) && !math.IsInf(f, 0)
	case int:
		return float64(x), true
	case int8:
		return float64(x), true
	case int16:
		return float64(x), true
	case int32:
		return float64(x), true
	case int64:
		return float64(x), true
	case uint:
		return float64(x), true
	case uint8:
		return float64(x), true
	case uint16:
		return float64(x), true
	case uint32:
		return float64(x), true
	case uint64:
		return float64(x), true
	case json.Number:
		f, err := x.Float64()
		return f, err == nil && !math.IsInf(f, 0)
	case json.RawMessage:
		decoded, err := Decode(x)
		if err != nil {
			return nil, false
		}
		return requestID(decoded)
	}
	return nil, false
}

func errorValue(e *Error) Object {
	out := Object{{"code", e.Code}, {"message", e.Message}}
	if e.Data != nil {
		data, err := Decode(e.Data)
		if err != nil {
			data = nil
		}
		out = append(out, Member{"data", data})
	}
	return out
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
	return Encode(r.envelope(id, true, errorValue(e))), nil
}

// Response is the whole answer to send: the HTTP status and the JSON-RPC body.
type Response struct {
	// Status is the status the error's condition travels with; Unspecified where the spec gives none.
	Status Status
	// Body is the JSON-RPC error response.
	Body json.RawMessage
}

// Respond is the status (from the error's condition) and the body to send.
func (r *Revision) Respond(id any, e *Error) (Response, error) {
	if e == nil {
		return Response{}, ErrNotAnError
	}
	return Response{Status: r.StatusOf(e), Body: Encode(r.envelope(id, true, errorValue(e)))}, nil
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

// ParseValue is Parse of a decoded JSON value (map[string]any, []any, string, float64, bool, nil).
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
			case nil, string, float64:
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
