"""A modern revision's pre-dispatch checks of an HTTP request, in the register's order."""

# JSON values of unknown shape are walked here as Any (mypy --strict checks them so); pyright's
# reports of the Unknown types that narrowing Any gives are off in this file alone.
# pyright: reportUnknownMemberType=false, reportUnknownVariableType=false, reportUnknownArgumentType=false

from __future__ import annotations

import base64
import binascii
import re
from typing import Any, Callable, Dict, Iterable, List, Mapping, Optional, Sequence, Tuple, Union

from ._json import decode, kind_of, number_value
from ._revision import SHOWN_LENGTH, Revision, shown
from ._types import CheckFailure, McpError, built

Headers = Union[Mapping[str, Any], Iterable[Tuple[Any, Any]]]
"""Request headers: a mapping of a name to a value or a list of values, or (name, value) pairs
(bytes are read as Latin-1, as ASGI gives them)."""

_PLAIN = re.compile(r"[\x20-\x7e\t]*")
_BASE64 = re.compile(r"(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?")
_DECIMAL = re.compile(r"-?[0-9]+(\.[0-9]+)?([eE][+-]?[0-9]+)?")
_TOKEN = re.compile(r"[!#$%&'*+.^_`|~0-9A-Za-z-]+")


def _text(v: Any) -> Optional[str]:
    if isinstance(v, str):
        return v
    if isinstance(v, (bytes, bytearray)):
        return bytes(v).decode("latin-1")
    return None


def header_pairs(headers: Any) -> List[Tuple[str, str]]:
    """The headers as (lower-case name, value) pairs; what is no header is passed over."""
    if headers is None:
        return []
    multi = getattr(headers, "multi_items", None)
    if callable(multi):
        items: Any = multi()
    elif isinstance(headers, Mapping):
        items = []
        for name, value in headers.items():
            if isinstance(value, (list, tuple)):
                items.extend((name, v) for v in value)
            else:
                items.append((name, value))
    else:
        items = headers
    out: List[Tuple[str, str]] = []
    for pair in items:
        if not isinstance(pair, (tuple, list)) or len(pair) != 2:
            continue
        name, value = _text(pair[0]), _text(pair[1])
        if name is not None and value is not None:
            out.append((name.lower(), value))
    return out


def _header(h: List[Tuple[str, str]], name: str) -> Tuple[str, bool, bool]:
    """A header's one value: (value, present, repeated)."""
    values = [v for n, v in h if n == name.lower()]
    if not values:
        return "", False, False
    if len(values) == 1:
        return values[0], True, False
    return "", True, True


def _decoded(value: str, allow_base64: bool) -> Optional[str]:
    if not _PLAIN.fullmatch(value):
        return None
    if not allow_base64 or len(value) < len("=?base64??=") or not value.startswith("=?base64?") or not value.endswith("?="):
        return value
    encoded = value[len("=?base64?") : -len("?=")]
    if not _BASE64.fullmatch(encoded):
        return None
    try:
        text = base64.b64decode(encoded, validate=True).decode("utf-8")
    except (binascii.Error, UnicodeDecodeError):
        return None
    return text[1:] if text.startswith("\ufeff") else text


def _field_at(body: Any, path: Sequence[str]) -> Tuple[Any, bool]:
    value = body
    for key in path:
        if not isinstance(value, dict) or key not in value:
            return None, False
        value = value[key]
    return value, True


def _form_problem(h: List[Tuple[str, str]], name: str, allow_base64: bool) -> Tuple[str, str]:
    raw, present, repeated = _header(h, name)
    if not present:
        return "", " is missing"
    text = None if repeated else _decoded(raw, allow_base64)
    if text is None:
        return "", " is malformed"
    return text, ""


def header_in(h: List[Tuple[str, str]], name: str) -> Tuple[str, bool, bool]:
    """The header's value, whether it is there, and whether it is there more than once."""
    return _header(h, name)


def _header_problem(
    h: List[Tuple[str, str]], name: str, allow_base64: bool, expected: Any, has_expected: bool, matches: Callable[[str], bool]
) -> str:
    text, problem = _form_problem(h, name, allow_base64)
    if problem or matches(text):
        return problem
    return " value " + shown(text) + " does not match body value " + shown(expected if has_expected else None)


_VERSION_FIELD = ["params", "_meta", "io.modelcontextprotocol/protocolVersion"]


def _shown_name(name: str) -> str:
    return name if len(name) <= SHOWN_LENGTH else name[:SHOWN_LENGTH] + "..."


def _carries(header: str, value: Any) -> bool:
    if isinstance(value, bool):
        return header == ("true" if value else "false")
    if isinstance(value, str):
        return header == value
    want = number_value(value)
    if want is None or not _DECIMAL.fullmatch(header):
        return False
    return float(header) == want


