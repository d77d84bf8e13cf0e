"""Rest with several statuses (1.3.2.f, 4.2.5.b): whatever order the player picks, one final board."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.explore import explore
from judge.resolve import resolve
from judge.scenario.loader import load_scenario

BOTH = "scenarios/rules/1.3.2.f-rest-anchored-and-asleep-loses-both.yaml"


def test_anchored_and_asleep_in_any_order_give_one_outcome_without_either_status() -> None:
    result = explore(load_scenario(BOTH))
    assert result.complete and len(result.outcomes) == 1
    outcome = result.outcomes[0]
    assert outcome.path_count > 1  # the orders were all tried
    alice = outcome.board["players"]["alice"]
    # an object with statuses shows as {card, statuses}; on the old ruling one of the two was kept
    assert (alice["hero"], alice["companion"], alice["reserve"]) == (["mountain-guard#1"], ["river-runner#2"], [])


OWN_TEXT = "scenarios/rules/1.3.2.f-a-character-its-own-text-keeps-in-play-at-rest-still-loses-asleep-and-anchored.yaml"


def test_a_character_its_own_replacement_keeps_in_play_loses_both_statuses_in_any_order() -> None:
    """1.3.2.f: "If I would go to your Reserve, nothing happens instead" applied before or after Asleep and Anchored,
    the Character stays and loses both (on the old ruling, applied first, it kept them)."""
    result = explore(load_scenario(OWN_TEXT))
    assert result.complete and len(result.outcomes) == 1
    outcome = result.outcomes[0]
    assert outcome.path_count > 1
    alice = outcome.board["players"]["alice"]
    assert (alice["hero"], alice["reserve"]) == (["old-oak#1"], [])


KEEPER = """scenario: s
rules: seed
cards:
  old-oak:
    name: Old Oak
    type: character
    cost: 3
    stats: {forest: 3}
    abilities:
      - passive: {instead: {when: WHEN, do: [DO]}}
board:
  day: 2
  phase: dusk
  first_player: alice
  players:
    alice:
      expeditions: {hero: [{card: old-oak, statuses: [anchored]}]}
      deck: 3
    bob: {}
do:
  - start_phase: night
choices:
  - {decision: modifier_order, answer: old-oak}
"""
TO_RESERVE = "{event: goes_to, object: me, to: your reserve}"
LEAVES_ANCHORED = "{event: leaves, object: {any: character, statuses: [anchored]}, from: your expeditions}"


@pytest.mark.parametrize(("when", "do", "also"), [
    (TO_RESERVE, "{draw: 1}", ["Alice draws face-down card (unknown-card#2)"]),
    (LEAVES_ANCHORED, "{lose_status: {what: it, status: anchored}}", []),
])
def test_a_rest_move_replaced_by_something_else_leaves_the_character_there_without_anchored(
        tmp_path: Path, when: str, do: str, also: list[str]) -> None:
    """1.3.2.f, 6.2.b: a card's replacement that moves the Character nowhere ("draw a card instead", "it loses
    Anchored instead") applied first: the Character stays in its expedition and loses Anchored, once."""
    path = tmp_path / "s.yaml"
    path.write_text(KEEPER.replace("WHEN", when).replace("DO", do), encoding="utf-8")
    res = resolve(load_scenario(path), strict=True)
    atomic = [e.en for e in res.trace.events if e.kind == "atomic" and ("Old Oak" in e.en or "draws" in e.en)]
    assert sorted(atomic) == sorted([*also, "Old Oak (old-oak#1) stays in its expedition",
                                     "Old Oak (old-oak#1) loses Anchored"])
    assert [(o.card.id, sorted(o.statuses)) for o in res.state.in_zone("alice.hero")] == [("old-oak", [])]
