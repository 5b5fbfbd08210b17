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

// errorAnswer is the error response and status for e in revision; Respond checks the request id.
func errorAnswer(revision string, id any, e *mcperrors.Error) answer {
	response, err := mcperrors.Respond(revision, id, e)
	if err != nil {
		return answer{status: http.StatusInternalServerError}
	}
	return answer{status: response.Status.Or(statusWhenSpecIsSilent), body: json.RawMessage(response.Body)}
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
func transportFailure(key string, id any, message string) answer {
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
	return answer{status: failure.Status, body: json.RawMessage(response.Body)}
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
