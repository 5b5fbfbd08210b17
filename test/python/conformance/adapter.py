#!/usr/bin/env python3
"""The conformance corpus's adapter for the Python package: reads a case a line on stdin, asks the
package (through its root module, which takes revision ids) and writes one answer a line on
stdout. Run it under the runner:

    node generated/conformance/bin/mcp-errors-conformance.js -- python3 test/python/conformance/adapter.py

It imports the package from --package DIR, by default the committed one (generated/python).

Python holds every answer the corpus declares as a language difference (an integer of any size,
a lone surrogate, an empty string apart from None, a value of any type), so no case is skipped.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from types import ModuleType
from typing import Any, Callable, Dict, Optional

_arguments = argparse.ArgumentParser(description="The conformance adapter of the Python package.")
_arguments.add_argument(
    "--package",
    default=os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "generated", "python"),
    help="the folder that holds the mcp_errors package (default: generated/python)",
)
sys.path.insert(0, _arguments.parse_args().package)

import mcp_errors  # noqa: E402
from mcp_errors import Hints, Request  # noqa: E402

sys.path.insert(1, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import answers  # noqa: E402
from answers import fields, hints_of  # noqa: E402

REFUSED = {"refused": True}

# A caller's mistake, which the package refuses: the corpus's {"refused": true}.
MISTAKES = (TypeError, ValueError)


def read_json(text: str) -> Any:
    """A case's JSON as the package reads JSON: an integer exact, any other number with its text."""
    return json.loads(text, parse_float=mcp_errors.Number, parse_constant=lambda name: None)


def request_of(q: Optional[Dict[str, Any]]) -> Request:
    if q is None:
        return Request()
    if "idText" in q:
        id_value: Any = read_json(q["idText"])
    else:
        id_value = q.get("id")
    return Request(id=id_value, method=q.get("method"), params=q.get("params"))


def body(raw: bytes) -> Any:
    return read_json(raw.decode("utf-8"))


def server_respond(i: Dict[str, Any]) -> Any:
    options: Dict[str, Any] = {"data": i["data"]} if "data" in i else {}
    e = mcp_errors.new_error(i["revision"], i["condition"], **options)
    answer = mcp_errors.respond(i["revision"], request_of(i.get("request")).id, e)
    return {"status": answer.status, "body": body(answer.body)}


def run_check(i: Dict[str, Any]) -> Any:
    return mcp_errors.check_request(
        i["revision"], i.get("headers") or {}, i.get("body"), supported_versions=i.get("supportedVersions"), tools=i.get("tools")
    )


def server_check(i: Dict[str, Any]) -> Any:
    failure = run_check(i)
    if failure is None:
        return None
    try:
        request = read_json(i["body"])
        id_value = request.get("id") if isinstance(request, dict) else None
    except ValueError:
        id_value = None
    answer = mcp_errors.respond(i["revision"], id_value, failure.error)
    return {"status": failure.status, "body": body(answer.body)}


def transport_failure(i: Dict[str, Any]) -> Any:
    out = mcp_errors.transport_failure_response(i["revision"], i["failure"])
    return {"status": out.status, "body": body(out.body) if out.body else None}


def server_method(i: Dict[str, Any]) -> Any:
    if mcp_errors.is_method(i["revision"], i["method"], "client", "request"):
        return None
    answer = mcp_errors.respond(i["revision"], request_of(i.get("request")).id, mcp_errors.new_error(i["revision"], "methodNotFound"))
    return {"status": answer.status, "body": body(answer.body)}


def request_era(i: Dict[str, Any]) -> Any:
    try:
        return {"era": mcp_errors.request_era(i["revision"], i.get("headers") or {}, i.get("body"))}
    except MISTAKES:
        return REFUSED


def is_method(i: Dict[str, Any]) -> Any:
    try:
        return {"is": mcp_errors.is_method(i["revision"], i["method"], i.get("from") or "", i.get("kind") or "")}
    except MISTAKES:
        return REFUSED


def is_removed_method(i: Dict[str, Any]) -> Any:
    try:
        return {"removed": mcp_errors.is_removed_method(i["revision"], i["method"])}
    except MISTAKES:
        return REFUSED


def transport_failure_response(i: Dict[str, Any]) -> Any:
    try:
        out = mcp_errors.transport_failure_response(i["revision"], i["failure"], i.get("id"))
    except MISTAKES:
        return REFUSED
    return {"status": out.status, "body": body(out.body) if out.body else None}


def client_recognise(i: Dict[str, Any]) -> Any:
    q = i.get("request") or {}
    hints = Hints(method=q.get("method"), http_status=i["response"].get("status"), params=q.get("params"))
    return {"condition": mcp_errors.parse_error_response(i["revision"], i["response"]["body"], hints).condition}


def proxy_forward(i: Dict[str, Any]) -> Any:
    r = i["response"]
    out = mcp_errors.translate_response(i["from"], i["to"], r.get("status"), r["body"], request=request_of(i.get("request")))
    return {"status": out.status, "body": body(out.body)}


def revision(i: Dict[str, Any]) -> Any:
    known = mcp_errors.is_revision(i["id"])
    return {"known": known, "era": mcp_errors.era_of(i["id"]) if known else None}