def _annotated(schema: Any, annotation: str, path: List[str], found: List[Tuple[str, List[str]]], depth: int) -> None:
    if not isinstance(schema, dict) or depth > 64:
        return
    properties = schema.get("properties")
    if not isinstance(properties, dict):
        return
    for key in sorted(properties):
        prop = properties[key]
        if not isinstance(prop, dict):
            continue
        here = path + [key]
        name = prop.get(annotation)
        if isinstance(name, str):
            found.append((name, here))
        _annotated(prop, annotation, here, found, depth + 1)


def _annotation_problem(found: List[Tuple[str, List[str]]], annotation: str) -> str:
    """Why a tool's annotated header names break the constraints of 2026-07-28
    basic/transports/streamable-http.mdx:376-383; "" when none does."""
    names = sorted((n for n, _ in found), key=lambda s: s.encode("utf-8", "surrogatepass"))
    for name in names:
        if not _TOKEN.fullmatch(name):
            return f"the tool's {annotation} value {shown(name)} is not a header name"
    seen: Dict[str, str] = {}
    for name in names:
        lower = name.lower()
        if lower in seen:
            return (
                f"the tool's {annotation} values {shown(seen[lower])} and {shown(name)}"
                " name one header (header names are case-insensitive)"
            )
        seen[lower] = name
    return ""


