package engine

import (
	"bytes"
	"encoding/json"
	"errors"
	"strconv"
	"strings"
	"unicode/utf16"
	"unicode/utf8"
)

// maxDecodeDepth is how deep Decode reads, as encoding/json does: deeper input is not JSON here.
const maxDecodeDepth = 10000

// errSyntax is Decode's answer to text that is not one JSON value.
var errSyntax = errors.New("not a JSON value")

// errTooDeep is Decode's answer to JSON nested deeper than maxDecodeDepth.
var errTooDeep = errors.New("JSON nested deeper than 10000 levels")

// Decode reads JSON text into the values the tables' rules read, as JavaScript's JSON.parse
// reads it, except that a number keeps its text: objects become map[string]any (a repeated key
// keeps its last value), arrays []any, numbers json.Number, strings Go strings (a lone
// surrogate escape or a byte that is not UTF-8 reads as U+FFFD, as encoding/json reads them).
// Every rule reads a number's value as the float64 JSON.parse would give (numberValue: ±Inf
// beyond its range), and Encode writes its text as received, so an id or a number in relayed
// data beyond 2^53 comes back byte for byte.
//
// It reads the text once. A value costs what it holds and no more: an array or object is made
// at its final size from a scratch stack the whole decode shares, so a peer's body of many small
// values costs a few times its size, where encoding/json's growing slices and maps cost dozens.
// It never panics.
func Decode(text []byte) (v any, err error) {
	defer func() {
		if recover() != nil {
			v, err = nil, errors.New("unreadable JSON")
		}
	}()
	d := decoder{text: text}
	d.space()
	v, err = d.value(0)
	if err != nil {
		return nil, err
	}
	if d.space(); d.at < len(d.text) {
		return nil, errors.New("data after the JSON value")
	}
	return v, nil
}

type decoder struct {
	text  []byte
	at    int
	stack []any    // the elements of the arrays being read, innermost last
	keys  []string // the keys of the objects being read, beside their values on stack
}

func (d *decoder) space() {
	for d.at < len(d.text) {
		switch d.text[d.at] {
		case ' ', '\t', '\n', '\r':
			d.at++
		default:
			return
		}
	}
}

// push puts a value on the scratch stack, which doubles as it grows, so that filling it costs
// at most twice the largest it gets.
func (d *decoder) push(v any) {
	if len(d.stack) == cap(d.stack) {
		grown := make([]any, len(d.stack), 2*cap(d.stack)+16)
		copy(grown, d.stack)
		d.stack = grown
	}
	d.stack = append(d.stack, v)
}

func (d *decoder) pushKey(k string) {
	if len(d.keys) == cap(d.keys) {
		grown := make([]string, len(d.keys), 2*cap(d.keys)+16)
		copy(grown, d.keys)
		d.keys = grown
	}
	d.keys = append(d.keys, k)
}

func (d *decoder) value(depth int) (any, error) {
	if d.at >= len(d.text) {
		return nil, errSyntax
	}
	switch c := d.text[d.at]; {
	case c == '{':
		return d.object(depth + 1)
	case c == '[':
		return d.array(depth + 1)
	case c == '"':
		return d.string()
	case c == '-' || (c >= '0' && c <= '9'):
		return d.number()
	}
	for _, literal := range literals {
		if bytes.HasPrefix(d.text[d.at:], literal.text) {
			d.at += len(literal.text)
			return literal.value, nil
		}
	}
	return nil, errSyntax
}

var literals = []struct {
	text  []byte
	value any
}{{[]byte("true"), true}, {[]byte("false"), false}, {[]byte("null"), nil}}

func (d *decoder) array(depth int) (any, error) {
	if depth > maxDecodeDepth {
		return nil, errTooDeep
	}
	d.at++ // [
	base := len(d.stack)
	d.space()
	if d.at < len(d.text) && d.text[d.at] == ']' {
		d.at++
		return []any{}, nil
	}
	for {
		d.space()
		v, err := d.value(depth)
		if err != nil {
			return nil, err
		}
		d.push(v)
		d.space()
		if d.at >= len(d.text) {
			return nil, errSyntax
		}
		if c := d.text[d.at]; c == ']' {
			d.at++
			break
		} else if c != ',' {
			return nil, errSyntax
		}
		d.at++
	}
	out := make([]any, len(d.stack)-base)
	copy(out, d.stack[base:])
	clear(d.stack[base:])
	d.stack = d.stack[:base]
	return out, nil
}

