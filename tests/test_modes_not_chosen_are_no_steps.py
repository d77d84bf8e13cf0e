"""5.2.3.c, 6.5.e, 6.1.b, 6.1.c — a modal Spell's effect is the steps of the modes chosen at its declaration: a
choice of "no more modes" ("Choose up to one:", the copies left over of "Choose N:" or "Choose up to N:", the mode
that does nothing of "Choose up to three, you may choose the same option multiple times") is no step, so it is
neither counted ("has N steps, resolved in order") nor said ("step: nothing")."""

from __future__ import annotations

from pathlib import Path

from tests.conftest import resolved_events


def _play(tmp_path: Path, effect: str, answers: str) -> list[tuple[str, str]]:
    return resolved_events(tmp_path / "s.yaml", (
        "scenario: s\nrules: seed\ninclude: [judge:core]\ncards:\n  orders:\n    name: Orders\n    type: spell\n"
        f"    cost: 0\n    effect: {effect}\n"
        "board:\n  phase: afternoon\n  first_player: alice\n  players:\n    alice: {hand: [orders], deck: 5}\n"
        f"    bob: {{}}\ndo:\n  - {{play: orders, by: alice}}\nchoices: {answers}\n"),
        ("note", "step", "atomic", "decision"))


def _counted(events: list[tuple[str, str]]) -> list[str]:
    return [t for k, t in events if k == "note" and "resolved in order" in t]


def test_choose_two_of_three_has_two_steps(tmp_path: Path) -> None:
    events = _play(tmp_path, "[{choose: {count: 2, modes: [[{draw: 1}], [{resupply: 1}], [{draw: 2}]]}}]",
                   "[{decision: mode, answer: 1}, {decision: mode, answer: 3}]")
    assert _counted(events) == ["Orders has 2 steps, resolved in order"]
    assert len([t for k, t in events if k == "atomic" and t.startswith("Alice draws")]) == 3


def test_choosing_the_same_mode_twice_and_then_none_has_two_steps_and_no_step_of_nothing(tmp_path: Path) -> None:
    repeated = "{choose_one: [[{draw: 1}], [{resupply: 1}], [nothing]]}"
    events = _play(tmp_path, f"[{repeated}, {repeated}, {repeated}]",
                   "[{decision: mode, answer: 1}, {decision: mode, answer: 1}, {decision: mode, answer: 3}]")
    assert _counted(events) == ["Orders has 2 steps, resolved in order"]
    assert not [t for k, t in events if "nothing" in t]
    assert len([t for k, t in events if k == "atomic" and t.startswith("Alice draws")]) == 2
    modes = [t.rsplit(": ", 1)[1] for k, t in events if k == "decision" and "mode for" in t]
    assert modes == ["mode 1", "mode 1", "no more modes"]  # the mode that does nothing is said as what it is


def test_choose_up_to_one_answered_none_is_no_step(tmp_path: Path) -> None:
    events = _play(tmp_path, "[{draw: 1}, {choose_one: [[{resupply: 1}], [nothing]]}]",
                   "[{decision: mode, answer: 2}]")
    assert not _counted(events)  # one step left: nothing to say about an order
    assert not [t for k, t in events if "nothing" in t]
