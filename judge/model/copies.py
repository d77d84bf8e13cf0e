"""How a copy of the resolution (``Engine.snapshot``) copies its records: plain values shared, the rest
copied once each (the ``memo`` keeps what refers to the same thing referring to the same copy)."""

from __future__ import annotations

import copy
from typing import Any, TypeVar

PLAIN = frozenset({int, str, bool, float, type(None)})
Record = TypeVar("Record")


def copy_record(record: Record, memo: dict[int, Any], skip: tuple[str, ...] = ()) -> Record:
    """A copy of a mutable record (an object on the board, a procedure, an atomic action, an effect's context):
    its plain fields shared, the others deep-copied through ``memo`` (``skip``: fields the caller copies)."""
    new = object.__new__(type(record))
    memo[id(record)] = new
    fields = new.__dict__
    for name, value in record.__dict__.items():
        if name not in skip:
            fields[name] = value if type(value) in PLAIN else copy.deepcopy(value, memo)
    return new


def shared(record: Record, memo: dict[int, Any]) -> Record:
    """An immutable record is shared by the copies."""
    return record