func (d *decoder) object(depth int) (any, error) {
	if depth > maxDecodeDepth {
		return nil, errTooDeep
	}
	d.at++ // {
	base, keyBase := len(d.stack), len(d.keys)
	d.space()
	if d.at < len(d.text) && d.text[d.at] == '}' {
		d.at++
		return map[string]any{}, nil
	}
	for {
		d.space()
		if d.at >= len(d.text) || d.text[d.at] != '"' {
			return nil, errSyntax
		}
		key, err := d.string()
		if err != nil {
			return nil, err
		}
		d.space()
		if d.at >= len(d.text) || d.text[d.at] != ':' {
			return nil, errSyntax
		}
		d.at++
		d.space()
		v, err := d.value(depth)
		if err != nil {
			return nil, err
		}
		d.pushKey(key.(string))
		d.push(v)
		d.space()
		if d.at >= len(d.text) {
			return nil, errSyntax
		}
		if c := d.text[d.at]; c == '}' {
			d.at++
			break
		} else if c != ',' {
			return nil, errSyntax
		}
		d.at++
	}
	out := make(map[string]any, len(d.keys)-keyBase)
	for i, k := range d.keys[keyBase:] {
		out[k] = d.stack[base+i] // a repeated key keeps its last value
	}
	clear(d.stack[base:])
	d.stack, d.keys = d.stack[:base], d.keys[:keyBase]
	return out, nil
}

// number reads a number's text as RFC 8259 writes one.
func (d *decoder) number() (any, error) {
	start := d.at
	end := start
	for end < len(d.text) {
		c := d.text[end]
		if (c < '0' || c > '9') && c != '-' && c != '+' && c != '.' && c != 'e' && c != 'E' {
			break
		}
		end++
	}
	text := string(d.text[start:end])
	if !numberText(text) {
		return nil, errSyntax
	}
	d.at = end
	return json.Number(text), nil
}

// string reads a string, its escapes decoded; a string without escapes is copied once.
func (d *decoder) string() (any, error) {
	d.at++ // "
	start := d.at
	for d.at < len(d.text) {
		c := d.text[d.at]
		switch {
		case c == '"':
			s := string(d.text[start:d.at])
			d.at++
			return validUTF8(s), nil
		case c == '\\':
			return d.escapedString(start)
		case c < 0x20:
			return nil, errSyntax
		}
		d.at++
	}
	return nil, errSyntax
}

// escapedString goes on reading a string from its first escape, at d.at.
func (d *decoder) escapedString(start int) (any, error) {
	var b strings.Builder
	b.Write(d.text[start:d.at])
	for d.at < len(d.text) {
		c := d.text[d.at]
		switch {
		case c == '"':
			d.at++
			return validUTF8(b.String()), nil
		case c < 0x20:
			return nil, errSyntax
		case c != '\\':
			b.WriteByte(c)
			d.at++
			continue
		}
		if d.at+1 >= len(d.text) {
			return nil, errSyntax
		}
		escape := d.text[d.at+1]
		d.at += 2
		switch escape {
		case '"', '\\', '/':
			b.WriteByte(escape)
		case 'b':
			b.WriteByte('\b')
		case 'f':
			b.WriteByte('\f')
		case 'n':
			b.WriteByte('\n')
		case 'r':
			b.WriteByte('\r')
		case 't':
			b.WriteByte('\t')
		case 'u':
			r, ok := d.hex4()
			if !ok {
				return nil, errSyntax
			}
			if utf16.IsSurrogate(r) {
				// A pair combines; a lone half reads as U+FFFD, as encoding/json reads it.
				if low, ok := d.lowSurrogate(); ok {
					if pair := utf16.DecodeRune(r, low); pair != utf8.RuneError {
						b.WriteRune(pair)
						continue
					}
					d.at -= 6
				}
				r = utf8.RuneError
			}
			b.WriteRune(r)
		default:
			return nil, errSyntax
		}
	}
	return nil, errSyntax
}

// validUTF8 is s with each byte that is not UTF-8 read as U+FFFD, as encoding/json reads it.
func validUTF8(s string) string {
	if utf8.ValidString(s) {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		b.WriteRune(r)
		i += size
	}
	return b.String()
}

// hex4 reads the four hex digits of a \u escape.
func (d *decoder) hex4() (rune, bool) {
	if d.at+4 > len(d.text) {
		return 0, false
	}
	n, err := strconv.ParseUint(string(d.text[d.at:d.at+4]), 16, 32)
	if err != nil {
		return 0, false
	}
	d.at += 4
	return rune(n), true
}

// lowSurrogate reads a \u escape that follows a high surrogate, if one does.
func (d *decoder) lowSurrogate() (rune, bool) {
	if d.at+6 > len(d.text) || d.text[d.at] != '\\' || d.text[d.at+1] != 'u' {
		return 0, false
	}
	d.at += 2
	r, ok := d.hex4()
	if !ok {
		d.at -= 2
		return 0, false
	}
	return r, true
}
