"""5.1.2.a, 5.2.1.b, 5.2.3.h, 5.2.3.i — a card played moves to Limbo as part of the playing process (5.1.2.a); the rules
that give it Fleeting there are cited only when it gains Fleeting: a Character or a Spell played from the Reserve, a
Spell with printed Fleeting from anywhere."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.resolve import resolve
from judge.scenario.loader import load_scenario
from tests.conftest import ROOT

SPELL_FROM_HAND = "scenarios/rules/1.4.1.b-impossible-internal-cost-cannot-be-paid.yaml"
CHARACTER_FROM_RESERVE = "scenarios/rules/5.2.1.b-character-from-reserve-fleeting.yaml"
PRINTED_FLEETING_FROM_HAND = "scenarios/rules/5.2.3.i-printed-fleeting-spell-from-hand-discarded.yaml"


@pytest.mark.parametrize(("path", "rules", "fleeting"), [
    (SPELL_FROM_HAND, ("5.1.2.a",), False),
    (CHARACTER_FROM_RESERVE, ("5.2.1.b", "5.1.2.a"), True),
    (PRINTED_FLEETING_FROM_HAND, ("5.2.3.i", "5.1.2.a"), True),
])
def test_the_move_to_limbo_cites_a_fleeting_rule_only_where_fleeting_is_gained(path: str, rules: tuple[str, ...],
                                                                              fleeting: bool) -> None:
    events = resolve(load_scenario(ROOT / path)).trace.events
    played = next(i for i, e in enumerate(events) if e.kind == "play")
    to_limbo = next(e for e in events[played:] if e.kind == "to_limbo")
    assert tuple(to_limbo.rules) == rules
    assert ("gains Fleeting" in to_limbo.en) is fleeting
    assert [e.kind for e in events if e.parent == to_limbo.seq][:1] == ["atomic"]  # the move itself, inside it


def test_a_character_played_from_the_reserve_then_from_the_hand_gains_fleeting_and_cites_5_2_1_b_once() -> None:
    """5.2.1.b — Moss Pup from the Reserve gains Fleeting as it moves to Limbo; Call Back, a Spell from the Hand, and
    Moss Pup again, from the Hand, move there as the playing process says (5.1.2.a), gaining nothing."""
    path = "scenarios/rules/5.2.1.b-fleeting-from-the-reserve-does-not-follow-the-card-back-to-the-hand.yaml"
    events = resolve(load_scenario(ROOT / path)).trace.events
    moves = [(tuple(e.rules), "gains Fleeting" in e.en) for e in events if e.kind == "to_limbo"]
    assert moves == [(("5.2.1.b", "5.1.2.a"), True), (("5.1.2.a",), False), (("5.1.2.a",), False)]


def test_a_card_that_does_not_reach_limbo_says_the_play_ends_there(tmp_path: Path) -> None:
    """5.1.2.a, 1.2.6.f, 4.4.a — a card a replacement sends to the Reserve instead of Limbo is not in Limbo: the play
    ends with an event saying there is nothing to resolve, after the move (it said "Sprout resolves" and tried to
    put the card in the Reserve into play), and reactions are checked after the play as after any other: the
    Reserve Bell's emblem, made by the move, is played then."""
    path = tmp_path / "sent-away.yaml"
    path.write_text("""rules: seed
cards:
  sprout: {name: Sprout, type: character, cost: 0, stats: {forest: 1}}
  gate:
    name: Gate
    type: permanent
    cost: 1
    abilities:
      - passive:
          label: Gate
          instead:
            when: {event: goes_to, object: {any: card, controller: you}, to: the limbo}
            do: [{put: {what: it, to: your reserve}}]
  reserve-bell:
    name: Reserve Bell
    type: permanent
    cost: 1
    abilities:
      - reaction:
          label: Reserve Bell
          trigger: {event: goes_to, to: your reserve, object: {any: card, controller: you}}
          effect: [{draw: 1}]
board:
  phase: afternoon
  first_player: alice
  players:
    alice: {hand: [sprout], landmarks: [gate, reserve-bell], deck: 1}
    bob: {}
do:
  - {play: sprout, by: alice, expedition: hero}
""", encoding="utf-8")
    events = list(resolve(load_scenario(path)).trace)
    kinds = [e.kind for e in events]
    ended = kinds.index("ignored")
    assert events[ended].rules == ("5.1.2.a", "1.2.6.f") and "nothing to resolve" in events[ended].en
    assert kinds.index("to_limbo") < ended < kinds.index("reaction_check") < kinds.index("reaction_played")
    assert "resolve" not in kinds and "enter" not in " ".join(e.en for e in events[ended:])
