"""The example server's tools and resources, the same in both eras. Handlers know nothing about
revisions: they return a result, or raise ToolInputProblem for arguments they cannot use, and the
era's dispatcher turns that into the revision's own form."""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any, Callable, Dict, List, Optional, Tuple, cast

from mcp_errors import encode_json

ToolResult = Dict[str, Any]

# The messages of a request that fails its params schema: an invalid-params error, not an unknown
# tool or a missing resource.
MISSING_NAME = "Invalid params: tools/call needs a string name"
MISSING_URI = "Invalid params: resources/read needs a string uri"


class ToolInputProblem(Exception):
    """Arguments a tool cannot use: the model should see the message and correct its call."""


def text(value: str) -> ToolResult:
    return {"content": [{"type": "text", "text": value}]}


def schema_object(properties: Dict[str, Any], *required: str) -> Dict[str, Any]:
    schema: Dict[str, Any] = {"type": "object", "properties": properties}
    if required:
        schema["required"] = list(required)
    return schema


@dataclass(frozen=True)
class Tool:
    name: str
    description: str
    input_schema: Dict[str, Any]
    run: Callable[[Dict[str, Any]], ToolResult]
    # The client capabilities the tool needs (2026-07-28 checks them per request).
    requires: Tuple[str, ...] = field(default=())
    # A 2026-07-28 tool that answers with an input_required result until it gets its input.
    needs_input: bool = False

    def listed(self) -> Dict[str, Any]:
        """The tool as tools/list gives it, and as check_request reads it."""
        return {"name": self.name, "description": self.description, "inputSchema": self.input_schema}


def as_object(value: Any) -> Optional[Dict[str, Any]]:
    """A JSON object read from a peer, or None for any other value."""
    return cast(Dict[str, Any], value) if isinstance(value, dict) else None


def display(value: Any) -> str:
    """A value as a message shows it."""
    if value is None:
        return "undefined"
    if isinstance(value, str):
        return value
    try:
        return encode_json(value)
    except (TypeError, ValueError):
        return "unreadable"


def number(value: Any) -> Optional[float]:
    """A JSON number argument's value (an int of any size, or a Number), or None."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    try:
        return float(value)
    except OverflowError:
        return math.inf if value > 0 else -math.inf


def js_number(f: float) -> str:
    """A sum as JavaScript's String(number) writes it: 5, not 5.0; 1e-7, not 1e-07; Infinity."""
    if math.isnan(f):
        return "NaN"
    if math.isinf(f):
        return "Infinity" if f > 0 else "-Infinity"
    if f == 0:
        return "0"
    if 1e-6 <= abs(f) < 1e21:
        return str(int(f)) if f == int(f) else format(Decimal(repr(f)), "f")
    mantissa, _, exponent = repr(f).partition("e")
    sign, digits = exponent[0], exponent[1:].lstrip("0")
    return f"{mantissa.removesuffix('.0')}e{sign}{digits}"


def _echo(args: Dict[str, Any]) -> ToolResult:
    value = args.get("text")
    return text(value if isinstance(value, str) else "")


def _add(args: Dict[str, Any]) -> ToolResult:
    a, b = number(args.get("a")), number(args.get("b"))
    if a is None or b is None:
        raise ToolInputProblem("add needs two numbers, a and b")
    return text(js_number(a + b))


def _lookup_region(args: Dict[str, Any]) -> ToolResult:
    region = display(args.get("region"))
    return text(f"region {region} is served from {region}-1")


def _fail(_: Dict[str, Any]) -> ToolResult:
    result = text("This tool intentionally returns an error for testing")
    result["isError"] = True
    return result


TOOLS: List[Tool] = [
    Tool("echo", "Returns its text argument.", schema_object({"text": {"type": "string"}}), _echo),
    Tool(
        "add",
        "Adds two numbers.",
        schema_object({"a": {"type": "number"}, "b": {"type": "number"}}, "a", "b"),
        _add,
    ),
    Tool(
        "lookup_region",
        "Names the data centre of a region; the region is mirrored in the Mcp-Param-Region header.",
        schema_object({"region": {"type": "string", "x-mcp-header": "Region"}}, "region"),
        _lookup_region,
    ),
    Tool(
        "test_error_handling",
        "Always fails; the failure is reported to the model as a tool result.",
        schema_object({}),
        _fail,
    ),
    Tool(
        "test_missing_capability",
        "Needs the client's sampling capability.",
        schema_object({}),
        lambda _: text("sampling is available"),
        requires=("sampling",),
    ),
    Tool(
        "test_streaming_elicitation",
        "Asks the user to confirm before it answers.",
        schema_object({}),
        lambda _: text("confirmed"),
        requires=("elicitation",),
        needs_input=True,
    ),
    Tool(
        "test_logging_tool",
        "Would log at debug level; logs nothing unless the request sets a log level.",
        schema_object({}),
        lambda _: text("done"),
    ),
]


def find_tool(name: Any) -> Optional[Tool]:
    return next((t for t in TOOLS if t.name == name), None)


@dataclass(frozen=True)
class Resource:
    uri: str
    name: str
    mime_type: str
    text: str


RESOURCES = [Resource("file:///example/readme.txt", "readme.txt", "text/plain", "Hello from the example.")]


def find_resource(uri: Any) -> Optional[Resource]:
    return next((r for r in RESOURCES if r.uri == uri), None)


def listed_resources() -> List[Dict[str, Any]]:
    return [{"uri": r.uri, "name": r.name, "mimeType": r.mime_type} for r in RESOURCES]


def read_result(r: Resource) -> Dict[str, Any]:
    return {"contents": [{"uri": r.uri, "mimeType": r.mime_type, "text": r.text}]}


SERVER_INFO = {"name": "mcp-errors-python-dual-era-example", "version": "0.1.0"}
