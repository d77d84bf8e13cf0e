"""2.2.8 — a card's faction: one of the six by its name or the card data's code, or neutral; tokens have none."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from judge.engine.atomic import faction_of, object_matches
from judge.model.cards import NEUTRAL, CardDef, Selector
from judge.model.state import GameState
from judge.resolve import resolve
from judge.scenario.loader import load_scenario
from tests.conftest import one_executable_ability, refused_in_one_line, resolved_events

CARDS = """scenario: s
cards:
{cards}
board:
  players:
    alice: {{}}
    bob: {{}}
"""


def _factions(tmp_path: Path, written: dict[str, str]) -> dict[str, str | None]:
    lines = "\n".join(f"  {card}: {{type: character, faction: {word}}}" for card, word in written.items())
    path = tmp_path / "s.yaml"
    path.write_text(CARDS.format(cards=lines), encoding="utf-8")
    cards = load_scenario(path).cards
    return {card: cards[card].faction for card in written}


def test_a_faction_is_written_by_its_name_or_code_in_any_case_and_neutral_is_none(tmp_path: Path) -> None:
    written = {"a": "Axiom", "b": "bravos", "c": "LY", "d": "mu", "e": "ORDIS", "f": "Yz", "g": "NE",
               "h": "neutral", "i": "neutre"}
    assert _factions(tmp_path, written) == {"a": "Axiom", "b": "Bravos", "c": "Lyra", "d": "Muna", "e": "Ordis",
                                            "f": "Yzmir", "g": None, "h": None, "i": None}


def test_a_token_may_be_said_neutral_but_has_no_faction(tmp_path: Path) -> None:
    path = tmp_path / "s.yaml"
    path.write_text(CARDS.format(cards="  sprout: {type: character, token: yes, faction: neutral}"), encoding="utf-8")
    assert load_scenario(path).cards["sprout"].faction is None


# -- factions in abilities: a selector's faction: (2.2.8), card text "[Faction] Character(s)" -----------------------

SELECTOR = """scenario: s
cards:
  rally:
    type: spell
    effect:
      - boost: {{what: {{each: character, controller: you, faction: {word}}}}}
board:
  players:
    alice: {{}}
    bob: {{}}
"""


@pytest.mark.parametrize(("word", "faction"), [("lyra", "Lyra"), ("MUNA", "Muna"), ("Or", "Ordis"), ("yz", "Yzmir"),
                                               ("neutral", NEUTRAL), ("neutre", NEUTRAL), ("NE", NEUTRAL)])
def test_a_selector_names_a_faction_by_its_name_or_code_in_any_case_or_neutral(tmp_path: Path, word: str,
                                                                                faction: str) -> None:
    path = tmp_path / "s.yaml"
    path.write_text(SELECTOR.format(word=word), encoding="utf-8")
    what = load_scenario(path).cards["rally"].effect[0].verbs[0].what
    assert what is not None and what.faction == faction


def test_a_misspelt_faction_is_refused_in_one_line_with_the_nearest_name(tmp_path: Path) -> None:
    refused_in_one_line(tmp_path / "s.yaml", SELECTOR.format(word="lira"),
                        "s.yaml:6:67: cards.rally.effect[0].boost.what.faction: expected a faction: Axiom, Bravos, "
                        "Lyra, Muna, Ordis, Yzmir (or AX, BR, LY, MU, OR, YZ), or neutral (neutre, NE), found 'lira' "
                        "(did you mean 'lyra'?)")


def test_an_objects_faction_is_its_cards_and_tokens_and_emblems_have_none() -> None:
    state = GameState(["alice", "bob"])
    singer = state.add(CardDef("singer", "Singer", "character", faction="Lyra"), "alice", "alice.hero")
    stray = state.add(CardDef("stray", "Stray", "character"), "alice", "alice.hero")
    # a token or an emblem whose definition says a faction (a creating card's) still has none (2.2.8.d)
    sprite = state.add(CardDef("sprite", "Sprite", "character", token=True, faction="Lyra"), "alice", "alice.hero")
    emblem = state.add_emblem(CardDef("lyra-emblem", "Emblem", "emblem", faction="Lyra"), "alice", singer.oid, None,
                              "Singer", (), None)
    orb = state.add(CardDef("dancer", "Dancer", "character", faction="Lyra"), "alice", "alice.mana")
    assert [faction_of(o, state) for o in (singer, stray, sprite, emblem, orb)] == ["Lyra", None, None, None, None]
    lyra, neutral = Selector("each", "character", faction="Lyra"), Selector("each", "character", faction=NEUTRAL)
    assert [o.oid for o in (singer, stray, sprite) if object_matches(lyra, o.oid, state, "alice", None, None)] == [
        singer.oid]
    assert [o.oid for o in (singer, stray, sprite) if object_matches(neutral, o.oid, state, "alice", None, None)] == [
        stray.oid, sprite.oid]


EACH_LYRA = {"each": "character", "controller": "you", "faction": "Lyra"}


@pytest.mark.parametrize(("en", "fr", "ability"), [
    ("{J} Each of your Lyra Characters gains 1 boost.", "{J} Chacun de vos Personnages Lyra gagne 1 boost.",
     {"reaction": {"trigger": {"played": "me", "from": "any"},
                   "effect": [{"boost": {"what": EACH_LYRA, "amount": 1}}]}}),
    ("{J} Your Lyra Characters gain 1 boost.", "{J} Vos Personnages Lyra gagnent 1 boost.",
     {"reaction": {"trigger": {"played": "me", "from": "any"},
                   "effect": [{"boost": {"what": EACH_LYRA, "amount": 1}}]}}),
    ("{J} Each Lyra Character you control gains 1 boost.",
     "{J} Chaque Personnage Lyra que vous contrôlez gagne 1 boost.",
     {"reaction": {"trigger": {"played": "me", "from": "any"},
                   "effect": [{"boost": {"what": EACH_LYRA, "amount": 1}}]}}),
    ("{H} If you control a Muna Character, draw a card.",
     "{H} Si vous contrôlez un Personnage Muna, piochez une carte.",
     {"reaction": {"trigger": {"played": "me", "from": "hand"}, "effect": [
         {"draw": 1, "if": {"count": {"each": "character", "controller": "you", "faction": "Muna"}, "at_least": 1}}]}}),
    ("{R} Exhaust target Ordis Character.", "{R} Épuisez un Personnage Ordis ciblé.",
     {"reaction": {"trigger": {"played": "me", "from": "reserve"},
                   "effect": [{"exhaust": {"target": "character", "faction": "Ordis"}}]}}),
    ("{J} Target [[Fleeting]] Yzmir Character gains 1 boost.",
     "{J} Un Personnage Yzmir [[Fugace]] ciblé gagne 1 boost.",
     {"reaction": {"trigger": {"played": "me", "from": "any"}, "effect": [
         {"boost": {"what": {"target": "character", "faction": "Yzmir", "statuses": ["fleeting"]}, "amount": 1}}]}}),
])
def test_each_faction_template_is_one_executable_ability_in_both_languages(en: str, fr: str, ability: Any) -> None:
    one_executable_ability(en, fr, "character", ability)


def test_a_printed_faction_ability_counts_the_lyra_characters_you_control_in_order(tmp_path: Path) -> None:
    text = """scenario: s
