"""4.4.a–b — the waiting Reaction-Emblems (judge.engine.waiting): each player's line keeps the order of
``Engine.pending`` through any answers, a reaction-order decision offers exactly the chooser's waiting emblems
in that order without copying them, and its options cannot be read once the resolution went on."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

from judge.engine.agenda import Finished, Unasked, advance, answer
from judge.engine.core import Engine
from judge.engine.decisions import Decision, DecisionKind
from judge.engine.waiting import SLACK, WaitingLine
from judge.resolve import start
from judge.trace import Trace

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "benchmarks"))
generated = pytest.importorskip("generated")


def test_a_line_keeps_the_order_of_the_emblems_waiting_through_any_drops() -> None:
    rng = random.Random(12)
    pending: dict[int, tuple[str, int | None]] = {}
    line = WaitingLine()
    next_oid = 1
    for _ in range(5000):
        if pending and rng.random() < 0.5:
            # mostly the first (the default answer), sometimes any other (a scripted one)
            oid = next(iter(pending)) if rng.random() < 0.7 else rng.choice(list(pending))
            del pending[oid]
            line.drop(oid, pending)
        else:
            pending[next_oid] = ("alice", None)
            line.add(next_oid)
            next_oid += 1
        assert list(line.waiting(pending)) == list(pending)
        assert line.count == len(pending)
        assert not pending or line.oids[line.head] == next(iter(pending))  # the head is the first waiting
        assert len(line.oids) - line.head <= 2 * line.count + SLACK + 1  # gone entries do not pile up


def _reaction_orders(engine: Engine, take: int) -> list[tuple[Decision, list[str]]]:
    """Advance to the end, answering each decision with option ``take`` (counted from the last when negative);
    at each reaction order, the options and the chooser's waiting emblems as the engine holds them."""
    seen: list[tuple[Decision, list[str]]] = []
    while not isinstance(reached := advance(engine), Finished):
        if reached.kind == DecisionKind.REACTION_ORDER:
            mine = [engine.state.objects[oid].ref for oid, (who, _) in engine.pending.items()
                    if who == reached.chooser and oid not in engine.held]
            seen.append((reached, mine))
            assert [o.key for o in reached.options] == mine
            assert len(reached.options) == len(mine)
            answer(engine, (reached.options[take].key,))
            engine.check_waiting()
        else:
            answer(engine, tuple(o.key for o in reached.options[: reached.count]))
    return seen


@pytest.mark.parametrize("take", [0, -1, 1])
def test_a_reaction_order_offers_the_choosers_waiting_emblems_in_order(take: int) -> None:
    """4.4.b: three reactions feeding one another, answered from the first, the last or the second emblem
    offered: every decision offers exactly Alice's waiting emblems, oldest first, and the line stays right."""
    engine = start(generated.load(generated.feeding(3)), Unasked(), Trace())
    seen = _reaction_orders(engine, take)
    assert len(seen) > 200
    assert max(len(mine) for _, mine in seen) > 100  # lines long enough to be rebuilt
    assert engine.state.activations and set(engine.state.activations.values()) == {100}  # 6.3.f: each capped
    assert engine.pending == {}


def test_the_options_of_a_past_decision_are_not_read_from_emblems_that_moved_on() -> None:
    engine = start(generated.load(generated.feeding(3)), Unasked(), Trace())
    reached = advance(engine)
    while not (isinstance(reached, Decision) and reached.kind == DecisionKind.REACTION_ORDER
               and len(reached.options) > 3):
        assert isinstance(reached, Decision)
        answer(engine, (reached.options[0].key,))
        reached = advance(engine)
    first = reached.options[0].key
    answer(engine, (first,))
    advance(engine)
    with pytest.raises(RuntimeError, match="after the resolution went on"):
        [o.key for o in reached.options]