def module_of(revision_id: str) -> Optional[ModuleType]:
    for name in mcp_errors.__all__:
        module = getattr(mcp_errors, name)
        if isinstance(module, ModuleType) and getattr(module, "REVISION", None) == revision_id:
            return module
    return None


def constants(i: Dict[str, Any]) -> Any:
    module = module_of(i["revision"])
    if module is None:
        return REFUSED
    declared = {n: getattr(module, n) for n in module.__all__ if type(getattr(module, n)) is int}
    out: Dict[str, Any] = {name: None for name in i["names"]}
    out.update(declared)
    return {"constants": out}


def status(i: Dict[str, Any]) -> Any:
    try:
        return {"status": mcp_errors.http_status(i["revision"], i["condition"])}
    except MISTAKES:
        return REFUSED


def construct(i: Dict[str, Any]) -> Any:
    options: Dict[str, Any] = {"data": i["data"]} if "data" in i else {}
    try:
        e = mcp_errors.new_error(i["revision"], i["condition"], message=i.get("message"), **options)
    except MISTAKES:
        return REFUSED
    return {
        "error": fields(e),
        "condition": mcp_errors.condition_of(i["revision"], e),
        "status": mcp_errors.status_of(i["revision"], e),
    }


def parse(i: Dict[str, Any]) -> Any:
    return answers.parsed(mcp_errors.parse_error_response(i["revision"], i["text"], hints_of(i.get("hints"))))


def classify(i: Dict[str, Any]) -> Any:
    try:
        return {"class": mcp_errors.classify_code(i["revision"], i["code"])}
    except MISTAKES:
        return REFUSED


def respond(i: Dict[str, Any]) -> Any:
    try:
        answer = mcp_errors.respond(i["revision"], request_of(i.get("request")).id, i["error"])
    except MISTAKES:
        return REFUSED
    return {"status": answer.status, "body": body(answer.body)}


def translate(i: Dict[str, Any]) -> Any:
    try:
        t = mcp_errors.translate(i["from"], i["to"], i["error"], request_of(i.get("request")), i.get("httpStatus"))
    except MISTAKES:
        return REFUSED
    return answers.translation(t, body)


def translate_response(i: Dict[str, Any]) -> Any:
    r = i["response"]
    try:
        t = mcp_errors.translate_response(
            i["from"],
            i["to"],
            r.get("status"),
            r["body"],
            request=request_of(i.get("request")),
            tool_input_error=bool(i.get("toolInputError")),
        )
    except MISTAKES:
        return REFUSED
    return answers.translated_response(t, body)


def upstream_failure(i: Dict[str, Any]) -> Any:
    try:
        t = mcp_errors.upstream_failure(i["to"], request_of(i.get("request")), i.get("failure", ""), i.get("message"))
    except MISTAKES:
        return REFUSED
    return {"ok": t.ok, "status": t.status, "body": body(t.body), "condition": t.condition, "reason": t.reason}


def transport_failures(i: Dict[str, Any]) -> Any:
    try:
        failures = mcp_errors.transport_failures(i["revision"])
    except MISTAKES:
        return REFUSED
    return {
        "failures": {
            key: {
                "status": f.status,
                "condition": f.condition,
                "summary": f.summary,
                "clientAction": f.client_action,
                "body": {"form": f.body, "basis": f.body_basis, "reason": f.body_reason},
            }
            for key, f in failures.items()
        }
    }


def check_request(i: Dict[str, Any]) -> Any:
    try:
        failure = run_check(i)
    except MISTAKES:
        return REFUSED
    return answers.check_failure(failure)


OPS: Dict[str, Callable[[Dict[str, Any]], Any]] = {
    "server.respond": server_respond,
    "server.check": server_check,
    "server.transportFailure": transport_failure,
    "client.recognise": client_recognise,
    "proxy.forward": proxy_forward,
    "revision": revision,
    "constants": constants,
    "status": status,
    "construct": construct,
    "parse": parse,
    "classify": classify,
    "respond": respond,
    "translate": translate,
    "translateResponse": translate_response,
    "upstreamFailure": upstream_failure,
    "transportFailures": transport_failures,
    "transportFailureResponse": transport_failure_response,
    "requestEra": request_era,
    "isMethod": is_method,
    "isRemovedMethod": is_removed_method,
    "server.method": server_method,
    "checkRequest": check_request,
}


def answer_line(line: str) -> str:
    case_id = None
    try:
        case = read_json(line)
        case_id = case.get("id")
        op = OPS.get(case.get("op"))
        if op is None:
            return mcp_errors.encode_json({"id": case_id, "error": f"unknown op {case.get('op')}"})
        return mcp_errors.encode_json({"id": case_id, "answer": op(case["input"])})
    except Exception as error:  # noqa: BLE001 (the case fails and says why)
        return json.dumps({"id": case_id, "error": f"{type(error).__name__}: {error}"})


def main() -> None:
    for line in sys.stdin:
        if line.strip():
            sys.stdout.write(answer_line(line) + "\n")
            sys.stdout.flush()


if __name__ == "__main__":
    main()
