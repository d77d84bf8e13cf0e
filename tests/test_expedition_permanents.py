"""An Expedition Permanent (``expedition_permanent: yes``): played into the expedition its player chooses (asked as a
Character's, 5.2.1.a), a Permanent there; the key is refused on a card of another type, in one located line."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import refused_in_one_line, resolved_events

SCENARIO = """\
scenario: kit
rules: seed
cards:
  kit:
    type: {kind}
    expedition_permanent: yes
    cost: 0
board:
  phase: noon
  first_player: alice
  players:
    alice: {{hand: [kit]}}
    bob: {{}}
do:
  - start_phase: afternoon
    turns:
      - {{by: alice, play: kit{where}}}
"""




def test_an_expedition_permanent_enters_the_expedition_chosen_not_the_landmarks(tmp_path: Path) -> None:
    events = resolved_events(tmp_path / "s.yaml", SCENARIO.format(kind="permanent", where=", expedition: hero"),
                             ("decision", "atomic"))
    assert ("atomic", "Alice puts kit (kit#2) into Alice's Hero expedition") in events


def test_without_an_expedition_scripted_the_choice_is_asked(tmp_path: Path) -> None:
    events = resolved_events(tmp_path / "s.yaml", SCENARIO.format(kind="permanent", where=""), ("decision",))
    assert any("chooses the expedition" in text for _, text in events)


def test_expedition_permanent_on_a_character_is_refused_in_one_line(tmp_path: Path) -> None:
    refused_in_one_line(tmp_path / "s.yaml", SCENARIO.format(kind="character", where=""),
                        "expected expedition_permanent on a Permanent")


def test_played_from_the_reserve_it_gains_fleeting_as_a_character_does(tmp_path: Path) -> None:
    """5.2.1.b — an Expedition Permanent played from the Reserve gains Fleeting, as a Character does (the reading
    expedition-permanent-joins-an-expedition), where a Landmark Permanent does not (the reading
    permanent-from-reserve-not-fleeting)."""
    text = SCENARIO.format(kind="permanent", where=", expedition: hero").replace("{hand: [kit]}", "{reserve: [kit]}")
    events = resolved_events(tmp_path / "s.yaml", text, ("to_limbo", "note"))
    assert ("to_limbo", "the card moves to Limbo and gains Fleeting") in events
    assert not any("does not gain Fleeting" in said for _, said in events)


PACKED = """\
scenario: packed
rules: seed
cards:
  kit: {{type: permanent, expedition_permanent: yes, cost: 0}}
  well: {{type: permanent, cost: 0}}
  pack-up: {{type: spell, cost: 0, effect: [{{put: {{what: {{target: permanent}}, to: your reserve}}}}]}}
board:
  phase: afternoon
  first_player: alice
  players:
    alice: {{hand: [pack-up], expeditions: {{hero: [{{card: kit{statuses}}}]}}, landmarks: [{{card: well{statuses}}}]}}
    bob: {{}}
do:
  - {{play: pack-up, by: alice, targets: [{target}]}}
"""


@pytest.mark.parametrize(("target", "statuses", "discarded"), [
    ("kit", ", statuses: [fleeting]", True),  # Fleeting in an expedition: discarded as a Character is
    ("kit", "", False),  # not Fleeting: it goes to the Reserve
    ("well", ", statuses: [fleeting]", False),  # a Landmark is in no expedition: Fleeting does not send it away
])
def test_a_fleeting_expedition_permanent_an_effect_sends_to_the_reserve_is_discarded(
        tmp_path: Path, target: str, statuses: str, discarded: bool) -> None:
    """1.3.2.f, 5.2.1.b — Fleeting discards an Expedition Permanent instead of its going from its expedition to a
    Reserve, by an effect as at Rest, as it does a Character (readings expedition-permanent-joins-an-expedition and
    fleeting-discarded-instead-of-the-reserve)."""
    events = resolved_events(tmp_path / "s.yaml", PACKED.format(target=target, statuses=statuses), ("atomic",))
    assert any(f"discards {target} ({target}#" in text for _, text in events) is discarded
    assert any(f"puts {target} ({target}#" in text and "Reserve" in text for _, text in events) is not discarded


@pytest.mark.parametrize(("kind", "extra"), [("permanent", "    expedition_permanent: yes\n"), ("permanent", ""),
                                             ("spell", ""), ("hero", "")])
def test_stats_on_anything_but_a_character_are_refused_in_one_line(tmp_path: Path, kind: str, extra: str) -> None:
    """1.3.2.e — only Characters' statistics are added up: stats: on an Expedition Permanent (or any non-Character)
    would be silently ignored, so the loader refuses them, located, exit 2."""
    text = (f"scenario: kit\nrules: seed\ncards:\n  kit:\n    type: {kind}\n{extra}    cost: 0\n"
            "    stats: {forest: 3}\nboard:\n  phase: afternoon\n  players:\n    alice: {hand: [kit]}\n    bob: {}\n")
    line = 8 if extra else 7
    refused_in_one_line(tmp_path / "s.yaml", text, f"s.yaml:{line}:12: cards.kit.stats: expected stats on a Character")
