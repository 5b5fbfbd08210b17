"""Property tests: nothing that reads a peer's input raises, whatever it is given; and what the
package writes is JSON that reads back as what it wrote."""

from __future__ import annotations

import json
from typing import Any, Dict, List

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import mcp_errors
from mcp_errors import Hints, Request

REVISIONS = list(mcp_errors.REVISIONS + mcp_errors.PREVIEW_REVISIONS)
MODULES = {m.REVISION: m for m in vars(mcp_errors).values() if isinstance(getattr(m, "REVISION", None), str)}
CHECKED = [r for r in REVISIONS if hasattr(MODULES[r], "check_request")]

scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(2**70), max_value=2**70),
    st.floats(allow_nan=False, allow_infinity=False),
    st.sampled_from([-32602, -32002, -32601, -32603, -32042, -32020, -32021, -32022, -32700, -32600, -32001]),
    st.text(max_size=12),
)
json_values = st.recursive(
    scalars,
    lambda inner: st.one_of(st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=8), inner, max_size=4)),
    max_leaves=16,
)
error_objects = st.fixed_dictionaries(
    {"code": scalars, "message": st.one_of(st.text(max_size=12), scalars)}, optional={"data": json_values}
)
responses = st.one_of(
    st.fixed_dictionaries({"jsonrpc": st.just("2.0"), "id": json_values, "error": st.one_of(error_objects, json_values)}),
    st.fixed_dictionaries({"jsonrpc": st.just("2.0"), "id": json_values, "result": json_values}),
    error_objects,
    json_values,
)
texts = st.one_of(
    responses.map(json.dumps),
    st.text(max_size=64),
    st.binary(max_size=64),
    st.sampled_from(["[" * 3000 + "]" * 3000, '{"a":' * 2000 + "1" + "}" * 2000, "1e400", "-0", '"\\ud800"', "9" * 5000]),
)
hints = st.builds(
    Hints,
    method=st.one_of(st.none(), st.sampled_from(["resources/read", "tools/call", "initialize", ""])),
    http_status=st.one_of(st.none(), st.sampled_from([200, 400, 404, 500])),
    params=st.one_of(st.none(), st.dictionaries(st.sampled_from(["uri", "name"]), json_values, max_size=2)),
)
requests = st.builds(
    Request,
    id=json_values,
    method=st.one_of(st.none(), st.sampled_from(["resources/read", "tools/call"])),
    params=st.one_of(st.none(), st.dictionaries(st.text(max_size=4), json_values, max_size=2)),
)
headers = st.dictionaries(
    st.sampled_from(["Mcp-Method", "Mcp-Name", "Mcp-Param-Count", "mcp-protocol-version", "X"]),
    st.one_of(st.text(max_size=16), st.lists(st.text(max_size=8), max_size=2)),
    max_size=4,
)
tools: st.SearchStrategy[List[Dict[str, Any]]] = st.lists(
    st.fixed_dictionaries({"name": st.sampled_from(["t", "u"]), "inputSchema": json_values}), max_size=2
)

SETTINGS = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@SETTINGS
@given(st.sampled_from(REVISIONS), texts, hints)
def test_parse_never_raises(revision: str, text: Any, h: Hints) -> None:
    parsed = mcp_errors.parse_error_response(revision, text, h)
    assert parsed.ok == (parsed.reason is None)
    if parsed.ok:
        assert parsed.error is not None
        # The error read is one the revision can answer with.
        assert isinstance(json.loads(mcp_errors.respond(revision, 1, parsed.error).body), dict)


@SETTINGS
@given(st.sampled_from(REVISIONS), st.sampled_from(REVISIONS), st.one_of(error_objects, json_values), requests, hints)
def test_translate_never_raises(source: str, to: str, error: Any, request: Request, h: Hints) -> None:
    t = mcp_errors.translate(source, to, error, request, h.http_status)
    assert json.loads(t.body)["error"]["code"] == t.error.code


@SETTINGS
@given(st.sampled_from(REVISIONS), st.sampled_from(REVISIONS), texts, requests, st.booleans())
def test_translate_response_never_raises(source: str, to: str, text: Any, request: Request, tool_input: bool) -> None:
    out = mcp_errors.translate_response(source, to, None, text, request=request, tool_input_error=tool_input)
    assert json.loads(out.body)["jsonrpc"] == "2.0"


@SETTINGS
@given(st.sampled_from(CHECKED), headers, texts, tools)
def test_check_request_never_raises(revision: str, h: Dict[str, Any], text: Any, listed: List[Dict[str, Any]]) -> None:
    failure = mcp_errors.check_request(revision, h, text, tools=listed)
    if failure is not None:
        assert mcp_errors.condition_of(revision, failure.error) == failure.condition


@SETTINGS
@given(st.sampled_from(REVISIONS), st.one_of(error_objects, json_values, st.builds(object)), hints)
def test_guards_never_raise(revision: str, value: Any, h: Hints) -> None:
    module = MODULES[revision]
    for name in module.__all__:
        if name.startswith("is_"):
            assert getattr(module, name)(value, h) in (True, False)
    mcp_errors.condition_of(revision, value, h)
    mcp_errors.status_of(revision, value, h)


@SETTINGS
@given(json_values)
def test_json_written_reads_back_as_written(value: Any) -> None:
    text = mcp_errors.encode_json(value)
    assert mcp_errors.encode_json(mcp_errors.decode_json(text)) == text
    as_floats = {"parse_int": float, "parse_float": float}
    assert json.loads(text, **as_floats) == json.loads(json.dumps(value), **as_floats)


odd_data = st.recursive(
    st.one_of(scalars, st.builds(object), st.sets(st.integers(), max_size=2)),
    lambda inner: st.one_of(
        st.lists(inner, max_size=3), st.dictionaries(st.one_of(st.text(max_size=4), st.integers()), inner, max_size=3)
    ),
    max_leaves=8,
)


@SETTINGS
@given(st.sampled_from(REVISIONS), st.sampled_from([-32602, -32002, -32042, -32603, 1]), odd_data, hints)
def test_readers_never_raise_on_an_error_of_the_callers_own_making(revision: str, code: int, data: Any, h: Hints) -> None:
    error = mcp_errors.McpError(code, "m", data)
    for name in MODULES[revision].__all__:
        if name.startswith("is_"):
            assert getattr(MODULES[revision], name)(error, h) in (True, False)
    mcp_errors.condition_of(revision, error, h)
    t = mcp_errors.translate(revision, REVISIONS[0], error, Request(id=1))
    assert json.loads(t.body)["id"] == 1
