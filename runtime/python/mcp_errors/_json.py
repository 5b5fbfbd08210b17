"""JSON as JavaScript's JSON.parse and JSON.stringify read and write it, numbers kept exactly.

Decoded values are dict, list, str, bool, None, int (exact, any size) and Number (a float that
keeps the text it was read from, so that 1.50 or 1e400 goes back out as it came). Every rule
reads a number's value as the float JavaScript would hold (number_value): inf beyond its range.
"""

# JSON values of unknown shape are walked here as Any (mypy --strict checks them so); pyright's
# reports of the Unknown types that narrowing Any gives are off in this file alone.
# pyright: reportUnknownMemberType=false, reportUnknownVariableType=false, reportUnknownArgumentType=false

from __future__ import annotations

import json
import json.decoder
import math
import re
from decimal import Decimal
from typing import Any, Callable, Dict, List, Tuple, Union

from ._guard import is_a

__all__ = ["Number", "JSONValue", "decode", "encode", "number_value", "format_number", "kind_of"]


# The C string scanner json.loads uses (escapes, lone surrogates and all); typeshed does not list it.
scanstring: Callable[[str, int, bool], Tuple[str, int]] = getattr(json.decoder, "scanstring")


class Number(float):
    """A JSON number read from text that is not a plain integer: a float that keeps its text."""

    text: str

    def __new__(cls, text: str) -> "Number":
        value = float.__new__(cls, float(text))
        value.text = text
        return value

    def __repr__(self) -> str:
        return f"Number({self.text!r})"


JSONValue = Union[None, bool, int, float, str, List[Any], Dict[str, Any]]

# Python refuses int() of more digits than this (sys.get_int_max_str_digits); past it a number's
# text is kept as a Number, whose value is inf, as JavaScript reads it.
_MAX_INT_DIGITS = 4000
NUMBER = re.compile(r"-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][-+]?[0-9]+)?")
_SPACE = re.compile(r"[ \t\n\r]*")


class _Unreadable(ValueError):
    pass


def _int(text: str) -> Union[int, Number]:
    return int(text) if len(text) <= _MAX_INT_DIGITS else Number(text)


def _constant(name: str) -> Any:
    raise _Unreadable(f"{name} is not JSON")


def decode(text: Union[str, bytes]) -> JSONValue:
    """JSON text as JSON.parse reads it (a repeated key keeps its last value); ValueError where it
    is not one JSON value. Bytes are read as UTF-8, a byte that is not UTF-8 as U+FFFD."""
    if isinstance(text, (bytes, bytearray, memoryview)):
        text = bytes(text).decode("utf-8", errors="replace")
    if not is_a(text, str):
        raise TypeError(f"JSON text must be str or bytes, not {type(text).__name__}")
    try:
        value = json.loads(text, parse_float=Number, parse_int=_int, parse_constant=_constant)
        return value  # type: ignore[no-any-return]
    except RecursionError:
        return _decode_deep(text)
    except (ValueError, OverflowError) as error:
        raise ValueError(f"not JSON: {error}") from None


