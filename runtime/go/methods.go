package mcperrors

import "github.com/mcp-errgen/mcp-errgen/generated/go/internal/engine"

// Who sends a method, and what it is, for IsMethod ("" for either).
const (
	FromClient       = "client"
	FromServer       = "server"
	KindRequest      = "request"
	KindNotification = "notification"
)

// IsMethod says whether the revision defines the method (a member of its schema's request or
// notification unions), sent by from (FromClient: a server receives it; FromServer; "" for
// either) as kind (KindRequest, KindNotification, "" for either). A server answers a request for any
// other method with methodNotFound.
func IsMethod(revision, method, from, kind string) (bool, error) {
	r, err := engine.Get(revision)
	if err != nil {
		return false, err
	}
	return r.IsMethod(method, from, kind), nil
}

// IsRemovedMethod says whether the method is one an earlier final revision defines and the
// revision does not: 2026-07-28 removed ping, initialize, logging/setLevel, the resource
// subscriptions and tasks/*, so a proxy answers a 2026 client asking for one with
// methodNotFound itself rather than forward it to a legacy upstream that still has it.
func IsRemovedMethod(revision, method string) (bool, error) {
	r, err := engine.Get(revision)
	if err != nil {
		return false, err
	}
	return r.IsRemovedMethod(method), nil
}
