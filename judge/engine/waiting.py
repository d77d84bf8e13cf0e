"""4.4.a–b — the Reaction-Emblems waiting in Limbo, by controller, in the order they were created.

A check of reactions may find thousands of emblems waiting, and it offers the first player in initiative order
who controls one a choice among theirs (4.4.b), once per Reaction played: each such decision must cost the
same whatever the number waiting. Each player's emblems are kept in a :class:`WaitingLine` (an emblem that
begins to be played leaves it without a step per emblem), and the decision's options are a
:class:`WaitingView` of the line: nothing is copied when the decision is made, an option is made when it is
read (most often only the first, the default answer, and the few a renderer shows).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import overload

from judge.model.copies import copy_record
from judge.model.ids import Oid
from judge.model.state import GameObject
from judge.trace import Trace

#: Dead entries a line keeps before it is rebuilt without them (amortized: a rebuild pays for as many drops).
SLACK = 64


@dataclass
class WaitingLine:
    """4.4.a–b — one player's waiting Reaction-Emblems, in the order they were created (the order of
    ``Engine.pending``): ``oids`` from ``head`` on, skipping those no longer pending; ``count`` of them wait."""

    oids: list[Oid] = field(default_factory=list)
    head: int = 0
    count: int = 0
    __deepcopy__ = copy_record

    def add(self, oid: Oid) -> None:
        """4.4.a — a new emblem waits, after the others."""
        self.oids.append(oid)
        self.count += 1

    def drop(self, oid: Oid, pending: Mapping[Oid, object]) -> None:
        """4.4.b — ``oid`` no longer waits (it is already out of ``pending``): the head moves past what is gone,
        and a line with more gone than waiting is rebuilt (a new list: a view of the old one stays as it was)."""
        self.count -= 1
        oids = self.oids
        if not self.count:
            self.oids, self.head = [], 0
            return
        head = self.head
        if oids[head] == oid:
            head += 1
            while oids[head] not in pending:
                head += 1
            self.head = head
        if len(oids) - head > 2 * self.count + SLACK or head > SLACK + len(oids) // 2:
            self.oids, self.head = [o for o in oids[head:] if o in pending], 0

    def waiting(self, pending: Mapping[Oid, object]) -> Iterator[Oid]:
        """The emblems of the line that wait, in order."""
        return (oid for oid in self.oids[self.head:] if oid in pending)


class WaitingView(Sequence["GameObject"]):
    """4.4.b — a player's waiting emblems as a decision offers them, read while the resolution is paused at that
    decision: the line is walked as far as an option is asked for, once. Read after the resolution went on
    (the line changed), it raises rather than answer with emblems that no longer wait."""

    __slots__ = ("_count", "_found", "_held", "_line", "_next", "_objects", "_oids", "_pending", "_player", "_trace",
                 "_version")

    def __init__(self, player: str, line: WaitingLine, pending: dict[Oid, tuple[str, Oid | None]],
                 held: dict[Oid, int], objects: dict[Oid, GameObject], trace: Trace) -> None:
        """``player``'s ``line``, with the engine's ``pending`` and ``held`` emblems, its board's objects and its
        trace (whose count of events says whether the resolution went on)."""
        self._player, self._line, self._pending, self._held, self._objects = player, line, pending, held, objects
        self._trace = trace
        self._oids = line.oids
        self._next = line.head
        self._count = line.count
        self._found: list[Oid] = []
        self._version = trace.emitted

    def __len__(self) -> int:
        return self._count

    @overload
    def __getitem__(self, index: int) -> GameObject: ...

    @overload
    def __getitem__(self, index: slice) -> Sequence[GameObject]: ...

    def __getitem__(self, index: int | slice) -> GameObject | Sequence[GameObject]:
        if isinstance(index, slice):
            return tuple(self[i] for i in range(*index.indices(self._count)))
        if index < 0:
            index += self._count
        if not 0 <= index < self._count:
            raise IndexError(index)
        return self._objects[self.oid(index)]

    def oid(self, index: int) -> Oid:
        """The emblem at ``index`` (0 ≤ index < len), found by walking the line no further than it."""
        if self._trace.emitted != self._version or self._line.oids is not self._oids:
            raise RuntimeError("the waiting emblems were read after the resolution went on")
        found, oids, pending = self._found, self._oids, self._pending
        while len(found) <= index:
            oid = oids[self._next]
            self._next += 1
            if oid in pending:
                found.append(oid)
        return found[index]

    def position(self, oid: Oid) -> int | None:
        """Where ``oid`` is among the emblems offered (walking from the first), or None."""
        place = self._pending.get(oid)
        if place is None or place[0] != self._player or oid in self._held:
            return None
        for index in range(self._count):
            if self.oid(index) == oid:
                return index
        return None
