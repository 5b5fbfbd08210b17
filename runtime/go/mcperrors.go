// Package mcperrors reads, answers and translates the JSON-RPC errors of every MCP (Model Context
// Protocol) revision, from tables generated out of each revision's schema and the error register
// of mcp-errgen. Each revision has its own package (mcp20260728, mcp20251125, ...) with its
// codes, conditions, constructors, guards and HTTP statuses; this package takes a revision id
// and covers them all: Parse, Respond, Translate, TranslateResponse, UpstreamFailure,
// TransportFailures and CheckRequest.
//
// Its answers are the npm package mcp-errors' answers, byte for byte once written as canonical
// JSON: both read the same generated tables (mcp-errors.json) with engines kept in step by shared
// test vectors. Numbers keep their text: an id or a number in relayed data beyond 2^53 comes back
// with every digit, where JavaScript's JSON.parse rounds it.
//
// Nothing here panics on what it is given or reads: a wrong argument is an error, input that is
// no JSON-RPC error is an answer with OK false and a Reason, and a nil *Error's Error method
// returns NilErrorText. Two things outside the module can still fail hard inside a call: an
// Option or a MarshalJSON of the caller's that panics is recovered and reported as an error, but
// typed data of the caller's own that nests deeper than the stack can hold (a pointer chain a
// million long) exhausts it inside encoding/json, which no recover catches; maps, slices and
// json.RawMessage data are measured against MaxDataDepth before encoding/json sees them.
//
// Import it under its name: import mcperrors "github.com/mcp-errgen/mcp-errgen/generated/go".
package mcperrors

import (
	"errors"
	"fmt"
	"net/http"

	"github.com/mcp-errgen/mcp-errgen/generated/go/internal/engine"
)

type (
	// Error is a JSON-RPC error object: Code int, Message string, and Data json.RawMessage (nil
	// when it has none), marshalled as code, message and data. One the module builds remembers
	// its condition; DecodeData decodes Data into a value of the caller's. Error, Hints and
	// CheckFailure are the engine's types, shared with the revision packages (whose constructors,
	// guards and CheckRequest take and give them), so these comments name their fields.
	Error = engine.Error
	// Status is an HTTP status, or Unspecified where the revision's spec ties none to an error.
	Status = engine.Status
	// Hints is what else is known about an error, all optional: Method, the request's method;
	// Params, the request's params as JSON (a missing resource's uri must be the one they name);
	// HTTPStatus, the status the error arrived with (0: unknown). They tell apart conditions that
	// share a code.
	Hints = engine.Hints
	// TransportFailure is a failure a revision's HTTP transport answers before any JSON-RPC
	// dispatch, with the status its prose gives and the body the module sends with it.
	TransportFailure = engine.TransportFailure
	// TransportFailureKey names a transport failure: one of the Transport... constants.
	TransportFailureKey = engine.TransportFailureKey
	// Response is the HTTP status and JSON-RPC body to answer with.
	Response = engine.Response
	// CheckOptions are what a server tells CheckRequest about itself.
	CheckOptions = engine.CheckOptions
	// CheckFailure is the first failed pre-dispatch check of a request: Status, Error and
	// Condition. Every failure of a modern revision's checks has a Status the spec gives; were it
	// Unspecified, the answer to a request is 200 with the error in the body.
	CheckFailure = engine.CheckFailure
	// Tool is a tool as tools/list gives it; CheckRequest reads its name and inputSchema.
	Tool = engine.Tool
	// Option sets the message or the data of an error New builds.
	Option = engine.Option
)

// WithMessage replaces the condition's default message.
func WithMessage(message string) Option { return engine.WithMessage(message) }

// WithData attaches data, which New checks against the condition's data rule at every depth.
func WithData(data any) Option { return engine.WithData(data) }

// New builds the error of a condition in a revision chosen at run time, as the revision's own
// constructor does: its code, its default message unless WithMessage gives one, and its data
// (WithData), checked against the condition's data rule. A wrong argument is an error, never a
// panic. The revision packages' constructors take typed data instead.
func New(revision, condition string, options ...Option) (*Error, error) {
	r, err := engine.Get(revision)
	if err != nil {
		return nil, err
	}
	return r.Build("mcperrors.New", condition, nil, false, options)
}

// Unspecified is the Status of an error whose revision gives it no HTTP status.
const Unspecified = engine.Unspecified

// Must returns value, and panics if err is not nil: for calls whose arguments cannot fail, such
// as a revision package's constructor without data, mcperrors.Must(mcp20260728.NewMethodNotFound()),
// or New with a revision and condition constant the module has.
func Must[T any](value T, err error) T {
	if err != nil {
		panic(err)
	}
	return value
}

