"""The check of a caller's argument against the type it is declared with."""

from __future__ import annotations

from typing import Any, Tuple, Type, Union


def is_a(value: object, kind: Union[Type[Any], Tuple[Type[Any], ...]]) -> bool:
    """isinstance, for an argument whose declared type a caller without a type checker may break."""
    return isinstance(value, kind)
