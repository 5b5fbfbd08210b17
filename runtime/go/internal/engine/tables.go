package engine

import (
	"encoding/json"
	"errors"
	"fmt"
	"sort"
	"strconv"
	"strings"
)

// The tables' structs are generated from the export's shape (tables_json.go); these are the
// names the engine gives the ones it reads.
type (
	tablesJSON       = revisionJSON
	rule             = conditionRecognitionRulesJSON
	translationEntry = translationJSON
)

// TransportFailureKey names a failure of a revision's HTTP transport: the keys of
// TransportFailures, given as the module's Transport... constants.
type TransportFailureKey string

// TransportFailure is a failure the revision's HTTP transport answers before any JSON-RPC
// dispatch, with the status its prose gives and the body the module sends with it
// (TransportFailureResponse builds both).
type TransportFailure struct {
	// Status is the HTTP status to answer with (every transport failure has one).
	Status Status `json:"status"`
	// Condition names the condition whose JSON-RPC error the body carries; "" when the status
	// goes alone.
	Condition string `json:"condition"`
	// Body is "error" (a JSON-RPC error of Condition) or "none" (the status alone).
	Body string `json:"body"`
	// BodyBasis is "spec" where the revision's text describes that body, "project-choice" where
	// it gives the status alone; no transport text names a code, so the code is the project's
	// choice either way.
	BodyBasis string `json:"bodyBasis"`
	// BodyReason says why the body is what it is.
	BodyReason string `json:"bodyReason"`
	// Summary says what the failure is.
	Summary string `json:"summary"`
	// ClientAction is what a client does on receiving it, where the prose says; "" elsewhere.
	ClientAction string `json:"clientAction"`
}

// Condition is a condition of one revision, with what its tables say about it.
type Condition struct {
	Key           string
	Code          int
	Message       string
	Status        Status
	data          *Shape
	acceptedCodes []int
	codes         []int
	rules         []rule
}

type reading struct {
	condition *Condition
	rule      *rule
}

// Revision is one revision's tables, indexed for lookups.
type Revision struct {
	ID              string
	Era             string
	ProtocolVersion string
	t               *tablesJSON
	conditions      map[string]*Condition
	failures        map[TransportFailureKey]TransportFailure
	keys            []string
	readings        map[int][]reading
	meta            []metaKey
	headers         []headerRule
}

type metaKey struct {
	key      string
	required bool
	kind     string
	// values are the strings the schema allows; nil where any value of the kind is.
	values []string
}

type headerRule struct {
	name      string
	bodyField map[string][]string
	base64    bool
}

// Load reads a revision's tables as the generator writes them.
func Load(text string) (*Revision, error) {
	var t tablesJSON
	// A member the structs do not know is an error, never dropped: the tables and the structs
	// are written from one shape.
	decoder := json.NewDecoder(strings.NewReader(text))
	decoder.DisallowUnknownFields()
	if err := decoder.Decode(&t); err != nil {
		return nil, err
	}
	if decoder.More() {
		return nil, errors.New("the tables hold more than one JSON value")
	}
	r := &Revision{
		ID: t.ID, Era: t.Era, ProtocolVersion: t.ProtocolVersion, t: &t,
		conditions: map[string]*Condition{}, failures: map[TransportFailureKey]TransportFailure{},
	}
	for key, c := range t.Conditions {
		condition := &Condition{
			Key:           key,
			Code:          c.Code,
			Message:       c.Message,
			acceptedCodes: c.AcceptedCodes,
			codes:         c.Recognition.Codes,
			rules:         c.Recognition.Rules,
		}
		if c.HTTPStatus != nil {
			condition.Status = Status(*c.HTTPStatus)
		}
		if len(c.Data) > 0 && string(c.Data) != "null" {
			decoded, err := Decode(c.Data)
			if err != nil {
				return nil, fmt.Errorf("%s %s: data rule: %w", t.ID, key, err)
			}
			shape, err := dataRule(decoded)
			if err != nil {
				return nil, fmt.Errorf("%s %s: data rule: %w", t.ID, key, err)
			}
			condition.data = shape
		}
		r.conditions[key] = condition
		r.keys = append(r.keys, key)
	}
	sort.Strings(r.keys)
	for key, f := range t.TransportFailures {
		failure := TransportFailure{
			Status:       Status(f.Status),
			Condition:    orEmpty(f.Condition),
			Body:         f.Body.Form,
			BodyBasis:    f.Body.Basis,
			BodyReason:   f.Body.Reason,
			Summary:      f.Summary,
			ClientAction: orEmpty(f.ClientAction),
		}
		if failure.Body == "error" {
			if _, ok := r.conditions[failure.Condition]; !ok {
				return nil, fmt.Errorf("%s transport failure %s: no condition %q",
					t.ID, key, failure.Condition)
			}
		}
		r.failures[TransportFailureKey(key)] = failure
	}
	if _, ok := r.conditions[t.GenericCondition]; !ok {
		return nil, fmt.Errorf("%s has no generic condition %q", t.ID, t.GenericCondition)
	}
	if t.RequestChecks != nil {
		for _, k := range t.RequestChecks.MetaKeys {
			r.meta = append(r.meta, metaKey{key: k.Key, required: k.Required, kind: k.Type, values: k.Values})
		}
		for _, h := range t.RequestChecks.Headers {
			r.headers = append(r.headers, headerRule{name: h.Name, bodyField: h.BodyField, base64: h.Base64})
		}
	}
	r.index()
	return r, nil
}