// MaxDataDepth is how deep the data of an error New builds or Respond answers with may nest
// (objects and arrays inside one another, the data itself the first level); the TypeScript
// package keeps the same limit.
const MaxDataDepth = engine.MaxDataDepth

// ErrUnsendableData is returned by Respond (and a revision's ErrorResponse) for an error whose
// data is not JSON or nests deeper than MaxDataDepth.
var ErrUnsendableData = engine.ErrUnsendableData

// NilErrorText is what a nil *Error's Error method returns.
const NilErrorText = engine.NilErrorText

// ErrUnknownRevision is returned for a revision id the module does not know.
var ErrUnknownRevision = engine.ErrUnknownRevision

// ErrUnknownCondition is returned for a condition key the revision does not define.
var ErrUnknownCondition = engine.ErrUnknownCondition

// ErrNoRequestChecks is returned by CheckRequest for a revision without pre-dispatch request
// checks (a legacy revision, whose sessions are settled at initialize).
var ErrNoRequestChecks = errors.New("the revision has no request checks")

// IsRevision says whether the module knows the revision id.
func IsRevision(id string) bool {
	_, ok := engine.Lookup(id)
	return ok
}

// EraOf is the era of a revision: "legacy" (initialize handshake, sessions) or "modern"
// (stateless requests).
func EraOf(revision string) (string, error) {
	r, err := engine.Get(revision)
	if err != nil {
		return "", err
	}
	return r.Era, nil
}

// Parse reads a JSON-RPC error response (or a bare error object) as the revision reads it. It
// never panics: input that is no error response gives OK false and a Reason, an unknown
// revision the Reason "unknown-revision".
func Parse(revision string, response []byte, hints Hints) Parsed {
	r, ok := engine.Lookup(revision)
	if !ok {
		return Parsed{Reason: "unknown-revision"}
	}
	return Parsed(r.Parse(response, hints))
}

// ConditionOf is the condition the revision reads an error as; "" where it names none.
func ConditionOf(revision string, e *Error, hints Hints) (string, error) {
	r, err := engine.Get(revision)
	if err != nil {
		return "", err
	}
	return r.ConditionOf(e, hints), nil
}

// HTTPStatusOf is the HTTP status a condition travels with in the revision, Unspecified where
// no cited text gives one.
func HTTPStatusOf(revision, condition string) (Status, error) {
	r, err := engine.Get(revision)
	if err != nil {
		return Unspecified, err
	}
	return r.HTTPStatus(condition)
}

// StatusOf is the HTTP status an error travels with in the revision, by its condition;
// Unspecified where it names none.
func StatusOf(revision string, e *Error, hints Hints) (Status, error) {
	r, err := engine.Get(revision)
	if err != nil {
		return Unspecified, err
	}
	return r.StatusOf(e, hints), nil
}

// ClassifyCode is the class of a code in the revision: "standard", "defined", "reserved",
// "implementation-defined", "unassigned", "jsonrpc-reserved" or "application".
func ClassifyCode(revision string, code int) (string, error) {
	r, err := engine.Get(revision)
	if err != nil {
		return "", err
	}
	return r.Classify(code), nil
}

// Respond is the whole answer to a request: the status the error's condition travels with,
// and the error in the revision's envelope under its id rule (a string or finite number id is
// kept; any other is left out where the revision allows, and null elsewhere).
//
// Status Unspecified means the spec ties no HTTP status to the error. The caller then decides by
// what the error answers: a request's error is a JSON-RPC response like any other, sent with 200
// (Streamable HTTP answers a request with a JSON body or a stream); an error about a notification
// or a response the server cannot accept (no id) goes with an HTTP error status, 400 by the
// spec's example. Never send a 404 a legacy peer would read as an expired session.
func Respond(revision string, id any, e *Error) (Response, error) {
	r, err := engine.Get(revision)
	if err != nil {
		return Response{}, err
	}
	return r.Respond(id, e)
}

// Translate is what an error of revision from, answering the request, becomes for a peer of
// revision to: the same condition under the destination's code, the condition that stands in
// for it there, or, where the destination cannot express it, a fallback with the reason; and
// Body, the answer to send, with the request's id. httpStatus is the status the error arrived
// with (0: unknown); it and the request's method and params tell apart conditions that share a
// code. It never fails on the error.
func Translate(from, to string, e *Error, request Request, httpStatus int) (Translation, error) {
	source, destination, err := pair(from, to)
	if err != nil {
		return Translation{}, err
	}
	t := engine.Translate(source, destination, e, engine.Request(request), httpStatus)
	return Translation(t), nil
}

