package mcperrors

import (
	"fmt"
	"net/http"

	"github.com/mcp-errgen/mcp-errgen/generated/go/internal/engine"
)

// ErrNoRequestEra is returned by RequestEra for a revision without an era rule (a legacy one).
var ErrNoRequestEra = fmt.Errorf("the revision has no era rule")

// RequestEra is the era of a request to a dual-era server that serves the modern revision:
// "modern" (serve it statelessly in that revision) or "legacy" (a session opened by initialize),
// by the revision's era rule (the register's policy.requestEra, from the spec's text on how a
// dual-era server selects its behaviour): modern _meta means modern; then initialize, an
// Mcp-Session-Id and an MCP-Protocol-Version of a legacy revision mean legacy; any other
// MCP-Protocol-Version means modern; a request with none of these is legacy. A nil body means it
// has not been read yet: then only the header steps apply. It never panics on the request.
func RequestEra(revision string, header http.Header, body []byte) (string, error) {
	r, err := engine.Get(revision)
	if err != nil {
		return "", err
	}
	if !r.HasRequestEra() {
		return "", fmt.Errorf("%w: %s", ErrNoRequestEra, revision)
	}
	return r.RequestEra(header, body), nil
}
