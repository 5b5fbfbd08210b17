"""A consumer of every public function of mcp_errors, type-checked with mypy --strict and pyright
in strict mode, and run by the tests: it prints what each call gives."""

from __future__ import annotations

from typing import List, Optional

import mcp_errors
from mcp_errors import Hints, McpError, Request, rev_2025_06_18, rev_2025_11_25, rev_2026_07_28


def main() -> List[str]:
    out: List[str] = []
    say = out.append

    # The root module, by revision id.
    say(f"{mcp_errors.VERSION} {mcp_errors.LATEST_REVISION} {len(mcp_errors.REVISIONS)} {len(mcp_errors.PREVIEW_REVISIONS)}")
    say(f"{mcp_errors.is_revision('2026-07-28')} {mcp_errors.is_revision('1999-01-01')} {mcp_errors.era_of('2025-11-25')}")
    built: McpError = mcp_errors.new_error("2026-07-28", "resourceNotFound", data={"uri": "file:///a"})
    say(f"{built.code} {mcp_errors.condition_of('2026-07-28', built)} {mcp_errors.status_of('2026-07-28', built)}")
    say(f"{mcp_errors.http_status('2026-07-28', 'methodNotFound')} {mcp_errors.classify_code('2026-07-28', -32001)}")
    parsed = mcp_errors.parse_error_response(
        "2025-11-25", '{"jsonrpc":"2.0","id":9007199254740993,"error":{"code":-32002,"message":"gone"}}'
    )
    say(f"{parsed.ok} {parsed.condition} {parsed.id} {parsed.data_fits}")
    answer = mcp_errors.respond("2025-11-25", 7, {"code": -32603, "message": "boom"})
    say(f"{answer.status} {answer.body.decode()}")
    translation = mcp_errors.translate("2025-11-25", "2026-07-28", rev_2025_11_25.resource_not_found({"uri": "u"}), Request(id=1))
    say(f"{translation.ok} {translation.rule} {translation.error.code} {translation.body.decode()}")
    forwarded = mcp_errors.translate_response(
        "2026-07-28",
        "2025-11-25",
        404,
        b'{"jsonrpc":"2.0","id":3,"error":{"code":-32601,"message":"Method not found"}}',
        request=Request(id=3, method="tools/call"),
    )
    say(f"{forwarded.ok} {forwarded.status} {forwarded.body.decode()}")
    failed = mcp_errors.upstream_failure("2026-07-28", Request(id=4), mcp_errors.UPSTREAM_TIMEOUT)
    say(f"{failed.ok} {failed.reason}")
    say(f"{sorted(mcp_errors.transport_failures('2025-11-25'))[0]}")
    check: Optional[mcp_errors.CheckFailure] = mcp_errors.check_request("2026-07-28", {}, b"{")
    say(f"{check.condition if check else None}")
    legacy_initialize = b'{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}'
    era = mcp_errors.request_era("2026-07-28", {"MCP-Protocol-Version": "2025-11-25"}, legacy_initialize)
    removed = mcp_errors.is_removed_method("2026-07-28", "ping")
    say(f"era {era} {mcp_errors.is_method('2026-07-28', 'tools/list')} {mcp_errors.is_method('2026-07-28', 'ping')} {removed}")
    say(mcp_errors.encode_json(mcp_errors.decode_json('{"n":1.50,"big":123456789012345678901234567890}')))

    # A revision module: constants, the Condition enum, constructors, guards and the rest.
    modern = rev_2026_07_28.resource_not_found({"uri": "file:///missing.txt"}, message="No such file")
    say(f"{rev_2026_07_28.INVALID_PARAMS} {rev_2026_07_28.Condition.RESOURCE_NOT_FOUND.code} {len(rev_2026_07_28.CONDITIONS)}")
    say(f"{rev_2026_07_28.is_resource_not_found(modern)} {rev_2026_07_28.condition_of(modern)} {rev_2026_07_28.status_of(modern)}")
    say(f"{rev_2026_07_28.http_status(rev_2026_07_28.Condition.METHOD_NOT_FOUND)} {rev_2026_07_28.respond(7, modern).body.decode()}")
    hints = Hints(method="resources/read", params={"uri": "file:///missing.txt"})
    reread = rev_2026_07_28.parse_error_response(rev_2026_07_28.respond(7, modern).body, hints)
    say(f"{reread.condition} {rev_2026_07_28.is_invalid_params(modern)}")
    version = rev_2026_07_28.unsupported_protocol_version({"supported": ["2026-07-28"], "requested": "1.0"})
    say(f"{version.data} {rev_2026_07_28.is_unsupported_protocol_version(version)}")
    failure = rev_2026_07_28.transport_failure_of("invalidOrigin")
    say(f"{failure.status if failure else None} {rev_2026_07_28.tool_input_error('bad')['isError']} {rev_2025_06_18.tool_input_error('bad').code}")
    checked = rev_2026_07_28.check_request({"Mcp-Method": "tools/list"}, b'{"jsonrpc":"2.0","id":1,"method":"tools/list"}')
    say(f"{checked.condition if checked else None}")
    say(f"{rev_2025_11_25.internal_error(data={'x': 1}).data}")
    elicitation = rev_2025_11_25.url_elicitation_required(
        {"elicitations": [{"mode": "url", "elicitationId": "e1", "url": "https://example.com", "message": "Sign in"}]}
    )
    say(f"{elicitation.code} {rev_2025_11_25.is_url_elicitation_required(elicitation)}")
    try:
        rev_2026_07_28.resource_not_found({"uri": 5})  # type: ignore[typeddict-item]
    except ValueError as error:
        say(str(error))
    return out


if __name__ == "__main__":
    print("\n".join(main()))
