"""The top card of a deck into the Mana zone, and replacements "If … would …" from card text: the printed templates
in English and French, the ability language, and the engine's events in order. The bundled pairs
scenarios/printed/printed-{en,fr}-top-card-to-mana.yaml and printed-{en,fr}-would-instead.yaml show the mechanisms
end to end; this file checks what they do not.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from judge.cards.parse import UNSUPPORTED, parse_text
from judge.resolve import Resolution, resolve
from judge.scenario.loader import load_scenario
from tests.conftest import one_executable_ability

#: (English, French, card type, the ability both must give).
TEMPLATES: list[tuple[str, str, str, Any]] = [
    ("Put the top card of your deck into your Mana zone (it becomes an exhausted Mana Orb). Draw a card.",
     "Mettez la première carte de votre deck dans votre zone de Mana (elle y devient un Orbe de Mana épuisé). "
     "Piochez une carte.", "spell", {"effect": [{"mana_from_deck": 1}, {"draw": 1}]}),
    ("{H} Put the top card of #your# deck into your Mana zone (it becomes an exhausted Mana Orb).",
     "{H} Mettez la première carte de #votre# deck dans votre zone de Mana (elle y devient un Orbe de Mana épuisé).",
     "character", {"reaction": {"trigger": {"played": "me", "from": "hand"}, "effect": [{"mana_from_deck": 1}]}}),
    ("If my Expedition would move forward, you may discard me instead to draw three cards.",
     "Si mon Expédition devait avancer, vous pouvez me défausser pour piocher trois cartes à la place.", "character",
     {"passive": {"instead": {"when": {"event": "advances", "object": "my_expedition"},
                              "do": [{"discard": "me"}, {"draw": 3}], "optional": True}}}),
    ("If my Expedition would move forward, you may sacrifice me instead to draw a card.",
     "Si mon Expédition devait avancer, vous pouvez me sacrifier pour piocher une carte à la place.", "character",
     {"passive": {"instead": {"when": {"event": "advances", "object": "my_expedition"},
                              "do": [{"sacrifice": "me"}, {"draw": 1}], "optional": True}}}),
    ("If I would gain [[Asleep]], #I gain [[Anchored]] instead.#",
     "Si je devais gagner [[Endormi]], #je gagne [[Ancré]] à la place.#", "character",
     {"passive": {"instead": {"when": {"event": "gains_status", "object": "me", "status": "asleep"},
                              "do": [{"gain_status": {"what": "me", "status": "anchored"}}]}}}),
    ("If I would gain [[Anchored]], I gain 1 boost instead.",
     "Si je devais gagner [[Ancré]], je gagne 1 boost à la place.", "character",
     {"passive": {"instead": {"when": {"event": "gains_status", "object": "me", "status": "anchored"},
                              "do": [{"boost": {"what": "me", "amount": 1}}]}}}),
    ("If I would leave the Expedition zone, you may put me in my owner's Mana zone (as an exhausted Mana Orb).",
     "Si je devais quitter la zone d'Expédition, vous pouvez me mettre dans la zone de Mana de mon propriétaire (en "
     "tant qu'Orbe de Mana épuisé).", "character",
     {"passive": {"instead": {"when": {"event": "leaves", "object": "me", "from": "expedition"},
                              "do": [{"to_mana": "me"}], "optional": True}}}),
    ("If I would leave the Expedition zone, put me in my owner's Mana zone instead (as an exhausted Mana Orb).",
     "Si je devais quitter la zone d'Expédition, mettez-moi dans la zone de Mana de mon propriétaire à la place (en "
     "tant qu'Orbe de Mana épuisé).", "character",
     {"passive": {"instead": {"when": {"event": "leaves", "object": "me", "from": "expedition"},
                              "do": [{"to_mana": "me"}]}}}),
    ("If I would leave the Expedition zone while I'm [[Boosted]], put me in my owner's Mana zone instead (as an "
     "exhausted Mana Orb).", "Si je devais quitter la zone d'Expédition alors que je suis [[Boosté]], mettez-moi dans "
     "la zone de Mana de mon propriétaire à la place (en tant qu'Orbe de Mana épuisé).", "character",
     {"passive": {"instead": {"when": {"event": "leaves", "object": "me", "from": "expedition"},
                              "do": [{"to_mana": "me"}], "if": {"boosts": "me", "at_least": 1}}}}),
    ("If my Expedition would move forward during Dusk, it moves twice instead.",
     "Si mon Expédition devait avancer pendant le Crépuscule, elle avance deux fois à la place.", "character",
     {"passive": {"instead": {"when": {"event": "advances", "object": "my_expedition", "phase": "dusk"},
                              "do": [{"advance": "my_expedition"}, {"advance": "my_expedition"}]}}}),
    ("If an [[Anchored]] Character would leave my Expedition during the Afternoon, it loses [[Anchored]] instead.",
     "Si un Personnage [[Ancré]] devait quitter mon Expédition pendant l'Après-midi, il perd [[Ancré]] à la place.",
     "character", {"passive": {"instead": {
         "when": {"event": "leaves", "object": {"any": "character", "statuses": ["anchored"], "in_my_expedition": True},
                  "phase": "afternoon"},
         "do": [{"lose_status": {"what": "it", "status": "anchored"}}]}}}),
]


@pytest.mark.parametrize(("en", "fr", "reason"), [
    ("If I would gain [[Fleeting]], I gain 1 boost instead.", "Si je devais gagner [[Fugace]], je gagne 1 boost à la "
     "place.", "a replacement of gaining Fleeting: a card played from the Reserve gains it as it moves (5.2.1.b), not "
     "by an atomic action a modifier sees"),
    ("If my Expedition would move forward during Dusk, roll a die. On a 4+: it moves forward one more region "
     "instead.", "Si mon Expédition devait avancer pendant le Crépuscule, lancez un dé. Sur un 4+ : elle avance d'une "
     "région de plus à la place.", "a replacement of moving forward that rolls a die (a die rolled inside a "
     "modifier)"),
    ("If you would roll one or more dice, also draw a card.", "Si vous deviez lancer un ou plusieurs dés, piochez "
     "aussi une carte.",
     "a modifier of a die roll (If you would roll …) other than revealing the top card of your deck"),
    ("If you would roll a die, also draw a card.", "Si vous lancez au moins un dé, piochez également une carte.",
     "a modifier of a die roll (If you would roll …) other than revealing the top card of your deck"),
    ("If I would go to Reserve from the Expedition zone, I gain [[Fleeting]] and defect instead.",
     "Si je devais aller en Réserve depuis la zone d'Expédition, je gagne [[Fugace]] et je change de camp à la place.",
     "a replacement of my leaving that changes my controller or my statuses (If I would go to Reserve …, I gain "
     "[[Fleeting]] and defect instead)"),
    ("If I would leave the Expedition zone while I'm [[Anchored]], put me in my owner's Mana zone instead.",
     "Si je devais quitter la zone d'Expédition alors que je suis [[Ancré]], mettez-moi dans la zone de Mana de mon "
     "propriétaire à la place.", "a replacement with a condition on a status other than Boosted"),
    ("If my Expedition would move forward, you may discard me instead to draw a card if you have a Spell.",
     "Si mon Expédition devait avancer, vous pouvez me défausser pour piocher une carte si vous avez un Sort à la "
     "place.", "this replacement (If … would …)"),
])
def test_the_replacements_left_say_what_is_missing_in_both_languages(en: str, fr: str, reason: str) -> None:
    for lang, text in (("en", en), ("fr", fr)):
        assert [(v.verdict, v.reason) for v in parse_text(text, lang, card_type="character").verdicts] == [
            (UNSUPPORTED, reason)], lang


@pytest.mark.parametrize(("en", "fr", "card_type", "ability"), TEMPLATES, ids=[t[0][:40] for t in TEMPLATES])
def test_each_template_is_one_executable_ability_in_both_languages(en: str, fr: str, card_type: str,
                                                                   ability: Any) -> None:
    one_executable_ability(en, fr, card_type, ability)


def _resolve(tmp_path: Path, text: str) -> tuple[list[tuple[str, str]], Resolution]:
    path = tmp_path / "s.yaml"
    path.write_text(text, encoding="utf-8")
    res = resolve(load_scenario(path), strict=True)
    return [(e.kind, e.en) for e in res.trace.events if e.kind in ("atomic", "ignored", "step")], res


MANA_CARDS = """scenario: s
rules: seed
cards:
  filler: {name: Filler, type: character, cost: 1, stats: {forest: 1}}
  other: {name: Other, type: character, cost: 1, stats: {forest: 1}}
  growth: {name: Growth, type: spell, cost: 0, effect: [{mana_from_deck: 2}, {draw: 1}]}
