"""The values the package hands out and takes: errors, hints, requests and answers."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Dict, Mapping, Optional, Tuple, Union

from ._guard import is_a
from ._json import JSONValue, encode

__all__ = [
    "McpError",
    "Hints",
    "Request",
    "RequestId",
    "Parsed",
    "Response",
    "Translation",
    "TranslatedResponse",
    "TransportFailure",
    "CheckFailure",
    "UnknownRevisionError",
    "UnknownConditionError",
]

RequestId = Union[str, int, float]
"""A JSON-RPC request id: a string or a number (a Number keeps its text)."""


class UnknownRevisionError(ValueError):
    """A revision id the package does not know."""


class UnknownConditionError(ValueError):
    """A condition key the revision does not define."""


_NO_DATA: Any = object()


class McpError(Exception):
    """A JSON-RPC error object, raisable. One the package builds remembers its revision and
    condition, so that a guard finds it again where the code alone is ambiguous."""

    code: int
    message: str

    def __init__(self, code: int, message: str, data: Any = _NO_DATA) -> None:
        if is_a(code, bool) or not is_a(code, int):
            raise TypeError(f"code must be an int, not {type(code).__name__}")
        if not is_a(message, str):
            raise TypeError(f"message must be a str, not {type(message).__name__}")
        super().__init__(message)
        self.code = code
        self.message = message
        self._data = data
        self._built: Optional[Tuple[str, str]] = None

    @property
    def has_data(self) -> bool:
        """Whether the error carries data (JSON null is data)."""
        return self._data is not _NO_DATA

    @property
    def data(self) -> JSONValue:
        """The error's data; None where it has none (has_data tells that from a JSON null)."""
        return None if self._data is _NO_DATA else self._data

    @property
    def revision(self) -> Optional[str]:
        """The revision the package built the error in; None for one it did not build."""
        return None if self._built is None else self._built[0]

    @property
    def condition(self) -> Optional[str]:
        """The condition key the package built the error as; None for one it did not build."""
        return None if self._built is None else self._built[1]

    def to_dict(self) -> Dict[str, Any]:
        """The error object as JSON-RPC writes it: code, message and (where it has any) data."""
        out: Dict[str, Any] = {"code": self.code, "message": self.message}
        if self.has_data:
            out["data"] = self._data
        return out

    @classmethod
    def from_dict(cls, value: Mapping[str, Any]) -> "McpError":
        """An error object { code: int, message: str, data? }; TypeError for anything else."""
        if not is_a(value, Mapping):
            raise TypeError(f"an error object must be a mapping, not {type(value).__name__}")
        code = value.get("code")
        if isinstance(code, float) and code.is_integer() and abs(code) < 2**63:
            code = int(code)
        if "data" in value:
            return cls(code, value.get("message"), value["data"])  # type: ignore[arg-type]
        return cls(code, value.get("message"))  # type: ignore[arg-type]

    def __repr__(self) -> str:
        return f"McpError({encode(self.to_dict())})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, McpError):
            return NotImplemented
        return encode(self.to_dict()) == encode(other.to_dict())

    __hash__ = Exception.__hash__


def built(code: int, message: str, data: Any, has_data: bool, revision: str, condition: str) -> McpError:
    """An error the package builds, which remembers the revision and condition it was built as."""
    e = McpError(code, message, data) if has_data else McpError(code, message)
    object.__setattr__(e, "_built", (revision, condition))
    return e


@dataclass(frozen=True)
class Hints:
    """What else is known of an error: the request's method and params, and the HTTP status it
    arrived with. They tell apart conditions that share a code."""

    method: Optional[str] = None
    http_status: Optional[int] = None
    params: Optional[Mapping[str, Any]] = None


@dataclass(frozen=True)
class Request:
    """The request an answer goes to: its id (a string or finite number is kept; anything else,
    None included, is left out or null by the envelope's rule), method and params."""

    id: Any = None
    method: Optional[str] = None
    params: Optional[Mapping[str, Any]] = None


@dataclass(frozen=True)
class Parsed:
    """An error response (or bare error object) as one revision reads it."""

    ok: bool
    reason: Optional[str] = None
    """not-json, not-an-object, error-not-an-object, bad-id, bad-code, bad-message or unknown-revision."""
    condition: Optional[str] = None
    error: Optional[McpError] = None
    has_id: bool = False
    id: Optional[RequestId] = None
    data_fits: bool = False


@dataclass(frozen=True)
class Response:
    """The HTTP status (None where the spec gives none) and JSON-RPC body to answer with."""

    status: Optional[int]
    body: bytes


@dataclass(frozen=True)
class Translation:
    """What an error of one revision becomes for a peer of another."""

    ok: bool
    error: McpError
    rule: Optional[str] = None
    condition: Optional[str] = None
    to_condition: Optional[str] = None
    http_status: Optional[int] = None
    reason: Optional[str] = None
    transport_failure: Optional[str] = None
    body: bytes = b""


@dataclass(frozen=True)
class TranslatedResponse:
    """A whole response carried to a peer of another revision."""

    ok: bool
    status: Optional[int]
    body: bytes
    condition: Optional[str] = None
    reason: Optional[str] = None


@dataclass(frozen=True)
class TransportFailure:
    """A failure a revision's HTTP transport answers before any JSON-RPC dispatch: its status, and
    the body that goes with it. body is "error" (a JSON-RPC error of condition) or "none" (the
    status alone); body_basis is "spec" where the revision's text describes that body and
    "project-choice" where it gives the status alone (no transport text names a code, so the code is
    the project's either way); body_reason says why. transport_failure_response builds the answer."""

    status: int
    summary: str
    condition: Optional[str] = None
    client_action: Optional[str] = None
    body: str = "none"
    body_basis: str = "project-choice"
    body_reason: str = ""


@dataclass(frozen=True)
class CheckFailure:
    """The first failed pre-dispatch check of a request: the error, its status and condition."""

    status: Optional[int]
    error: McpError
    condition: str
