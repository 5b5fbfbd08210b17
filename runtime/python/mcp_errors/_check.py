"""A modern revision's pre-dispatch checks of an HTTP request, in the register's order."""

# JSON values of unknown shape are walked here as Any (mypy --strict checks them so); pyright's
# reports of the Unknown types that narrowing Any gives are off in this file alone.
# pyright: reportUnknownMemberType=false, reportUnknownVariableType=false, reportUnknownArgumentType=false

from __future__ import annotations

import base64
import binascii
import re
from typing import Any, Callable, Dict, Iterable, List, Mapping, Optional, Sequence, Tuple, Union

from ._json import decode, encode_string, kind_of, number_value
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


Sentinel = Optional[Tuple[str, str]]
"""The prefix and suffix around a Base64-encoded header value, or None where a value is taken as sent."""


def _decoded(value: str, sentinel: Sentinel) -> Optional[str]:
    if not _PLAIN.fullmatch(value):
        return None
    if sentinel is None:
        return value
    prefix, suffix = sentinel
    if len(value) < len(prefix) + len(suffix) or not value.startswith(prefix) or not value.endswith(suffix):
        return value
    encoded = value[len(prefix) : len(value) - len(suffix)]
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


Problem = Optional[Tuple[str, Dict[str, str]]]
"""What is wrong with a header: the name of the message that says it, and its slots beside {header}."""


def _form_problem(h: List[Tuple[str, str]], name: str, sentinel: Sentinel) -> Tuple[str, Problem]:
    raw, present, repeated = _header(h, name)
    if not present:
        return "", ("headerMissing", {})
    text = None if repeated else _decoded(raw, sentinel)
    if text is None:
        return "", ("headerMalformed", {})
    return text, None


def header_in(h: List[Tuple[str, str]], name: str) -> Tuple[str, bool, bool]:
    """The header's value, whether it is there, and whether it is there more than once."""
    return _header(h, name)


def _header_problem(
    h: List[Tuple[str, str]], name: str, sentinel: Sentinel, expected: Any, has_expected: bool, matches: Callable[[str], bool]
) -> Problem:
    text, problem = _form_problem(h, name, sentinel)
    if problem is not None or matches(text):
        return problem
    return "headerDiffers", {"value": shown(text), "expected": shown(expected if has_expected else None)}


_SLOT = re.compile(r"\{([A-Za-z]+)\}")


def _filled(template: str, slots: Mapping[str, str]) -> str:
    """A message template with its {slots} filled, in one pass (a value's own braces stay as they are)."""
    return _SLOT.sub(lambda m: slots.get(m.group(1), m.group(0)), template)


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


def _annotation_problem(found: List[Tuple[str, List[str]]], annotation: str) -> Problem:
    """Why a tool's annotated header names break the constraints of 2026-07-28
    basic/transports/streamable-http.mdx:376-383; None when none does."""
    names = sorted((n for n, _ in found), key=lambda s: s.encode("utf-8", "surrogatepass"))
    for name in names:
        if not _TOKEN.fullmatch(name):
            return "annotationNotAHeader", {"annotation": annotation, "name": shown(name)}
    seen: Dict[str, str] = {}
    for name in names:
        lower = name.lower()
        if lower in seen:
            return "annotationTwice", {"annotation": annotation, "first": shown(seen[lower]), "second": shown(name)}
        seen[lower] = name
    return None