def _decode_deep(text: str) -> JSONValue:
    """The same reading without recursion, for values nested deeper than Python's stack."""
    stack: List[Any] = []  # containers being filled, each with the key it awaits (dicts)
    keys: List[Union[str, None]] = []
    at = _SPACE.match(text, 0).end()  # type: ignore[union-attr]
    result: Any = None
    done = False
    while True:
        if at >= len(text):
            raise ValueError("not JSON: unexpected end")
        c = text[at]
        value: Any
        opened = False
        if c == "{" or c == "[":
            container: Any = {} if c == "{" else []
            at = _SPACE.match(text, at + 1).end()  # type: ignore[union-attr]
            close = "}" if c == "{" else "]"
            if at < len(text) and text[at] == close:
                value, at = container, at + 1
            else:
                stack.append(container)
                keys.append(None)
                opened = True
                value = None
        elif c == '"':
            value, at = scanstring(text, at + 1, True)
        elif c == "-" or c.isdigit():
            m = NUMBER.match(text, at)
            if m is None:
                raise ValueError("not JSON: bad number")
            t = m.group(0)
            value = _int(t) if re.fullmatch(r"-?[0-9]+", t) else Number(t)
            at = m.end()
        elif text.startswith("true", at):
            value, at = True, at + 4
        elif text.startswith("false", at):
            value, at = False, at + 5
        elif text.startswith("null", at):
            value, at = None, at + 4
        else:
            raise ValueError("not JSON: unexpected character")
        if opened:
            if isinstance(stack[-1], dict):
                at = _key(text, at, keys)
            continue
        # Place the value, then close every container that ends here.
        while True:
            if not stack:
                result, done = value, True
                break
            top = stack[-1]
            if isinstance(top, dict):
                top[keys[-1]] = value
            else:
                top.append(value)
            at = _SPACE.match(text, at).end()  # type: ignore[union-attr]
            if at >= len(text):
                raise ValueError("not JSON: unexpected end")
            close = "}" if isinstance(top, dict) else "]"
            if text[at] == ",":
                at = _SPACE.match(text, at + 1).end()  # type: ignore[union-attr]
                if isinstance(top, dict):
                    at = _key(text, at, keys)
                break
            if text[at] != close:
                raise ValueError("not JSON: expected , or a closing bracket")
            at += 1
            value = stack.pop()
            keys.pop()
        if done:
            break
    if _SPACE.match(text, at).end() != len(text):  # type: ignore[union-attr]
        raise ValueError("not JSON: data after the value")
    return result  # type: ignore[no-any-return]


def _key(text: str, at: int, keys: List[Union[str, None]]) -> int:
    if at >= len(text) or text[at] != '"':
        raise ValueError("not JSON: expected a key")
    key, at = scanstring(text, at + 1, True)
    at = _SPACE.match(text, at).end()  # type: ignore[union-attr]
    if at >= len(text) or text[at] != ":":
        raise ValueError("not JSON: expected :")
    keys[-1] = key
    return _SPACE.match(text, at + 1).end()  # type: ignore[union-attr]


def number_value(v: object) -> Union[float, None]:
    """A number's value as JavaScript holds it (inf beyond a double's range); None for a value
    that is no number (a bool included)."""
    if isinstance(v, bool):
        return None
    if isinstance(v, float):
        return float(v)
    if isinstance(v, int):
        try:
            return float(v)
        except OverflowError:
            return math.inf if v > 0 else -math.inf
    return None


def kind_of(v: object) -> str:
    """A JSON value's kind: null, array, object, string, number or boolean ("undefined" else)."""
    if v is None:
        return "null"
    if isinstance(v, bool):
        return "boolean"
    if isinstance(v, (int, float)):
        return "number"
    if isinstance(v, str):
        return "string"
    if isinstance(v, list):
        return "array"
    if isinstance(v, dict):
        return "object"
    return "undefined"


def js_number(f: float) -> str:
    """JavaScript's Number.prototype.toString of a finite float."""
    if f == 0:
        return "0"
    sign, digits, exponent = Decimal(repr(f)).as_tuple()
    ds = "".join(map(str, digits)).rstrip("0") or "0"
    assert isinstance(exponent, int)
    n = exponent + len(digits)  # the decimal point's place: value = 0.ds * 10^n
    k = len(ds)
    out: str
    if k <= n <= 21:
        out = ds + "0" * (n - k)
    elif 0 < n <= 21:
        out = ds[:n] + "." + ds[n:]
    elif -6 < n <= 0:
        out = "0." + "0" * (-n) + ds
    else:
        e = n - 1
        out = ds[0] + ("." + ds[1:] if k > 1 else "") + "e" + ("+" if e >= 0 else "-") + str(abs(e))
    return ("-" if sign else "") + out


def format_number(v: float) -> str:
    """A float as JSON.stringify writes it: NaN and infinities as null."""
    if math.isnan(v) or math.isinf(v):
        return "null"
    return js_number(v)


