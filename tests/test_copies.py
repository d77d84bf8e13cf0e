"""Copies of a paused resolution (``Engine.snapshot``): the code generated per record class from its fields'
declared types shares what is immutable and copies the rest, and every record met while exploring holds what
its class declares (else the copies would share a value one of them changes)."""

from __future__ import annotations

import copy
import dataclasses
from dataclasses import dataclass, field
from typing import Any

import pytest

from judge.engine.core import Engine
from judge.explore import explore
from judge.model.copies import copy_record, field_kinds, misdeclared
from tests.conftest import ROOT, RUNNABLE, bundled_scenario


@dataclass
class Leaf:
    """A mutable record inside another."""

    count: int = 0
    __deepcopy__ = copy_record


@dataclass
class Holder:
    """One field of each kind the copier tells apart."""

    name: str
    words: tuple[str, ...]
    seen: set[str] = field(default_factory=set)
    counts: dict[str, int] = field(default_factory=dict)
    order: list[int] = field(default_factory=list)
    leaves: list[Leaf] = field(default_factory=list)
    first: Leaf | None = None
    __deepcopy__ = copy_record


def test_kinds_come_from_the_declarations() -> None:
    assert field_kinds(Holder) == {"name": "shared", "words": "shared", "seen": "set", "counts": "dict",
                                   "order": "list", "leaves": "value", "first": "value"}


def test_a_copy_shares_the_immutable_and_owns_the_rest() -> None:
    leaf = Leaf(1)
    original = Holder("a", ("x", "y"), {"s"}, {"k": 1}, [1, 2], [leaf], leaf)
    made = copy.deepcopy(original)
    assert made.words is original.words and made.name is original.name
    assert made.seen == original.seen and made.seen is not original.seen
    assert made.counts == original.counts and made.counts is not original.counts
    assert made.order == original.order and made.order is not original.order
    assert made.leaves[0] is not leaf and made.first is made.leaves[0]  # one copy of what two fields share
    made.seen.add("t")
    made.counts["k"] = 2
    made.leaves[0].count = 5
    assert original == Holder("a", ("x", "y"), {"s"}, {"k": 1}, [1, 2], [Leaf(1)], Leaf(1))


def test_a_value_its_declaration_does_not_allow_is_found() -> None:
    wrong = Holder("a", ("x", [1]), seen={"s"}, counts={"k": [1]})  # type: ignore[arg-type, dict-item]
    wrong.extra = [1]  # type: ignore[attr-defined]
    assert sorted(misdeclared(wrong)) == ["counts", "extra", "words"]
    assert misdeclared(Holder("a", ("x",), leaves=[Leaf()])) == []


def _records(value: Any, seen: set[int], found: list[Any]) -> None:
    """Every record reachable from ``value`` (the cards and the trace left out: they are shared or forked)."""
    if id(value) in seen or type(value) in (int, str, bool, float, type(None)):
        return
    seen.add(id(value))
    if isinstance(value, dict):
        for key, item in value.items():
            _records(key, seen, found)
            _records(item, seen, found)
    elif isinstance(value, (list, tuple, set, frozenset)):
        for item in value:
            _records(item, seen, found)
    elif dataclasses.is_dataclass(value) and getattr(type(value), "__deepcopy__", None) is copy_record:
        found.append(value)
        for item in vars(value).values():
            _records(item, seen, found)


SAMPLES = sorted({*RUNNABLE[::4], *(ROOT / "tests" / "fixtures" / "explore" / "merging").glob("*.yaml")})


@pytest.mark.parametrize("path", [str(p.relative_to(ROOT)) for p in SAMPLES])
def test_every_record_copied_while_exploring_holds_what_its_class_declares(path: str,
                                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    snapshot = Engine.snapshot
    wrong: set[str] = set()
    copies = [0]

    def audited(engine: Engine) -> Engine:
        found: list[Any] = []
        _records(_fields(engine), set(), found)
        wrong.update(f"{type(r).__name__}.{name}" for r in found for name in misdeclared(r))
        copies[0] += 1
        made = snapshot(engine)
        in_copy: list[Any] = []
        _records(_fields(made), set(), in_copy)
        mine = {id(r) for r in found}
        wrong.update(f"{type(r).__name__} held by both" for r in in_copy if id(r) in mine)
        return made

    monkeypatch.setattr(Engine, "snapshot", audited)
    explore(bundled_scenario(ROOT / path), max_runs=60)  # shared: an exploration never changes the scenario
    assert not wrong


def _fields(engine: Engine) -> dict[str, Any]:
    """The engine's fields but the cards and the trace (shared, forked)."""
    return {name: value for name, value in vars(engine).items() if name not in ("cards", "trace")}
