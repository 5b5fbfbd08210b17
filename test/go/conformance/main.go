// Command conformance is the conformance corpus's adapter for the Go module: it reads a case a
// line on stdin, asks the module (through its root package, which takes revision ids) and writes
// one answer a line on stdout. Run it under the runner:
//
//	go build -o adapter ./conformance && node generated/conformance/bin/mcp-errors-conformance.js \
//	    --skip big-integer --skip lone-surrogate --skip empty-is-absent --skip untyped-input -- ./adapter
//
// The code constants of a revision package are compile-time values no Go program can list at run
// time, so the constants op reads them from the package's source (codeconst: go/parser and go/types), in the
// generated module's folder: -module, by default ../../generated/go from this file's folder.
package main

import (
	"bufio"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"runtime"

	mcperrors "github.com/mcp-errgen/mcp-errgen/generated/go"
)

// request is a case's request: its id as a value (or exact JSON text), method and params.
type request struct {
	ID     json.RawMessage `json:"id"`
	IDText *string         `json:"idText"`
	Method string          `json:"method"`
	Params json.RawMessage `json:"params"`
}

// of is the request as the module takes it; an id absent from the case is no id.
func (q *request) of() mcperrors.Request {
	if q == nil {
		return mcperrors.Request{}
	}
	out := mcperrors.Request{Method: q.Method, Params: q.Params}
	switch {
	case q.IDText != nil:
		out.ID = json.RawMessage(*q.IDText)
	case q.ID != nil:
		out.ID = q.ID
	}
	return out
}

type hints struct {
	Method     *string         `json:"method"`
	HTTPStatus *int            `json:"httpStatus"`
	Params     json.RawMessage `json:"params"`
}

func (h *hints) of() mcperrors.Hints {
	if h == nil {
		return mcperrors.Hints{}
	}
	out := mcperrors.Hints{Params: h.Params}
	if h.Method != nil {
		out.Method = *h.Method
	}
	if h.HTTPStatus != nil {
		out.HTTPStatus = *h.HTTPStatus
	}
	return out
}

type response struct {
	Status *int   `json:"status"`
	Body   string `json:"body"`
}

func (r response) status() int {
	if r.Status == nil {
		return 0
	}
	return *r.Status
}

// checked is an HTTP request a modern server checks.
type checked struct {
	Revision          string                     `json:"revision"`
	Headers           map[string]json.RawMessage `json:"headers"`
	Body              string                     `json:"body"`
	Tools             []mcperrors.Tool           `json:"tools"`
	SupportedVersions []string                   `json:"supportedVersions"`
}

// run makes the module's pre-dispatch checks, each header with the values the case gives it.
func (c checked) run() (*mcperrors.CheckFailure, error) {
	httpRequest, _ := http.NewRequest(http.MethodPost, "http://127.0.0.1/mcp", nil)
	for name, raw := range c.Headers {
		var values []string
		if err := json.Unmarshal(raw, &values); err != nil {
			var value string
			if err := json.Unmarshal(raw, &value); err != nil {
				return nil, fmt.Errorf("header %s: %w", name, err)
			}
			values = []string{value}
		}
		httpRequest.Header[name] = values
	}
	return mcperrors.CheckRequest(c.Revision, httpRequest, []byte(c.Body), mcperrors.CheckOptions{
		SupportedVersions: c.SupportedVersions, Tools: c.Tools,
	})
}

func orNull(s string) any {
	if s == "" {
		return nil
	}
	return s
}

func fields(e *mcperrors.Error) any {
	if e == nil {
		return nil
	}
	out := map[string]any{"code": e.Code, "message": e.Message}
	if e.Data != nil {
		out["data"] = e.Data
	}
	return out
}

var refused = map[string]any{"refused": true}

// decodeError reads an error object; one Go's types cannot hold is refused by the caller.
func decodeError(raw json.RawMessage) (*mcperrors.Error, error) {
	var e mcperrors.Error
	if err := json.Unmarshal(raw, &e); err != nil {
		return nil, err
	}
	return &e, nil
}

