"""6.1.c, 6.5.d, 1.2.6.b — each verb of an effect is a step: "[Do X]; if you do, [do Y]" is two steps, and so is "You
may A, then B"; "has N steps, resolved in order" counts them all, whether or not they happen, and an "Otherwise"
part, done instead, adds none."""

from __future__ import annotations

from pathlib import Path

from tests.conftest import resolved_events


def _counted(tmp_path: Path, effect: str, answers: str = "[]") -> list[str]:
    events = resolved_events(tmp_path / "s.yaml", (
        "scenario: s\nrules: seed\ninclude: [judge:core]\ncards:\n  orders:\n    name: Orders\n    type: spell\n"
        f"    cost: 0\n    effect: {effect}\n"
        "board:\n  phase: afternoon\n  first_player: alice\n  players:\n    alice: {hand: [orders], deck: 5}\n"
        f"    bob: {{}}\ndo:\n  - {{play: orders, by: alice}}\nchoices: {answers}\n"), ("note",))
    return [t for _, t in events if "resolved in order" in t]


def test_one_sentence_with_if_you_do_has_two_steps(tmp_path: Path) -> None:
    assert _counted(tmp_path, "[{resupply: 1, if_you_do: [{draw: 1}]}]") == ["Orders has 2 steps, resolved in order"]


def test_if_you_do_of_two_verbs_and_a_last_sentence_has_four_steps(tmp_path: Path) -> None:
    effect = "[{resupply: 1, if_you_do: [{draw: 1}, {draw: 2}]}, {draw: 1}]"
    assert _counted(tmp_path, effect) == ["Orders has 4 steps, resolved in order"]


def test_a_declined_may_still_counts_its_if_you_do_step(tmp_path: Path) -> None:
    effect = "[{draw: 1, optional: yes, if_you_do: [{resupply: 1}]}, {draw: 1}]"
    assert _counted(tmp_path, effect, '[{decision: optional, answer: "no"}]') == \
        ["Orders has 3 steps, resolved in order"]


def test_otherwise_adds_no_step(tmp_path: Path) -> None:
    effect = "[{draw: 1, if: {count: {each: character, controller: you}, at_least: 1}, otherwise: [{resupply: 1}]}]"
    assert not _counted(tmp_path, effect)  # one step, "Otherwise" done instead: nothing to say about an order


def test_you_may_a_then_b_is_two_steps(tmp_path: Path) -> None:
    effect = "[{draw: 1, optional: yes, then: [{resupply: 1}]}]"
    assert _counted(tmp_path, effect, '[{decision: optional, answer: "yes"}]') == \
        ["Orders has 2 steps, resolved in order"]
