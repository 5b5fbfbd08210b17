"""The package's functions over every revision, by id.

A caller's mistake (an unknown revision or condition, data that breaks the condition's rule, a
value of the wrong type) raises TypeError or ValueError with a message that names it. Nothing
that reads a peer's input (parse_error_response, condition_of, the guards, translate,
translate_response, check_request) raises on that input.
"""

from __future__ import annotations

from typing import Any, Dict, List, Mapping, Optional, Sequence, Union, cast

from ._check import Headers, check_request as _check_request
from ._guard import is_a
from ._revision import Revision, get as _get, lookup as _lookup
from ._translate import UPSTREAM_MESSAGES, fallback as _fallback
from ._translate import translate as _translate, translate_response as _translate_response
from ._translate import upstream_failure as _upstream_failure
from ._types import (
    CheckFailure,
    Hints,
    McpError,
    Parsed,
    Request,
    Response,
    TranslatedResponse,
    Translation,
    TransportFailure,
)

UPSTREAM_UNREACHABLE = "unreachable"
UPSTREAM_TIMEOUT = "timeout"
UPSTREAM_INVALID_RESPONSE = "invalid-response"

_ABSENT: Any = object()


def _hints(hints: Optional[Hints]) -> Hints:
    return hints if isinstance(hints, Hints) else Hints()


def _request(request: Optional[Request]) -> Request:
    if request is None:
        return Request()
    if not is_a(request, Request):
        raise TypeError(f"request must be a Request, not {type(request).__name__}")
    return request


def _status(value: Optional[int], what: str) -> Optional[int]:
    if value is not None and (is_a(value, bool) or not is_a(value, int)):
        raise TypeError(f"{what} must be an int or None, not {type(value).__name__}")
    return value


def is_revision(revision: object) -> bool:
    """Whether the package knows the revision id (final, draft or pre-release). Never raises."""
    return _lookup(revision) is not None


def era_of(revision: str) -> str:
    """The era of a revision: "legacy" (initialize handshake, sessions) or "modern" (stateless requests)."""
    return _get(revision).era


def new_error(revision: str, condition: str, *, message: Optional[str] = None, data: Any = _ABSENT) -> McpError:
    """The error of a condition in a revision chosen at run time, as the revision's own constructor
    builds it: its code, its default message unless one is given, and its data, checked against
    the condition's rule at every depth."""
    r = _get(revision)
    return r.build("new_error", condition, data, data is not _ABSENT, message)


def parse_error_response(revision: str, response: Union[str, bytes], hints: Optional[Hints] = None) -> Parsed:
    """Reads a JSON-RPC error response, or a bare error object, as the revision reads it. Never
    raises: input that is no error response gives ok False and a reason, an unknown revision the
    reason "unknown-revision"."""
    r = _lookup(revision)
    if r is None:
        return Parsed(ok=False, reason="unknown-revision")
    try:
        return r.parse(response, _hints(hints))
    except Exception:  # noqa: BLE001 (a reader never raises on its input)
        return Parsed(ok=False, reason="not-json")


def condition_of(revision: str, error: object, hints: Optional[Hints] = None) -> Optional[str]:
    """The condition the revision reads an error as; None where it names none."""
    c = _get(revision).condition_of_error(error, _hints(hints))
    return c.key if c is not None else None


def http_status(revision: str, condition: str) -> Optional[int]:
    """The HTTP status a condition travels with in the revision; None where no cited text gives
    one (the package never guesses 200). UnknownConditionError for a key the revision lacks."""
    return _get(revision).condition(condition).status


def status_of(revision: str, error: object, hints: Optional[Hints] = None) -> Optional[int]:
    """The HTTP status an error travels with in the revision, by its condition; None where it names none."""
    return _get(revision).status_of(error, _hints(hints))


def classify_code(revision: str, code: int) -> str:
    """The class of a code in the revision: standard, defined, reserved, implementation-defined,
    unassigned, jsonrpc-reserved or application."""
    r = _get(revision)
    if is_a(code, bool) or not is_a(code, int):
        raise TypeError(f"code must be an int, not {type(code).__name__}")
    return r.classify(code)


def respond(revision: str, id: object, error: Union[McpError, Mapping[str, Any]]) -> Response:
    """The status (from the error's condition) and the body to send: the error in the revision's
    envelope, under its id rule (a string or finite number id is kept, every digit of it; any
    other is left out where the revision allows, and null elsewhere). TypeError for what is no
    error object; ValueError for data that is not JSON or nests deeper than 256 levels."""
    r = _get(revision)
    if isinstance(error, Mapping) and not isinstance(error, McpError):
        error = McpError.from_dict(error)
    return r.respond(id, error)


def _pair(source: str, to: str) -> "tuple[Revision, Revision]":
    return _get(source), _get(to)


def translate(
    source: str, to: str, error: object, request: Optional[Request] = None, http_status: Optional[int] = None
) -> Translation:
    """What an error of revision source, answering the request, becomes for a peer of revision to:
    the same condition under the destination's code, the condition that stands in for it there,
    or a fallback with the reason; and body, the answer to send. It never raises on the error
    (any value: what is no error object gets the destination's internal error)."""
    a, b = _pair(source, to)
    q = _request(request)
    _status(http_status, "http_status")
    try:
        return _translate(a, b, error, q, http_status)
    except Exception:  # noqa: BLE001
        return _translate(a, b, None, q, http_status)


