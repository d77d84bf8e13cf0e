"""The scenarios the issue-12 benchmarks generate (benchmarks/generated.py) say what their docstrings say,
at small sizes: a benchmark that measured something else would mislead."""

from __future__ import annotations

import math
import sys
from pathlib import Path

import pytest

from judge.explore import explore
from judge.resolve import resolve_until_stopped

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "benchmarks"))
generated = pytest.importorskip("generated")


@pytest.mark.parametrize("k", [2, 3])
def test_independent_reactions_every_order_gives_one_board(k: int) -> None:
    """4.4.b: Alice orders her k At Noon reactions; each makes one Spark, so every order ends the same."""
    result = explore(generated.load(generated.independent_reactions(k)))
    assert [o.path_count for o in result.outcomes] == [math.factorial(k)]
    assert len(result.outcomes[0].board["players"]["alice"]["hero"]) == k


def test_replacements_all_apply_and_the_last_decides() -> None:
    """6.2.f–h: three "goes to ZONE instead" modifiers all apply to one move, in the order chosen; the last one
    applied (Detour 1 → discard, 2 → reserve, 3 → deck) decides where the Wanderer ends: 3! paths, 2 each."""
    result = explore(generated.load(generated.replacements(3)))
    ends = {}
    for outcome in result.outcomes:
        zones = outcome.board["players"]["alice"]
        where = [z for z in ("discard", "reserve", "hand") if zones[z]] or (["deck"] if zones["deck"] else [])
        ends[where[0]] = outcome.path_count
    assert ends == {"discard": 2, "reserve": 2, "deck": 2}


def test_reactions_feeding_each_other_stop_at_the_cap() -> None:
    """6.3.f: three reactions creating tokens for one another: each is activated 100 times, then no more."""
    scenario = generated.load(generated.feeding(3))
    result, stopped = resolve_until_stopped(scenario)
    assert stopped is None
    kinds = [e.kind for e in result.trace]
    assert kinds.count("reaction_activated") == 300
    assert kinds.index("cap_reached") > max(i for i, k in enumerate(kinds) if k == "reaction_activated")
    assert sorted(result.state.activations.values()) == [100, 100, 100]


def test_the_self_feeding_chain_is_one_chain_of_100() -> None:
    """6.3.f: one reaction, 100 activations in order, then the cap; no decision left to an assumption."""
    result, stopped = resolve_until_stopped(generated.load(generated.self_feeding()))
    assert stopped is None and not result.assumptions
    counts = [e.attr("count") for e in result.trace if e.kind == "reaction_activated"]
    assert counts == [str(i) for i in range(1, 101)]
    kinds = [e.kind for e in result.trace]
    assert kinds.count("cap_reached") == 1
    assert kinds.index("cap_reached") > max(i for i, k in enumerate(kinds) if k == "reaction_activated")
