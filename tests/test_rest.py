"""Rest with several statuses (1.3.2.f, 4.2.5.b): whatever order the player picks, one final board."""

from __future__ import annotations

from judge.explore import explore
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
