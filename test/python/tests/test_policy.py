"""The policy a revision's checks and translations follow comes from its tables: tables with the
generic condition, the check steps, the Base64 sentinel, the version key, the versions method and
the messages altered give answers that follow the alteration."""

from __future__ import annotations

import copy
import json
from importlib import resources
from typing import Any, Callable, Dict, Optional

from mcp_errors._check import check_request
from mcp_errors._revision import Revision
from mcp_errors._types import CheckFailure

_TABLES: Dict[str, Any] = json.loads(
    resources.files("mcp_errors").joinpath("_tables/rev_2026_07_28.json").read_text("utf-8")
)
_VERSION = "io.modelcontextprotocol/protocolVersion"
_CAPABILITIES = "io.modelcontextprotocol/clientCapabilities"


def revision(alter: Callable[[Dict[str, Any]], None]) -> Revision:
    tables = copy.deepcopy(_TABLES)
    alter(tables)
    return Revision(json.dumps(tables))


def request(method: str, params: Dict[str, Any], version_key: str = _VERSION) -> bytes:
    meta = {version_key: "2026-07-28", _CAPABILITIES: {}}
    return json.dumps({"jsonrpc": "2.0", "id": 1, "method": method, "params": {**params, "_meta": meta}}).encode()


def headers(method: str, **more: str) -> Dict[str, str]:
    return {"MCP-Protocol-Version": "2026-07-28", "Mcp-Method": method, **more}


def answer(r: Revision, h: Dict[str, str], body: bytes) -> Optional[CheckFailure]:
    return check_request(r, h, body, None, None)


def test_the_unchanged_tables_let_a_well_formed_request_through() -> None:
    r = revision(lambda t: None)
    assert answer(r, headers("tools/list"), request("tools/list", {})) is None


def test_the_base64_sentinel_is_the_tables() -> None:
    def sentinel(t: Dict[str, Any]) -> None:
        t["requestChecks"]["base64Sentinel"].update(prefix="<<", suffix=">>")

    body = request("tools/call", {"name": "add"})
    ours = "<<YWRk>>"  # "add"
    standard = "=?base64?YWRk?="
    assert answer(revision(sentinel), headers("tools/call", **{"Mcp-Name": ours}), body) is None
    refused = answer(revision(sentinel), headers("tools/call", **{"Mcp-Name": standard}), body)
    assert refused is not None and refused.condition == "headerMismatch"
    assert answer(revision(lambda t: None), headers("tools/call", **{"Mcp-Name": standard}), body) is None


def test_the_messages_are_the_tables_templates_with_their_slots_filled() -> None:
    def messages(t: Dict[str, Any]) -> None:
        t["requestChecks"]["messages"]["headerMissing"] = "no {header} here {nothing}"
        t["requestChecks"]["messages"]["metaMissing"] = "{key}?"

    r = revision(messages)
    missing = answer(r, {"Mcp-Method": "tools/list"}, request("tools/list", {}))
    assert missing is not None and missing.error.message == "no MCP-Protocol-Version here {nothing}"
    body = json.dumps({"jsonrpc": "2.0", "id": 1, "method": "tools/list", "params": {"_meta": {_VERSION: "2026-07-28"}}})
    meta = answer(r, headers("tools/list"), body.encode())
    assert meta is not None and meta.error.message == _CAPABILITIES + "?"


def test_each_step_answers_with_the_condition_the_tables_give_it() -> None:
    def steps(t: Dict[str, Any]) -> None:
        for step in t["requestChecks"]["steps"]:
            if step["step"] == "headerPresence":
                step["condition"] = "invalidRequest"

    missing = answer(revision(steps), {"Mcp-Method": "tools/list"}, request("tools/list", {}))
    assert missing is not None and missing.condition == "invalidRequest"
    differs = answer(revision(steps), headers("tools/call"), request("tools/list", {}))
    assert differs is not None and differs.condition == "headerMismatch"


def test_the_version_key_and_the_versions_method_are_the_tables() -> None:
    def version(t: Dict[str, Any]) -> None:
        t["requestChecks"]["versionKey"] = "x/version"
        t["requestChecks"]["versionsMethod"] = "tools/list"

    r = revision(version)
    h = {"Mcp-Method": "tools/list"}
    old = answer(r, h, request("tools/list", {}, "x/version").replace(b"2026-07-28", b"1999-01-01"))
    assert old is not None and old.condition == "unsupportedProtocolVersion"
    assert old.error.data == {"supported": ["2026-07-28"], "requested": "1999-01-01"}
    named = answer(r, {}, request("tools/list", {}, "x/version"))
    assert named is not None and named.error.message.endswith("; this server supports protocol versions 2026-07-28")


def test_the_generic_condition_is_the_tables() -> None:
    r = revision(lambda t: t.update(genericCondition="parseError"))
    assert r.condition_in("noSuchCondition").key == "parseError"
    assert revision(lambda t: None).condition_in("noSuchCondition").key == "internalError"