board:
  phase: afternoon
  players:
    alice:
      mana: {orbs: 2, exhausted: 1}
      hand: [growth]
      deck: DECK
    bob: {}
do:
  - {play: growth, by: alice}
"""


def test_two_top_cards_go_one_after_the_other_each_an_exhausted_mana_orb(tmp_path: Path) -> None:
    said, res = _resolve(tmp_path, MANA_CARDS.replace("DECK", "[filler, other, filler]"))
    assert [text for kind, text in said if "Growth" not in text and "spell" not in text] == [
        "step: mana from deck 2",
        "Alice puts the top card of the Deck, Filler (filler#2), face down into Alice's Mana zone: an exhausted "
        "Mana Orb (the card's text)",
        "Alice puts the top card of the Deck, Other (other#3), face down into Alice's Mana zone: an exhausted "
        "Mana Orb (the card's text)",
        "step: draw 1 — the seed text names this verb without defining it",
        "Alice draws Filler (filler#4)"]
    assert [(o.card.id, o.exhausted) for o in res.state.in_zone("alice.mana")] == [
        ("mana-orb", False), ("mana-orb", True), ("filler", True), ("other", True)]


def test_an_empty_deck_puts_what_it_has_and_the_rest_is_ignored(tmp_path: Path) -> None:
    said, res = _resolve(tmp_path, MANA_CARDS.replace("DECK", "[other]"))
    assert [(kind, text.split(":")[0]) for kind, text in said if "Growth" not in text and "spell" not in text] == [
        ("step", "step"),
        ("atomic", "Alice puts the top card of the Deck, Other (other#2), face down into Alice's Mana zone"),
        ("ignored", "Alice puts the top card of the Deck into the Mana zone"),
        ("step", "step"),
        ("ignored", "Alice draws a card")]
    assert len(res.state.in_zone("alice.mana")) == 3


PILGRIM = """scenario: s
rules: seed
cards:
  pilgrim: {name: Pilgrim, type: character, cost: 1, stats: {forest: 1, mountain: 1, water: 1},
            text: "If my Expedition would move forward, you may discard me instead to draw a card."}
  filler: {name: Filler, type: character, cost: 1, stats: {forest: 1}}
