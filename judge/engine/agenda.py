"""6.1.g, 1.4.5.a — the resolution's pending work as data: the agenda, advanced by the caller.

Every piece of work the resolution has begun and not finished is a :class:`~judge.engine.core.Proc` on the
engine's agenda (a stack): a record of a procedure — resolving an effect, a step and its
modifier loop, a reaction check, a daily effect, a turn, the scenario's script — holding
where it is and what it keeps. :func:`advance` runs the top record until it calls another
(pushed on top), asks a decision (the resolution pauses: the decision is returned), or ends
(popped: its result goes to the record below, which goes on). :func:`answer` gives the
answer, recorded in the trace as the rules require (6.1.g: never decided silently).

No pending work lives in Python frames: a copy of the engine (:meth:`Engine.snapshot`) is a
copy of the whole resolution, which can be answered differently, compared, saved and resumed,
and a chain of reactions is as long as the rules allow, whatever the interpreter's stack.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from judge.engine.core import Engine
from judge.engine.decisions import Answer, Decider, Decision


class Unasked:
    """The decider of a resolution driven by :func:`advance` and :func:`answer` (``judge explore``, ``judge step``):
    the driver answers every decision itself, so the decider is never asked."""

    def answer(self, decision: Decision) -> Any:
        """Never called: the driver answers each decision with :func:`answer`."""
        raise AssertionError("a driven resolution is answered by its driver")  # pragma: no cover

    def forced(self, decision: Decision) -> None:
        """Nothing to note."""

    def finish(self) -> None:
        """Nothing to check: the driver does not require every answer to be used."""

    def bind(self, engine: object) -> None:
        """Nothing needed."""


@dataclass(frozen=True)
class Finished:
    """:func:`advance`'s answer once nothing is left to do."""

    events: int


def advance(engine: Engine) -> Decision | Finished:
    """Run the agenda until a decision awaits an answer (returned) or nothing is left (:class:`Finished`)."""
    agenda = engine.agenda
    while agenda:
        if engine.awaiting is not None:
            return engine.awaiting
        agenda[-1].step(engine)
    if engine.awaiting is not None:
        return engine.awaiting
    return Finished(engine.trace.emitted)


def answer(engine: Engine, keys: tuple[str, ...], how: str = "asked") -> None:
    """6.1.g, 1.4.5.a — answer the decision awaiting (``how``: scripted, assumed, asked, forced or indifferent); it
    is recorded."""
    decision = engine.awaiting
    if decision is None:
        raise RuntimeError("no decision awaits an answer")
    engine.awaiting = None
    engine.ret = engine.record_answer(decision, Answer(keys, how))


def answer_with(engine: Engine, decider: Decider, decision: Decision) -> None:
    """Answer ``decision`` (the one awaiting) as ``decider`` says; a forced one is recorded as forced."""
    if decision.forced:
        decider.forced(decision)
        answer(engine, tuple(o.key for o in decision.options), "forced")
    else:
        given = decider.answer(decision)
        answer(engine, given.keys, given.how)


def drive(engine: Engine, decider: Decider) -> Finished:
    """Advance to the end, every decision answered by ``decider`` (the youngest objects collected less often)."""
    with fewer_collections():
        while True:
            reached = advance(engine)
            if isinstance(reached, Finished):
                return reached
            answer_with(engine, decider, reached)


#: Allocations between two collections of the youngest objects while resolving (Python's default: 700).
COLLECT_EVERY = 20_000


@contextmanager
def fewer_collections() -> Iterator[None]:
    """Collect cycles less often while resolving: the resolution makes and drops records by the thousand, almost
    none of them in cycles, and a chain of reactions keeps thousands alive (pending work, emblems waiting), which
    each full collection walks again — with Python's default, one per 70,000 allocations or so, a cost per event
    that grows with the length of the chain. The threshold is restored after."""
    threshold = gc.get_threshold()
    gc.set_threshold(max(COLLECT_EVERY, threshold[0]), *threshold[1:])
    try:
        yield
    finally:
        gc.set_threshold(*threshold)
