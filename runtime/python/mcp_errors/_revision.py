"""One revision's tables, as the generator writes them (its entry of mcp-errors.json without
sources), indexed for lookups; and what a revision does with them alone."""

# JSON values of unknown shape are walked here as Any (mypy --strict checks them so); pyright's
# reports of the Unknown types that narrowing Any gives are off in this file alone.
# pyright: reportUnknownMemberType=false, reportUnknownVariableType=false, reportUnknownArgumentType=false

from __future__ import annotations

import math
from importlib import resources
from typing import Any, Dict, List, Optional, Tuple

from ._data import Shape, data_fault, data_fits, data_matches, data_rule, same_scalar, too_deep, UNBOUNDED
from ._json import Number, decode, encode, encode_string, number_value
from ._guard import is_a
from ._types import (
    built,
    Hints,
    McpError,
    Parsed,
    Response,
    TransportFailure,
    UnknownConditionError,
    UnknownRevisionError,
)

MAX_DATA_DEPTH = 256
"""How deep the data of an error the package builds or answers with may nest (the data itself the
first level); the TypeScript package and the Go module keep the same limit."""

SHOWN_LENGTH = 64


def shown(v: Any) -> str:
    """A value as a message shows it: a string cut to 64 characters (UTF-16 units), as JSON."""
    if isinstance(v, str):
        units = v.encode("utf-16-le", "surrogatepass")
        if len(units) <= 2 * SHOWN_LENGTH:
            return encode_string(v)
        cut = units[: 2 * SHOWN_LENGTH]
        tail = ""
        last = int.from_bytes(cut[-2:], "little")
        if 0xD800 <= last < 0xDC00:
            cut, tail = cut[:-2], f"\\u{last:04x}"
        text = encode_string(cut.decode("utf-16-le", "surrogatepass"))
        return text[:-1] + tail + '"...'
    if v is None:
        return "null"
    if isinstance(v, bool):
        return "true" if v else "false"
    f = number_value(v)
    if f is not None:
        return encode(v if isinstance(v, Number) else f) if math.isfinite(f) else "null"
    from ._json import kind_of

    return kind_of(v)


class Condition:
    __slots__ = ("key", "code", "message", "status", "data", "accepted_codes", "codes", "rules")

    def __init__(self, key: str, c: Dict[str, Any]) -> None:
        self.key = key
        self.code: int = c["code"]
        self.message: str = c["message"]
        self.status: Optional[int] = c.get("httpStatus")
        self.data: Optional[Shape] = data_rule(c["data"]) if c.get("data") is not None else None
        self.accepted_codes: List[int] = list(c.get("acceptedCodes") or [])
        recognition = c.get("recognition") or {}
        self.codes: List[int] = list(recognition.get("codes") or [])
        self.rules: List[Dict[str, Any]] = list(recognition.get("rules") or [])


Reading = Tuple[Condition, Optional[Dict[str, Any]]]


