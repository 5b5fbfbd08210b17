package engine

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"math"
	"sort"
	"strconv"
	"unicode/utf8"
)

// Decode reads JSON text as JavaScript's JSON.parse reads it, so that the Go module and the
// TypeScript package see the same values: numbers become float64 (±Inf beyond its range, where
// JSON.parse gives ±Infinity), objects map[string]any (a repeated key keeps its last value),
// arrays []any. It never panics.
func Decode(text []byte) (v any, err error) {
	defer func() {
		if recover() != nil {
			v, err = nil, errors.New("unreadable JSON")
		}
	}()
	dec := json.NewDecoder(bytes.NewReader(text))
	dec.UseNumber()
	var raw any
	if err := dec.Decode(&raw); err != nil {
		return nil, err
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, errors.New("data after the JSON value")
	}
	return numbers(raw), nil
}

// numbers replaces json.Number with float64, as JSON.parse reads a number.
func numbers(v any) any {
	switch x := v.(type) {
	case json.Number:
		f, _ := strconv.ParseFloat(string(x), 64) // out of range: ±Inf or 0, as JSON.parse
		return f
	case map[string]any:
		for k, inner := range x {
			x[k] = numbers(inner)
		}
		return x
	case []any:
		for i, inner := range x {
			x[i] = numbers(inner)
		}
		return x
	}
	return v
}

// Object is a JSON object whose members keep the order they are given in.
type Object []Member

// Member is a member of an Object.
type Member struct {
	Key   string
	Value any
}

// Encode writes a value as JSON.stringify writes it: numbers in JavaScript's notation (NaN and
// ±Inf as null), strings with only the escapes JSON requires. Members of a map are written in
// the byte order of their keys; an Object keeps its order. Values other than JSON's (a map of
// another kind, a struct) go through encoding/json first.
func Encode(v any) []byte {
	var b []byte
	return appendValue(b, v, 0)
}

const maxEncodeDepth = 10000

func appendValue(b []byte, v any, depth int) []byte {
	if depth > maxEncodeDepth {
		return append(b, "null"...)
	}
	switch x := v.(type) {
	case nil:
		return append(b, "null"...)
	case bool:
		if x {
			return append(b, "true"...)
		}
		return append(b, "false"...)
	case string:
		return appendString(b, x)
	case float64:
		return append(b, FormatNumber(x)...)
	case int:
		return strconv.AppendInt(b, int64(x), 10)
	case int64:
		return strconv.AppendInt(b, x, 10)
	case json.RawMessage:
		decoded, err := Decode(x)
		if err != nil {
			return append(b, "null"...)
		}
		return appendValue(b, decoded, depth+1)
	case []any:
		b = append(b, '[')
		for i, inner := range x {
			if i > 0 {
				b = append(b, ',')
			}
			b = appendValue(b, inner, depth+1)
		}
		return append(b, ']')
	case []string:
		b = append(b, '[')
		for i, inner := range x {
			if i > 0 {
				b = append(b, ',')
			}
			b = appendString(b, inner)
		}
		return append(b, ']')
	case map[string]any:
		keys := make([]string, 0, len(x))
		for k := range x {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		b = append(b, '{')
		for i, k := range keys {
			if i > 0 {
				b = append(b, ',')
			}
			b = appendString(b, k)
			b = append(b, ':')
			b = appendValue(b, x[k], depth+1)
		}
		return append(b, '}')
	case Object:
		b = append(b, '{')
		for i, m := range x {
			if i > 0 {
				b = append(b, ',')
			}
			b = appendString(b, m.Key)
			b = append(b, ':')
			b = appendValue(b, m.Value, depth+1)
		}
		return append(b, '}')
	}
	text, err := json.Marshal(v)
	if err != nil {
		return append(b, "null"...)
	}
	decoded, err := Decode(text)
	if err != nil {
		return append(b, "null"...)
	}
	return appendValue(b, decoded, depth+1)
}

const hexDigits = "0123456789abcdef"

func appendString(b []byte, s string) []byte {
	b = append(b, '"')
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			switch {
			case c == '"':
				b = append(b, '\\', '"')
			case c == '\\':
				b = append(b, '\\', '\\')
			case c == '\b':
				b = append(b, '\\', 'b')
			case c == '\f':
				b = append(b, '\\', 'f')
			case c == '\n':
				b = append(b, '\\', 'n')
			case c == '\r':
				b = append(b, '\\', 'r')
			case c == '\t':
				b = append(b, '\\', 't')
			case c < 0x20:
				b = append(b, '\\', 'u', '0', '0', hexDigits[c>>4], hexDigits[c&0xf])
			default:
				b = append(b, c)
			}
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 {
			b = append(b, `\ufffd`...)
		} else {
			b = append(b, s[i:i+size]...)
		}
		i += size
	}
	return append(b, '"')
}

// FormatNumber writes a number as JavaScript's JSON.stringify does; NaN and ±Inf are null.
func FormatNumber(f float64) string {
	if math.IsNaN(f) || math.IsInf(f, 0) {
		return "null"
	}
	return jsNumber(f)
}

// jsNumber is JavaScript's Number.prototype.toString for a finite number.
func jsNumber(f float64) string {
	if f == 0 {
		return "0"
	}
	format := byte('f')
	if abs := math.Abs(f); abs < 1e-6 || abs >= 1e21 {
		format = 'e'
	}
	b := strconv.AppendFloat(nil, f, format, -1, 64)
	if format == 'e' {
		// 1e-07 -> 1e-7, as JavaScript writes it.
		n := len(b)
		if n >= 4 && b[n-4] == 'e' && b[n-3] == '-' && b[n-2] == '0' {
			b[n-2] = b[n-1]
			b = b[:n-1]
		}
	}
	return string(b)
}

// displayNumber is a number as a template string shows it: Infinity and NaN by name.
func displayNumber(f float64) string {
	switch {
	case math.IsNaN(f):
		return "NaN"
	case math.IsInf(f, 1):
		return "Infinity"
	case math.IsInf(f, -1):
		return "-Infinity"
	}
	return jsNumber(f)
}
