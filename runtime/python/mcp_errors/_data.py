"""A condition's data rule, read from the tables, and the checks made with it at every depth."""

# JSON values of unknown shape are walked here as Any (mypy --strict checks them so); pyright's
# reports of the Unknown types that narrowing Any gives are off in this file alone.
# pyright: reportUnknownMemberType=false, reportUnknownVariableType=false, reportUnknownArgumentType=false

from __future__ import annotations

import math
import re
from typing import Any, Dict, List, Optional, Tuple

from ._json import display_number, encode, encode_string, kind_of, number_value


class Shape:
    """What a value in a condition's data must be; a data rule is the shape of the data itself."""

    __slots__ = ("types", "enum", "items", "fields", "values", "required", "exact")

    def __init__(self, types: List[str]) -> None:
        self.types = types
        self.enum: Optional[List[Any]] = None
        self.items: Optional[Shape] = None
        self.fields: List[Tuple[str, Shape]] = []
        self.values: Optional[Shape] = None
        self.required = False
        self.exact = False

    def field(self, name: str) -> Optional["Shape"]:
        for n, s in self.fields:
            if n == name:
                return s
        return None


def data_rule(v: Any) -> Shape:
    """A condition's data rule: an object shape with required and exact."""
    if not isinstance(v, dict):
        raise ValueError("not a data rule")
    s = shape_of({"type": "object", "fields": v.get("fields"), "values": v.get("values")})
    s.required = v.get("required") is True
    s.exact = v.get("exact") is True
    return s


def shape_of(v: Any) -> Shape:
    if isinstance(v, str):
        return Shape([v])
    if not isinstance(v, dict):
        raise ValueError("not a data shape")
    t = v.get("type")
    if isinstance(t, str):
        s = Shape([t])
    elif isinstance(t, list) and all(isinstance(k, str) for k in t):
        s = Shape(list(t))
    else:
        raise ValueError("not a data shape")
    if isinstance(v.get("enum"), list):
        s.enum = v["enum"]
    s.required = v.get("required") is True
    if v.get("items") is not None:
        s.items = shape_of(v["items"])
    if v.get("values") is not None:
        s.values = shape_of(v["values"])
    fields = v.get("fields")
    if isinstance(fields, dict):
        s.fields = [(name, shape_of(fields[name])) for name in sorted(fields)]
    return s


def is_integer(v: Any) -> bool:
    f = number_value(v)
    return f is not None and math.isfinite(f) and f == math.trunc(f)


def is_kind(kind: str, v: Any) -> bool:
    if kind == "any":
        return True
    if kind == "integer":
        return is_integer(v)
    if kind == "number":
        f = number_value(v)
        return f is not None and math.isfinite(f)
    if kind == "json":
        return isinstance(v, (str, bool, dict, list)) or is_integer(v)
    return kind_of(v) == kind


def has_kind(types: List[str], v: Any) -> bool:
    return any(is_kind(k, v) for k in types)


def same_scalar(a: Any, b: Any) -> bool:
    """JavaScript's === on two JSON values that are not objects or arrays."""
    if a is None:
        return b is None
    if isinstance(a, bool) or isinstance(b, bool):
        return isinstance(a, bool) and isinstance(b, bool) and a == b
    if isinstance(a, str):
        return isinstance(b, str) and a == b
    f, g = number_value(a), number_value(b)
    return f is not None and g is not None and f == g


def in_enum(enum: List[Any], v: Any) -> bool:
    return any(same_scalar(e, v) for e in enum)


def describe(v: Any) -> str:
    """A value as a message names it: the string "x", number 1.5, object."""
    if isinstance(v, str):
        return "the string " + encode_string(v)
    f = number_value(v)
    if f is not None:
        return "number " + display_number(f)
    return kind_of(v)


def a_kind(kind: str) -> str:
    if kind == "json":
        return "a string, integer, boolean, array or object"
    return ("an " if kind[:1] in "aeiou" else "a ") + kind


_IDENTIFIER = re.compile(r"[A-Za-z_$][A-Za-z0-9_$]*")


def member(name: str) -> str:
    return "." + name if _IDENTIFIER.fullmatch(name) else "[" + encode_string(name) + "]"


def _is_json_only(s: Shape) -> bool:
    return s.types == ["json"] and s.enum is None and s.items is None and not s.fields and s.values is None


