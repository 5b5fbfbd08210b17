"""Translation between revisions: an error, a whole response, and a proxy's own failures."""

# JSON values of unknown shape are walked here as Any (mypy --strict checks them so); pyright's
# reports of the Unknown types that narrowing Any gives are off in this file alone.
# pyright: reportUnknownMemberType=false, reportUnknownVariableType=false, reportUnknownArgumentType=false

from __future__ import annotations

from dataclasses import replace
from typing import Any, Dict, Optional, Tuple

from ._data import data_carries, project_data
from ._json import decode, encode
from ._revision import Condition, Revision, blocks_of, code_of, request_id, text_blocks
from ._types import Hints, McpError, Request, TranslatedResponse, Translation

_Outcome = Tuple[Dict[str, Any], Condition, bool, Optional[Condition]]
_outcomes: Dict[Tuple[str, str], Dict[str, _Outcome]] = {}

UPSTREAM_MESSAGES = {
    "unreachable": "Internal error: the upstream server could not be reached",
    "timeout": "Internal error: the upstream server did not answer in time",
    "invalid-response": "Internal error: the upstream server's answer was not a JSON-RPC response",
    "parse-error": "Internal error: the upstream server could not parse the proxy's request",
}

CONTENT_NOT_BLOCKS = "the tool result's content is not a list of content blocks"


def _hints(request: Request, http_status: Optional[int]) -> Hints:
    params = request.params if isinstance(request.params, dict) else None
    return Hints(method=request.method, http_status=http_status, params=params)


def outcomes_between(source: Revision, to: Revision) -> Dict[str, _Outcome]:
    key = (source.id, to.id)
    row = _outcomes.get(key)
    if row is not None:
        return row
    table: Dict[str, Any] = {} if source is to else (source.t.get("translations") or {}).get(to.id) or {}
    row = {}
    for k in source.keys:
        c = source.conditions[k]
        entry = table.get(k)
        if entry is None:
            there = to.conditions.get(k)
            entry = {"kind": "passthrough", "code": c.code, "condition": k, "httpStatus": there.status if there else None}
        target = to.condition_in(str(entry.get("condition") or ""))
        keeps = entry.get("kind") != "untranslatable" and data_carries(c.data, target.data)
        first = to.readings.get(target.code) or []
        read_as = first[0][0] if first and first[0][1] is None else None
        row[k] = (entry, target, keeps, read_as)
    _outcomes[key] = row
    return row


def _stand_in(to: Revision, message: Optional[str], reason: str) -> Translation:
    g = to.condition_in(to.generic)
    return _untranslatable(g, g.message if message is None else message, reason, None, g.status)


def _untranslatable(
    fallback: Condition, message: str, reason: str, condition: Optional[str], status: Optional[int], failure: Optional[str] = None
) -> Translation:
    return Translation(
        ok=False,
        error=McpError(fallback.code, message),
        condition=condition,
        to_condition=fallback.key,
        http_status=status,
        reason=reason,
        transport_failure=failure,
    )


def _error_of(code: int, message: str, data: Any, has_data: bool) -> McpError:
    return McpError(code, message, data) if has_data else McpError(code, message)


def _read(
    source: Revision, to: Revision, code: int, message: str, data: Any, has_data: bool, c: Optional[Condition], hints: Hints
) -> Translation:
    if c is None:
        return _undefined_code(source, to, code, message, data, has_data)
    entry, target, keeps, read_as = outcomes_between(source, to)[c.key]
    status = entry.get("httpStatus")
    if entry.get("kind") == "untranslatable":
        return _untranslatable(target, message, entry.get("reason") or "", c.key, status, entry.get("transportFailure"))
    out, has_out = None, False
    if keeps and has_data:
        out, has_out = project_data(target.data, data, has_data), True
    read = read_as or to.recognise(target.code, out, has_out, Hints(hints.method, status, hints.params))
    return Translation(
        ok=True,
        error=_error_of(target.code, message, out, has_out),
        rule=entry.get("kind"),
        condition=c.key,
        to_condition=read.key if read else None,
        http_status=status,
    )


def _undefined_code(source: Revision, to: Revision, code: int, message: str, data: Any, has_data: bool) -> Translation:
    if source.meaningful(code) or to.meaningful(code):
        return _stand_in(
            to,
            message,
            f"code {code} names no condition of {source.id} and has a meaning or a reservation in {source.id} or {to.id}",
        )
    for rule in (source.t.get("undefinedCodes") or {}).get(to.id) or []:
        if rule["from"] <= code <= rule["to"]:
            return _untranslatable(to.condition_in(rule["condition"]), message, rule["reason"], None, rule.get("httpStatus"))
    return Translation(ok=True, error=_error_of(code, message, data, has_data), rule="passthrough")


def _with_body(to: Revision, t: Translation, id: Any) -> Translation:
    body = encode(to.envelope(id, True, t.error.to_dict())).encode("utf-8")
    return replace(t, body=body)


def translate(source: Revision, to: Revision, e: Any, request: Request, http_status: Optional[int]) -> Translation:
    """What an error of revision source, answering the request, becomes for a peer of revision to."""
    hints = _hints(request, http_status)
    if isinstance(e, McpError):
        t = _read(source, to, e.code, e.message, e.data, e.has_data, source.condition_of_error(e, hints), hints)
    else:
        t = _translate_value(source, to, e, hints)
    return _with_body(to, t, request.id)


def _translate_value(source: Revision, to: Revision, value: Any, hints: Hints) -> Translation:
    m = value if isinstance(value, dict) else None
    message = m.get("message") if m is not None else None
    if m is None or not isinstance(message, str):
        return _stand_in(to, None, "not a JSON-RPC error object")
    code = code_of(m.get("code"))
    if code is None:
        return _stand_in(to, message, "not a JSON-RPC error object")
    return _read(source, to, code, message, m.get("data"), "data" in m, source.condition_of_value(m, hints), hints)


