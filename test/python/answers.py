"""The answers the Python package's results make, in the JSON both its test drivers compare: the
conformance adapter (conformance/adapter.py) and the shared vectors (vectors.py). Each driver
imports the package first, from where it chooses; a body stays as the driver wants it (`body`)."""

from __future__ import annotations

from typing import Any, Callable, Dict, Optional

from mcp_errors import CheckFailure, Hints, McpError, Parsed, TranslatedResponse, Translation

Body = Callable[[bytes], Any]


def fields(e: Optional[McpError]) -> Any:
    """An error's members, as its JSON has them; None for no error."""
    return None if e is None else e.to_dict()


def hints_of(h: Optional[Dict[str, Any]]) -> Hints:
    if h is None:
        return Hints()
    return Hints(method=h.get("method"), http_status=h.get("httpStatus"), params=h.get("params"))


def parsed(p: Parsed) -> Dict[str, Any]:
    if not p.ok:
        return {"ok": False, "reason": p.reason}
    out = {"ok": True, "condition": p.condition, "error": fields(p.error), "dataFits": p.data_fits}
    if p.has_id:
        out["id"] = p.id
    return out


def translation(t: Translation, body: Body) -> Dict[str, Any]:
    if t.ok:
        return {
            "ok": True,
            "error": fields(t.error),
            "rule": t.rule,
            "condition": t.condition,
            "toCondition": t.to_condition,
            "httpStatus": t.http_status,
            "body": body(t.body),
        }
    out = {
        "ok": False,
        "reason": t.reason,
        "condition": t.condition,
        "fallback": fields(t.error),
        "fallbackCondition": t.to_condition,
        "httpStatus": t.http_status,
        "body": body(t.body),
    }
    if t.transport_failure is not None:
        out["transportFailure"] = t.transport_failure
    return out


def translated_response(r: TranslatedResponse, body: Body) -> Dict[str, Any]:
    out = {"ok": r.ok, "status": r.status, "body": body(r.body), "condition": r.condition}
    if r.reason is not None:
        out["reason"] = r.reason
    return out


def check_failure(f: Optional[CheckFailure]) -> Optional[Dict[str, Any]]:
    return None if f is None else {"status": f.status, "error": fields(f.error)}
