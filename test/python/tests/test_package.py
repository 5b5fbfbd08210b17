"""The package's behaviour at its own level: what the corpus leaves to the language (types,
mistakes raised, numbers kept exactly) and what each era answers."""

from __future__ import annotations

import json

import pytest

import mcp_errors
from mcp_errors import Hints, McpError, Request, rev_2024_11_05, rev_2025_06_18, rev_2025_11_25, rev_2026_07_28


def body(raw: bytes) -> object:
    return json.loads(raw)


def test_a_missing_resource_is_answered_in_each_era_with_its_code() -> None:
    modern = rev_2026_07_28.resource_not_found({"uri": "file:///missing.txt"})
    legacy = rev_2025_11_25.resource_not_found({"uri": "file:///missing.txt"})
    assert (modern.code, legacy.code) == (-32602, -32002)
    assert body(rev_2026_07_28.respond(7, modern).body) == {
        "jsonrpc": "2.0",
        "id": 7,
        "error": {"code": -32602, "message": "Resource not found", "data": {"uri": "file:///missing.txt"}},
    }
    assert rev_2026_07_28.is_resource_not_found(modern)
    # A -32602 the package did not build is a missing resource only with the evidence its code needs.
    bare = McpError(-32602, "Resource not found", {"uri": "file:///missing.txt"})
    assert rev_2026_07_28.condition_of(bare) is rev_2026_07_28.Condition.INVALID_PARAMS
    read = Hints(method="resources/read", params={"uri": "file:///missing.txt"})
    assert rev_2026_07_28.condition_of(bare, read) is rev_2026_07_28.Condition.RESOURCE_NOT_FOUND


def test_http_status_tells_unspecified_from_a_status() -> None:
    assert rev_2026_07_28.http_status(rev_2026_07_28.Condition.METHOD_NOT_FOUND) == 404
    assert rev_2025_11_25.http_status("methodNotFound") is None
    with pytest.raises(ValueError):
        rev_2025_11_25.http_status("noSuchCondition")
    with pytest.raises(mcp_errors.UnknownConditionError):
        mcp_errors.http_status("2026-07-28", "noSuchCondition")


def test_condition_enum_members_are_the_register_keys() -> None:
    assert rev_2026_07_28.Condition.RESOURCE_NOT_FOUND == "resourceNotFound"
    assert rev_2026_07_28.Condition.RESOURCE_NOT_FOUND.code == -32602
    assert rev_2026_07_28.Condition.METHOD_NOT_FOUND.default_message == "Method not found"
    assert set(rev_2026_07_28.CONDITIONS) == set(rev_2026_07_28.Condition)
    assert "urlElicitationRequired" not in {c.value for c in rev_2026_07_28.CONDITIONS}


@pytest.mark.parametrize(
    "call",
    [
        lambda: rev_2026_07_28.resource_not_found({"uri": 5}),  # type: ignore[typeddict-item]
        lambda: rev_2026_07_28.resource_not_found({}),  # type: ignore[typeddict-item]
        lambda: rev_2026_07_28.unsupported_protocol_version({"requested": "1.0"}),  # type: ignore[typeddict-item]
        lambda: mcp_errors.new_error("1999-01-01", "internalError"),
        lambda: mcp_errors.new_error("2026-07-28", "noSuchCondition"),
        lambda: mcp_errors.new_error("2026-07-28", "internalError", data=float("nan")),
        lambda: mcp_errors.check_request("2025-11-25", {}, b"{}"),
        lambda: mcp_errors.era_of("1999-01-01"),
    ],
)
def test_a_callers_mistake_raises_value_error(call: object) -> None:
    with pytest.raises(ValueError):
        call()  # type: ignore[operator]


@pytest.mark.parametrize(
    "call",
    [
        lambda: mcp_errors.respond("2026-07-28", 1, "not an error"),  # type: ignore[arg-type]
        lambda: mcp_errors.respond("2026-07-28", 1, {"code": "x", "message": "m"}),
        lambda: mcp_errors.new_error("2026-07-28", "internalError", data={1: "key not a str"}),
        lambda: mcp_errors.new_error("2026-07-28", "internalError", message=5),  # type: ignore[arg-type]
        lambda: mcp_errors.classify_code("2026-07-28", "x"),  # type: ignore[arg-type]
        lambda: McpError("x", "m"),  # type: ignore[arg-type]
        lambda: rev_2025_06_18.tool_input_error(5),  # type: ignore[arg-type]
    ],
)
def test_a_value_of_the_wrong_type_raises_type_error(call: object) -> None:
    with pytest.raises(TypeError):
        call()  # type: ignore[operator]


def test_data_nesting_past_the_limit_is_refused() -> None:
    deep: object = "leaf"
    for _ in range(mcp_errors.MAX_DATA_DEPTH + 1):
        deep = [deep]
    with pytest.raises(ValueError, match="256"):
        mcp_errors.new_error("2026-07-28", "internalError", data=deep)