cards:
  warden: {type: character, faction: Lyra, cost: 1, stats: {forest: 1},
           text: "{J} Each of your Lyra Characters gains 1 boost."}
  singer: {type: character, faction: LY, stats: {water: 1}}
  runner: {type: character, faction: MU, stats: {water: 1}}
  sprite: {type: character, token: yes, stats: {forest: 1}}
board:
  phase: afternoon
  players:
    alice: {mana: 1, hand: [warden], expeditions: {hero: [runner, singer, sprite]}}
    bob: {expeditions: {hero: [singer]}}
do:
  - {play: warden, by: alice, expedition: companion}
"""
    boosts = [t.split(" (")[0] for _, t in resolved_events(tmp_path / "s.yaml", text, ("atomic",)) if "boost" in t]
    # the Warden's own Lyra Character and the Warden itself, in board order; not Bob's Lyra singer, the Muna runner
    # or the token (2.2.8.d)
    assert boosts == ["put 1 boost counter on singer", "put 1 boost counter on warden"]


def test_a_faction_selector_over_a_mana_zone_counts_no_mana_orb_and_says_its_reading(tmp_path: Path) -> None:
    """2.2.8.c, 2.2.1.f: Alice's Mana zone holds a Lyra card face down, a Mana Orb, and her Hero expedition a Lyra
    Character. "Draw a card for each Lyra card in your Mana zone" draws none (the Orb shows no faction: the reading
    mana-orb-has-no-faction), and the same count over her expeditions draws one, without that reading."""
    drawn = {}
    for zone in ("your mana", "your expeditions"):
        path = tmp_path / "orb.yaml"
        path.write_text(f"""rules: seed
cards:
  dancer: {{name: Dancer, type: character, cost: 1, faction: lyra, stats: {{forest: 1}}}}
  tally:
    name: Tally
    type: spell
    cost: 0
    effect:
      - draw: 1
        if: {{count: {{each: card, in: {zone}, faction: lyra}}, at_least: 1}}
board:
  phase: afternoon
  first_player: alice
  players:
    alice: {{hand: [tally], mana: {{cards: [dancer]}}, expeditions: {{hero: [dancer]}}, deck: 2}}
    bob: {{}}
do:
  - {{play: tally, by: alice}}
""", encoding="utf-8")
        result = resolve(load_scenario(path))
        drawn[zone] = (len(result.state.in_zone("alice.hand")), "mana-orb-has-no-faction" in result.trace.readings)
    assert drawn == {"your mana": (0, True), "your expeditions": (1, False)}
