#!/usr/bin/env python3
"""Gives every shared vector (test/vectors/vectors.ts, written to a file by the test that runs
this) to the Python package and compares its answers with the TypeScript runtime's, as canonical
JSON; writes a summary.

    python3 test/python/vectors.py VECTORS.json SUMMARY.json
"""

from __future__ import annotations

import json
import os
import sys
from typing import Any, Dict, List, Optional

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "generated", "python"))

import mcp_errors  # noqa: E402
from mcp_errors import Request  # noqa: E402
from mcp_errors._json import js_number, number_value  # noqa: E402

import answers  # noqa: E402

THROWS = {"throws": True}


class _Text(str):
    """A number's text, as a body holds it."""


def canonical(v: Any) -> str:
    """test/vectors/canonical.ts: members sorted by the UTF-8 bytes of their keys, numbers as
    JavaScript reads and writes them."""
    if v is None or v is True or v is False:
        return json.dumps(v)
    if isinstance(v, str):
        return mcp_errors.encode_json(v)
    if isinstance(v, (int, float)):
        f = number_value(v)
        return "null" if f is None or f != f or f in (float("inf"), float("-inf")) else js_number(f)
    if isinstance(v, list):
        return "[" + ",".join(canonical(x) for x in v) + "]"
    if isinstance(v, dict):
        keys = sorted(v, key=lambda k: k.encode("utf-8", "surrogatepass"))
        return "{" + ",".join(mcp_errors.encode_json(k) + ":" + canonical(v[k]) for k in keys) + "}"
    return "null"


def body(raw: bytes) -> Any:
    return mcp_errors.decode_json(raw)


def body_id_text(answer: Any) -> str:
    """The text of the id in an answer's body, as written; "" where it has none."""
    raw = answer.get("body") if isinstance(answer, dict) else None
    if not isinstance(raw, bytes):
        return ""
    members = json.loads(raw, parse_int=_Text, parse_float=_Text)
    id_value = members.get("id") if isinstance(members, dict) else None
    if isinstance(id_value, _Text):
        return str(id_value)
    return "" if id_value is None else json.dumps(id_value)


def _raw(body: bytes) -> bytes:
    """A body as it came: comparable() reads it, and body_id_text() reads its id's text."""
    return body


def request_of(q: Optional[Dict[str, Any]]) -> Request:
    if q is None:
        return Request()
    id_value = mcp_errors.decode_json(q["id"]) if "id" in q else None
    return Request(id=id_value, method=q.get("method"), params=q.get("params"))


def answer(kind: str, i: Dict[str, Any]) -> Any:
    if kind == "parse":
        hints = answers.hints_of(i.get("hints") or {})
        return answers.parsed(mcp_errors.parse_error_response(i["revision"], i["text"], hints))
    if kind == "translate":
        try:
            t = mcp_errors.translate(
                i["from"], i["to"], mcp_errors.decode_json(i["error"]), request_of(i.get("request")), i.get("httpStatus")
            )
        except (TypeError, ValueError):
            return THROWS
        return answers.translation(t, _raw)
    if kind == "translateResponse":
        try:
            r = mcp_errors.translate_response(
                i["from"],
                i["to"],
                i.get("status"),
                i["text"],
                request=request_of(i.get("request")),
                tool_input_error=bool(i.get("toolInputError")),
            )
        except (TypeError, ValueError):
            return THROWS
        return answers.translated_response(r, _raw)
    if kind == "respond":
        id_value = None if i.get("idAbsent") else mcp_errors.decode_json(i["id"])
        try:
            a = mcp_errors.respond(i["revision"], id_value, mcp_errors.decode_json(i["error"]))  # type: ignore[arg-type]
        except (TypeError, ValueError):
            return THROWS
        return {"status": a.status, "body": a.body}
    if kind == "checkRequest":
        try:
            f = mcp_errors.check_request(
                i["revision"], i["headers"], i["body"], supported_versions=i.get("supportedVersions"), tools=i.get("tools")
            )
        except (TypeError, ValueError):
            return THROWS
        return answers.check_failure(f)
    if kind == "requestEra":
        from mcp_errors._api import request_era

        try:
            return request_era(i["revision"], i["headers"], None if i.get("bodyAbsent") else i.get("body", ""))
        except (TypeError, ValueError):
            return THROWS
    if kind == "method":
        from mcp_errors._api import is_method, is_removed_method

        try:
            return {
                "isMethod": is_method(i["revision"], i["method"], i["from"], i["kind"]),
                "removed": is_removed_method(i["revision"], i["method"]),
            }
        except (TypeError, ValueError):
            return THROWS
    raise ValueError(f"unknown vector kind {kind}")


def comparable(v: Any) -> Any:
    """An answer with its bodies read as the JSON they hold."""
    if isinstance(v, dict):
        return {k: body(x) if isinstance(x, bytes) else comparable(x) for k, x in v.items()}
    return v


def main() -> None:
    vectors: List[Dict[str, Any]] = json.loads(open(sys.argv[1], encoding="utf-8").read(), parse_float=mcp_errors.Number)
    by_kind: Dict[str, int] = {}
    mismatches: List[Dict[str, Any]] = []
    for index, v in enumerate(vectors):
        by_kind[v["kind"]] = by_kind.get(v["kind"], 0) + 1
        try:
            got = answer(v["kind"], v["input"])
            actual = canonical(comparable(got))
        except Exception as error:  # noqa: BLE001 (a raise is a mismatch, reported as such)
            got, actual = None, f"raised {type(error).__name__}: {error}"
        if actual != v["expect"]:
            mismatches.append({"index": index, "kind": v["kind"], "input": v["input"], "expect": v["expect"], "actual": actual})
        elif v.get("expectIdText") and body_id_text(got) != v["expectIdText"]:
            mismatches.append({"index": index, "kind": v["kind"] + " (the id's text)", "expect": v["expectIdText"], "actual": body_id_text(got)})
    summary = {"compared": len(vectors), "byKind": by_kind, "mismatches": len(mismatches), "first": mismatches[:5]}
    with open(sys.argv[2], "w", encoding="utf-8") as out:
        json.dump(summary, out, indent=2)
    print(f"{len(vectors) - len(mismatches)} passed, {len(mismatches)} failed")


if __name__ == "__main__":
    main()
