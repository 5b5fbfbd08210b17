package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
)

// The example server's tools and resources, the same in both eras. Handlers know nothing about
// revisions: they return a result, or report bad input with errToolInput, and the era's
// dispatcher turns that into the revision's own form.

type toolResult = map[string]any

type tool struct {
	name        string
	description string
	inputSchema map[string]any
	// requires lists the client capabilities the tool needs (2026-07-28 checks them per request).
	requires []string
	// needsInput: a 2026-07-28 tool that answers with an input_required result until it gets its input.
	needsInput bool
	run        func(args map[string]any) (toolResult, error)
}

// The messages of a request that fails its params schema: an invalid-params error, not an
// unknown tool or a missing resource.
const (
	missingName = "Invalid params: tools/call needs a string name"
	missingURI  = "Invalid params: resources/read needs a string uri"
)

// errToolInput marks arguments a tool cannot use: the model should see the message and correct its call.
var errToolInput = errors.New("invalid tool input")

func text(value string) toolResult {
	return toolResult{"content": []any{map[string]any{"type": "text", "text": value}}}
}

func object(properties map[string]any, required ...string) map[string]any {
	schema := map[string]any{"type": "object", "properties": properties}
	if len(required) > 0 {
		schema["required"] = required
	}
	return schema
}

var tools = []tool{
	{
		name:        "echo",
		description: "Returns its text argument.",
		inputSchema: object(map[string]any{"text": map[string]any{"type": "string"}}),
		run: func(args map[string]any) (toolResult, error) {
			s, _ := args["text"].(string)
			return text(s), nil
		},
	},
	{
		name:        "add",
		description: "Adds two numbers.",
		inputSchema: object(map[string]any{"a": map[string]any{"type": "number"}, "b": map[string]any{"type": "number"}}, "a", "b"),
		run: func(args map[string]any) (toolResult, error) {
			a, okA := number(args["a"])
			b, okB := number(args["b"])
			if !okA || !okB {
				return nil, fmt.Errorf("%w: add needs two numbers, a and b", errToolInput)
			}
			return text(jsNumber(a + b)), nil
		},
	},
	{
		name:        "lookup_region",
		description: "Names the data centre of a region; the region is mirrored in the Mcp-Param-Region header.",
		inputSchema: object(map[string]any{"region": map[string]any{"type": "string", "x-mcp-header": "Region"}}, "region"),
		run: func(args map[string]any) (toolResult, error) {
			region := fmt.Sprint(args["region"])
			return text("region " + region + " is served from " + region + "-1"), nil
		},
	},
	{
		name:        "test_error_handling",
		description: "Always fails; the failure is reported to the model as a tool result.",
		inputSchema: object(map[string]any{}),
		run: func(map[string]any) (toolResult, error) {
			result := text("This tool intentionally returns an error for testing")
			result["isError"] = true
			return result, nil
		},
	},
	{
		name:        "test_missing_capability",
		description: "Needs the client's sampling capability.",
		inputSchema: object(map[string]any{}),
		requires:    []string{"sampling"},
		run:         func(map[string]any) (toolResult, error) { return text("sampling is available"), nil },
	},
	{
		name:        "test_streaming_elicitation",
		description: "Asks the user to confirm before it answers.",
		inputSchema: object(map[string]any{}),
		requires:    []string{"elicitation"},
		needsInput:  true,
		run:         func(map[string]any) (toolResult, error) { return text("confirmed"), nil },
	},
	{
		name:        "test_logging_tool",
		description: "Would log at debug level; logs nothing unless the request sets a log level.",
		inputSchema: object(map[string]any{}),
		run:         func(map[string]any) (toolResult, error) { return text("done"), nil },
	},
}

func findTool(name any) *tool {
	for i := range tools {
		if tools[i].name == name {
			return &tools[i]
		}
	}
	return nil
}

type resource struct{ uri, name, mimeType, text string }

var resources = []resource{
	{uri: "file:///example/readme.txt", name: "readme.txt", mimeType: "text/plain", text: "Hello from the example."},
}

func findResource(uri any) *resource {
	for i := range resources {
		if resources[i].uri == uri {
			return &resources[i]
		}
	}
	return nil
}

func listedResources() []any {
	out := []any{}
	for _, r := range resources {
		out = append(out, map[string]any{"uri": r.uri, "name": r.name, "mimeType": r.mimeType})
	}
	return out
}

func readResult(r *resource) map[string]any {
	return map[string]any{"contents": []any{map[string]any{"uri": r.uri, "mimeType": r.mimeType, "text": r.text}}}
}

var serverInfo = map[string]any{"name": "mcp-errors-go-dual-era-example", "version": "0.1.0"}

// number is a JSON number argument's value (the body is read with json.Number).
func number(v any) (float64, bool) {
	n, ok := v.(json.Number)
	if !ok {
		return 0, false
	}
	f, err := strconv.ParseFloat(string(n), 64)
	if err != nil && !math.IsInf(f, 0) {
		return 0, false
	}
	return f, true
}

// jsNumber writes a sum as JavaScript's String(number) does: 5, not 5.000000; 1e-7, not
// 1e-07; Infinity for a sum past a float64's range.
func jsNumber(f float64) string {
	switch {
	case math.IsNaN(f):
		return "NaN"
	case math.IsInf(f, 1):
		return "Infinity"
	case math.IsInf(f, -1):
		return "-Infinity"
	case f == 0:
		return "0"
	}
	format := byte('f')
	if abs := math.Abs(f); abs < 1e-6 || abs >= 1e21 {
		format = 'e'
	}
	text := strconv.FormatFloat(f, format, -1, 64)
	if format == 'e' {
		// 1e-07 -> 1e-7, as JavaScript writes it.
		mantissa, exponent, _ := strings.Cut(text, "e")
		sign := exponent[:1]
		digits := strings.TrimLeft(exponent[1:], "0")
		text = mantissa + "e" + sign + digits
	}
	return text
}