class Revision:
    """One revision's tables, indexed."""

    def __init__(self, text: str) -> None:
        t = decode(text)
        if not isinstance(t, dict):
            raise ValueError("the tables are not a JSON object")
        self.t: Dict[str, Any] = t
        self.id: str = t["id"]
        self.era: str = t["era"]
        self.protocol_version: str = t["protocolVersion"]
        self.status: str = t["status"]
        self.conditions: Dict[str, Condition] = {k: Condition(k, c) for k, c in t["conditions"].items()}
        self.keys: List[str] = sorted(self.conditions)
        self.generic: str = t["genericCondition"]
        """The condition that stands in for an error the revision cannot read or forward."""
        if self.generic not in self.conditions:
            raise ValueError(f"{self.id} has no {self.generic} condition")
        self.envelope_rule: Dict[str, Any] = t["envelope"]
        self.request_checks: Optional[Dict[str, Any]] = t.get("requestChecks")
        self.tool_input: Dict[str, Any] = t.get("toolInputError") or {}
        self.result_type: Dict[str, Any] = t.get("resultType") or {}
        self.failures: Dict[str, TransportFailure] = {
            k: TransportFailure(
                status=f["status"],
                summary=f["summary"],
                condition=f.get("condition"),
                client_action=f.get("clientAction"),
                body=f["body"]["form"],
                body_basis=f["body"]["basis"],
                body_reason=f["body"]["reason"],
            )
            for k, f in (t.get("transportFailures") or {}).items()
        }
        self._index()

    def _index(self) -> None:
        """Per code, the readings a receiver tries in order: the rules first, in the order the
        shared code gives (conditions it leaves out after it), then the condition that owns it."""
        shared = self.t.get("sharedCodes") or {}

        def rank(code: int, key: str) -> int:
            order = (shared.get(str(code)) or {}).get("tryInOrder") or []
            return order.index(key) if key in order else 1000

        ruled: List[Reading] = [(self.conditions[k], r) for k in self.keys for r in self.conditions[k].rules]
        ruled.sort(key=lambda x: rank(x[1]["code"], x[0].key))  # type: ignore[index]
        self.readings: Dict[int, List[Reading]] = {}
        for c, r in ruled:
            self.readings.setdefault(r["code"], []).append((c, r))  # type: ignore[index]
        for k in self.keys:
            c = self.conditions[k]
            for code in c.codes:
                self.readings.setdefault(code, []).append((c, None))

    def condition_in(self, key: str) -> Condition:
        return self.conditions.get(key) or self.conditions[self.generic]

    def condition(self, key: object) -> Condition:
        """The condition with this key; UnknownConditionError for a key the revision lacks."""
        value = getattr(key, "value", key)
        c = self.conditions.get(value) if isinstance(value, str) else None
        if c is None:
            raise UnknownConditionError(f"{self.id} has no condition {shown(value)}")
        return c

    # Recognition.

    def recognise(self, code: int, data: Any, has_data: bool, hints: Hints) -> Optional[Condition]:
        for c, rule in self.readings.get(code, []):
            if rule is None:
                return c
            if rule.get("httpStatus") is not None and hints.http_status != rule["httpStatus"]:
                continue
            method = rule.get("method")
            if method is not None:
                if hints.method is None:
                    if rule.get("methodUnknown") != "match":
                        continue
                elif hints.method != method:
                    continue
            if rule.get("requiresData") and (not has_data or not data_matches(c.data, data, has_data)):
                continue
            if rule.get("requiresData") and method is not None and not echoes(c.data, data, hints.params):
                continue
            return c
        return None

    def condition_of_error(self, e: Any, hints: Hints) -> Optional[Condition]:
        try:
            return self._condition_of_error(e, hints)
        except Exception:  # noqa: BLE001 (data of a caller's own making that no rule can read)
            return None

    def _condition_of_error(self, e: Any, hints: Hints) -> Optional[Condition]:
        if not isinstance(e, McpError):
            return None
        if e.revision == self.id and e.condition is not None:
            c = self.conditions.get(e.condition)
            if c is not None and c.code == e.code:
                return c
        return self.recognise(e.code, e.data, e.has_data, hints)

    def condition_of_value(self, m: Dict[str, Any], hints: Hints) -> Optional[Condition]:
        code = code_of(m.get("code"))
        if code is None:
            return None
        return self.recognise(code, m.get("data"), "data" in m, hints)

    def is_condition(self, key: str, e: Any, hints: Hints) -> bool:
        c = self.condition_of_error(e, hints)
        try:
            return c is not None and isinstance(e, McpError) and c.key == key and data_fits(c.data, e.data, e.has_data)
        except Exception:  # noqa: BLE001 (data of a caller's own making that no rule can read)
            return False

    def status_of(self, e: Any, hints: Hints) -> Optional[int]:
        c = self.condition_of_error(e, hints)
        return c.status if c is not None else None

    def defines(self, code: int) -> bool:
        return any(c.code == code for c in self.conditions.values())

    def reserves(self, code: int) -> bool:
        return any(x.get("code") == code for x in self.t.get("reserved") or [])

    def meaningful(self, code: int) -> bool:
        return code in self.readings or self.defines(code) or self.reserves(code)

    def classify(self, code: int) -> str:
        bands = self.t.get("bands") or []
        best: Optional[Dict[str, Any]] = None
        for b in bands:
            if b["from"] <= code <= b["to"] and (best is None or b["to"] - b["from"] < best["to"] - best["from"]):
                best = b
        if self.defines(code):
            return "standard" if best is not None and best["undefinedCodes"] == "jsonrpc-reserved" else "defined"
        if self.reserves(code):
            return "reserved"
        return "application" if best is None else str(best["undefinedCodes"])

    # Building.

    def build(self, name: str, key: object, data: Any, has_data: bool, message: Optional[str]) -> McpError:
        """The error of a condition, its data checked against the condition's rule at every depth;
        TypeError or ValueError, naming the function, for a wrong argument."""
        c = self.condition(key)
        if message is not None and not is_a(message, str):
            raise TypeError(f"{name}: message must be a str, not {type(message).__name__}")
        decoded: Any = None
        if has_data:
            decoded = json_value(data, name)
        if c.data is not None:
            if not has_data:
                if c.data.required:
                    raise ValueError(f"{name}: data is required")
            else:
                fault = data_fault(c.data, decoded, UNBOUNDED, c.key)
                if fault:
                    raise ValueError(f"{name}: data{fault}")
        return built(c.code, c.message if message is None else message, decoded, has_data, self.id, c.key)

    def tool_input_error(self, blocks: Any, structured: Any = None, meta: Any = None) -> Tuple[Optional[McpError], Optional[Dict[str, Any]]]:
        """The revision's answer to invalid tool input: a protocol error, or a tool result with isError."""
        content = blocks_of(blocks)
        form = self.tool_input
        code = form.get("code")
        if form.get("form") == "protocol-error" and code is not None:
            for k in self.keys:
                c = self.conditions[k]
                if c.code == code and code in c.codes:
                    return built(code, text_of(content), None, False, self.id, k), None
            return McpError(code, text_of(content)), None
        result: Dict[str, Any] = {"content": content, "isError": True}
        if structured is not None:
            result["structuredContent"] = structured
        if meta is not None:
            result["_meta"] = meta
        if form.get("resultType") is not None:
            result["resultType"] = form["resultType"]
        return None, result

    # Answering.

    def envelope(self, id: Any, id_given: bool, error: Any) -> Dict[str, Any]:
        """The error in the revision's envelope: a string or finite number id is kept; anything
        else is left out where the schema lets the envelope go without one, and null elsewhere."""
        out: Dict[str, Any] = {"jsonrpc": self.envelope_rule["jsonrpc"]}
        value, ok = request_id(id)
        if id_given and ok:
            out["id"] = value
        elif not self.envelope_rule.get("idOptional"):
            out["id"] = None
        out["error"] = error
        return out

    def respond(self, id: Any, e: Any) -> Response:
        error = sendable(e)
        return Response(status=self.status_of(e, Hints()), body=encode(self.envelope(id, True, error)).encode("utf-8"))

    def transport_failure_response(self, key: Any, id: Any) -> Response:
        """The status and body of a transport failure: a JSON-RPC error of its condition (with
        the id where it is a request id, else none, as the transport text describes its error
        bodies), or an empty body where the status goes alone. ValueError for a key the revision's
        transport does not have."""
        f = self.failures.get(key) if isinstance(key, str) else None
        if f is None:
            raise ValueError(f"{self.id} has no transport failure {key!r}; it has {', '.join(sorted(self.failures)) or 'none'}")
        if f.body != "error" or f.condition is None:
            return Response(status=f.status, body=b"")
        c = self.conditions[f.condition]
        out: Dict[str, Any] = {"jsonrpc": self.envelope_rule["jsonrpc"]}
        value, ok = request_id(id)
        if ok:
            out["id"] = value
        out["error"] = {"code": c.code, "message": c.message}
        return Response(status=f.status, body=encode(out).encode("utf-8"))

    def parse(self, text: Any, hints: Hints) -> Parsed:
        try:
            value = decode(text)
        except (ValueError, TypeError):
            return Parsed(ok=False, reason="not-json")
        return self.parse_value(value, hints)

    def parse_value(self, value: Any, hints: Hints) -> Parsed:
        if not isinstance(value, dict):
            return Parsed(ok=False, reason="not-an-object")
        error_object = value
        has_id, id = False, None
        if "error" in value:
            error_object = value["error"]
            if not isinstance(error_object, dict):
                return Parsed(ok=False, reason="error-not-an-object")
            if "id" in value:
                raw = value["id"]
                if raw is not None and (isinstance(raw, bool) or not isinstance(raw, (str, int, float))):
                    return Parsed(ok=False, reason="bad-id")
                has_id, id = True, raw
        code = code_of(error_object.get("code"))
        if code is None:
            return Parsed(ok=False, reason="bad-code")
        message = error_object.get("message")
        if not isinstance(message, str):
            return Parsed(ok=False, reason="bad-message")
        e = McpError(code, message, error_object["data"]) if "data" in error_object else McpError(code, message)
        c = self.condition_of_value(error_object, hints)
        if c is None:
            return Parsed(ok=True, error=e, has_id=has_id, id=id, data_fits=True)
        fitting = data_fits(c.data, error_object.get("data"), "data" in error_object)
        return Parsed(ok=True, condition=c.key, error=e, has_id=has_id, id=id, data_fits=fitting)


