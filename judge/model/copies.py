"""How a copy of the resolution (``Engine.snapshot``) copies its records: plain values and immutable definitions
shared, the rest copied once each (the ``memo`` keeps what refers to the same thing referring to the same copy).

Records (the classes whose ``__deepcopy__`` is :func:`copy_record`) and the containers holding them are copied
here directly, field by field; only a value of another kind goes through :func:`copy.deepcopy`.

A record that is a dataclass is copied by code made once for its class from its fields' declared types
(:func:`copier`): a field declared immutable (numbers, text, enums, shared definitions, tuples and frozensets
of those) is shared without being looked at; a set, list or dictionary of such values is copied flat; any
other field is copied by its value, as above. :func:`misdeclared` checks a record's values against those
declarations (the tests run it on every copy they make).
"""

from __future__ import annotations

import copy
import dataclasses
import enum
import sys
import types
import typing
from collections.abc import Callable
from typing import Any, TypeVar

PLAIN: frozenset[type] = frozenset({int, str, bool, float, type(None)})
SHARED: set[type] = set()  # immutable types whose values every copy shares (registered by their modules)
_KEPT: set[type] = set(PLAIN)  # PLAIN and SHARED: what a copy shares
Record = TypeVar("Record")
Copier = Callable[[Any, dict[int, Any]], Any]
_COPIERS: dict[tuple[type, tuple[str, ...]], Copier] = {}  # made by copier(), once per class


def share(*types: type) -> None:
    """Declare ``types`` immutable: a copy of the resolution shares their values instead of copying them."""
    SHARED.update(types)
    _KEPT.update(types)
    _COPIERS.clear()  # a field of one of these types is shared from now on
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
        new: Any = tuple([item if type(item) in kept else _copy(item, memo) for item in value])
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
    return copier_of(type(record), skip)(record, memo)  # type: ignore[no-any-return]


def copier_of(cls: type, skip: tuple[str, ...] = ()) -> Copier:
    """The copier of records of class ``cls`` (see :func:`copier`), made once: for a caller copying many
    records of one class."""
    key = cls, skip
    made = _COPIERS.get(key)
    if made is None:
        made = _COPIERS[key] = copier(*key)
    return made


def copy_fields(record: Record, memo: dict[int, Any], skip: tuple[str, ...] = ()) -> Record:
    """:func:`copy_record` looking at every field's value (a record that is not a dataclass; ``skip``: fields
    the caller copies)."""
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


_FLAT = {set: "set", list: "list", dict: "dict"}  # containers of immutable values: copied flat


def field_kinds(cls: type) -> dict[str, str]:
    """How each field of the dataclass ``cls`` is copied, from its declared type: ``shared`` (immutable),
    ``set``/``list``/``dict`` (a container of immutable values, copied flat) or ``value`` (by what it holds)."""
    module = vars(sys.modules[cls.__module__])
    kinds: dict[str, str] = {}
    for item in dataclasses.fields(cls):
        try:
            hint = eval(item.type, dict(module)) if isinstance(item.type, str) else item.type
        except Exception:  # a name imported only for type checking: judged by its value
            hint = None
        kinds[item.name] = _kind(hint)
    return kinds


def _kind(hint: Any) -> str:
    if hint is None:
        return "value"
    if _immutable(hint):
        return "shared"
    origin = typing.get_origin(hint)
    args = typing.get_args(hint)
    if origin in _FLAT and args and all(_immutable(a) for a in args):
        return _FLAT[origin]
    return "value"


def _immutable(hint: Any) -> bool:
    """Whether every value of the declared type ``hint`` is immutable (and so shared by the copies)."""
    if hint is type(None) or hint is Ellipsis:
        return True
    origin = typing.get_origin(hint)
    if origin is typing.Annotated:
        return _immutable(typing.get_args(hint)[0])
    if origin is typing.Literal:
        return True
    if origin in (typing.Union, types.UnionType, tuple, frozenset):
        args = typing.get_args(hint)
        return bool(args) and all(_immutable(a) for a in args)
    if origin is not None or not isinstance(hint, type):
        return False
    return hint in _KEPT or issubclass(hint, enum.Enum)


def copier(cls: type, skip: tuple[str, ...] = ()) -> Copier:
    """The copier of records of class ``cls`` (``skip``: fields the caller copies): generated once from its
    fields' declarations (:func:`field_kinds`); a class that is not a dataclass is copied by :func:`copy_fields`."""
    if not dataclasses.is_dataclass(cls):
        return lambda record, memo: copy_fields(record, memo, skip)
    lines = ["def copy(record, memo):", "    new = _new(cls)", "    memo[id(record)] = new",
             "    fields = record.__dict__.copy()"]
    for name, kind in field_kinds(cls).items():
        if kind == "shared" or name in skip:
            continue
        get = f"fields[{name!r}]"
        if kind == "value":
            lines += [f"    value = {get}", "    if type(value) not in kept:",
                      f"        {get} = _copy(value, memo)"]
        else:
            lines += [f"    value = {get}", "    found = memo.get(id(value))", "    if found is None:",
                      f"        found = memo[id(value)] = {kind}(value)", f"    {get} = found"]
    lines += ["    new.__dict__ = fields", "    return new"]
    names: dict[str, Any] = {"cls": cls, "_new": object.__new__, "kept": _KEPT, "_copy": _copy}
    exec("\n".join(lines), names)  # the code is built above from the class's own field declarations
    made: Copier = names["copy"]
    return made


def misdeclared(record: Any) -> list[str]:
    """The fields of ``record`` whose value its generated copier would share or copy flat wrongly: a value
    declared immutable that can change, or a flat container holding one (also any attribute that is not a
    field, which the copier shares)."""
    if not dataclasses.is_dataclass(record):
        return []
    kinds = field_kinds(type(record))
    wrong = [name for name, value in vars(record).items() if name not in kinds and not frozen(value)]
    for name, kind in kinds.items():
        value = getattr(record, name)
        items = (value,) if kind == "shared" else () if kind == "value" else \
            (*value.keys(), *value.values()) if kind == "dict" else tuple(value)
        if not all(frozen(item) for item in items):
            wrong.append(name)
    return wrong


def frozen(value: Any) -> bool:
    """Whether ``value`` cannot change: a plain or shared value, an enum, or a tuple or frozenset of such."""
    kind = type(value)
    if kind in _KEPT or isinstance(value, enum.Enum):
        return True
    return kind in (tuple, frozenset) and all(frozen(item) for item in value)
