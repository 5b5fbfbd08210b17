package gotest

import (
	"encoding/json"
	"errors"
	"net/http"
	"strings"
	"testing"

	mcperrors "github.com/mcp-errgen/mcp-errgen/generated/go"
	"github.com/mcp-errgen/mcp-errgen/generated/go/mcp20251125"
	"github.com/mcp-errgen/mcp-errgen/generated/go/mcp20260728"
	"github.com/mcp-errgen/mcp-errgen/generated/go/mcpdraft"
	"github.com/mcp-errgen/mcp-errgen/generated/go/prerelease/mcpdraft20260520"
)

func TestTypedConstructorsBuildWhatTheirRevisionReads(t *testing.T) {
	e, err := mcp20260728.NewResourceNotFound(mcp20260728.ResourceNotFoundData{URI: "file:///missing.txt"})
	if err != nil {
		t.Fatal(err)
	}
	if e.Code != -32602 || string(e.Data) != `{"uri":"file:///missing.txt"}` {
		t.Fatalf("got %d %s", e.Code, e.Data)
	}
	// Built errors keep their condition, though -32602 alone reads as invalid params.
	if !mcp20260728.IsResourceNotFound(e) || mcp20260728.IsInvalidParams(e) {
		t.Fatal("a built resource-not-found error is not read as one")
	}
	if c, ok := mcp20260728.ConditionOf(e); !ok || c != mcp20260728.ResourceNotFound {
		t.Fatalf("ConditionOf: %v %v", c, ok)
	}
	legacy, err := mcp20251125.NewResourceNotFound(mcp20251125.ResourceNotFoundData{URI: "file:///x"})
	if err != nil || legacy.Code != mcp20251125.CodeResourceNotFound {
		t.Fatalf("legacy: %v %v", legacy, err)
	}
	v, err := mcp20260728.NewUnsupportedProtocolVersion(mcp20260728.UnsupportedProtocolVersionData{
		Supported: []string{"2026-07-28"}, Requested: "1999-01-01",
	}, mcp20260728.WithMessage("Unsupported: 1999-01-01"))
	if err != nil || v.Message != "Unsupported: 1999-01-01" || v.Code != mcp20260728.CodeUnsupportedProtocolVersion {
		t.Fatalf("%v %v", v, err)
	}
	pre, err := mcpdraft20260520.NewUnsupportedProtocolVersion(mcpdraft20260520.UnsupportedProtocolVersionData{
		Supported: []string{"x"}, Requested: "y",
	})
	if err != nil || pre.Code != -32004 {
		t.Fatalf("pre-release numbering: %v %v", pre, err)
	}
	capability, err := mcpdraft.NewMissingRequiredClientCapability(mcpdraft.MissingRequiredClientCapabilityData{
		RequiredCapabilities: mcpdraft.MissingRequiredClientCapabilityDataRequiredCapabilities{
			Sampling: &mcpdraft.MissingRequiredClientCapabilityDataRequiredCapabilitiesSampling{},
		},
	})
	if err != nil || string(capability.Data) != `{"requiredCapabilities":{"sampling":{}}}` {
		t.Fatalf("%s %v", capability.Data, err)
	}
}

func TestTypedConstructorsReturnAnErrorOnAWrongArgumentNeverPanic(t *testing.T) {
	// A nil slice is JSON null: the required list is missing.
	if _, err := mcp20260728.NewUnsupportedProtocolVersion(mcp20260728.UnsupportedProtocolVersionData{Requested: "x"}); err == nil ||
		!strings.Contains(err.Error(), "data.supported must be an array") {
		t.Fatalf("got %v", err)
	}
	// An enum the schema fixes, and a nested required field.
	_, err := mcp20251125.NewURLElicitationRequired(mcp20251125.URLElicitationRequiredData{
		Elicitations: []mcp20251125.URLElicitationRequiredDataElicitationsItem{{Mode: "form", ElicitationID: "e", URL: "u", Message: "m"}},
	})
	if err == nil || !strings.Contains(err.Error(), `data.elicitations[0].mode must be "url"`) {
		t.Fatalf("got %v", err)
	}
	// Data given twice, and data a condition without a data type gets as any JSON value.
	if _, err := mcp20260728.NewResourceNotFound(mcp20260728.ResourceNotFoundData{URI: "u"}, mcp20260728.WithData(1)); err == nil {
		t.Fatal("data given twice was accepted")
	}
	if _, err := mcp20260728.NewInternalError(mcp20260728.WithData(func() {})); err == nil {
		t.Fatal("data that is no JSON value was accepted")
	}
	if e, err := mcp20260728.NewInternalError(mcp20260728.WithData(map[string]any{"trace": "t"})); err != nil || string(e.Data) != `{"trace":"t"}` {
		t.Fatalf("%v %v", e, err)
	}
	if _, err := mcperrors.New("2026-07-28", "noSuchCondition"); err == nil {
		t.Fatal("an unknown condition was built")
	}
	if _, err := mcperrors.New("1999-01-01", "internalError"); !errors.Is(err, mcperrors.ErrUnknownRevision) {
		t.Fatalf("got %v", err)
	}
}