board:
  phase: afternoon
  players:
    alice:
      expeditions: {hero: HERO, companion: [filler]}
      reserve: RESERVE
      deck: 2
    bob: {}
do:
  - start_phase: dusk
choices: CHOICES
"""


def test_declined_the_optional_replacement_does_not_apply_and_the_expedition_advances(tmp_path: Path) -> None:
    _said, res = _resolve(tmp_path, PILGRIM.replace("HERO", "[pilgrim]").replace("RESERVE", "[]").replace(
        "CHOICES", '[{decision: optional, answer: "no"}]'))
    events = [(e.kind, e.en) for e in res.trace.events if e.kind in ("decision", "note", "modifier", "atomic")]
    assert [kind for kind, _ in events][-4:] == ["decision", "note", "atomic", "atomic"]
    assert events[-4][1].endswith("→ advance Alice's Hero expedition: no")
    assert events[-3][1] == "Pilgrim (pilgrim#1) does not apply: its controller chose not to (\"you may\")"
    assert [text for _, text in events[-2:]] == ["advance Alice's Hero expedition",
                                                  "advance Alice's Companion expedition"]
    assert [r.id for r, _ in res.readings] == ["optional-modifier-chosen-when-it-applies"]
    assert res.state.markers["alice.hero"] == 1 and len(res.state.in_zone("alice.hero")) == 1


def test_a_replacement_of_my_expedition_moving_forward_sees_only_the_expedition_i_am_in(tmp_path: Path) -> None:
    board = PILGRIM.replace("HERO", "[filler]").replace("companion: [filler]", "companion: [pilgrim]")
    said, res = _resolve(tmp_path, board.replace("RESERVE", "[]").replace(
        "CHOICES", '[{decision: optional, answer: "yes"}]'))
    (decision,) = [e.en for e in res.trace.events if e.kind == "decision"]
    assert decision.endswith("→ advance Alice's Companion expedition: yes")
    assert [text for kind, text in said if kind == "atomic" and "Dusk" not in text] == [
        "advance Alice's Hero expedition", "Alice discards Pilgrim (pilgrim#2) into Alice's Discard pile",
        "Alice draws face-down card (unknown-card#3)"]
    said, res = _resolve(tmp_path, PILGRIM.replace("HERO", "[filler]").replace("RESERVE", "[pilgrim]").replace(
        "CHOICES", "[]"))
    assert not [e for e in res.trace.events if e.kind in ("decision", "modifier")]
    assert res.readings == []


DJINN = """scenario: s
rules: seed
cards:
  djinn: {name: Djinn, type: character, cost: 1, stats: {forest: 1},
          text: "If I would leave the Expedition zone, you may put me in my owner's Mana zone."}
  gust: {name: Gust, type: spell, cost: 0, effect: [{put: {what: {target: character}, to: reserve}}]}
  bury: {name: Bury, type: spell, cost: 0, effect: [{to_mana: {target: character}}]}