def echoes(rule: Optional[Shape], data: Any, params: Any) -> bool:
    """Whether data about a request agrees with its params: each field the rule names that both
    carry holds the same scalar in both (objects and arrays never agree). True without params."""
    if rule is None or not isinstance(data, dict) or not isinstance(params, dict):
        return True
    for fname, _ in rule.fields:
        if fname in data and fname in params and not same_scalar(data[fname], params[fname]):
            return False
    return True


def code_of(v: Any) -> Optional[int]:
    """A JSON number as a code: an integer value (1e19 and -32602.0 included); None for any other."""
    f = number_value(v)
    if f is None or not math.isfinite(f) or f != math.trunc(f):
        return None
    if isinstance(v, int):
        return v
    return int(f)


def request_id(id: Any) -> Tuple[Any, bool]:
    """A value sent as a request id: a string or finite number (a JavaScript peer reads anything
    else as no id); an int keeps every digit, a Number its text."""
    if isinstance(id, str):
        return id, True
    if isinstance(id, bool):
        return None, False
    if isinstance(id, (int, float)):
        f = number_value(id)
        return (id, True) if f is not None and math.isfinite(f) else (None, False)
    return None, False


def sendable(e: Any) -> Dict[str, Any]:
    """The error object an envelope carries; TypeError for what is no error, ValueError for data
    that is not JSON or nests deeper than MAX_DATA_DEPTH."""
    if isinstance(e, McpError):
        out: Dict[str, Any] = {"code": e.code, "message": e.message}
        if e.has_data:
            out["data"] = json_value(e.data, "respond")
        return out
    if isinstance(e, dict):
        return sendable(McpError.from_dict(e))
    raise TypeError(f"not a JSON-RPC error object: {type(e).__name__}")