func TestHTTPStatusTellsUnspecifiedFromAStatus(t *testing.T) {
	status, err := mcp20260728.HTTPStatus(mcp20260728.MethodNotFound)
	if err != nil || status != 404 || !status.Specified() {
		t.Fatalf("%v %v", status, err)
	}
	status, err = mcp20251125.HTTPStatus(mcp20251125.MethodNotFound)
	if err != nil || status != mcp20251125.Unspecified || status.Specified() || status.Or(http.StatusOK) != 200 {
		t.Fatalf("legacy 404 means session expired, so no status is given: %v %v", status, err)
	}
	if _, err := mcp20260728.HTTPStatus("noSuchCondition"); !errors.Is(err, mcp20260728.ErrUnknownCondition) {
		t.Fatalf("got %v", err)
	}
	text, _ := json.Marshal(map[string]any{"a": mcp20260728.Unspecified, "b": status})
	if string(text) != `{"a":null,"b":null}` {
		t.Fatalf("%s", text)
	}
}

func TestToolInputErrorTakesTheRevisionsForm(t *testing.T) {
	modern := mcp20260728.ToolInputError("a must be a number")
	if modern["isError"] != true || modern["resultType"] != "complete" {
		t.Fatalf("%v", modern)
	}
	legacy := mcp20251125.ToolInputError("a must be a number")
	if legacy["isError"] != true || legacy["resultType"] != nil {
		t.Fatalf("%v", legacy)
	}
	if f, ok := mcp20251125.TransportFailureOf("unknownSession"); !ok || f.Status != 404 {
		t.Fatalf("%v %v", f, ok)
	}
}

// Must gives the value of a call that cannot fail and panics on one that does; the root's
// condition and transport failure constants are keys the revisions define.
func TestMustAndKeyConstants(t *testing.T) {
	e := mcperrors.Must(mcp20260728.NewMethodNotFound())
	if e.Code != -32601 {
		t.Fatalf("Must(NewMethodNotFound()): code %d", e.Code)
	}
	func() {
		defer func() {
			if recover() == nil {
				t.Fatal("Must did not panic on an error")
			}
		}()
		mcperrors.Must(mcperrors.New("2026-07-28", "noSuchCondition"))
	}()
	for _, key := range []string{mcperrors.ConditionMethodNotFound, mcperrors.ConditionHeaderMismatch, mcperrors.ConditionInternalError} {
		if _, err := mcperrors.New("2026-07-28", key); err != nil {
			t.Errorf("New(2026-07-28, %s): %v", key, err)
		}
	}
	if _, err := mcperrors.New("2025-11-25", mcperrors.ConditionURLElicitationRequired, mcperrors.WithData(map[string]any{"elicitations": []any{}})); err != nil {
		t.Errorf("New(2025-11-25, urlElicitationRequired): %v", err)
	}
	failures, _ := mcperrors.TransportFailures("2025-11-25")
	for _, key := range []mcperrors.TransportFailureKey{mcperrors.TransportUnknownSession, mcperrors.TransportMissingSessionID, mcperrors.TransportInvalidOrigin} {
		if f, ok := failures[key]; !ok || !f.Status.Specified() {
			t.Errorf("2025-11-25 transport failure %s: %v %v", key, f, ok)
		}
	}
	if f, ok := mcp20251125.TransportFailureOf(mcperrors.TransportUnknownSession); !ok || f.Status != 404 {
		t.Errorf("TransportFailureOf(TransportUnknownSession): %v %v", f, ok)
	}
}

func TestTransportFailureResponse(t *testing.T) {
	cases := []struct {
		revision string
		key      mcperrors.TransportFailureKey
		id       any
		status   mcperrors.Status
		body     string
	}{
		{"2025-11-25", mcperrors.TransportUnknownSession, 3, 404, `{"jsonrpc":"2.0","id":3,"error":{"code":-32600,"message":"Invalid Request"}}`},
		// The transport text's error bodies have no id, whatever the envelope says of a missing one.
		{"2025-06-18", mcperrors.TransportRejectedNotification, nil, 400, `{"jsonrpc":"2.0","error":{"code":-32600,"message":"Invalid Request"}}`},
		{"2026-07-28", mcperrors.TransportInvalidOrigin, "req-1", 403, `{"jsonrpc":"2.0","id":"req-1","error":{"code":-32600,"message":"Invalid Request"}}`},
		{"2026-07-28", mcperrors.TransportLegacyHTTPMethod, 1, 405, ""},
		{"2025-11-25", mcperrors.TransportNoStandaloneStream, nil, 405, ""},
	}
	for _, c := range cases {
		answer, err := mcperrors.TransportFailureResponse(c.revision, c.key, c.id)
		if err != nil || answer.Status != c.status || string(answer.Body) != c.body {
			t.Errorf("%s %s: %v %s %v, want %v %s", c.revision, c.key, answer.Status, answer.Body, err, c.status, c.body)
		}
	}
	if a, err := mcp20251125.TransportFailureResponse(mcperrors.TransportMissingSessionID, nil); err != nil || a.Status != 400 || a.Body == nil {
		t.Errorf("mcp20251125 missingSessionId: %v %s %v", a.Status, a.Body, err)
	}
	// A key this revision's transport lacks, misspelt or of another revision, is an error, not an answer.
	for _, key := range []mcperrors.TransportFailureKey{"unknownsession", mcperrors.TransportLegacyHTTPMethod} {
		if _, err := mcperrors.TransportFailureResponse("2025-11-25", key, nil); !errors.Is(err, mcperrors.ErrUnknownTransportFailure) {
			t.Errorf("2025-11-25 %q: %v", key, err)
		}
	}
	if _, err := mcperrors.TransportFailureResponse("1999-01-01", mcperrors.TransportInvalidOrigin, nil); !errors.Is(err, mcperrors.ErrUnknownRevision) {
		t.Errorf("unknown revision: %v", err)
	}
}