def _json_fault(v: Any) -> str:
    """data_fault of the json kind, which nests without bound, walked without recursion."""
    work: List[Tuple[str, Any]] = [("", v)]
    while work:
        path, x = work.pop()
        if not is_kind("json", x):
            return path + " must be " + a_kind("json") + ", got " + describe(x)
        if isinstance(x, list):
            work.extend((f"{path}[{i}]", x[i]) for i in range(len(x) - 1, -1, -1))
        elif isinstance(x, dict):
            work.extend((path + member(k), x[k]) for k in sorted(x, reverse=True))
    return ""


def data_fault(s: Shape, v: Any, depth: int, name: str) -> str:
    """What is wrong with v as the shape: "" when nothing is, else the path below v and the problem."""
    if _is_json_only(s) and depth > 1000:
        return _json_fault(v)
    if not has_kind(s.types, v):
        return " must be " + " or ".join(a_kind(k) for k in s.types) + ", got " + describe(v)
    if s.enum is not None and not in_enum(s.enum, v):
        return " must be " + " or ".join(encode(e) for e in s.enum) + ", got " + describe(v)
    if depth < 1:
        return ""
    json_kind = "json" in s.types
    if isinstance(v, list):
        items = s.items if s.items is not None or not json_kind else Shape(["json"])
        if items is not None:
            for i, inner in enumerate(v):
                fault = data_fault(items, inner, depth - 1, name)
                if fault:
                    return f"[{i}]" + fault
    elif isinstance(v, dict):
        for fname, fshape in s.fields:
            if fname not in v:
                fault = " is required" if fshape.required else ""
            else:
                fault = data_fault(fshape, v[fname], depth - 1, name)
            if fault:
                return member(fname) + fault
        values = s.values if s.values is not None or not json_kind else Shape(["json"])
        if s.exact or values is not None:
            for key in sorted(v):
                if s.field(key) is not None:
                    continue
                if values is None:
                    return member(key) + " is not a field of " + name + "'s data"
                fault = data_fault(values, v[key], depth - 1, name)
                if fault:
                    return member(key) + fault
    return ""


UNBOUNDED = 1 << 31


def data_fits(rule: Optional[Shape], data: Any, has: bool) -> bool:
    """Whether data fits the rule at every depth: no rule takes anything, and no data fits unless
    the rule requires it."""
    if rule is None:
        return True
    if not has:
        return not rule.required
    return data_fault(rule, data, UNBOUNDED, "") == ""


def fits(s: Shape, v: Any) -> bool:
    return has_kind(s.types, v) and (s.enum is None or in_enum(s.enum, v))


def data_matches(rule: Optional[Shape], data: Any, has: bool) -> bool:
    """Whether data passes the rule as recognition reads it: required fields present, each of its
    kind, and none beyond them where the rule is exact."""
    if rule is None:
        return True
    if not has:
        return not rule.required
    if not isinstance(data, dict):
        return False
    for fname, fshape in rule.fields:
        if fname not in data:
            if fshape.required:
                return False
        elif not fits(fshape, data[fname]):
            return False
    if rule.exact or rule.values is not None:
        for key, inner in data.items():
            if rule.field(key) is None and (rule.values is None or not fits(rule.values, inner)):
                return False
    return True


def project_data(rule: Optional[Shape], data: Any, has: bool) -> Any:
    """Only the fields an exact rule names; other data as it is."""
    if rule is None or not rule.exact or not has or not isinstance(data, dict):
        return data
    if data_matches(rule, data, has):
        return data
    return {fname: data[fname] for fname, _ in rule.fields if fname in data}


def data_carries(a: Optional[Shape], b: Optional[Shape]) -> bool:
    """Whether data of one rule can be sent under the other: either is free, or both name the
    same fields with the same kinds."""
    if a is None or b is None:
        return True
    if len(a.fields) != len(b.fields):
        return False
    for fname, fshape in a.fields:
        other = b.field(fname)
        if other is None or other.types != fshape.types:
            return False
    return True


def too_deep(v: Any, levels: int) -> bool:
    """Whether objects and arrays nest more than levels deep in v; stops at the first path past it."""
    work: List[Tuple[Any, int]] = [(v, levels)]
    while work:
        x, left = work.pop()
        if isinstance(x, dict):
            inner = list(x.values())
        elif isinstance(x, (list, tuple)):
            inner = list(x)
        else:
            continue
        if left == 0:
            return True
        work.extend((i, left - 1) for i in inner)
    return False


def sorted_keys(m: Dict[str, Any]) -> List[str]:
    return sorted(m)