// ops answers each op of the corpus; an error is the case's error line.
var ops = map[string]func(json.RawMessage) (any, error){
	"server.respond": func(raw json.RawMessage) (any, error) {
		var in struct {
			Revision, Condition string
			Data                json.RawMessage
			Request             *request
		}
		if err := json.Unmarshal(raw, &in); err != nil {
			return nil, err
		}
		var options []mcperrors.Option
		if in.Data != nil {
			options = append(options, mcperrors.WithData(in.Data))
		}
		e, err := mcperrors.New(in.Revision, in.Condition, options...)
		if err != nil {
			return nil, err
		}
		answer, err := mcperrors.Respond(in.Revision, in.Request.of().ID, e)
		if err != nil {
			return nil, err
		}
		return map[string]any{"status": answer.Status, "body": answer.Body}, nil
	},
	"server.check": func(raw json.RawMessage) (any, error) {
		var in checked
		if err := json.Unmarshal(raw, &in); err != nil {
			return nil, err
		}
		failure, err := in.run()
		if err != nil || failure == nil {
			return nil, err
		}
		var body struct {
			ID json.RawMessage `json:"id"`
		}
		var id any
		if json.Unmarshal([]byte(in.Body), &body) == nil && body.ID != nil {
			id = body.ID
		}
		answer, err := mcperrors.Respond(in.Revision, id, failure.Error)
		if err != nil {
			return nil, err
		}
		return map[string]any{"status": failure.Status, "body": answer.Body}, nil
	},
	"server.transportFailure": func(raw json.RawMessage) (any, error) {
		var in struct {
			Revision, Failure string
			ID                any
		}
		if err := json.Unmarshal(raw, &in); err != nil {
			return nil, err
		}
		answer, err := mcperrors.TransportFailureResponse(in.Revision, mcperrors.TransportFailureKey(in.Failure), in.ID)
		if err != nil {
			return nil, err
		}
		return map[string]any{"status": answer.Status, "body": answer.Body}, nil
	},
	"client.recognise": func(raw json.RawMessage) (any, error) {
		var in struct {
			Revision string
			Response response
			Request  struct {
				Method *string         `json:"method"`
				Params json.RawMessage `json:"params"`
			}
		}
		if err := json.Unmarshal(raw, &in); err != nil {
			return nil, err
		}
		h := mcperrors.Hints{Params: in.Request.Params, HTTPStatus: in.Response.status()}
		if in.Request.Method != nil {
			h.Method = *in.Request.Method
		}
		parsed := mcperrors.Parse(in.Revision, []byte(in.Response.Body), h)
		return map[string]any{"condition": orNull(parsed.Condition)}, nil
	},
	"proxy.forward": func(raw json.RawMessage) (any, error) {
		var in struct {
			From, To string
			Response response
			Request  *request
		}
		if err := json.Unmarshal(raw, &in); err != nil {
			return nil, err
		}
		out, err := mcperrors.TranslateResponse(in.From, in.To, in.Response.status(), []byte(in.Response.Body),
			mcperrors.ResponseOptions{Request: in.Request.of()})
		if err != nil {
			return nil, err
		}
		return map[string]any{"status": out.Status, "body": out.Body}, nil
	},
	"revision": func(raw json.RawMessage) (any, error) {
		var in struct{ ID string }
		if err := json.Unmarshal(raw, &in); err != nil {
			return nil, err
		}
		era, err := mcperrors.EraOf(in.ID)
		if err != nil {
			return map[string]any{"known": mcperrors.IsRevision(in.ID), "era": nil}, nil
		}
		return map[string]any{"known": mcperrors.IsRevision(in.ID), "era": era}, nil
	},
	"constants": func(raw json.RawMessage) (any, error) {
		var in struct {
			Revision string
			Names    []string
		}
		if err := json.Unmarshal(raw, &in); err != nil {
			return nil, err
		}
		return constantsOf(in.Revision, in.Names)
	},
	"status": func(raw json.RawMessage) (any, error) {
		var in struct{ Revision, Condition string }
		if err := json.Unmarshal(raw, &in); err != nil {
			return nil, err
		}
		status, err := mcperrors.HTTPStatusOf(in.Revision, in.Condition)
		if err != nil {
			return refused, nil
		}
		return map[string]any{"status": status}, nil
	},
	"construct": func(raw json.RawMessage) (any, error) {
		var in struct {
			Revision, Condition string
			Message             *string
			Data                json.RawMessage
		}
		if err := json.Unmarshal(raw, &in); err != nil {
			return nil, err
		}
		var options []mcperrors.Option
		if in.Message != nil {
			options = append(options, mcperrors.WithMessage(*in.Message))
		}
		if in.Data != nil {
			options = append(options, mcperrors.WithData(in.Data))
		}
		e, err := mcperrors.New(in.Revision, in.Condition, options...)
		if err != nil {
			return refused, nil
		}
		condition, _ := mcperrors.ConditionOf(in.Revision, e, mcperrors.Hints{})
		status, _ := mcperrors.StatusOf(in.Revision, e, mcperrors.Hints{})
		return map[string]any{"error": fields(e), "condition": orNull(condition), "status": status}, nil
	},
	"parse": func(raw json.RawMessage) (any, error) {
		var in struct {
			Revision, Text string
			Hints          *hints
		}
		if err := json.Unmarshal(raw, &in); err != nil {
			return nil, err
		}
		parsed := mcperrors.Parse(in.Revision, []byte(in.Text), in.Hints.of())
		if !parsed.OK {
			return map[string]any{"ok": false, "reason": parsed.Reason}, nil
		}
		out := map[string]any{
			"ok": true, "condition": orNull(parsed.Condition), "error": fields(parsed.Error), "dataFits": parsed.DataFits,
		}
		if parsed.ID != nil {
			out["id"] = parsed.ID
		}
		return out, nil
	},
	"classify": func(raw json.RawMessage) (any, error) {
		var in struct {
			Revision string
			Code     int
		}
		if err := json.Unmarshal(raw, &in); err != nil {
			return nil, err
		}
		class, err := mcperrors.ClassifyCode(in.Revision, in.Code)
		if err != nil {
			return refused, nil
		}
		return map[string]any{"class": class}, nil
	},
	"respond": func(raw json.RawMessage) (any, error) {
		var in struct {
			Revision string
			Request  *request
			Error    json.RawMessage
		}
		if err := json.Unmarshal(raw, &in); err != nil {
			return nil, err
		}
		e, err := decodeError(in.Error)
		if err != nil {
			return refused, nil
		}
		answer, err := mcperrors.Respond(in.Revision, in.Request.of().ID, e)
		if err != nil {
			return refused, nil
		}
		return map[string]any{"status": answer.Status, "body": answer.Body}, nil
	},
	"translate": func(raw json.RawMessage) (any, error) {
		var in struct {
			From, To   string
			Error      json.RawMessage
			Request    *request
			HTTPStatus *int
		}
		if err := json.Unmarshal(raw, &in); err != nil {
			return nil, err
		}
		e, err := decodeError(in.Error)
		if err != nil {
			return refused, nil
		}
		status := 0
		if in.HTTPStatus != nil {
			status = *in.HTTPStatus
		}
		t, err := mcperrors.Translate(in.From, in.To, e, in.Request.of(), status)
		if err != nil {
			return refused, nil
		}
		if t.OK {
			return map[string]any{
				"ok": true, "error": fields(t.Error), "rule": t.Rule, "condition": orNull(t.Condition),
				"toCondition": orNull(t.ToCondition), "httpStatus": t.HTTPStatus, "body": t.Body,
			}, nil
		}
		out := map[string]any{
			"ok": false, "reason": t.Reason, "condition": orNull(t.Condition), "fallback": fields(t.Error),
			"fallbackCondition": t.ToCondition, "httpStatus": t.HTTPStatus, "body": t.Body,
		}
		if t.TransportFailure != "" {
			out["transportFailure"] = t.TransportFailure
		}
		return out, nil
	},
	"translateResponse": func(raw json.RawMessage) (any, error) {
		var in struct {
			From, To       string
			Response       response
			Request        *request
			ToolInputError bool
		}
		if err := json.Unmarshal(raw, &in); err != nil {
			return nil, err
		}
		t, err := mcperrors.TranslateResponse(in.From, in.To, in.Response.status(), []byte(in.Response.Body),
			mcperrors.ResponseOptions{Request: in.Request.of(), ToolInputError: in.ToolInputError})
		if err != nil {
			return refused, nil
		}
		out := map[string]any{"ok": t.OK, "status": t.Status, "body": t.Body, "condition": orNull(t.Condition)}
		if t.Reason != "" {
			out["reason"] = t.Reason
		}
		return out, nil
	},
	"upstreamFailure": func(raw json.RawMessage) (any, error) {
		var in struct {
			To, Failure, Message string
			Request              *request
		}
		if err := json.Unmarshal(raw, &in); err != nil {
			return nil, err
		}
		t, err := mcperrors.UpstreamFailure(in.To, in.Request.of(), in.Failure, in.Message)
		if err != nil {
			return refused, nil
		}
		return map[string]any{
			"ok": t.OK, "status": t.Status, "body": t.Body, "condition": orNull(t.Condition), "reason": t.Reason,
		}, nil
	},
	"server.method": func(raw json.RawMessage) (any, error) {
		var in struct {
			Revision, Method string
			Request          *request
		}
		if err := json.Unmarshal(raw, &in); err != nil {
			return nil, err
		}
		has, err := mcperrors.IsMethod(in.Revision, in.Method, mcperrors.FromClient, mcperrors.KindRequest)
		if err != nil || has {
			return nil, err
		}
		e, err := mcperrors.New(in.Revision, mcperrors.ConditionMethodNotFound)
		if err != nil {
			return nil, err
		}
		answer, err := mcperrors.Respond(in.Revision, in.Request.of().ID, e)
		if err != nil {
			return nil, err
		}
		return map[string]any{"status": answer.Status, "body": answer.Body}, nil
	},
	"requestEra": func(raw json.RawMessage) (any, error) {
		var in struct {
			Revision string
			Headers  map[string]json.RawMessage
			Body     *string
		}
		if err := json.Unmarshal(raw, &in); err != nil {
			return refused, nil
		}
		// Names as the case gives them, not canonicalised: the rule reads them case-insensitively.
		header := http.Header{}
		for name, value := range in.Headers {
			var one string
			var many []string
			if json.Unmarshal(value, &one) == nil {
				header[name] = []string{one}
			} else if json.Unmarshal(value, &many) == nil {
				header[name] = many
			}
		}
		var body []byte
		if in.Body != nil {
			body = []byte(*in.Body)
		}
		era, err := mcperrors.RequestEra(in.Revision, header, body)
		if err != nil {
			return refused, nil
		}
		return map[string]any{"era": era}, nil
	},
	"isMethod": func(raw json.RawMessage) (any, error) {
		var in struct{ Revision, Method, From, Kind string }
		if err := json.Unmarshal(raw, &in); err != nil {
			return refused, nil
		}
		is, err := mcperrors.IsMethod(in.Revision, in.Method, in.From, in.Kind)
		if err != nil {
			return refused, nil
		}
		return map[string]any{"is": is}, nil
	},
	"isRemovedMethod": func(raw json.RawMessage) (any, error) {
		var in struct{ Revision, Method string }
		if err := json.Unmarshal(raw, &in); err != nil {
			return refused, nil
		}
		removed, err := mcperrors.IsRemovedMethod(in.Revision, in.Method)
		if err != nil {
			return refused, nil
		}
		return map[string]any{"removed": removed}, nil
	},
	"transportFailureResponse": func(raw json.RawMessage) (any, error) {
		var in struct {
			Revision, Failure string
			ID                any
		}
		if err := json.Unmarshal(raw, &in); err != nil {
			return refused, nil
		}
		answer, err := mcperrors.TransportFailureResponse(in.Revision, mcperrors.TransportFailureKey(in.Failure), in.ID)
		if err != nil {
			return refused, nil
		}
		return map[string]any{"status": answer.Status, "body": answer.Body}, nil
	},
	"transportFailures": func(raw json.RawMessage) (any, error) {
		var in struct{ Revision string }
		if err := json.Unmarshal(raw, &in); err != nil {
			return nil, err
		}
		failures, err := mcperrors.TransportFailures(in.Revision)
		if err != nil {
			return refused, nil
		}
		out := map[string]any{}
		for key, f := range failures {
			out[string(key)] = map[string]any{
				"status": f.Status, "condition": orNull(f.Condition), "summary": f.Summary,
				"clientAction": orNull(f.ClientAction),
				"body":         map[string]any{"form": f.Body, "basis": f.BodyBasis, "reason": f.BodyReason},
			}
		}
		return map[string]any{"failures": out}, nil
	},
	"checkRequest": func(raw json.RawMessage) (any, error) {
		var in checked
		if err := json.Unmarshal(raw, &in); err != nil {
			return refused, nil
		}
		failure, err := in.run()
		if err != nil {
			return refused, nil
		}
		if failure == nil {
			return nil, nil
		}
		return map[string]any{"status": failure.Status, "error": fields(failure.Error)}, nil
	},
}