def test_ids_and_numbers_keep_every_digit() -> None:
    big = 12345678901234567890123
    answer = mcp_errors.respond("2026-07-28", big, rev_2026_07_28.internal_error())
    assert b'"id":12345678901234567890123' in answer.body
    text = '{"jsonrpc":"2.0","id":9007199254740993,"error":{"code":-32603,"message":"m","data":{"n":1.50,"e":1e400}}}'
    parsed = mcp_errors.parse_error_response("2026-07-28", text)
    assert parsed.id == 9007199254740993 and isinstance(parsed.id, int)
    assert parsed.error is not None
    assert mcp_errors.encode_json(parsed.error.data) == '{"n":1.50,"e":1e400}'
    forwarded = mcp_errors.translate_response("2026-07-28", "2025-11-25", 500, text)
    assert b'"id":9007199254740993' in forwarded.body and b'"n":1.50' in forwarded.body


def test_a_non_finite_id_is_no_id() -> None:
    assert b'"id"' not in mcp_errors.respond("2026-07-28", float("inf"), rev_2026_07_28.internal_error()).body
    assert b'"id":null' in mcp_errors.respond("2024-11-05", float("nan"), rev_2024_11_05.internal_error()).body


def test_json_is_written_as_javascript_writes_it() -> None:
    assert mcp_errors.encode_json([1e21, 1e-7, 0.1, 100.0, -0.0, "\ud800", "\u2028"]) == '[1e+21,1e-7,0.1,100,0,"\\ud800","\u2028"]'
    assert mcp_errors.decode_json(b'"\\ud83d\\ude00"') == "\U0001f600"
    with pytest.raises(ValueError):
        mcp_errors.decode_json("NaN")


def test_translation_carries_the_condition_and_the_request_id() -> None:
    t = mcp_errors.translate(
        "2025-11-25", "2026-07-28", rev_2025_11_25.resource_not_found({"uri": "u"}), Request(id="r-1", method="resources/read")
    )
    assert t.ok and t.rule == "renumber" and t.error.code == -32602 and t.to_condition == "resourceNotFound"
    assert body(t.body) == {"jsonrpc": "2.0", "id": "r-1", "error": {"code": -32602, "message": "Resource not found", "data": {"uri": "u"}}}


def test_the_tool_input_error_changes_form_between_eras() -> None:
    assert rev_2025_06_18.tool_input_error("bad input").code == -32602
    result = rev_2025_11_25.tool_input_error("bad input")
    assert result == {"content": [{"type": "text", "text": "bad input"}], "isError": True}


def test_check_request_takes_a_mapping_pairs_or_repeated_values() -> None:
    good = b'{"jsonrpc":"2.0","id":1,"method":"tools/list","params":{"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28"}}}'
    assert mcp_errors.check_request("2026-07-28", {}, b"{") is not None
    answers = [
        rev_2026_07_28.check_request(headers, good)
        for headers in ({"mcp-method": "tools/list"}, [(b"Mcp-Method", b"tools/list")], {"Mcp-Method": ["tools/list", "x"]})
    ]
    assert [a.condition if a else None for a in answers][2] == "headerMismatch"
    assert answers[0] == answers[1]


def test_a_container_inside_itself_is_written_as_null_and_refused_as_data() -> None:
    loop: list[object] = [1]
    loop.append(loop)
    assert mcp_errors.encode_json({"loop": loop}) == '{"loop":[1,null]}'
    with pytest.raises(ValueError):
        mcp_errors.new_error("2026-07-28", "internalError", data=loop)


def test_a_transport_failure_is_answered_whole_from_one_call() -> None:
    answer = mcp_errors.transport_failure_response("2025-11-25", mcp_errors.TRANSPORT_UNKNOWN_SESSION, 3)
    assert answer.status == 404
    assert json.loads(answer.body) == {"jsonrpc": "2.0", "id": 3, "error": {"code": -32600, "message": "Invalid Request"}}
    # The transport text's error bodies have no id, whatever the envelope says of a missing one.
    rejected = mcp_errors.transport_failure_response("2025-06-18", mcp_errors.TRANSPORT_REJECTED_NOTIFICATION)
    assert json.loads(rejected.body) == {"jsonrpc": "2.0", "error": {"code": -32600, "message": "Invalid Request"}}
    stream = mcp_errors.transport_failure_response("2026-07-28", mcp_errors.TRANSPORT_LEGACY_HTTP_METHOD, 1)
    assert (stream.status, stream.body) == (405, b"")
    assert mcp_errors.transport_failures("2026-07-28")["invalidOrigin"].body_basis == "spec"
    with pytest.raises(ValueError):
        mcp_errors.transport_failure_response("2025-11-25", "unknownsession")
