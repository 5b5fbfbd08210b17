package engine

import "slices"

// IsMethod says whether the revision defines the method, sent by from ("client" or "server";
// "" for either) as kind ("request" or "notification"; "" for either).
func (r *Revision) IsMethod(method, from, kind string) bool {
	for _, m := range r.t.Methods {
		if m.Method == method {
			return (from == "" || slices.Contains(m.From, from)) && (kind == "" || m.Kind == kind)
		}
	}
	return false
}

// IsRemovedMethod says whether the method is one an earlier final revision defines and this one
// does not.
func (r *Revision) IsRemovedMethod(method string) bool {
	return slices.Contains(r.t.RemovedMethods, method)
}
