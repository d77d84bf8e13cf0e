"""Real cards: a delayed effect on the next card played "this Afternoon" (4.2.3.a), "the next … you play from your
Reserve / hand this turn" and "the next … is free", the most frequent unsupported reason of the public card
database (README, "Real cards"). The bundled pair scenarios/printed/printed-{en,fr}-next-card-this-afternoon shows
one Afternoon; here, the templates in both languages, an effect an opponent's card does not use, a free card, and
the ability language's refusal."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from judge.model.cards import NextCard
from judge.model.state import PendingNextCard
from judge.resolve import resolve
from judge.scenario.loader import load_scenario
from tests.conftest import one_executable_ability, refused_in_one_line

ROOT = Path(__file__).resolve().parents[1]

#: (English, French, card type, the ability both must give).
TEMPLATES: list[tuple[str, str, str, Any]] = [
    ("{H} The next Permanent you play this Afternoon costs {3} less.",
     "{H} Le prochain Permanent que vous jouez cet Après-midi coûte {3} de moins.", "character",
     {"reaction": {"trigger": {"played": "me", "from": "hand"},
                   "effect": [{"next_card": {"what": "permanent", "until": "afternoon", "less": 3}}]}}),
    ("{J} The next Spell you play this Afternoon costs {2} less.",
     "{J} Le prochain Sort que vous jouez cet Après-midi coûte {2} de moins.", "character",
     {"reaction": {"trigger": {"played": "me", "from": "any"},
                   "effect": [{"next_card": {"what": "spell", "until": "afternoon", "less": 2}}]}}),
    ("{T} : The next Character you play from your Reserve this turn gains 3 boosts.",
     "{T} : Le prochain Personnage que vous jouez depuis votre Réserve ce tour-ci gagne 3 boosts.", "permanent",
     {"quick_action": {"cost": ["exhaust_me"],
                       "effect": [{"next_card": {"what": "character", "from": "reserve", "boost": 3}}]}}),
    ("{T} : The next Character you play from your hand this turn gains 2 boosts.",
     "{T} : Le prochain Personnage que vous jouez depuis votre main ce tour gagne 2 boosts.", "permanent",
     {"quick_action": {"cost": ["exhaust_me"],
                       "effect": [{"next_card": {"what": "character", "from": "hand", "boost": 2}}]}}),
    ("{D} : The next Character you play this turn is free.",
     "{D} : Le prochain Personnage que vous jouez ce tour est gratuit.", "character",
     {"quick_action": {"cost": ["discard_me"], "effect": [{"next_card": {"what": "character", "free": True}}]}}),
    ("{H} The next Spell you play this Afternoon is free.",
     "{H} Le prochain Sort que vous jouez cet Après-midi est gratuit.", "character",
     {"reaction": {"trigger": {"played": "me", "from": "hand"},
                   "effect": [{"next_card": {"what": "spell", "until": "afternoon", "free": True}}]}}),
]


@pytest.mark.parametrize(("en", "fr", "card_type", "ability"), TEMPLATES)
def test_the_template_is_one_executable_ability_in_both_languages(en: str, fr: str, card_type: str,
                                                                  ability: Any) -> None:
    one_executable_ability(en, fr, card_type, ability)


def test_the_bundled_pair_keeps_the_afternoon_effect_past_the_turn_and_ends_it_with_the_afternoon() -> None:
    res = resolve(load_scenario(ROOT / "scenarios" / "printed" / "printed-en-next-card-this-afternoon.yaml"))
    seen = [(e.kind, e.en, e.rules) for e in res.trace.events if e.kind in ("turn", "note", "pay_costs")]
    order = [(k, text.split(" (")[0].split(":")[0], rules) for k, text, rules in seen]
    assert order == [
        ("turn", "turn 1", ("4.2.3.b", "1.3.2.d*")),
        ("pay_costs", "pay the costs", ("5.1.2.d", "6.1.d")),
        ("pay_costs", "pay the costs", ("5.1.2.d", "6.1.d")),
        ("pay_costs", "pay the costs", ("5.1.2.d", "6.1.d")),
        ("pay_costs", "pay the costs", ("5.1.2.d", "6.1.d", "6.1.e", "6.1.f")),
        ("note", "Porch Warden", ("4.2.3.c", "1.2.6.a")),  # "this turn": ends with Alice's turn
        ("turn", "turn 2", ("4.2.3.c", "1.3.2.d*")),
        ("turn", "turn 3", ("4.2.3.c", "1.3.2.d*")),
        ("note", "a Spell's choices are made now, at the declaration", ("5.2.3.a",)),
        ("note", "Vesper Clerk", ("5.1.2.d", "1.2.6.a")),  # "this Afternoon": used two turns later
        ("pay_costs", "pay the costs", ("5.1.2.d", "6.1.d")),
        ("turn", "turn 4", ("4.2.3.c", "1.3.2.d*")),
        ("note", "every player has passed", ("4.2.3.c", "4.2.3.a")),
        ("note", "Ledger Owl", ("4.2.3.a", "1.2.6.a")),  # no Permanent played: ends with the Afternoon
    ]
    assert res.state.next_cards == []
    assert [e.en for e in res.trace.events if e.kind == "pay_costs"][-1].endswith("1 Mana")


def test_the_turn_ends_only_what_lasts_this_turn() -> None:
    from judge.model.state import GameState

    state = GameState(players=["alice", "bob"])
    turn = PendingNextCard("alice", NextCard("spell", less=1), "turn")
    afternoon = PendingNextCard("alice", NextCard("spell", less=1, until="afternoon"), "afternoon")
    state.add_next_card(turn)
    state.add_next_card(afternoon)
    assert state.end_next_cards("turn") == [turn]
    assert state.next_cards == [afternoon]
    assert state.end_next_cards("afternoon") == [afternoon]
    assert state.next_cards == []


CARDS = """cards:
  vesper:
    name: Vesper
    type: character
    cost: 1
    stats: {forest: 1}
    echo: '{D} : The next Spell you play this Afternoon costs {1} less.'
  pebble:
    name: Pebble
    type: character
    cost: 1
    stats: {forest: 1}
