"""The kinds of event, decision and atomic action are enums, each declared once and agreeing with what the
scenario language and the message tables say (issue 12, part 6)."""

from __future__ import annotations

from judge.engine.atomic import EVENT_OF_KIND, AtomicKind
from judge.engine.decisions import DecisionKind
from judge.events import EventKind
from judge.scenario.loader import DECISION_KINDS


def test_the_decision_kinds_are_the_ones_the_scenario_language_documents() -> None:
    assert sorted(DecisionKind) == sorted(DECISION_KINDS)


def test_every_atomic_kind_says_which_trigger_event_it_is() -> None:
    assert set(EVENT_OF_KIND) == set(AtomicKind)
    assert AtomicKind.MOVE.event == "moves" and AtomicKind("create").event == "created"


def test_kinds_are_their_own_strings_in_outputs() -> None:
    for kind in (*EventKind, *DecisionKind, *AtomicKind):
        assert kind == str(kind) == f"{kind}" and hash(kind) == hash(str(kind))
