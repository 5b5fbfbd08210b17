package main

import (
	"errors"
	"net/http"

	modern "github.com/mcp-errgen/mcp-errgen/generated/go/mcp20260728"
)

// The 2026-07-28 side of the example server: stateless requests, every one checked on its own.

var modernVersions = []string{modern.ProtocolVersion}

var capabilities = map[string]any{"tools": map[string]any{}, "resources": map[string]any{}}

// cacheHint: results that clients may cache carry one; the example's lists never go stale.
func withCacheHint(result map[string]any) map[string]any {
	result["ttlMs"] = 0
	result["cacheScope"] = "private"
	return result
}

// listedTools are the tools as tools/list gives them, and as CheckRequest reads them.
func listedTools() ([]any, []modern.Tool) {
	listed := []any{}
	checked := []modern.Tool{}
	for _, t := range tools {
		listed = append(listed, map[string]any{"name": t.name, "description": t.description, "inputSchema": t.inputSchema})
		schema, _ := jsonText(t.inputSchema)
		checked = append(checked, modern.Tool{Name: t.name, InputSchema: []byte(schema)})
	}
	return listed, checked
}

var listed, checkedTools = listedTools()

const (
	metaProtocolVersion    = "io.modelcontextprotocol/protocolVersion"
	metaClientCapabilities = "io.modelcontextprotocol/clientCapabilities"
	metaServerInfo         = "io.modelcontextprotocol/serverInfo"
)

// serveModern answers one parsed 2026-07-28 request (a JSON-RPC request with an id).
func serveModern(r *http.Request, raw []byte, id any, body message) answer {
	// With the tools as tools/list gives them, the checks cover a tools/call's Mcp-Param-* headers.
	if failure := modern.CheckRequest(r, raw, modern.CheckOptions{SupportedVersions: modernVersions, Tools: checkedTools}); failure != nil {
		return errorAnswer(modern.Revision, id, failure.Error)
	}
	var result map[string]any
	var e *modern.Error
	switch body.method {
	case "server/discover":
		result = withCacheHint(map[string]any{"supportedVersions": modernVersions, "capabilities": capabilities})
	case "tools/list":
		result = withCacheHint(map[string]any{"tools": listed})
	case "tools/call":
		result, e = callTool(body)
	case "resources/list":
		result = withCacheHint(map[string]any{"resources": listedResources()})
	case "resources/read":
		if _, isString := body.params["uri"].(string); !isString {
			e = must(modern.NewInvalidParams(modern.WithMessage(missingURI)))
		} else if found := findResource(body.params["uri"]); found != nil {
			result = withCacheHint(readResult(found))
		} else {
			e = must(modern.NewResourceNotFound(modern.ResourceNotFoundData{URI: display(body.params["uri"])}))
		}
	default:
		e = must(modern.NewMethodNotFound(modern.WithMessage("Method not found: " + body.method)))
	}
	if e != nil {
		return errorAnswer(modern.Revision, id, e)
	}
	out := map[string]any{"resultType": "complete"}
	for k, v := range result {
		out[k] = v
	}
	out["_meta"] = map[string]any{metaServerInfo: serverInfo}
	return answer{status: http.StatusOK, body: map[string]any{"jsonrpc": "2.0", "id": id, "result": out}}
}

func callTool(body message) (map[string]any, *modern.Error) {
	params := body.params
	if _, isString := params["name"].(string); !isString {
		return nil, must(modern.NewInvalidParams(modern.WithMessage(missingName)))
	}
	t := findTool(params["name"])
	if t == nil {
		return nil, must(modern.NewInvalidParams(modern.WithMessage("Unknown tool: " + display(params["name"]))))
	}
	args, _ := params["arguments"].(map[string]any)
	declared := declaredCapabilities(params)
	missing := modern.MissingRequiredClientCapabilityDataRequiredCapabilities{}
	anyMissing := false
	for _, capability := range t.requires {
		if _, ok := declared[capability]; ok {
			continue
		}
		anyMissing = true
		switch capability {
		case "sampling":
			missing.Sampling = &modern.MissingRequiredClientCapabilityDataRequiredCapabilitiesSampling{}
		case "elicitation":
			missing.Elicitation = &modern.MissingRequiredClientCapabilityDataRequiredCapabilitiesElicitation{}
		}
	}
	if anyMissing {
		return nil, must(modern.NewMissingRequiredClientCapability(modern.MissingRequiredClientCapabilityData{RequiredCapabilities: missing}))
	}
	if t.needsInput && params["inputResponses"] == nil {
		return askForConfirmation(), nil
	}
	result, err := t.run(args)
	if errors.Is(err, errToolInput) {
		return modern.ToolInputError(problem(err)), nil
	}
	if err != nil {
		return nil, must(modern.NewInternalError())
	}
	return result, nil
}

// askForConfirmation is an input_required result: the client asks its user, then calls again with the answer.
func askForConfirmation() map[string]any {
	return map[string]any{
		"resultType": "input_required",
		"inputRequests": map[string]any{
			"confirm": map[string]any{
				"method": "elicitation/create",
				"params": map[string]any{
					"message":         "Proceed?",
					"requestedSchema": object(map[string]any{"proceed": map[string]any{"type": "boolean"}}),
				},
			},
		},
	}
}

// declaredCapabilities are the client capabilities a request declared in its _meta.
func declaredCapabilities(params map[string]any) map[string]any {
	meta, _ := params["_meta"].(map[string]any)
	declared, _ := meta[metaClientCapabilities].(map[string]any)
	return declared
}