"""


def test_an_opponents_spell_does_not_use_it_and_it_waits_for_its_players_next_turn(tmp_path: Path) -> None:
    path = tmp_path / "s.yaml"
    path.write_text(
        f"scenario: s\nrules: seed\ninclude: [judge:printed-en]\n{CARDS}board:\n  phase: noon\n"
        "  first_player: alice\n  players:\n    alice:\n      mana: 3\n      reserve: [vesper]\n"
        "      hand: [pebble, quick-blessing]\n      expeditions: {hero: [glade-courier]}\n"
        "    bob:\n      mana: 3\n      hand: [quick-blessing]\n      expeditions: {hero: [archive-mole]}\n"
        "do:\n  - start_phase: afternoon\n    turns:\n"
        "      - {by: alice, quick_actions: [vesper], play: pebble, expedition: hero}\n"
        "      - {by: bob, play: quick-blessing, targets: [archive-mole]}\n"
        "      - {by: alice, play: quick-blessing, targets: [glade-courier]}\n"
        "      - {by: bob, pass: true}\n      - {by: alice, pass: true}\n", encoding="utf-8")
    res = resolve(load_scenario(path))
    costs = [(e.actor, e.en.split(": ")[-1]) for e in res.trace.events
             if e.kind == "pay_costs" and "Mana" in e.en]
    assert costs == [("alice", "1 Mana"), ("bob", "2 Mana"), ("alice", "1 Mana")]  # Pebble; each Spell
    used = [e.en for e in res.trace.events if e.kind == "note" and "is the next card played this Afternoon" in e.en]
    assert len(used) == 1 and used[0].startswith("Vesper")
    assert res.state.next_cards == []


def test_the_ability_language_refuses_an_unknown_duration_in_one_line(tmp_path: Path) -> None:
    refused_in_one_line(tmp_path / "bad.yaml", "scenario: s\nrules: seed\ncards:\n  x:\n    name: X\n    type: spell\n"
                        "    cost: 1\n    effect: [{next_card: {what: spell, less: 1, until: night}}]\nboard:\n"
                        "  players:\n    alice: {hand: [x]}\n    bob: {}\ndo:\n  - {play: x, by: alice}\n",
                        "turn or afternoon")


def _gift_lamp_then(tmp_path: Path, plays: str) -> Any:
    """Alice plays Gift Lamp's quick action ("The next Character you play this turn is free"), then ``plays``."""
    path = tmp_path / "s.yaml"
    path.write_text(
        "scenario: s\nrules: seed\ninclude: [judge:printed-en]\ncards:\n  gift-lamp:\n    name: Gift Lamp\n"
        "    type: permanent\n    cost: 1\n    text: '{T} : The next Character you play this turn is free.'\n"
        "  pebble:\n    name: Pebble\n    type: character\n    cost: 4\n    stats: {forest: 1}\n"
        "board:\n  phase: afternoon\n  players:\n    alice:\n      mana: 2\n      hand: [quick-blessing, pebble]\n"
        "      landmarks: [gift-lamp]\n      expeditions: {hero: [glade-courier]}\n    bob: {}\n"
        "do:\n  - {quick_action: gift-lamp, by: alice}\n" + plays, encoding="utf-8")
    return resolve(load_scenario(path))


