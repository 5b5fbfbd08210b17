"""What the server sends back, and the answers it builds from mcp_errors: every code and every
status of an error comes from the package."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Dict, Optional

import mcp_errors
from mcp_errors import McpError, encode_json, rev_2025_11_25 as legacy

# Our choice: when mcp_errors gives no status for an error (the spec ties none to it, as for every
# JSON-RPC error in 2025-11-25 Streamable HTTP), the JSON-RPC body carries the error and the HTTP
# exchange itself succeeded, so we answer 200. Never 404 to a legacy peer: in 2025-11-25 Streamable
# HTTP a 404 means "your session has expired".
STATUS_WHEN_SPEC_IS_SILENT = 200

# The status of an error that answers no request: a notification the server cannot accept, or a
# message it could not read as a request. The spec requires an error status for the first
# (2025-11-25 basic/transports.mdx:98-99, 2026-07-28 streamable-http.mdx:85-87), with 400 as its
# example; no client waits on an id for either.
STATUS_WHEN_NO_REQUEST_IS_ANSWERED = 400

INTERNAL_SERVER_ERROR = 500


@dataclass
class Answer:
    """An HTTP status, an optional body (JSON text already written, or a value to write) and extra headers."""

    status: int
    body: Optional[bytes] = None
    headers: Dict[str, str] = field(default_factory=lambda: {})


def json_answer(status: int, value: Any, headers: Optional[Dict[str, str]] = None) -> Answer:
    """A result to send; encode_json writes an id as it came (every digit, 1.0 as 1.0)."""
    return Answer(status, encode_json(value).encode("utf-8"), headers or {})


def error_answer(revision: str, id: Any, error: McpError) -> Answer:
    """The error response and status for error in revision; respond applies the revision's id rule."""
    try:
        response = mcp_errors.respond(revision, id, error)
    except (TypeError, ValueError):
        return Answer(INTERNAL_SERVER_ERROR)
    silent = STATUS_WHEN_SPEC_IS_SILENT if id is not None else STATUS_WHEN_NO_REQUEST_IS_ANSWERED
    return Answer(response.status if response.status is not None else silent, response.body)


def invalid_request(revision: str, id: Any, message: Optional[str] = None) -> Answer:
    return error_answer(revision, id, mcp_errors.new_error(revision, "invalidRequest", message=message))


def jsonrpc_error_answer(revision: str, id: Any, condition: str) -> Answer:
    """A condition every revision defines alike (parseError, invalidRequest, internalError), built by the revision's own rules."""
    return error_answer(revision, id, mcp_errors.new_error(revision, condition))


def http_refusal(revision: str, status: int, message: str) -> Answer:
    """A request refused before its body is read, for a reason that is HTTP's, not MCP's: 415 for a
    body not declared JSON, 406 for a client that does not accept the answers Streamable HTTP may
    send (RFC 9110, sections 15.5.16 and 15.5.7). Our choice, as for the transport failures: an
    invalid-request error without an id (the body is never read)."""
    answer = invalid_request(revision, None, message)
    answer.status = status
    return answer


def malformed_request(revision: str, id: Any, message: str) -> Answer:
    """A request whose transport headers cannot be read (an empty, repeated or non-ASCII
    Mcp-Session-Id): 400, the status HTTP gives a malformed request (RFC 9110, section 15.5.1),
    never the 404 that tells a 2025-11-25 client its session expired."""
    answer = invalid_request(revision, id, message)
    answer.status = 400
    return answer


def transport_failure(key: str, id: Any, message: str) -> Answer:
    """A 2025-11-25 failure the transport reports before dispatch, with the status the spec gives
    it (from mcp_errors). Our choice: the body is a JSON-RPC error naming the failure, which the spec
    allows ("MAY comprise a JSON-RPC error response") but does not require."""
    failure = legacy.transport_failure_of(key)
    if failure is None:
        return Answer(INTERNAL_SERVER_ERROR)
    response = legacy.respond(id, legacy.invalid_request(message=message))
    return Answer(failure.status, response.body)