def display_number(v: float) -> str:
    """A number as a JavaScript template string shows it: Infinity and NaN by name."""
    if math.isnan(v):
        return "NaN"
    if math.isinf(v):
        return "Infinity" if v > 0 else "-Infinity"
    return js_number(v)


class Raw(str):
    """JSON text the engine has checked, which encode writes as it is."""


def _number_text(v: Union[int, float]) -> str:
    if isinstance(v, Number):
        return v.text
    if isinstance(v, int):
        try:
            return str(v)
        except ValueError:  # more digits than Python writes: JavaScript's value is infinite
            return "null"
    return format_number(v)


_ESCAPES = {'"': '\\"', "\\": "\\\\", "\b": "\\b", "\f": "\\f", "\n": "\\n", "\r": "\\r", "\t": "\\t"}
_NEEDS_ESCAPE = re.compile(r'["\\\x00-\x1f\ud800-\udfff]')


def _escape(m: "re.Match[str]") -> str:
    c = m.group(0)
    return _ESCAPES.get(c) or f"\\u{ord(c):04x}"


def _joined_pair(m: "re.Match[str]") -> str:
    """A surrogate pair, matched as two code points, as the one character it encodes."""
    return m.group(0).encode("utf-16", "surrogatepass").decode("utf-16")


def encode_string(s: str) -> str:
    """A string as JSON.stringify writes it: only the escapes JSON needs, a lone surrogate as \\uXXXX."""
    if _NEEDS_ESCAPE.search(s) is None:
        return '"' + s + '"'
    # A surrogate pair held as two code points is one character, as JavaScript sees it.
    s = re.sub(r"[\ud800-\udbff][\udc00-\udfff]", _joined_pair, s)
    return '"' + _NEEDS_ESCAPE.sub(_escape, s) + '"'


def encode(value: object) -> str:
    """A JSON value as JSON.stringify writes it, without recursion: a dict keeps its order, a
    Number its text, an int every digit; a tuple is an array. A value of no JSON kind, and a
    container found inside itself, is null."""
    out: List[str] = []
    # Work: values to write, or text to emit between them (a _Close also ends a container).
    work: List[Any] = [value]
    open_ids: Dict[int, None] = {}
    while work:
        v = work.pop()
        if isinstance(v, _Text):
            out.append(v.text)
            if isinstance(v, _Close):
                open_ids.pop(v.of, None)
        elif isinstance(v, Raw):
            out.append(str(v))
        elif v is None:
            out.append("null")
        elif v is True:
            out.append("true")
        elif v is False:
            out.append("false")
        elif isinstance(v, str):
            out.append(encode_string(v))
        elif isinstance(v, (int, float)):
            out.append(_number_text(v))
        elif isinstance(v, (list, tuple, dict)):
            if id(v) in open_ids:
                out.append("null")
                continue
            if isinstance(v, dict):
                items = [(k, x) for k, x in v.items() if isinstance(k, str)]
                if not items:
                    out.append("{}")
                    continue
                out.append("{")
                open_ids[id(v)] = None
                work.append(_Close("}", id(v)))
                for i in range(len(items) - 1, -1, -1):
                    k, x = items[i]
                    work.append(x)
                    work.append(_Text(encode_string(k) + ":"))
                    if i > 0:
                        work.append(_COMMA)
            else:
                if not v:
                    out.append("[]")
                    continue
                out.append("[")
                open_ids[id(v)] = None
                work.append(_Close("]", id(v)))
                for i in range(len(v) - 1, -1, -1):
                    work.append(v[i])
                    if i > 0:
                        work.append(_COMMA)
        else:
            out.append("null")
    return "".join(out)


class _Text:
    __slots__ = ("text",)

    def __init__(self, text: str) -> None:
        self.text = text


class _Close(_Text):
    __slots__ = ("of",)

    def __init__(self, text: str, of: int) -> None:
        super().__init__(text)
        self.of = of


_COMMA = _Text(",")