def test_a_free_next_card_costs_no_mana_and_only_the_card_that_fits_uses_it(tmp_path: Path) -> None:
    res = _gift_lamp_then(tmp_path, "  - {play: pebble, by: alice, expedition: hero}\n")
    seen = [(e.kind, e.en.split(" (")[0]) for e in res.trace.events
            if e.kind in ("play", "pay_costs") or (e.kind == "note" and "next card played" in e.en)]
    assert seen == [("play", "Alice plays the quick action Gift Lamp"), ("pay_costs", "pay the costs"),
                    ("play", "Alice plays Pebble"), ("note", "Gift Lamp"), ("pay_costs", "pay the costs: 0 Mana")]
    used = [e.en for e in res.trace.events if e.kind == "note" and "next card played" in e.en]
    assert "is the next card played this turn: it is free" in used[0]
    assert [o.card.id for o in res.state.in_zone("alice.hero")] == ["glade-courier", "pebble"]
    assert res.state.next_cards == []


def test_a_spell_does_not_use_a_free_next_character_and_ends_the_turn_with_it(tmp_path: Path) -> None:
    """4.2.3.c: playing a card ends the turn: Quick Blessing, a Spell, pays its cost, and the effect waiting for a
    Character "this turn" ends unused with the turn (a later do: play is in a later turn)."""
    res = _gift_lamp_then(tmp_path, "  - {play: quick-blessing, by: alice, targets: [glade-courier]}\n")
    seen = [(e.kind, e.en.split(" (")[0]) for e in res.trace.events
            if e.kind in ("play", "pay_costs") or (e.kind == "note" and "Gift Lamp" in e.en)]
    assert seen == [("play", "Alice plays the quick action Gift Lamp"), ("pay_costs", "pay the costs"),
                    ("play", "Alice plays Quick Blessing"), ("pay_costs", "pay the costs: 2 Mana"),
                    ("note", "Gift Lamp")]
    assert "the turn ends" in [e.en for e in res.trace.events if e.kind == "note"][-1]
    assert res.state.next_cards == []


def test_this_afternoon_may_be_written_in_french(tmp_path: Path) -> None:
    """1.3.2.a — a phase may be written in French everywhere the language names one: a delayed effect's duration
    too (until: après-midi, the metamorphic check tests/test_metamorphic_rulings.py found it refused)."""
    text = ("scenario: s\nrules: seed\ncards:\n  x:\n    name: X\n    type: spell\n    cost: 1\n"
            "    effect: [{next_card: {what: spell, less: 1, until: UNTIL}}]\nboard:\n"
            "  players:\n    alice: {hand: [x]}\n    bob: {}\n")
    durations = []
    for word in ("afternoon", "après-midi", "apres-midi"):
        path = tmp_path / f"{word}.yaml"
        path.write_text(text.replace("UNTIL", word), encoding="utf-8")
        verb = load_scenario(path).cards["x"].effect[0].verbs[0]
        durations.append(verb.next_card.until)
    assert durations == ["afternoon"] * 3