def json_value(v: Any, name: str) -> Any:
    """A value as the JSON value it stands for (tuples as lists, str keys only, finite numbers),
    nesting no deeper than MAX_DATA_DEPTH; TypeError or ValueError naming the function."""
    if too_deep(v, MAX_DATA_DEPTH):
        raise ValueError(f"{name}: the data nests deeper than {MAX_DATA_DEPTH} levels")
    return _json_copy(v, name, "data")


def _json_copy(v: Any, name: str, path: str) -> Any:
    if v is None or isinstance(v, (bool, str)):
        return v
    if isinstance(v, (int, float)):
        f = number_value(v)
        if f is None or not math.isfinite(f):
            raise ValueError(f"{name}: {path} is a number that is not finite")
        return v
    if isinstance(v, (list, tuple)):
        return [_json_copy(x, name, f"{path}[{i}]") for i, x in enumerate(v)]
    if isinstance(v, dict):
        out = {}
        for k, x in v.items():
            if not isinstance(k, str):
                raise TypeError(f"{name}: {path} has a key that is not a str: {k!r}")
            out[k] = _json_copy(x, name, f"{path}.{k}")
        return out
    raise TypeError(f"{name}: {path} is not JSON: {type(v).__name__}")


def blocks_of(content: Any) -> List[Any]:
    """Content blocks checked: each a dict with a str type, a text block with a str text."""
    if not isinstance(content, (list, tuple)) or len(content) == 0:
        raise ValueError("content must be a non-empty list of content blocks")
    for i, block in enumerate(content):
        if not isinstance(block, dict) or not isinstance(block.get("type"), str):
            raise ValueError(f"content[{i}] must be a content block {{ type, ... }}")
        if block["type"] == "text" and not isinstance(block.get("text"), str):
            raise ValueError(f"content[{i}].text must be a string")
    return list(content)


def text_of(blocks: List[Any]) -> str:
    """The text a protocol error carries: the text blocks, one a line."""
    return "\n".join(
        b["text"] for b in blocks if isinstance(b, dict) and b.get("type") == "text" and isinstance(b.get("text"), str)
    )


def text_blocks(text: str) -> List[Any]:
    return [{"type": "text", "text": text}]


_registry: Dict[str, Revision] = {}


def register(tables: str) -> Revision:
    """Loads a revision's tables and makes the revision known by its id."""
    r = Revision(tables)
    _registry[r.id] = r
    return r


def register_file(path: str) -> Revision:
    """register of the tables in the package's data file at path (a revision module's _tables/ file)."""
    return register(resources.files(__name__.rpartition(".")[0]).joinpath(path).read_text("utf-8"))


def lookup(id: object) -> Optional[Revision]:
    return _registry.get(id) if isinstance(id, str) else None


def get(id: object) -> Revision:
    """The revision with this id; UnknownRevisionError (a ValueError) for one the package lacks."""
    r = lookup(id)
    if r is None:
        if not isinstance(id, str):
            raise TypeError(f"a revision id must be a str, not {type(id).__name__}")
        raise UnknownRevisionError(f"unknown MCP revision: {shown(id)}")
    return r



