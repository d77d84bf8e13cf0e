"""How a copy of the resolution (``Engine.snapshot``) copies its records: plain values and immutable definitions
shared, the rest copied once each (the ``memo`` keeps what refers to the same thing referring to the same copy).

Records (the classes whose ``__deepcopy__`` is :func:`copy_record`) and the containers holding them are copied
here directly, field by field; only a value of another kind goes through :func:`copy.deepcopy`.
"""

from __future__ import annotations

import copy
from typing import Any, TypeVar

PLAIN: frozenset[type] = frozenset({int, str, bool, float, type(None)})
SHARED: set[type] = set()  # immutable types whose values every copy shares (registered by their modules)
_KEPT: set[type] = set(PLAIN)  # PLAIN and SHARED: what a copy shares
Record = TypeVar("Record")


def share(*types: type) -> None:
    """Declare ``types`` immutable: a copy of the resolution shares their values instead of copying them."""
    SHARED.update(types)
    _KEPT.update(types)
    for kind in types:
        setattr(kind, "__deepcopy__", shared)  # noqa: B010 - what copy.deepcopy asks of a type


def shared(record: Record, memo: dict[int, Any]) -> Record:
    """An immutable record is shared by the copies."""
    return record


def _copy(value: Any, memo: dict[int, Any]) -> Any:
    """One field's value in the copy: shared when nothing in it can change, else copied once (``memo``)."""
    kind = type(value)
    if kind in _KEPT:
        return value
    found = memo.get(id(value))
    if found is not None:
        return found
    kept = _KEPT
    if kind is tuple:
        for item in value:
            if type(item) not in kept:
                break
        else:
            return value
        new: Any = tuple(_copy(item, memo) for item in value)
    elif kind is list:
        new = list(value)
        memo[id(value)] = new
        for i, item in enumerate(value):
            if type(item) not in kept:
                new[i] = _copy(item, memo)
        return new
    elif kind is dict:
        new = dict(value)
        memo[id(value)] = new
        for k, item in value.items():
            if type(item) not in kept:
                new[k] = _copy(item, memo)
        return new  # keys are plain or shared values (ids, names, immutable definitions)
    elif kind is set:
        new = set(value)  # a set holds hashable values: plain or immutable
    elif kind is frozenset:
        return value
    elif getattr(kind, "__deepcopy__", None) is copy_record:
        return copy_record(value, memo)
    else:
        return copy.deepcopy(value, memo)
    memo[id(value)] = new
    return new


def copy_record(record: Record, memo: dict[int, Any], skip: tuple[str, ...] = ()) -> Record:
    """A copy of a mutable record (an object on the board, a procedure, an atomic action, an effect's context):
    what cannot change shared, the rest copied through ``memo`` (``skip``: fields the caller copies)."""
    new = object.__new__(type(record))
    memo[id(record)] = new
    source = record.__dict__
    fields = new.__dict__
    fields.update(source)
    kept = _KEPT
    for name, value in source.items():
        if type(value) not in kept and name not in skip:
            fields[name] = _copy(value, memo)
    return new