def fallback(
    to: Revision, id: Any, has_id: bool, reason: str, message: Optional[str], upstream: Optional[str] = None
) -> TranslatedResponse:
    """The destination's internal error; upstream marks it as the proxy's own failure, the
    package's choice: data {"upstream": upstream} (2026-07-28 basic/index.mdx:149-150)."""
    g = to.condition_in(to.generic)
    error: Dict[str, Any] = {"code": g.code, "message": g.message if message is None else message}
    if upstream is not None:
        error["data"] = {"upstream": upstream}
    body = to.envelope(id, has_id, error)
    return TranslatedResponse(ok=False, status=g.status, body=encode(body).encode("utf-8"), reason=reason)


def upstream_failure(to: Revision, request: Request, failure: str, message: Optional[str]) -> TranslatedResponse:
    if failure not in ("timeout", "invalid-response"):
        failure = "unreachable"
    text = UPSTREAM_MESSAGES[failure] if message is None else message
    return fallback(to, request.id, True, "upstream failure: " + failure, text, failure)


def _is_exactly(v: Any, code: int) -> bool:
    return code_of(v) == code and not isinstance(v, bool)


def translate_response(
    source: Revision, to: Revision, arrived: Optional[int], text: Any, request: Request, tool_input_error: bool
) -> TranslatedResponse:
    """A response that arrived with HTTP status arrived carried from revision source to a peer of
    revision to, for the request given."""
    try:
        value = decode(text)
    except (ValueError, TypeError):
        return fallback(to, request.id, True, "not JSON", UPSTREAM_MESSAGES["invalid-response"])
    if not isinstance(value, dict) or ("error" not in value and "result" not in value):
        return fallback(to, request.id, True, "not a JSON-RPC response", UPSTREAM_MESSAGES["invalid-response"])
    body: Dict[str, Any] = value
    id, has_id = request_id(request.id)
    if not has_id:
        has_id = "id" in body
        id = body.get("id")

    def with_id(m: Dict[str, Any]) -> Dict[str, Any]:
        if has_id:
            m["id"] = id
        else:
            m.pop("id", None)
        return m

    def out(m: Any, ok: bool = True, status: Optional[int] = None, condition: Optional[str] = None) -> TranslatedResponse:
        return TranslatedResponse(ok=ok, status=status, body=encode(m).encode("utf-8"), condition=condition)

    from_form, to_form = source.tool_input, to.tool_input
    if "error" in body:
        error_field = body["error"]
        error_object = error_field if isinstance(error_field, dict) else None
        # An id-less parse error answers no request of the client's: the upstream could not parse
        # the proxy's own frame, which is the proxy's failure, not the client's parse error.
        if (
            body.get("id") is None
            and error_object is not None
            and _is_exactly(error_object.get("code"), source.condition_in("parseError").code)
        ):
            reason = "upstream failure: parse-error"
            return fallback(to, id, has_id, reason, UPSTREAM_MESSAGES["parse-error"], "parse-error")
        message = error_object.get("message") if error_object is not None else None
        if (
            tool_input_error
            and from_form.get("form") == "protocol-error"
            and to_form.get("form") == "tool-result"
            and error_object is not None
            and isinstance(message, str)
            and from_form.get("code") is not None
            and _is_exactly(error_object.get("code"), from_form["code"])
        ):
            _, result = to.tool_input_error(text_blocks(message))
            answer: Dict[str, Any] = {"jsonrpc": to.envelope_rule["jsonrpc"]}
            if has_id:
                answer["id"] = id
            answer["result"] = result
            c = source.condition_of_value(error_object, Hints(method=request.method or "tools/call"))
            return out(answer, condition=c.key if c else None)
        t = _translate_value(source, to, error_field, _hints(request, arrived))
        return TranslatedResponse(
            ok=t.ok,
            status=t.http_status,
            body=encode(to.envelope(id, has_id, t.error.to_dict())).encode("utf-8"),
            condition=t.condition,
            reason=None if t.ok else t.reason,
        )
    result = body["result"]
    if tool_input_error and isinstance(result, dict) and result.get("isError") is True and from_form.get("form") == "tool-result":
        blocks = result.get("content")
        if to_form.get("form") == "protocol-error":
            if not isinstance(blocks, list) or len(blocks) == 0:
                blocks = text_blocks("Invalid tool input")
            try:
                blocks_of(blocks)
            except ValueError:
                return fallback(to, id, has_id, CONTENT_NOT_BLOCKS, None)
            e, _ = to.tool_input_error(blocks)
            assert e is not None
            return out(to.envelope(id, has_id, e.to_dict()), status=to.status_of(e, Hints()))
        converted = dict(result)
        if to_form.get("resultType") is None:
            converted.pop("resultType", None)
        else:
            converted["resultType"] = to_form["resultType"]
        answer = with_id(dict(body))
        answer["jsonrpc"] = to.envelope_rule["jsonrpc"]
        answer["result"] = converted
        return out(answer)
    answer = with_id(dict(body))
    answer["result"] = _destination_result(source, to, result)
    return out(answer)


def _destination_result(source: Revision, to: Revision, result: Any) -> Any:
    """A result with the destination's complete resultType, where the destination requires one on
    every result and the source's results have none."""
    wanted = to.result_type
    if not wanted.get("required") or wanted.get("complete") is None or source.result_type.get("required"):
        return result
    if not isinstance(result, dict) or "resultType" in result:
        return result
    return {**result, "resultType": wanted["complete"]}