// moduleDir is the generated module's folder, from -module or beside this file's folder.
var moduleDir = flag.String("module", defaultModuleDir(), "the generated Go module's folder (for the constants op)")

func defaultModuleDir() string {
	_, file, _, ok := runtime.Caller(0)
	if !ok {
		return ""
	}
	return filepath.Join(filepath.Dir(file), "..", "..", "..", "generated", "go")
}

func main() {
	flag.Parse()
	in := bufio.NewScanner(os.Stdin)
	in.Buffer(make([]byte, 1<<20), 64<<20)
	out := bufio.NewWriter(os.Stdout)
	for in.Scan() {
		var c struct {
			ID    string          `json:"id"`
			Op    string          `json:"op"`
			Input json.RawMessage `json:"input"`
		}
		var line []byte
		if err := json.Unmarshal(in.Bytes(), &c); err != nil {
			line, _ = json.Marshal(map[string]any{"id": c.ID, "error": err.Error()})
		} else if run, ok := ops[c.Op]; !ok {
			line, _ = json.Marshal(map[string]any{"id": c.ID, "error": "unknown op " + c.Op})
		} else if answer, err := run(c.Input); err != nil {
			line, _ = json.Marshal(map[string]any{"id": c.ID, "error": err.Error()})
		} else if line, err = json.Marshal(map[string]any{"id": c.ID, "answer": answer}); err != nil {
			line, _ = json.Marshal(map[string]any{"id": c.ID, "error": err.Error()})
		}
		out.Write(append(line, '\n'))
		if err := out.Flush(); err != nil {
			os.Exit(1)
		}
	}
	if err := in.Err(); err != nil && !errors.Is(err, os.ErrClosed) {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