class _Checker:
    def __init__(self, r: Revision, h: List[Tuple[str, str]], versions: Optional[Sequence[str]], tools: Optional[Sequence[Any]]) -> None:
        self.r, self.h, self.tools = r, h, tools
        self.versions = [r.protocol_version] if versions is None else list(versions)
        checks = r.request_checks or {}
        # The register's steps, by the condition each answers with (the two header steps in order).
        self.order: List[str] = [step["condition"] for step in checks.get("steps") or []]
        self.meta: List[Dict[str, Any]] = checks.get("metaKeys") or []
        self.headers: List[Dict[str, Any]] = checks.get("headers") or []
        self.param_headers: Optional[Dict[str, Any]] = checks.get("paramHeaders")

    def fail(self, key: str, message: Optional[str] = None, data: Any = None, has_data: bool = False) -> McpError:
        c = self.r.condition_in(key)
        return built(c.code, message or c.message, data, has_data, self.r.id, c.key)

    def mismatch(self, header: str, problem: str) -> McpError:
        return self.fail("headerMismatch", "Header mismatch: " + _shown_name(header) + " header" + problem)

    @staticmethod
    def path_for(rule: Dict[str, Any], body: Dict[str, Any]) -> Optional[List[str]]:
        method = body.get("method")
        fields = rule.get("bodyField") or {}
        if isinstance(method, str) and method in fields:
            return fields[method]  # type: ignore[no-any-return]
        return fields.get("*")

    def headers_present(self, body: Dict[str, Any]) -> Optional[McpError]:
        for rule in self.headers:
            if self.path_for(rule, body) is not None:
                _, problem = _form_problem(self.h, rule["name"], bool(rule.get("base64")))
                if problem:
                    return self.mismatch(rule["name"], problem)
        return None

    def param_header_mismatch(self, body: Dict[str, Any]) -> Optional[McpError]:
        rule = self.param_headers
        params = body.get("params")
        if rule is None or body.get("method") != "tools/call" or self.tools is None or not isinstance(params, dict):
            return None
        name = params.get("name")
        if not isinstance(name, str):
            return None
        tool = next((t for t in self.tools if isinstance(t, Mapping) and t.get("name") == name), None)
        if tool is None:
            return None
        found: List[Tuple[str, List[str]]] = []
        _annotated(tool.get("inputSchema"), rule["annotation"], [], found, 0)
        problem = _annotation_problem(found, rule["annotation"])
        if problem:
            return self.fail("headerMismatch", "Header mismatch: " + problem)
        arguments = params.get("arguments")
        for pname, path in found:
            header = rule["prefix"] + pname
            value, present = _field_at(arguments, path)
            if not present or value is None:
                problem = " has no value in the body" if _header(self.h, header)[1] else ""
            else:
                problem = _header_problem(self.h, header, bool(rule.get("base64")), value, True, lambda t: _carries(t, value))
            if problem:
                return self.mismatch(header, problem)
        return None

    def check(self, key: str, body: Dict[str, Any]) -> Optional[McpError]:
        if key == "missingRequestMeta":
            meta, _ = _field_at(body, ["params", "_meta"])
            meta_object = meta if isinstance(meta, dict) else {}
            for k in self.meta:
                if k["key"] not in meta_object:
                    if k.get("required"):
                        return self.fail(key, "Missing required _meta field " + k["key"])
                    continue
                kind = k.get("type", "any")
                value = meta_object[k["key"]]
                allowed = k.get("values")
                if isinstance(value, str) and allowed is not None and kind_of(value) == kind and value not in allowed:
                    # A value the schema does not list is not recognised: invalid params, with no
                    # status, as the logging page answers an unrecognised log level (logging.mdx:100-104).
                    return self.fail(
                        "invalidParams",
                        f"Invalid params: the _meta field {k['key']} value {shown(value)} is not one of {', '.join(allowed)}",
                    )
                if kind != "any" and kind_of(value) != kind:
                    article = "an object" if kind == "object" else "a " + kind
                    if k.get("required"):
                        return self.fail(key, "Missing required _meta field " + k["key"] + ": it must be " + article)
                    return self.fail("invalidParams", "Invalid params: the _meta field " + k["key"] + " must be " + article)
        elif key == "headerMismatch":
            for rule in self.headers:
                path = self.path_for(rule, body)
                if path is None:
                    continue
                expected, has = _field_at(body, path)
                problem = _header_problem(
                    self.h, rule["name"], bool(rule.get("base64")), expected, has, lambda t: has and isinstance(expected, str) and expected == t
                )
                if problem:
                    return self.mismatch(rule["name"], problem)
            return self.param_header_mismatch(body)
        elif key == "unsupportedProtocolVersion":
            requested = self.requested_version(body)
            if requested is None or requested in self.versions:
                return None
            return self.fail(key, None, {"supported": list(self.versions), "requested": requested}, True)
        return None

    def requested_version(self, body: Dict[str, Any]) -> Optional[str]:
        """The version a request names, which it declares in _meta (basic/versioning.mdx:43-46):
        that field's string, or the standard header that mirrors it (there once and well-formed)
        where the body has no such field; None when it names none. A field of another type is the
        _meta step's to answer, and a header that names another version than the field is the
        header match's: the server MUST reject that mismatch with HeaderMismatch
        (streamable-http.mdx:257-261)."""
        value, present = _field_at(body, _VERSION_FIELD)
        if present and not isinstance(value, str):
            return None
        for rule in self.headers:
            if self.path_for(rule, body) == _VERSION_FIELD:
                text, problem = _form_problem(self.h, rule["name"], bool(rule.get("base64")))
                if not problem:
                    if present and text != value:
                        return None
                    return text
        return value if present else None

    def message_form(self, value: Any) -> Tuple[Optional[Dict[str, Any]], bool, Optional[McpError]]:
        """What the body's JSON-RPC members make of it: a failure when it is no well-formed
        request or notification (a jsonrpc other than "2.0", missing included, is an invalid
        request, schema.ts:333; an id must be a string or a number); True for a notification,
        which no request check applies to."""
        if not isinstance(value, dict) or not isinstance(value.get("method"), str):
            return None, False, self.fail("invalidRequest", "Invalid Request: not a JSON-RPC request")
        if value.get("jsonrpc") != "2.0" or not isinstance(value.get("jsonrpc"), str):
            return None, False, self.fail("invalidRequest", 'Invalid Request: jsonrpc must be "2.0"')
        if "id" not in value:
            return value, True, None
        if kind_of(value["id"]) not in ("string", "number"):
            return None, False, self.fail("invalidRequest", "Invalid Request: the id must be a string or a number")
        return value, False, None

    def naming_versions(self, e: McpError, body: Dict[str, Any]) -> McpError:
        """A failure answering initialize names the server's versions in its message."""
        if body.get("method") != "initialize" or e.condition == "unsupportedProtocolVersion":
            return e
        message = e.message + "; this server supports protocol versions " + ", ".join(self.versions)
        return built(e.code, message, e.data, e.has_data, e.revision or self.r.id, e.condition or "")

    def run(self, text: Any) -> Optional[CheckFailure]:
        try:
            value: Any = decode(text)
            parsed = text is not None
        except (ValueError, TypeError):
            value, parsed = None, False
        steps = self.order.count("headerMismatch")
        step = 0
        for key in self.order:
            if key == "parseError":
                if not parsed:
                    return self.failed(self.fail(key))
                continue
            if not parsed:
                continue
            request, notification, invalid = self.message_form(value)
            if invalid is not None:
                return self.failed(invalid)
            if notification or request is None:
                return None
            if key == "headerMismatch":
                step += 1
            e = self.headers_present(request) if key == "headerMismatch" and step < steps else self.check(key, request)
            if e is not None:
                return self.failed(self.naming_versions(e, request))
        return None

    def failed(self, e: McpError) -> CheckFailure:
        key = e.condition or ""
        c = self.r.conditions.get(key)
        return CheckFailure(status=c.status if c else None, error=e, condition=key)


def check_request(
    r: Revision, headers: Any, body: Any, supported_versions: Optional[Sequence[str]], tools: Optional[Sequence[Any]]
) -> Optional[CheckFailure]:
    """The first failed pre-dispatch check of a request, or None when it may be dispatched. It
    never raises on the request."""
    if r.request_checks is None:
        return None
    checker = _Checker(r, header_pairs(headers), supported_versions, tools)
    try:
        return checker.run(body)
    except Exception:  # a request the checks cannot read is refused, never raised on
        return checker.failed(checker.fail("invalidRequest", "Invalid Request: the request could not be read"))



