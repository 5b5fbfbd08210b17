package engine

import (
	"net/http"
	"slices"
)

// HasRequestEra says whether the revision has an era rule (a modern revision).
func (r *Revision) HasRequestEra() bool { return r.t.RequestEra != nil }

// RequestEra is the era of a request to a dual-era server that serves the revision: "modern" or
// "legacy", by the revision's era rule. A nil body means it has not been read: then only the
// header steps apply. A body that is not JSON shows no body signal. It never panics.
func (r *Revision) RequestEra(h http.Header, body []byte) (era string) {
	rule := r.t.RequestEra
	if rule == nil {
		return r.Era
	}
	var meta, message map[string]any
	if body != nil {
		if value, err := Decode(body); err == nil {
			message, _ = value.(map[string]any)
			params, _ := message["params"].(map[string]any)
			meta, _ = params["_meta"].(map[string]any)
		}
	}
	for _, step := range rule.Steps {
		shown := false
		switch step.Signal {
		case "metaKey":
			_, shown = meta[step.Name]
		case "method":
			method, ok := message["method"].(string)
			shown = ok && method == step.Name
		case "header":
			_, shown, _ = headerValue(h, step.Name)
		case "legacyVersionHeader":
			value, present, unreadable := headerValue(h, step.Name)
			shown = present && !unreadable && slices.Contains(rule.LegacyVersions, value)
		}
		if shown {
			return step.Era
		}
	}
	return rule.Otherwise
}