board:
  phase: afternoon
  players:
    alice:
      hand: [SPELL]
      expeditions: {hero: [djinn], companion: []}
    bob: {}
do:
  - {play: SPELL, by: alice, targets: [djinn]}
choices: CHOICES
"""


def test_declined_the_djinn_goes_where_it_would_have_gone(tmp_path: Path) -> None:
    said, res = _resolve(tmp_path, DJINN.replace("SPELL", "gust").replace(
        "CHOICES", '[{decision: optional, answer: "no"}]'))
    assert [text for kind, text in said if kind == "atomic" and "Gust" not in text] == [
        "Alice puts Djinn (djinn#1) into Alice's Reserve"]
    said_after = [e.en for e in res.trace.events if e.kind in ("decision", "note", "modifier", "atomic")]
    asked = next(i for i, text in enumerate(said_after) if text.startswith("Alice may apply"))
    assert said_after[asked:asked + 3] == [
        "Alice may apply Djinn (djinn#1) (instead) → Alice puts Djinn (djinn#1) into Alice's Reserve: no",
        "Djinn (djinn#1) does not apply: its controller chose not to (\"you may\")",
        "Alice puts Djinn (djinn#1) into Alice's Reserve"]
    assert [o.card.id for o in res.state.in_zone("alice.reserve")] == ["djinn", "gust"]


def test_to_mana_as_a_verb_puts_a_card_into_its_owners_mana_zone_exhausted(tmp_path: Path) -> None:
    path = tmp_path / "s.yaml"
    path.write_text(DJINN.replace("SPELL", "bury").replace("CHOICES", "[]"),
        encoding="utf-8")
    res = resolve(load_scenario(path), strict=False)
    moved = [e.en for e in res.trace.events if e.kind == "atomic" and "Mana zone" in e.en]
    assert moved == ["Alice puts Djinn (djinn#1) face down into Alice's Mana zone: an exhausted Mana Orb (the card's "
                     "text)"]
    assert [(o.card.id, o.exhausted) for o in res.state.in_zone("alice.mana")] == [("djinn", True)]


WARDEN = """scenario: s
rules: seed
cards:
  warden: {name: Warden, type: character, cost: 1, stats: {forest: 1},
           text: "If an [[Anchored]] Character would leave my Expedition during the Afternoon, it loses [[Anchored]]
             instead."}
  filler: {name: Filler, type: character, cost: 1, stats: {forest: 1}}
  gust: {name: Gust, type: spell, cost: 0, text: "Send target Character to Reserve."}
board:
  phase: PHASE
  players:
    alice:
      hand: [gust]
      expeditions:
        hero: [warden, {card: filler, statuses: [anchored]}]
        companion: [{card: filler, statuses: [anchored]}]
    bob: {}
do:
  - {play: gust, by: alice, targets: [TARGET]}
"""


@pytest.mark.parametrize(("target", "stays"), [("filler#2", True), ("filler#3", False)])
def test_an_anchored_character_leaving_my_expedition_in_the_afternoon_stays_and_loses_anchored(
        tmp_path: Path, target: str, stays: bool) -> None:
    said, res = _resolve(tmp_path, WARDEN.replace("PHASE", "afternoon").replace("TARGET", target))
    moved = [text for kind, text in said if kind == "atomic" and "Gust" not in text]
    if stays:
        assert moved == ["Filler (filler#2) loses Anchored"]
        assert [e.kind for e in res.trace.events if e.kind == "modifier"] == ["modifier"]
        assert [(o.card.id, sorted(o.statuses)) for o in res.state.in_zone("alice.hero")] == [
            ("warden", []), ("filler", [])]
    else:  # in the other expedition: not "my Expedition"
        assert moved == ["Alice puts Filler (filler#3) into Alice's Reserve"]
        assert not [e for e in res.trace.events if e.kind == "modifier"]


def test_the_same_replacement_does_not_apply_outside_the_afternoon(tmp_path: Path) -> None:
    said, res = _resolve(tmp_path, WARDEN.replace("PHASE", "noon").replace(
        "  - {play: gust, by: alice, targets: [TARGET]}",
        "  - {effect: [{put: {what: {target: character}, to: reserve}}], by: alice, targets: [filler#2]}"))
    assert [text for kind, text in said if kind == "atomic"] == ["Alice puts Filler (filler#2) into Alice's Reserve"]
    assert not [e for e in res.trace.events if e.kind == "modifier"]



def test_a_replacement_while_i_am_boosted_applies_only_to_the_boosted_one(tmp_path: Path) -> None:
    said, res = _resolve(tmp_path, """scenario: s
rules: seed
cards:
  imp: {name: Imp, type: character, cost: 1, stats: {forest: 1},
        text: "If I would leave the Expedition zone while I'm [[Boosted]], put me in my owner's Mana zone instead."}
board:
  phase: dusk
  players:
    alice:
      expeditions: {hero: [{card: imp, boosts: 1, statuses: [boosted]}], companion: [imp]}
    bob: {}
do:
  - start_phase: night
""")
    assert [text for kind, text in said if kind == "atomic" and "Imp" in text] == [
        "Alice puts Imp (imp#1) face down into Alice's Mana zone: an exhausted Mana Orb (the card's text)",
        "Imp (imp#2) goes to Alice's Reserve"]
    assert [e.kind for e in res.trace.events if e.kind == "modifier"] == ["modifier"]


SLEIGH = """scenario: s
rules: seed
cards:
  sleigh: {name: Sleigh, type: character, cost: 1, stats: {forest: 1, mountain: 1, water: 1},
           text: "If my Expedition would move forward during Dusk, it moves twice instead."}
board:
  phase: afternoon
  MARKERS
  players:
    alice:
      expeditions: {hero: [sleigh], companion: []}
    bob: {}
do:
  - start_phase: dusk
"""


def test_moving_twice_instead_enters_two_regions_each_revealed(tmp_path: Path) -> None:
    _said, res = _resolve(tmp_path, SLEIGH.replace("  MARKERS\n", ""))
    shown = [(e.kind, e.en) for e in res.trace.events if e.kind in ("modifier", "atomic", "reveal")]
    assert [kind for kind, _ in shown][-5:] == ["modifier", "atomic", "atomic", "reveal", "reveal"]
    assert [text for _, text in shown][-4:-2] == ["advance Alice's Hero expedition"] * 2
    assert [text.split(" was")[0] for _, text in shown][-2:] == ["Tumult 1", "Tumult 2"]
    assert res.state.markers["alice.hero"] == 2


def test_the_second_advance_is_checked_as_it_happens(tmp_path: Path) -> None:
    # in a face-down Tumult (no terrain) the expedition does not advance at Progress; an effect at Dusk moves it
    said, res = _resolve(tmp_path, SLEIGH.replace("MARKERS", "markers: {alice.hero: 3, alice.companion: 4}").replace(
        "  - start_phase: dusk", "  - start_phase: dusk\n  - {effect: [{advance: {each: expedition, in: your hero "
        "expedition}}], by: alice}"))
    assert [(kind, text.split(":")[0]) for kind, text in said if kind in ("atomic", "ignored")][-2:] == [
        ("atomic", "advance Alice's Hero expedition"), ("ignored", "advance Alice's Hero expedition")]
    ignored = [e for e in res.trace.events if e.kind == "ignored"][-1]
    assert "7.3.11.c" in ignored.rules
    assert res.state.markers["alice.hero"] == 4


def test_outside_dusk_moving_forward_is_not_replaced(tmp_path: Path) -> None:
    _said, res = _resolve(tmp_path, SLEIGH.replace("  MARKERS\n", "").replace(
        "  - start_phase: dusk", "  - {effect: [{advance: {each: expedition, in: your hero expedition}}], by: alice}"))
    assert not [e for e in res.trace.events if e.kind == "modifier"]
    assert res.state.markers["alice.hero"] == 1
