package main

import (
	"encoding/json"
	"net/http"

	mcperrors "github.com/mcp-errgen/mcp-errgen/generated/go"
	legacy "github.com/mcp-errgen/mcp-errgen/generated/go/mcp20251125"
)

// An answer is what the server sends back: an HTTP status, an optional JSON body and extra headers.
type answer struct {
	status  int
	body    any
	headers map[string]string
}

// statusWhenSpecIsSilent is our choice: when mcp-errors reports no status for an error
// (Unspecified: the spec ties none to it, as for every JSON-RPC error in 2025-11-25 Streamable
// HTTP), the JSON-RPC body carries the error and the HTTP exchange itself succeeded, so we answer
// 200. Never 404 to a legacy peer: in 2025-11-25 Streamable HTTP a 404 means "your session has expired".
const statusWhenSpecIsSilent = http.StatusOK

// statusWhenNoRequestIsAnswered is the status of an error that answers no request: a
// notification the server cannot accept, or a message it could not read as a request. The spec
// requires an error status for the first (2025-11-25 basic/transports.mdx:98-99, 2026-07-28
// streamable-http.mdx:85-87), with 400 as its example; no client waits on an id for either.
const statusWhenNoRequestIsAnswered = http.StatusBadRequest

// errorAnswer is the error response and status for e in revision; Respond checks the request id
// (a json.Number keeps every digit).
func errorAnswer(revision string, id any, e *mcperrors.Error) answer {
	response, err := mcperrors.Respond(revision, id, e)
	if err != nil {
		return answer{status: http.StatusInternalServerError}
	}
	silent := statusWhenSpecIsSilent
	if id == nil {
		silent = statusWhenNoRequestIsAnswered
	}
	return answer{status: response.Status.Or(silent), body: json.RawMessage(response.Body)}
}

// httpRefusal is a request refused before its body is read, for a reason that is HTTP's, not
// MCP's: 415 for a body not declared JSON, 406 for a client that does not accept the answers
// Streamable HTTP may send (RFC 9110, sections 15.5.16 and 15.5.7). Our choice, as for the
// transport failures: an invalid-request error without an id (the body is never read).
func httpRefusal(revision string, status int, message string) answer {
	e, err := mcperrors.New(revision, "invalidRequest", mcperrors.WithMessage(message))
	if err != nil {
		return answer{status: http.StatusInternalServerError}
	}
	a := errorAnswer(revision, nil, e)
	a.status = status
	return a
}

// malformedRequest answers a request whose transport headers cannot be read (an empty,
// repeated or non-ASCII Mcp-Session-Id): 400, the status HTTP gives a malformed request (RFC
// 9110, section 15.5.1), never the 404 that tells a 2025-11-25 client its session expired. The
// body is an invalid-request error with the request's id.
func malformedRequest(revision string, id any, message string) answer {
	e, err := mcperrors.New(revision, "invalidRequest", mcperrors.WithMessage(message))
	if err != nil {
		return answer{status: http.StatusInternalServerError}
	}
	a := errorAnswer(revision, id, e)
	a.status = http.StatusBadRequest
	return a
}

// jsonRPCErrorAnswer answers with a condition every revision defines alike ("parseError",
// "invalidRequest", "internalError"), built by the revision's own rules.
func jsonRPCErrorAnswer(revision string, id any, condition string) answer {
	e, err := mcperrors.New(revision, condition)
	if err != nil {
		return answer{status: http.StatusInternalServerError}
	}
	return errorAnswer(revision, id, e)
}

// transportFailure answers a 2025-11-25 failure the transport reports before dispatch, with the
// status the spec gives it (from mcp-errors). Our choice: the body is a JSON-RPC error naming the
// failure, which the spec allows ("MAY comprise a JSON-RPC error response") but does not require.
func transportFailure(key mcperrors.TransportFailureKey, id any, message string) answer {
	failure, ok := legacy.TransportFailureOf(key)
	if !ok {
		return answer{status: http.StatusInternalServerError}
	}
	e, err := legacy.NewInvalidRequest(legacy.WithMessage(message))
	if err != nil {
		return answer{status: http.StatusInternalServerError}
	}
	response, err := legacy.Respond(id, e)
	if err != nil {
		return answer{status: http.StatusInternalServerError}
	}
	return answer{status: int(failure.Status), body: json.RawMessage(response.Body)}
}

func send(w http.ResponseWriter, a answer) {
	for name, value := range a.headers {
		w.Header().Set(name, value)
	}
	if a.body == nil {
		w.WriteHeader(a.status)
		return
	}
	text, err := json.Marshal(a.body)
	if err != nil {
		w.WriteHeader(http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(a.status)
	_, _ = w.Write(text)
}

func jsonText(v any) (string, error) {
	text, err := json.Marshal(v)
	return string(text), err
}