class _Checker:
    """A request's checks in a revision, with what the revision's policy names: each step's
    condition, the condition a body that is no request gets, the Base64 sentinel, the version's
    _meta key, the method whose failures name the server's versions, and the messages."""

    def __init__(self, r: Revision, h: List[Tuple[str, str]], versions: Optional[Sequence[str]], tools: Optional[Sequence[Any]]) -> None:
        self.r, self.h, self.tools = r, h, tools
        self.versions = [r.protocol_version] if versions is None else list(versions)
        checks: Dict[str, Any] = r.request_checks or {}
        self.steps: List[Tuple[str, str]] = [(step["step"], step["condition"]) for step in checks.get("steps") or []]
        self.not_a_request: str = checks.get("notARequest") or ""
        self.meta_invalid: str = checks.get("metaInvalid") or ""
        sentinel = checks.get("base64Sentinel") or {}
        self.sentinel: Tuple[str, str] = (sentinel.get("prefix") or "", sentinel.get("suffix") or "")
        self.version_field: List[str] = ["params", "_meta", checks.get("versionKey") or ""]
        self.versions_method: Optional[str] = checks.get("versionsMethod")
        self.messages: Dict[str, str] = checks.get("messages") or {}
        self.kinds: Dict[str, str] = checks.get("kinds") or {}
        self.meta: List[Dict[str, Any]] = checks.get("metaKeys") or []
        self.headers: List[Dict[str, Any]] = checks.get("headers") or []
        self.param_headers: Optional[Dict[str, Any]] = checks.get("paramHeaders")

    def message(self, name: str, **slots: str) -> str:
        return _filled(self.messages.get(name, name), slots)

    def sentinel_for(self, rule: Mapping[str, Any]) -> Sentinel:
        return self.sentinel if rule.get("base64") else None

    def step_condition(self, step: str) -> str:
        return next((condition for s, condition in self.steps if s == step), "")

    def fail(self, key: str, message: Optional[str] = None, data: Any = None, has_data: bool = False) -> McpError:
        c = self.r.condition_in(key)
        return built(c.code, message or c.message, data, has_data, self.r.id, c.key)

    def mismatch(self, condition: str, header: str, problem: Tuple[str, Dict[str, str]]) -> McpError:
        name, slots = problem
        return self.fail(condition, self.message(name, **slots, header=_shown_name(header)))

    @staticmethod
    def path_for(rule: Dict[str, Any], body: Dict[str, Any]) -> Optional[List[str]]:
        method = body.get("method")
        fields = rule.get("bodyField") or {}
        if isinstance(method, str) and method in fields:
            return fields[method]  # type: ignore[no-any-return]
        return fields.get("*")

    def header_presence(self, body: Dict[str, Any], condition: str) -> Optional[McpError]:
        """Each standard header the method needs is there, once, and well-formed."""
        for rule in self.headers:
            if self.path_for(rule, body) is not None:
                _, problem = _form_problem(self.h, rule["name"], self.sentinel_for(rule))
                if problem is not None:
                    return self.mismatch(condition, rule["name"], problem)
        return None

    def param_header_mismatch(self, body: Dict[str, Any], condition: str) -> Optional[McpError]:
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
        fault = _annotation_problem(found, rule["annotation"])
        if fault is not None:
            return self.fail(condition, self.message(fault[0], **fault[1]))
        arguments = params.get("arguments")
        for pname, path in found:
            header = rule["prefix"] + pname
            value, present = _field_at(arguments, path)
            problem: Problem
            if not present or value is None:
                # A header for an argument the body does not carry claims a value the body lacks.
                problem = ("headerWithoutValue", {}) if _header(self.h, header)[1] else None
            else:
                problem = _header_problem(self.h, header, self.sentinel_for(rule), value, True, lambda t: _carries(t, value))
            if problem is not None:
                return self.mismatch(condition, header, problem)
        return None

    def meta_check(self, body: Dict[str, Any], condition: str) -> Optional[McpError]:
        meta, _ = _field_at(body, ["params", "_meta"])
        meta_object = meta if isinstance(meta, dict) else {}
        for k in self.meta:
            key: str = k["key"]
            if key not in meta_object:
                if k.get("required"):
                    return self.fail(condition, self.message("metaMissing", key=key))
                continue
            kind: str = k.get("type") or "any"
            value = meta_object[key]
            if kind == "any" or kind_of(value) == kind:
                allowed = k.get("values")
                # A value the schema does not list is not recognised: invalid params, with no
                # status, as the logging page answers an unrecognised log level (logging.mdx:100-104).
                if allowed is None or value in allowed:
                    continue
                listed = self.message("metaNotListed", key=key, value=shown(value), values=", ".join(allowed))
                return self.fail(self.meta_invalid, listed)
            named = self.kinds.get(kind, kind)
            # A required field of another type is not there as the request needs it: missing, with
            # 400 (basic/index.mdx:380-382). An optional one makes the params invalid.
            if k.get("required"):
                return self.fail(condition, self.message("metaMistyped", key=key, kind=named))
            return self.fail(self.meta_invalid, self.message("metaInvalid", key=key, kind=named))
        return None

    def header_match(self, body: Dict[str, Any], condition: str) -> Optional[McpError]:
        for rule in self.headers:
            path = self.path_for(rule, body)
            if path is None:
                continue
            expected, has = _field_at(body, path)
            problem = _header_problem(
                self.h,
                rule["name"],
                self.sentinel_for(rule),
                expected,
                has,
                lambda t: has and isinstance(expected, str) and expected == t,
            )
            if problem is not None:
                return self.mismatch(condition, rule["name"], problem)
        return self.param_header_mismatch(body, condition)

    def version(self, body: Dict[str, Any], condition: str) -> Optional[McpError]:
        requested = self.requested_version(body)
        if requested is None or requested in self.versions:
            return None
        return self.fail(condition, None, {"supported": list(self.versions), "requested": requested}, True)

    def check(self, step: str, body: Dict[str, Any], condition: str) -> Optional[McpError]:
        """The failure of one step of the check order, None when it passes; a step this package
        does not know passes."""
        if step == "headerPresence":
            return self.header_presence(body, condition)
        if step == "meta":
            return self.meta_check(body, condition)
        if step == "headerMatch":
            return self.header_match(body, condition)
        if step == "version":
            return self.version(body, condition)
        return None

    def requested_version(self, body: Dict[str, Any]) -> Optional[str]:
        """The version a request names, which it declares in _meta (basic/versioning.mdx:43-46):
        that field's string, or the standard header that mirrors it (there once and well-formed)
        where the body has no such field; None when it names none. A field of another type is the
        _meta step's to answer, and a header that names another version than the field is the
        header match's: the server MUST reject that mismatch with HeaderMismatch
        (streamable-http.mdx:257-261)."""
        value, present = _field_at(body, self.version_field)
        if present and not isinstance(value, str):
            return None
        for rule in self.headers:
            if self.path_for(rule, body) == self.version_field:
                text, problem = _form_problem(self.h, rule["name"], self.sentinel_for(rule))
                if problem is None:
                    if present and text != value:
                        return None
                    return text
        return value if present else None

    def message_form(self, value: Any) -> Tuple[Optional[Dict[str, Any]], bool, Optional[McpError]]:
        """What the body's JSON-RPC members make of it: a failure when it is no well-formed
        request or notification (a jsonrpc other than the envelope's, missing included, is an
        invalid request, schema.ts:333; an id must be a string or a number); True for a
        notification, which no request check applies to."""
        if not isinstance(value, dict) or not isinstance(value.get("method"), str):
            return None, False, self.fail(self.not_a_request, self.message("notARequest"))
        jsonrpc = self.r.envelope_rule.get("jsonrpc")
        if value.get("jsonrpc") != jsonrpc or not isinstance(value.get("jsonrpc"), str):
            return None, False, self.fail(self.not_a_request, self.message("jsonrpcVersion", jsonrpc=encode_string(str(jsonrpc))))
        if "id" not in value:
            return value, True, None
        if kind_of(value["id"]) not in ("string", "number"):
            return None, False, self.fail(self.not_a_request, self.message("idNotScalar"))
        return value, False, None

    def naming_versions(self, e: McpError, body: Dict[str, Any]) -> McpError:
        """A failure answering the policy's versionsMethod names the server's versions in its
        message (basic/versioning.mdx:154-156); the version step's own failure names them in its
        data already."""
        if body.get("method") != self.versions_method or e.condition == self.step_condition("version"):
            return e
        message = self.message("versionsNamed", message=e.message, versions=", ".join(self.versions))
        return built(e.code, message, e.data, e.has_data, e.revision or self.r.id, e.condition or "")

    def run(self, text: Any) -> Optional[CheckFailure]:
        try:
            value: Any = decode(text)
            parsed = text is not None
        except (ValueError, TypeError):
            value, parsed = None, False
        for step, condition in self.steps:
            if step == "parse":
                if not parsed:
                    return self.failed(self.fail(condition))
                continue
            if not parsed:
                continue
            request, notification, invalid = self.message_form(value)
            if invalid is not None:
                return self.failed(invalid)
            if notification or request is None:
                return None
            e = self.check(step, request, condition)
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
        return checker.failed(checker.fail(checker.not_a_request, checker.message("unreadable")))