// MustLoad is Load for the tables the generator embeds, which the generator has checked.
func MustLoad(text string) *Revision {
	r, err := Load(text)
	if err != nil {
		panic("mcp-errors: the generated tables do not load: " + err.Error())
	}
	return r
}

// index lists, per code, the readings a receiver tries in order: the rules first, in the
// order the shared code gives (conditions it leaves out after it, by key), then the condition
// that owns the code.
func (r *Revision) index() {
	r.readings = map[int][]reading{}
	rank := func(code int, key string) int {
		if shared, ok := r.t.SharedCodes[strconv.Itoa(code)]; ok {
			for i, k := range shared.TryInOrder {
				if k == key {
					return i
				}
			}
		}
		return 1000
	}
	var ruled []reading
	for _, key := range r.keys {
		c := r.conditions[key]
		for i := range c.rules {
			ruled = append(ruled, reading{condition: c, rule: &c.rules[i]})
		}
	}
	sort.SliceStable(ruled, func(i, j int) bool {
		a, b := ruled[i], ruled[j]
		return rank(a.rule.Code, a.condition.Key) < rank(b.rule.Code, b.condition.Key)
	})
	for _, x := range ruled {
		r.readings[x.rule.Code] = append(r.readings[x.rule.Code], x)
	}
	for _, key := range r.keys {
		c := r.conditions[key]
		for _, code := range c.codes {
			r.readings[code] = append(r.readings[code], reading{condition: c})
		}
	}
}

// Condition is the condition of the revision with this key.
func (r *Revision) Condition(key string) (*Condition, bool) {
	c, ok := r.conditions[key]
	return c, ok
}

// Keys are the revision's condition keys, sorted.
func (r *Revision) Keys() []string { return append([]string(nil), r.keys...) }

// TransportFailure is the transport failure with this key.
func (r *Revision) TransportFailure(key TransportFailureKey) (TransportFailure, bool) {
	f, ok := r.failures[key]
	return f, ok
}

// ErrUnknownTransportFailure is returned for a transport failure key the revision does not have.
var ErrUnknownTransportFailure = errors.New("unknown transport failure")

// TransportFailureResponse is the whole answer to the transport failure with this key: its
// status, and its body (a JSON-RPC error of its condition, with the condition's code and default
// message, and id where it is a request id the server read, else none, as the transport text
// describes its error bodies), or a nil Body where the status goes alone.
func (r *Revision) TransportFailureResponse(key TransportFailureKey, id any) (Response, error) {
	f, ok := r.failures[key]
	if !ok {
		return Response{}, fmt.Errorf("%w: %s has no transport failure %q",
			ErrUnknownTransportFailure, r.ID, string(key))
	}
	if f.Body != "error" {
		return Response{Status: f.Status}, nil
	}
	c := r.conditions[f.Condition]
	body := Object{{"jsonrpc", r.t.Envelope.JSONRPC}}
	if value, ok := requestID(id); ok {
		body = append(body, Member{"id", value})
	}
	body = append(body, Member{"error", Object{{"code", c.Code}, {"message", c.Message}}})
	return Response{Status: f.Status, Body: Encode(body)}, nil
}

// TransportFailures are the revision's transport failures, by key: a copy.
func (r *Revision) TransportFailures() map[TransportFailureKey]TransportFailure {
	out := make(map[TransportFailureKey]TransportFailure, len(r.failures))
	for key, f := range r.failures {
		out[key] = f
	}
	return out
}

// HasRequestChecks says whether the revision has pre-dispatch request checks (a modern revision).
func (r *Revision) HasRequestChecks() bool { return r.t.RequestChecks != nil }

// orEmpty is a string the tables may leave null, "" where they do.
func orEmpty(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}

// conditionIn is a condition the engine itself names; the generator guarantees it exists.
func (r *Revision) conditionIn(key string) *Condition {
	if c, ok := r.conditions[key]; ok {
		return c
	}
	return r.conditions[r.Generic()]
}

// Generic is the condition the revision's tables name to stand in for an error that cannot be
// read or forwarded.
func (r *Revision) Generic() string { return r.t.GenericCondition }

var registry = map[string]*Revision{}

// Register makes a revision known by its id; each revision package registers its own.
func Register(r *Revision) *Revision {
	registry[r.ID] = r
	return r
}

// Lookup is the registered revision with this id.
func Lookup(id string) (*Revision, bool) {
	r, ok := registry[id]
	return r, ok
}

// ErrUnknownRevision is returned for a revision id no package registered.
var ErrUnknownRevision = errors.New("unknown MCP revision")

// Get is the registered revision with this id, or an error naming it.
func Get(id string) (*Revision, error) {
	if r, ok := registry[id]; ok {
		return r, nil
	}
	// A caller's id may be of any size: the message repeats at most 64 characters of it.
	return nil, fmt.Errorf("%w: %s", ErrUnknownRevision, shown(id))
}
