package engine

import (
	"encoding/json"
	"errors"
	"math"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"
)

// numberValue is a decoded number's value as JSON.parse reads it (±Inf beyond a float64's
// range); false for a value that is no number.
func numberValue(v any) (float64, bool) {
	switch x := v.(type) {
	case json.Number:
		f, err := strconv.ParseFloat(string(x), 64)
		if err != nil && !math.IsInf(f, 0) {
			// Not a number's text (a json.Number a caller made by hand); ParseFloat's out-of-range
			// answer (±Inf, or 0 for an underflow) is JSON.parse's.
			var numError *strconv.NumError
			if !errors.As(err, &numError) || numError.Err != strconv.ErrRange {
				return 0, false
			}
		}
		return f, true
	case float64:
		return x, true
	}
	return 0, false
}

// numberText is the text of a JSON number, or false where the text is not one (RFC 8259's
// grammar: no leading zeros, no "+", no bare "." or "e").
func numberText(text string) bool {
	i, n := 0, len(text)
	if i < n && text[i] == '-' {
		i++
	}
	switch {
	case i < n && text[i] == '0':
		i++
	case i < n && text[i] >= '1' && text[i] <= '9':
		for i < n && text[i] >= '0' && text[i] <= '9' {
			i++
		}
	default:
		return false
	}
	if i < n && text[i] == '.' {
		i++
		start := i
		for i < n && text[i] >= '0' && text[i] <= '9' {
			i++
		}
		if i == start {
			return false
		}
	}
	if i < n && (text[i] == 'e' || text[i] == 'E') {
		i++
		if i < n && (text[i] == '+' || text[i] == '-') {
			i++
		}
		start := i
		for i < n && text[i] >= '0' && text[i] <= '9' {
			i++
		}
		if i == start {
			return false
		}
	}
	return i == n
}

// jsNumbers rewrites the numbers encoding/json wrote for Go floats (1e-07) in JavaScript's
// notation (1e-7), so that data a caller gives as Go values goes out as TypeScript writes it;
// an integer's text (an int64 beyond 2^53 included) is kept as it is.
func jsNumbers(v any) any {
	switch x := v.(type) {
	case json.Number:
		if strings.ContainsAny(string(x), ".eE") {
			f, _ := numberValue(x)
			return json.Number(FormatNumber(f))
		}
	case map[string]any:
		for k, inner := range x {
			x[k] = jsNumbers(inner)
		}
	case []any:
		for i, inner := range x {
			x[i] = jsNumbers(inner)
		}
	}
	return v
}

// rawJSON is JSON text the engine has checked (a request id's string, as received), which
// Encode writes as it is.
type rawJSON string

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

// encodeSized is Encode into a buffer made for about size bytes: writing a large answer into
// one that grows as it goes would allocate several times its size.
func encodeSized(v any, size int) []byte {
	return appendValue(make([]byte, 0, size), v, 0)
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
	case rawJSON:
		return append(b, x...)
	case json.Number:
		if !numberText(string(x)) {
			return append(b, "null"...)
		}
		return append(b, x...)
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
