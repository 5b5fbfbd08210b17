package engine

import (
	"encoding/json"
	"errors"
	"math"
	"regexp"
	"sort"
	"strconv"
	"strings"
)

// Shape is what a value in a condition's data must be, at any depth; a data rule is the shape
// of the data object itself.
type Shape struct {
	types    []string // its kinds: a JSON kind, "integer", "json" or "any"
	enum     []any    // the only values it may take; nil where any value of its kinds will do
	items    *Shape   // for an array: what every element is
	fields   []field  // for an object: its named fields, by name
	values   *Shape   // for an object: what every other member is
	required bool     // for a field, or for data itself: whether it must be present
	exact    bool     // for data: whether it may hold no member beyond its fields
}

type field struct {
	name  string
	shape *Shape
}

var errShape = errors.New("not a data shape")

// dataRule reads a condition's data rule: an object shape with required and exact.
func dataRule(v any) (*Shape, error) {
	m, ok := v.(map[string]any)
	if !ok {
		return nil, errShape
	}
	s, err := shapeOf(map[string]any{"type": "object", "fields": m["fields"], "values": m["values"]})
	if err != nil {
		return nil, err
	}
	s.required, _ = m["required"].(bool)
	s.exact, _ = m["exact"].(bool)
	return s, nil
}

func shapeOf(v any) (*Shape, error) {
	if kind, ok := v.(string); ok {
		return &Shape{types: []string{kind}}, nil
	}
	m, ok := v.(map[string]any)
	if !ok {
		return nil, errShape
	}
	s := &Shape{}
	switch t := m["type"].(type) {
	case string:
		s.types = []string{t}
	case []any:
		for _, k := range t {
			kind, ok := k.(string)
			if !ok {
				return nil, errShape
			}
			s.types = append(s.types, kind)
		}
	default:
		return nil, errShape
	}
	if enum, ok := m["enum"].([]any); ok {
		s.enum = enum
	}
	s.required, _ = m["required"].(bool)
	var err error
	if items, ok := m["items"]; ok && items != nil {
		if s.items, err = shapeOf(items); err != nil {
			return nil, err
		}
	}
	if values, ok := m["values"]; ok && values != nil {
		if s.values, err = shapeOf(values); err != nil {
			return nil, err
		}
	}
	if fields, ok := m["fields"].(map[string]any); ok {
		names := make([]string, 0, len(fields))
		for name := range fields {
			names = append(names, name)
		}
		sort.Strings(names)
		for _, name := range names {
			inner, err := shapeOf(fields[name])
			if err != nil {
				return nil, err
			}
			s.fields = append(s.fields, field{name: name, shape: inner})
		}
	}
	return s, nil
}

// KindOf is a JSON value's kind: "null", "array", "object", "string", "number" or "boolean".
func KindOf(v any) string {
	switch v.(type) {
	case nil:
		return "null"
	case []any:
		return "array"
	case map[string]any:
		return "object"
	case string:
		return "string"
	case json.Number, float64:
		return "number"
	case bool:
		return "boolean"
	}
	return "undefined"
}

func isInteger(v any) bool {
	f, ok := numberValue(v)
	return ok && !math.IsInf(f, 0) && !math.IsNaN(f) && f == math.Trunc(f)
}

func isKind(kind string, v any) bool {
	switch kind {
	case "any":
		return true
	case "integer":
		return isInteger(v)
	case "number":
		f, ok := numberValue(v)
		return ok && !math.IsInf(f, 0) && !math.IsNaN(f)
	case "json":
		switch v.(type) {
		case string, bool, map[string]any, []any:
			return true
		}
		return isInteger(v)
	}
	return KindOf(v) == kind
}

func hasKind(types []string, v any) bool {
	for _, k := range types {
		if isKind(k, v) {
			return true
		}
	}
	return false
}

func hasJSON(types []string) bool {
	for _, k := range types {
		if k == "json" {
			return true
		}
	}
	return false
}

func inEnum(enum []any, v any) bool {
	for _, e := range enum {
		if sameScalar(e, v) {
			return true
		}
	}
	return false
}

// describe names a value as a message does: `the string "x"`, `number 1.5`, `object`.
func describe(v any) string {
	switch x := v.(type) {
	case string:
		return "the string " + string(Encode(x))
	case json.Number, float64:
		f, _ := numberValue(x)
		return "number " + displayNumber(f)
	}
	return KindOf(v)
}

func aKind(kind string) string {
	if kind == "json" {
		return "a string, integer, boolean, array or object"
	}
	if strings.ContainsAny(kind[:1], "aeiou") {
		return "an " + kind
	}
	return "a " + kind
}

var identifierName = regexp.MustCompile(`^[A-Za-z_$][A-Za-z0-9_$]*$`)