// TranslateResponse carries a whole HTTP response (the status it arrived with, 0 when unknown,
// and its JSON-RPC body) from revision from to a peer of revision to, for a proxy: the error's
// code and data, the status to send (never a legacy 404 for a JSON-RPC error), the
// destination's id rule, a result's resultType where the destination requires one, and, when
// the options say the response answers invalid tool input, the change of form between a -32602
// error and a tool result. Every answer carries the id of options.Request, the request being
// answered (the body's own id only where that is no request id); a body that is not JSON, or
// not a JSON-RPC response, is answered with the destination's internal error (OK false, with a
// Reason). It never fails on the body.
func TranslateResponse(
	from, to string, status int, body []byte, options ResponseOptions,
) (TranslatedResponse, error) {
	source, destination, err := pair(from, to)
	if err != nil {
		return TranslatedResponse{}, err
	}
	response := engine.TranslateResponse(source, destination, status, body, options.engine())
	return TranslatedResponse(response), nil
}

// The ways a proxy fails to get an answer from its upstream, for UpstreamFailure.
const (
	UpstreamUnreachable     = "unreachable"
	UpstreamTimeout         = "timeout"
	UpstreamInvalidResponse = "invalid-response"
)

// TransportFailures are the failures a revision's HTTP transport answers before any JSON-RPC
// dispatch (wrong Origin, missing session, a GET or DELETE the server does not serve, a
// notification it cannot accept, ...), by key, with the status its prose gives and the body that
// goes with it.
func TransportFailures(revision string) (map[TransportFailureKey]TransportFailure, error) {
	r, err := engine.Get(revision)
	if err != nil {
		return nil, err
	}
	return r.TransportFailures(), nil
}

// ErrUnknownTransportFailure is returned by TransportFailureResponse for a key the revision's
// transport does not have.
var ErrUnknownTransportFailure = engine.ErrUnknownTransportFailure

// TransportFailureResponse is the whole answer to a revision's transport failure: its Status,
// and a Body that is a JSON-RPC error of its condition, or nil where the status goes alone (send
// no body). id is the request's id where the server read one (a string or a finite number is
// kept); anything else, nil included, leaves the id out, as the transport text describes its
// error bodies. The register says which body, and whether the spec's text or the project decides
// it (TransportFailure's Body and BodyBasis). A key the revision does not have is
// ErrUnknownTransportFailure: take the key from the Transport... constants.
func TransportFailureResponse(revision string, key TransportFailureKey, id any) (Response, error) {
	r, err := engine.Get(revision)
	if err != nil {
		return Response{}, err
	}
	return r.TransportFailureResponse(key, id)
}

// UpstreamFailure is the answer to a request whose upstream gave none (failure is
// UpstreamUnreachable, UpstreamTimeout or UpstreamInvalidResponse; any other value reads as
// UpstreamUnreachable): revision to's internal error, from the proxy itself, with the request's
// id and the status the destination gives it, OK false. message "" gives a sentence that names
// the failure as the proxy's own.
func UpstreamFailure(to string, request Request, failure, message string) (TranslatedResponse, error) {
	destination, err := engine.Get(to)
	if err != nil {
		return TranslatedResponse{}, err
	}
	response := engine.UpstreamFailure(destination, engine.Request(request), failure, message)
	return TranslatedResponse(response), nil
}

func pair(from, to string) (*engine.Revision, *engine.Revision, error) {
	source, err := engine.Get(from)
	if err != nil {
		return nil, nil, err
	}
	destination, err := engine.Get(to)
	if err != nil {
		return nil, nil, err
	}
	return source, destination, nil
}

// CheckRequest makes a modern revision's pre-dispatch checks on an HTTP request and its body,
// in the register's order (the body parses, the version it names is supported, the standard
// headers are there, the required _meta keys are there, the standard and tool-argument headers
// match the body), and returns the first
// failure, or nil when the request may be dispatched. It never panics on the request.
func CheckRequest(
	revision string, request *http.Request, body []byte, options CheckOptions,
) (*CheckFailure, error) {
	r, err := engine.Get(revision)
	if err != nil {
		return nil, err
	}
	if !r.HasRequestChecks() {
		return nil, fmt.Errorf("%w: %s", ErrNoRequestChecks, revision)
	}
	var header http.Header
	if request != nil {
		header = request.Header
	}
	return r.CheckRequest(header, body, options), nil
}
