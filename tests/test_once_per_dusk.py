"""Clarification of the phases ("Each Expedition can only advance once per Dusk phase"): the state's record."""

from __future__ import annotations

from judge.engine.atomic import AtomicAction, AtomicKind, already_advanced_this_dusk, check_possible
from judge.model.state import GameState


def _advance(expedition: str) -> AtomicAction:
    return AtomicAction(AtomicKind.ADVANCE, "advance", expedition.split(".")[0], to_zone=expedition)


def test_an_advance_counts_only_during_dusk_and_a_new_phase_forgets_it() -> None:
    state = GameState(["alice", "bob"])
    state.begin_phase("afternoon")
    state.note_advances(["alice.hero"])  # an Afternoon advance: no limit then
    assert not already_advanced_this_dusk(state, "alice.hero")
    state.begin_phase("dusk")
    assert check_possible(_advance("alice.hero"), state) == ("", ())
    state.note_advances(["alice.hero"])
    reason, rules = check_possible(_advance("alice.hero"), state)
    assert reason and rules == ("clarification-des-phases-d-une-journee", "1.4.1.a")
    assert check_possible(_advance("alice.companion"), state) == ("", ())  # each Expedition its own
    state.begin_phase("night")
    state.begin_phase("dusk")  # the next day's Dusk
    assert check_possible(_advance("alice.hero"), state) == ("", ())


def test_progress_says_an_expedition_that_already_advanced_would_advance_and_its_advance_is_impossible() -> None:
    from tests.conftest import ROOT, bundled_resolution

    name = "clarification-des-phases-d-une-journee-an-expedition-an-at-dusk-reaction-advanced-cannot-advance-again-" \
           "at-progress.yaml"
    resolution, error = bundled_resolution(ROOT / "scenarios" / "rules" / name)
    assert error is None
    events = resolution.trace.events
    compared = next(e for e in events if e.kind == "compare" and e.given.get("expedition") == "alice.hero")
    assert compared.given["advances"] is False and "would advance" in compared.en
    advance = [e for e in events if e.seq > compared.seq and e.en.startswith("advance Alice's Hero expedition")]
    assert [e.rules for e in advance] == [("clarification-des-phases-d-une-journee", "1.4.1.a")]  # said impossible
