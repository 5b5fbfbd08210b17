package engine

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"strconv"
)

// Status is an HTTP status, or Unspecified where no cited text of the revision gives one (the
// module never guesses 200).
type Status int

// Unspecified is the Status of an error whose revision ties no HTTP status to it.
const Unspecified Status = 0

// Specified says whether the spec gives a status.
func (s Status) Specified() bool { return s != Unspecified }

// Or is the status, or fallback where it is unspecified.
func (s Status) Or(fallback int) int {
	if s == Unspecified {
		return fallback
	}
	return int(s)
}

// String is the status as a number, or "unspecified".
func (s Status) String() string {
	if s == Unspecified {
		return "unspecified"
	}
	return strconv.Itoa(int(s))
}

// MarshalJSON writes the status as a number, or null where unspecified.
func (s Status) MarshalJSON() ([]byte, error) {
	if s == Unspecified {
		return []byte("null"), nil
	}
	return []byte(strconv.Itoa(int(s))), nil
}

// Hints is what else is known about an error besides its code and data; each helps tell apart
// conditions that share a code. The zero value knows nothing.
type Hints struct {
	// Method is the method of the request the error answers, e.g. "resources/read"; "" when unknown.
	Method string
	// HTTPStatus is the HTTP status the error arrived with; 0 when unknown.
	HTTPStatus int
	// Params are the params of the request the error answers, as JSON; nil when unknown. Data
	// about the request is read against them: a missing resource's uri must be the uri the
	// request named.
	Params json.RawMessage
}

func hintsOf(hints []Hints) Hints {
	if len(hints) == 0 {
		return Hints{}
	}
	return hints[0]
}

// Error is a JSON-RPC error object. An Error the module builds remembers its condition, so that
// a guard or a status lookup finds it again where the code alone is ambiguous.
type Error struct {
	Code    int             `json:"code"`
	Message string          `json:"message"`
	Data    json.RawMessage `json:"data,omitempty"`

	revision  string
	condition string
}

// NilErrorText is what a nil *Error says as an error: a typed nil stored in an error
// interface is not nil, so printing one must not panic.
const NilErrorText = "mcperrors: <nil *Error>"

// Error is the message, for the error interface; NilErrorText for a nil *Error.
func (e *Error) Error() string {
	if e == nil {
		return NilErrorText
	}
	return e.Message
}

// DecodeData decodes the error's data into v with encoding/json; false when the error has none.
func (e *Error) DecodeData(v any) (bool, error) {
	if e == nil || e.Data == nil {
		return false, nil
	}
	return true, json.Unmarshal(e.Data, v)
}

// value is the error as a decoded JSON object, as the tables' rules read one.
func (e *Error) value() (code int, message string, data any, hasData bool) {
	if e.Data != nil {
		decoded, err := Decode(e.Data)
		if err == nil {
			data, hasData = decoded, true
		} else {
			// Not JSON: unreadable data fits no data rule.
			data, hasData = unreadable{}, true
		}
	}
	return e.Code, e.Message, data, hasData
}

// unreadable stands for data that is not JSON: of no JSON kind.
type unreadable struct{}

// codeOf is a decoded JSON number as a code: an integer an int holds exactly.
func codeOf(v any) (int, bool) {
	f, ok := numberValue(v)
	if !ok || math.IsNaN(f) || math.IsInf(f, 0) || f != math.Trunc(f) || math.Abs(f) >= 1<<63 {
		return 0, false
	}
	code := int64(f)
	if int64(int(code)) != code {
		return 0, false
	}
	return int(code), true
}

// recognise is the condition an error with this code and data names in the revision, if any.
func (r *Revision) recognise(code int, data any, hasData bool, hints Hints) *Condition {
	for _, x := range r.readings[code] {
		if x.rule == nil {
			return x.condition
		}
		rule := x.rule
		if rule.HTTPStatus != nil && hints.HTTPStatus != *rule.HTTPStatus {
			continue
		}
		if rule.Method != nil {
			if hints.Method == "" {
				if rule.MethodUnknown != "match" {
					continue
				}
			} else if hints.Method != *rule.Method {
				continue
			}
		}
		if rule.RequiresData && (!hasData || !dataMatches(x.condition.data, data, hasData)) {
			continue
		}
		if rule.RequiresData && rule.Method != nil && !echoes(x.condition.data, data, hints.Params) {
			continue
		}
		return x.condition
	}
	return nil
}

