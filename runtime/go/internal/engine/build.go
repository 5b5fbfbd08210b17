package engine

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"strings"
)

// Option sets what a constructor builds beside its code.
type Option func(*options)

type options struct {
	message    *string
	data       any
	hasData    bool
	typedData  bool
	optionErrs []error
}

// WithMessage replaces the condition's default message.
func WithMessage(message string) Option {
	return func(o *options) { o.message = &message }
}

// WithData attaches data to a condition whose revision gives its data no shape; a condition
// with a data type takes its data as a parameter instead.
func WithData(data any) Option {
	return func(o *options) {
		if o.hasData {
			o.optionErrs = append(o.optionErrs, errors.New("data is given twice"))
		}
		o.data, o.hasData = data, true
	}
}

// Build makes the error of a condition. data is the constructor's typed data (hasData false
// where the constructor takes none); it is written as JSON and checked against the condition's
// data rule at every depth, so the module never builds an error its revision's schema rejects.
// A wrong argument is an error that names it, never a panic.
func (r *Revision) Build(name, key string, data any, hasData bool, opts []Option) (e *Error, err error) {
	defer func() {
		if recover() != nil {
			e, err = nil, fmt.Errorf("%s: the data cannot be written as JSON", name)
		}
	}()
	c, ok := r.conditions[key]
	if !ok {
		return nil, fmt.Errorf("%s: %s has no condition %s", name, r.ID, shown(key))
	}
	o := options{}
	if hasData {
		o.data, o.hasData, o.typedData = data, true, true
	}
	for _, opt := range opts {
		if opt != nil {
			opt(&o)
		}
	}
	if len(o.optionErrs) > 0 {
		return nil, fmt.Errorf("%s: %w", name, o.optionErrs[0])
	}
	message := c.Message
	if o.message != nil {
		message = *o.message
	}
	var encoded json.RawMessage
	var decoded any
	if o.hasData {
		if decoded, err = jsonValue(o.data); err != nil {
			return nil, fmt.Errorf("%s: data cannot be written as JSON: %v", name, err)
		}
		encoded = Encode(decoded)
	}
	if c.data != nil {
		if !o.hasData {
			if c.data.required {
				return nil, fmt.Errorf("%s: data is required", name)
			}
		} else if fault := dataFault(c.data, decoded, math.MaxInt32, key); fault != "" {
			return nil, fmt.Errorf("%s: data%s", name, fault)
		}
	}
	return &Error{Code: c.Code, Message: message, Data: encoded, revision: r.ID, condition: key}, nil
}

// jsonValue is a Go value as the JSON value encoding/json writes for it (a json.RawMessage as
// the value its text holds, numbers as written), nesting no deeper than MaxDataDepth.
func jsonValue(v any) (any, error) {
	tooDeepErr := fmt.Errorf("it nests deeper than %d levels", MaxDataDepth)
	if raw, ok := v.(json.RawMessage); ok {
		decoded, err := Decode(raw)
		if err == nil && tooDeep(decoded, MaxDataDepth) {
			return nil, tooDeepErr
		}
		return decoded, err
	}
	if f, ok := v.(float64); ok && (math.IsNaN(f) || math.IsInf(f, 0)) {
		return nil, errors.New("a number that is not finite")
	}
	// Checked before encoding/json walks it: its recursion has no bound of its own.
	if tooDeep(v, MaxDataDepth) {
		return nil, tooDeepErr
	}
	text, err := json.Marshal(v)
	if err != nil {
		return nil, err
	}
	decoded, err := Decode(text)
	if err == nil && tooDeep(decoded, MaxDataDepth) {
		return nil, tooDeepErr
	}
	return jsNumbers(decoded), err
}

// ContentBlock is a content block of a tool result.
type ContentBlock = map[string]any

// ToolInput is the answer to a tool call whose arguments fail the tool's own validation, in the
// revision's form: a protocol error (Error) or a tool result with isError (Result).
type ToolInput struct {
	Error  *Error
	Result map[string]any
}

// blocksOf checks content blocks: each an object with a string type, a text block with a string text.
func blocksOf(content []any) ([]any, error) {
	if len(content) == 0 {
		return nil, errors.New("content must be a non-empty list of content blocks")
	}
	for i, block := range content {
		m, ok := block.(map[string]any)
		if !ok {
			return nil, fmt.Errorf("content[%d] must be a content block { type, ... }", i)
		}
		kind, ok := m["type"].(string)
		if !ok {
			return nil, fmt.Errorf("content[%d] must be a content block { type, ... }", i)
		}
		if _, ok := m["text"].(string); kind == "text" && !ok {
			return nil, fmt.Errorf("content[%d].text must be a string", i)
		}
	}
	return content, nil
}

// textOf is the text a protocol error carries: the text blocks, one per line. Built in one
// buffer: a result of many blocks costs time in proportion to its size.
func textOf(blocks []any) string {
	var text strings.Builder
	first := true
	for _, block := range blocks {
		m, _ := block.(map[string]any)
		if s, ok := m["text"].(string); ok && m["type"] == "text" {
			if !first {
				text.WriteByte('\n')
			}
			text.WriteString(s)
			first = false
		}
	}
	return text.String()
}

// ToolInputError builds the revision's answer to invalid tool input from content blocks (a
// text is one text block). structured and meta, where not nil, go into a tool result.
func (r *Revision) ToolInputError(blocks []any, structured, meta map[string]any) (ToolInput, error) {
	content, err := blocksOf(blocks)
	if err != nil {
		return ToolInput{}, err
	}
	form := r.t.ToolInputError
	if form.Form == "protocol-error" && form.Code != nil {
		e := &Error{Code: *form.Code, Message: textOf(content)}
		for _, key := range r.keys {
			c := r.conditions[key]
			if c.Code == *form.Code && containsInt(c.codes, *form.Code) {
				e.revision, e.condition = r.ID, key
				break
			}
		}
		return ToolInput{Error: e}, nil
	}
	result := map[string]any{"content": content, "isError": true}
	if structured != nil {
		result["structuredContent"] = structured
	}
	if meta != nil {
		result["_meta"] = meta
	}
	if form.ResultType != nil {
		result["resultType"] = *form.ResultType
	}
	return ToolInput{Result: result}, nil
}

// TextBlocks is one text content block.
func TextBlocks(text string) []any {
	return []any{map[string]any{"type": "text", "text": text}}
}

func containsInt(list []int, v int) bool {
	for _, x := range list {
		if x == v {
			return true
		}
	}
	return false
}

// ToolInputForm is how the revision answers invalid tool input: "protocol-error" or "tool-result".
func (r *Revision) ToolInputForm() string { return r.t.ToolInputError.Form }