def translate_response(
    source: str,
    to: str,
    status: Optional[int],
    body: Union[str, bytes],
    *,
    request: Optional[Request] = None,
    tool_input_error: bool = False,
) -> TranslatedResponse:
    """A whole HTTP response (the status it arrived with, None when unknown, and its body) carried
    from revision source to a peer of revision to, for a proxy. Every answer carries the request's
    id (the body's own only where the request has none); a body that is no JSON-RPC response is
    answered with the destination's internal error. It never raises on the body."""
    a, b = _pair(source, to)
    q = _request(request)
    _status(status, "status")
    try:
        return _translate_response(a, b, status, body, q, bool(tool_input_error))
    except Exception:  # noqa: BLE001
        return _fallback(b, q.id, True, "not a JSON-RPC response", UPSTREAM_MESSAGES["invalid-response"])


def upstream_failure(
    to: str, request: Optional[Request] = None, failure: str = UPSTREAM_UNREACHABLE, message: Optional[str] = None
) -> TranslatedResponse:
    """The answer to a request whose upstream gave none (failure: unreachable, timeout or
    invalid-response; any other reads as unreachable): revision to's internal error, from the
    proxy itself, with the request's id, ok False. message None gives a sentence naming the failure."""
    r = _get(to)
    if message is not None and not is_a(message, str):
        raise TypeError(f"message must be a str or None, not {type(message).__name__}")
    return _upstream_failure(r, _request(request), failure if is_a(failure, str) else "", message)


def transport_failures(revision: str) -> Dict[str, TransportFailure]:
    """The failures the revision's HTTP transport answers before any JSON-RPC dispatch, by key."""
    return dict(_get(revision).failures)


def transport_failure_response(revision: str, key: str, id: Any = None) -> Response:
    """The whole answer to a revision's transport failure: its status, and its body, a JSON-RPC
    error of its condition (with id where it is a request id the server read, else none), or b""
    where the status goes alone (send no body). ValueError for an unknown revision or a key the
    revision's transport does not have (take keys from the TRANSPORT_* constants)."""
    return _get(revision).transport_failure_response(key, id)


def check_request(
    revision: str,
    headers: Headers,
    body: Union[str, bytes, None],
    *,
    supported_versions: Optional[Sequence[str]] = None,
    tools: Optional[Sequence[Mapping[str, Any]]] = None,
) -> Optional[CheckFailure]:
    """A modern revision's pre-dispatch checks on a request's headers and body, in the register's
    order; the first failure, or None when the request may be dispatched. It never raises on the
    request. ValueError for a revision without request checks (a legacy one)."""
    r = _get(revision)
    if r.request_checks is None:
        raise ValueError(f"{revision} has no request checks: its sessions are settled at initialize")
    if supported_versions is not None:
        if is_a(supported_versions, str) or not all(is_a(v, str) for v in supported_versions):
            raise TypeError("supported_versions must be a sequence of str")
    if tools is not None and (is_a(tools, (str, bytes)) or not is_a(tools, Sequence)):
        raise TypeError("tools must be a sequence of tool mappings")
    return _check_request(r, headers, body, supported_versions, tools)


def request_era(revision: str, headers: Headers, body: Union[str, bytes, None]) -> str:
    """The era of a request to a dual-era server that serves the modern revision: "modern" or
    "legacy", by its era rule (the register's policy.requestEra). body None: not read yet, only the
    header steps apply. It never raises on the request. ValueError for a legacy revision."""
    from ._check import header_in, header_pairs
    from ._json import decode

    r = _get(revision)
    rule = r.t.get("requestEra")
    if rule is None:
        raise ValueError(f"{revision} has no era rule (a legacy revision)")
    try:
        h = header_pairs(headers)
    except Exception:
        h = []
    decoded: Any = None
    if body is not None:
        try:
            decoded = decode(body)
        except (ValueError, TypeError):
            decoded = None
    message: Dict[str, Any] = cast(Dict[str, Any], decoded) if isinstance(decoded, dict) else {}
    params: Any = message.get("params")
    found: Any = cast(Dict[str, Any], params).get("_meta") if isinstance(params, dict) else None
    meta: Dict[str, Any] = cast(Dict[str, Any], found) if isinstance(found, dict) else {}
    for step in rule["steps"]:
        signal, name = step["signal"], step["name"]
        if signal == "metaKey":
            shown = name in meta
        elif signal == "method":
            shown = message.get("method") == name
        elif signal == "header":
            shown = header_in(h, name)[1]
        else:
            value, present, repeated = header_in(h, name)
            shown = present and not repeated and value in rule["legacyVersions"]
        if shown:
            return str(step["era"])
    return str(rule["otherwise"])


def is_method(revision: str, method: object, from_: str = "", kind: str = "") -> bool:
    """Whether the revision defines the method (its schema's request and notification unions),
    sent by from_ ("client", "server"; "" for either) as kind ("request", "notification", "")."""
    methods: List[Dict[str, Any]] = _get(revision).t.get("methods") or []
    for m in methods:
        if m["method"] == method:
            return (from_ == "" or from_ in m["from"]) and (kind == "" or m["kind"] == kind)
    return False


def is_removed_method(revision: str, method: object) -> bool:
    """Whether an earlier final revision defines the method and the revision does not."""
    removed: List[str] = _get(revision).t.get("removedMethods") or []
    return method in removed