// echoes says whether data about a request agrees with the request's params: each field the
// rule names that both carry holds the same scalar in both (objects and arrays never agree).
// True without params.
func echoes(r *Shape, data any, params json.RawMessage) bool {
	m, ok := data.(map[string]any)
	if r == nil || !ok || params == nil {
		return true
	}
	decoded, err := Decode(params)
	p, isObject := decoded.(map[string]any)
	if err != nil || !isObject {
		return true
	}
	for _, f := range r.fields {
		a, inData := m[f.name]
		b, inParams := p[f.name]
		if inData && inParams && !sameScalar(a, b) {
			return false
		}
	}
	return true
}

// sameScalar is JavaScript's === on two decoded JSON values that are not objects or arrays.
func sameScalar(a, b any) bool {
	switch x := a.(type) {
	case nil:
		return b == nil
	case string:
		y, ok := b.(string)
		return ok && x == y
	case json.Number, float64:
		f, _ := numberValue(x)
		g, ok := numberValue(b)
		return ok && f == g
	case bool:
		y, ok := b.(bool)
		return ok && x == y
	}
	return false
}

// conditionOfError is the condition an error names in the revision: the one it was built as,
// where the revision built it and its code still fits, else what its code, data and hints say.
func (r *Revision) conditionOfError(e *Error, hints Hints) *Condition {
	if e == nil {
		return nil
	}
	if e.revision == r.ID {
		if c, ok := r.conditions[e.condition]; ok && c.Code == e.Code {
			return c
		}
	}
	code, _, data, hasData := e.value()
	return r.recognise(code, data, hasData, hints)
}

// conditionOfValue is conditionOfError for a decoded error object.
func (r *Revision) conditionOfValue(m map[string]any, hints Hints) *Condition {
	code, ok := codeOf(m["code"])
	if !ok {
		return nil
	}
	data, hasData := m["data"]
	return r.recognise(code, data, hasData, hints)
}

// ConditionOf is the key of the condition an error names in the revision, or "".
func (r *Revision) ConditionOf(e *Error, hints ...Hints) string {
	if c := r.conditionOfError(e, hintsOf(hints)); c != nil {
		return c.Key
	}
	return ""
}

// Is says whether the revision reads the error as the condition, with data that fits the
// condition's data rule, so that the condition's typed data can be read from it.
func (r *Revision) Is(key string, e *Error, hints ...Hints) bool {
	c := r.conditionOfError(e, hintsOf(hints))
	if c == nil || c.Key != key {
		return false
	}
	_, _, data, hasData := e.value()
	return dataFits(c.data, data, hasData)
}

// StatusOfCondition is the status of a condition by key; false for a key the revision lacks.
func (r *Revision) StatusOfCondition(key string) (Status, bool) {
	c, ok := r.conditions[key]
	if !ok {
		return Unspecified, false
	}
	return c.Status, true
}

// StatusOf is the status of an error, by its condition; Unspecified where it names none.
func (r *Revision) StatusOf(e *Error, hints ...Hints) Status {
	if c := r.conditionOfError(e, hintsOf(hints)); c != nil {
		return c.Status
	}
	return Unspecified
}

func (r *Revision) defines(code int) bool {
	for _, c := range r.conditions {
		if c.Code == code {
			return true
		}
	}
	return false
}

func (r *Revision) reserves(code int) bool {
	for _, x := range r.t.Reserved {
		if x.Code == code {
			return true
		}
	}
	return false
}

// Classify is the class of a code in the revision: "standard", "defined", "reserved",
// "implementation-defined", "unassigned", "jsonrpc-reserved" or "application".
func (r *Revision) Classify(code int) string {
	best := -1
	for i, b := range r.t.Bands {
		narrower := best < 0 || b.To-b.From < r.t.Bands[best].To-r.t.Bands[best].From
		if code >= b.From && code <= b.To && narrower {
			best = i
		}
	}
	if r.defines(code) {
		if best >= 0 && r.t.Bands[best].UndefinedCodes == "jsonrpc-reserved" {
			return "standard"
		}
		return "defined"
	}
	if r.reserves(code) {
		return "reserved"
	}
	if best < 0 {
		return "application"
	}
	return r.t.Bands[best].UndefinedCodes
}

// ErrUnknownCondition is returned for a condition key the revision does not define.
var ErrUnknownCondition = errors.New("unknown condition")

// HTTPStatus is the status of a condition by key, or an error for a key the revision lacks.
func (r *Revision) HTTPStatus(key string) (Status, error) {
	c, ok := r.conditions[key]
	if !ok {
		return Unspecified, fmt.Errorf("%w: %s has no condition %s", ErrUnknownCondition, r.ID, shown(key))
	}
	return c.Status, nil
}
