"""How a copy of the resolution (``Engine.snapshot``) copies its records: plain values and immutable definitions
shared, the rest copied once each (the ``memo`` keeps what refers to the same thing referring to the same copy)."""

from __future__ import annotations

import copy
from typing import Any, TypeVar

PLAIN = frozenset({int, str, bool, float, type(None)})
SHARED: set[type] = set()  # immutable types whose values every copy shares (registered by their modules)
Record = TypeVar("Record")


def share(*types: type) -> None:
    """Declare ``types`` immutable: a copy of the resolution shares their values instead of copying them."""
    SHARED.update(types)
    for kind in types:
        setattr(kind, "__deepcopy__", shared)  # noqa: B010 - what copy.deepcopy asks of a type


def shared(record: Record, memo: dict[int, Any]) -> Record:
    """An immutable record is shared by the copies."""
    return record


def _copy(value: Any, memo: dict[int, Any]) -> Any:
    """One field's value in the copy: shared when nothing in it can change, else copied once (``memo``)."""
    kind = type(value)
    if kind in PLAIN or kind in SHARED:
        return value
    found = memo.get(id(value))
    if found is not None:
        return found
    if kind is tuple and all(type(x) in PLAIN or type(x) in SHARED for x in value):
        return value
    if (kind is set or kind is list) and all(type(x) in PLAIN for x in value):
        new: Any = kind(value)
    elif kind is dict and all(type(k) in PLAIN and type(v) in PLAIN for k, v in value.items()):
        new = dict(value)
    else:
        return copy.deepcopy(value, memo)
    memo[id(value)] = new
    return new


def copy_record(record: Record, memo: dict[int, Any], skip: tuple[str, ...] = ()) -> Record:
    """A copy of a mutable record (an object on the board, a procedure, an atomic action, an effect's context):
    what cannot change shared, the rest copied through ``memo`` (``skip``: fields the caller copies)."""
    new = object.__new__(type(record))
    memo[id(record)] = new
    fields = new.__dict__
    for name, value in record.__dict__.items():
        if name not in skip:
            fields[name] = _copy(value, memo)
    return new
