"""A scripted quick action of a card with several copies in play: the copy that can pay its {T} cost, or the
object a handle names (``bell#2``); a handle naming nothing there is refused in one located line."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import refused_in_one_line, resolved_events

SCENARIO = """\
scenario: two-bells
rules: seed
cards:
  bell:
    name: Bell
    type: permanent
    cost: 0
    abilities:
      - quick_action: {{cost: [exhaust_me], effect: [{{draw: 1}}], label: Bell}}
  hare:
    name: Hare
    type: character
    cost: 1
    stats: {{forest: 1}}
board:
  phase: noon
  first_player: alice
  players:
    alice:
      landmarks: [{first}, {second}]
      deck: [hare, hare]
    bob: {{}}
do:
  - start_phase: afternoon
    turns:
      - {{by: alice, quick_actions: [{quick}], pass: true}}
"""
EXHAUSTED, READY = "{card: bell, exhausted: yes}", "bell"


def _exhausted(tmp_path: Path, first: str, second: str, quick: str) -> list[str]:
    events = resolved_events(tmp_path / "s.yaml", SCENARIO.format(first=first, second=second, quick=quick),
                             ("atomic",))
    return [text for _, text in events if text.startswith("exhaust")]


def test_the_copy_that_can_pay_its_exhaust_cost_is_the_one_played(tmp_path: Path) -> None:
    assert _exhausted(tmp_path, EXHAUSTED, READY, "bell") == ["exhaust Bell (bell#2)"]
    assert _exhausted(tmp_path, READY, EXHAUSTED, "bell") == ["exhaust Bell (bell#1)"]


def test_of_two_ready_copies_the_first_is_played_unless_a_handle_names_the_other(tmp_path: Path) -> None:
    assert _exhausted(tmp_path, READY, READY, "bell") == ["exhaust Bell (bell#1)"]
    assert _exhausted(tmp_path, READY, READY, "'bell#2'") == ["exhaust Bell (bell#2)"]


def test_a_handle_naming_an_exhausted_copy_is_refused_as_an_impossible_cost(tmp_path: Path) -> None:
    refused_in_one_line(tmp_path / "s.yaml", SCENARIO.format(first=EXHAUSTED, second=READY, quick="'bell#1'"),
                        "Alice cannot pay the cost of Bell (1.4.1.b, 5.1.2.c)")


@pytest.mark.parametrize(("quick", "said"), [
    ("'bell#x'", "expected a card id or a handle such as 'bell#2'"),
    ("'nope#2'", "found 'nope#2'"),
    ("'bell#9'", "expected 'bell#9' in alice's hero or companion or hero_zone or landmarks or reserve, "
                 "found no such object there now"),
])
def test_a_handle_that_names_nothing_there_is_refused_in_one_line(tmp_path: Path, quick: str, said: str) -> None:
    refused_in_one_line(tmp_path / "s.yaml", SCENARIO.format(first=READY, second=READY, quick=quick), said)
