"""Reading the HTTP headers the server decides on."""

from __future__ import annotations

from typing import Optional
from urllib.parse import urlsplit

from starlette.datastructures import Headers


def header(headers: Headers, name: str) -> Optional[str]:
    """A header's value, or None: its name is case-insensitive, and a header sent more than once
    reads as its values joined with ", " (as RFC 9110 combines field lines), so that a repeated
    header is never mistaken for its first copy."""
    values = headers.getlist(name)
    return ", ".join(values) if values else None


def is_allowed_origin(origin: str) -> bool:
    """A local server accepts a loopback page (no Origin at all, a non-browser client, is never
    refused). Origins sent twice read as one joined value, which is no URL."""
    if "," in origin:
        return False
    try:
        url = urlsplit(origin)
        host = url.hostname
    except ValueError:
        return False
    return url.scheme != "" and host in ("127.0.0.1", "localhost", "::1")


def media_type_of(content_type: Optional[str]) -> str:
    """A Content-Type value's media type, lower-cased and without parameters."""
    return (content_type or "").partition(";")[0].strip().lower()


def accepts(accept: str, media_type: str) -> bool:
    """Whether an Accept header lists the media type: by name, or by a type/* or */* range, with a
    quality above 0 (RFC 9110, section 12.5.1)."""
    major = media_type.partition("/")[0]
    for item in accept.split(","):
        name, *parameters = item.split(";")
        name = name.strip().lower()
        refused = False
        for parameter in parameters:
            parameter = parameter.strip().lower()
            if parameter.startswith("q="):
                try:
                    refused = not float(parameter[2:]) > 0
                except ValueError:
                    refused = True
        if not refused and name in (media_type, f"{major}/*", "*/*"):
            return True
    return False