func member(name string) string {
	if identifierName.MatchString(name) {
		return "." + name
	}
	return "[" + string(Encode(name)) + "]"
}

func sortedKeys(m map[string]any) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

func (s *Shape) field(name string) *Shape {
	for _, f := range s.fields {
		if f.name == name {
			return f.shape
		}
	}
	return nil
}

// dataFault says what is wrong with v as the shape: "" when nothing is, else the path below
// v and the problem. depth is how many levels below v are looked at; name names the condition
// in the message on a member an exact rule forbids.
func dataFault(s *Shape, v any, depth int, name string) string {
	if !hasKind(s.types, v) {
		wanted := make([]string, len(s.types))
		for i, k := range s.types {
			wanted[i] = aKind(k)
		}
		return " must be " + strings.Join(wanted, " or ") + ", got " + describe(v)
	}
	if s.enum != nil && !inEnum(s.enum, v) {
		wanted := make([]string, len(s.enum))
		for i, e := range s.enum {
			wanted[i] = string(Encode(e))
		}
		return " must be " + strings.Join(wanted, " or ") + ", got " + describe(v)
	}
	if depth < 1 {
		return ""
	}
	json := hasJSON(s.types)
	switch x := v.(type) {
	case []any:
		items := s.items
		if items == nil && json {
			items = &Shape{types: []string{"json"}}
		}
		if items != nil {
			for i, inner := range x {
				if fault := dataFault(items, inner, depth-1, name); fault != "" {
					return "[" + strconv.Itoa(i) + "]" + fault
				}
			}
		}
	case map[string]any:
		for _, f := range s.fields {
			inner, present := x[f.name]
			var fault string
			if !present {
				if f.shape.required {
					fault = " is required"
				}
			} else {
				fault = dataFault(f.shape, inner, depth-1, name)
			}
			if fault != "" {
				return member(f.name) + fault
			}
		}
		values := s.values
		if values == nil && json {
			values = &Shape{types: []string{"json"}}
		}
		if s.exact || values != nil {
			for _, key := range sortedKeys(x) {
				if s.field(key) != nil {
					continue
				}
				if values == nil {
					return member(key) + " is not a field of " + name + "'s data"
				}
				if fault := dataFault(values, x[key], depth-1, name); fault != "" {
					return member(key) + fault
				}
			}
		}
	}
	return ""
}

// dataFits says whether data (has: whether the error carries any) fits the rule at every depth,
// as the condition's typed data promises: a nil rule takes anything, and no data fits unless
// the rule requires it.
func dataFits(r *Shape, data any, has bool) bool {
	if r == nil {
		return true
	}
	if !has {
		return !r.required
	}
	return dataFault(r, data, math.MaxInt32, "") == ""
}

// fits says whether a value has the shape's kind and, where the shape lists them, one of its
// values; nothing inside is looked at.
func fits(s *Shape, v any) bool {
	return hasKind(s.types, v) && (s.enum == nil || inEnum(s.enum, v))
}

// dataMatches says whether data (has: whether the error carries any) passes the rule as
// recognition reads it: required fields present, each of its kind, and none beyond them where
// the rule is exact. A nil rule takes any data.
func dataMatches(r *Shape, data any, has bool) bool {
	if r == nil {
		return true
	}
	if !has {
		return !r.required
	}
	m, ok := data.(map[string]any)
	if !ok {
		return false
	}
	for _, f := range r.fields {
		inner, present := m[f.name]
		if !present {
			if f.shape.required {
				return false
			}
		} else if !fits(f.shape, inner) {
			return false
		}
	}
	if r.exact || r.values != nil {
		for key, inner := range m {
			if r.field(key) == nil && (r.values == nil || !fits(r.values, inner)) {
				return false
			}
		}
	}
	return true
}

// projectData keeps only the fields an exact rule names; other data is returned as it is.
func projectData(r *Shape, data any, has bool) any {
	m, ok := data.(map[string]any)
	if r == nil || !r.exact || !has || !ok || dataMatches(r, data, has) {
		return data
	}
	out := map[string]any{}
	for _, f := range r.fields {
		if inner, present := m[f.name]; present {
			out[f.name] = inner
		}
	}
	return out
}

// dataCarries says whether data of one rule can be sent under the other: either is free, or
// both name the same fields with the same kinds.
func dataCarries(a, b *Shape) bool {
	if a == nil || b == nil {
		return true
	}
	if len(a.fields) != len(b.fields) {
		return false
	}
	for _, f := range a.fields {
		other := b.field(f.name)
		if other == nil || strings.Join(other.types, ",") != strings.Join(f.shape.types, ",") {
			return false
		}
	}
	return true
}
