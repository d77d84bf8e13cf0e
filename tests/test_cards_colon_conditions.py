"""Colon conditions in printed text (parserBT): "If CONDITION: EFFECT" / « Si CONDITION : EFFET », after a trigger or as
the whole effect, is the conditional sentence of 6.5.c ("If CONDITION, EFFECT"): the same structured ability as the
hand-written one with that condition. A condition the engine does not know stays unsupported (naming it), and so does a
colon followed by more than one sentence (how far the condition reaches is not read). Card texts are our own."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from judge.cards.parse import EXECUTABLE, UNSUPPORTED, parse_text
from tests.conftest import assert_said_in_order, one_executable_ability
from tests.test_cards_printed_pairs import STONE, Pair, _resolved

ME = {"played": "me", "from": "any"}
RESERVE_EMPTY = {"count": {"each": "card", "in": "your reserve"}, "at_least": 0, "at_most": 0}
HAND_EMPTY = {"count": {"each": "card", "in": "your hand"}, "at_least": 0, "at_most": 0}
TWO_PERMANENTS = {"count": {"each": "permanent", "controller": "you"}, "at_least": 2}
TWO_LANDMARKS = {"count": {"each": "permanent", "in": "your landmarks"}, "at_least": 2}
TWO_OTHERS = {"count": {"each": "character", "controller": "you", "other": True}, "at_least": 2}

#: (English, French, card type, the hand-written ability both are read as)
FORMS = [
    # a trigger, then a condition the engine knows: an empty Reserve
    ("{J} If your Reserve is empty: I gain 2 boosts.", "{J} Si votre Réserve est vide : je gagne 2 boosts.",
     "character", {"reaction": {"trigger": ME, "effect": [
         {"boost": {"what": "me", "amount": 2}, "if": RESERVE_EMPTY}]}}),
    # the whole effect of a Spell: an empty hand
    ("If your hand is empty: draw two cards.", "Si votre main est vide : piochez deux cartes.",
     "spell", {"effect": [{"draw": 2, "if": HAND_EMPTY}]}),
    # a count comparison: "you control N or more …" / « vous contrôlez au moins N … », then a second step
    ("{H} If you control two or more Permanents: draw a card, then I gain 1 boost.",
     "{H} Si vous contrôlez au moins deux Permanents : piochez une carte, puis je gagne 1 boost.",
     "character", {"reaction": {"trigger": {"played": "me", "from": "hand"}, "effect": [
         {"draw": 1, "if": TWO_PERMANENTS, "then": [{"boost": {"what": "me", "amount": 1}}]}]}}),
    # "Landmarks" you control: the Permanents in your Landmark zone; "other": not the object bearing the ability
    ("{J} If you control two or more Landmarks: draw a card.",
     "{J} Si vous contrôlez au moins deux Repères : piochez une carte.",
     "character", {"reaction": {"trigger": ME, "effect": [{"draw": 1, "if": TWO_LANDMARKS}]}}),
    ("{R} If you control two or more other Characters: I gain 2 boosts.",
     "{R} Si vous contrôlez au moins deux autres Personnages : je gagne 2 boosts.",
     "character", {"reaction": {"trigger": {"played": "me", "from": "reserve"}, "effect": [
         {"boost": {"what": "me", "amount": 2}, "if": TWO_OTHERS}]}}),
    # conditions the comma form already knew, now after a colon: cards in Reserve, boosts, "you control a …"
    ("At Dusk — If you have 3 or more cards in Reserve: draw a card.",
     "Au Crépuscule — Si vous avez au moins 3 cartes en Réserve : piochez une carte.",
     "character", {"reaction": {"trigger": {"at": "dusk"}, "effect": [
         {"draw": 1, "if": {"count": {"each": "card", "in": "your reserve"}, "at_least": 3}}]}}),
    ("{R} If I have 2 or more boosts: target Character gains [[Asleep]].",
     "{R} Si j'ai au moins 2 boosts : un Personnage ciblé gagne [[Endormi]].",
     "character", {"reaction": {"trigger": {"played": "me", "from": "reserve"}, "effect": [
         {"gain_status": {"what": {"target": "character"}, "status": "asleep"},
          "if": {"boosts": "me", "at_least": 2}}]}}),
    ("{J} If you control a [[Fleeting]] Character: draw a card.",
     "{J} Si vous contrôlez un Personnage [[Fugace]] : piochez une carte.",
     "character", {"reaction": {"trigger": ME, "effect": [
         {"draw": 1, "if": {"count": {"each": "character", "controller": "you", "statuses": ["fleeting"]},
                           "at_least": 1}}]}}),
    # a quick action whose effect is a colon condition; a step before the conditional sentence is not gated
    ("{T} : Draw a card. If your hand is empty: I gain 1 boost.",
     "{T} : Piochez une carte. Si votre main est vide : je gagne 1 boost.",
     "permanent", {"quick_action": {"cost": ["exhaust_me"], "effect": [
         {"draw": 1}, {"boost": {"what": "me", "amount": 1}, "if": HAND_EMPTY}]}}),
    # Mana Orbs: the cards in your Mana zone (2.2.1.f), "N or more" and "less than N"
    ("{J} If you have seven or more Mana Orbs: draw a card.",
     "{J} Si vous avez au moins sept Orbes de Mana : piochez une carte.",
     "character", {"reaction": {"trigger": ME, "effect": [
         {"draw": 1, "if": {"count": {"each": "mana_orb", "in": "your mana"}, "at_least": 7}}]}}),
    ("{J} If you have less than nine Mana Orbs: I gain 1 boost.",
     "{J} Si vous avez moins de neuf Orbes de Mana : je gagne 1 boost.",
     "character", {"reaction": {"trigger": ME, "effect": [{"boost": {"what": "me", "amount": 1}, "if": {
         "count": {"each": "mana_orb", "in": "your mana"}, "at_least": 0, "at_most": 8}}]}}),
    # a French status agrees with its noun (« Personnages [[Boostés]] »): the same status
    ("{J} If you control two or more [[Boosted]] Characters: I gain 1 boost.",
     "{J} Si vous contrôlez au moins deux Personnages [[Boostés]] : je gagne 1 boost.",
     "character", {"reaction": {"trigger": ME, "effect": [{"boost": {"what": "me", "amount": 1}, "if": {
         "count": {"each": "character", "controller": "you", "statuses": ["boosted"]}, "at_least": 2}}]}}),
]


#: Static abilities under a condition: "If …: …" and "As long as …, …" / « Tant que … » are the comma form's condition
#: (held while the condition holds, 1.2.4.c); the colon after "Then, if …" too (6.5.c).
STATIC_FORMS = [
    ("As long as you control two or more Permanents: I have +1 {V}.",
     "Tant que vous contrôlez au moins deux Permanents : j'ai +1 {V}.",
     "character", {"passive": {"stats": {"add": {"forest": 1}, "if": TWO_PERMANENTS}}}),
    ("If you are the first player: I have +1 {O}.", "Si vous êtes le premier joueur : j'ai +1 {O}.",
     "character", {"passive": {"stats": {"add": {"water": 1}, "if": {"first_player": True}}}}),
    ("I have +2 {M} as long as your Reserve is empty.", "J'ai +2 {M} tant que votre Réserve est vide.",
     "character", {"passive": {"stats": {"add": {"mountain": 2}, "if": RESERVE_EMPTY}}}),
    ("If your Hero has 4 or more Quest counters: I am Gigantic.",
     "Si votre Héros a au moins 4 compteurs Quête : je suis Gigantesque.",
     "character", {"passive": {"keyword_if": {"keyword": "gigantic", "if": {
         "counters": {"each": "hero", "controller": "you"}, "counter": "quest", "at_least": 4}}}}),
    ("{J} I gain 1 boost. Then, if your hand is empty: draw a card.",
     "{J} Je gagne 1 boost. Puis, si votre main est vide : piochez une carte.",
     "character", {"reaction": {"trigger": ME, "effect": [
         {"boost": {"what": "me", "amount": 1}}, {"draw": 1, "if": HAND_EMPTY}]}}),
]


@pytest.mark.parametrize(("en", "fr", "card_type", "ability"), STATIC_FORMS, ids=[f[0][:40] for f in STATIC_FORMS])
def test_a_static_or_later_colon_condition_reads_as_the_hand_written_one(en: str, fr: str, card_type: str,
                                                                         ability: object) -> None:
    one_executable_ability(en, fr, card_type, ability)


@pytest.mark.parametrize(("en", "fr", "card_type", "ability"), FORMS, ids=[f[0][:40] for f in FORMS])
def test_a_colon_condition_reads_as_the_hand_written_condition(en: str, fr: str, card_type: str,
                                                               ability: object) -> None:
    one_executable_ability(en, fr, card_type, ability)


@pytest.mark.parametrize(("en", "fr", "card_type", "ability"), FORMS, ids=[f[0][:40] for f in FORMS])
def test_the_colon_and_the_comma_forms_are_one_ability(en: str, fr: str, card_type: str, ability: object) -> None:
    """6.5.c — "If CONDITION: EFFECT" is "If CONDITION, EFFECT" (the new conditions work after a comma too)."""
    for lang, text in (("en", en), ("fr", fr)):
        comma = re.sub(r"\s?:(?=[^:]*$)", ",", text)  # the condition's colon is the text's last
        (verdict,) = parse_text(comma, lang, card_type=card_type).verdicts
        assert verdict.verdict == EXECUTABLE and verdict.ability == ability, (lang, comma, verdict.reason)


#: Colon conditions the engine cannot test, or a colon whose reach is not read: unsupported, never executable.
NOT_KNOWN = [
    ("{J} If I'm in a {V} region: I gain 1 boost.", "{J} Si je suis dans une région {V} : je gagne 1 boost.",
     "condition: "),
    ("{J} If my Expedition is behind: draw a card.", "{J} Si mon Expédition est en retard : piochez une carte.",
     "condition: "),
    ("{J} If you control a token Character: draw a card.",
     "{J} Si vous contrôlez un Personnage jeton : piochez une carte.", "condition: "),
    ("{J} If you have more Mana Orbs than target opponent: draw a card.",
     "{J} Si vous avez plus d'Orbes de Mana qu'un adversaire ciblé : piochez une carte.", "condition: "),
    ("{J} If I'm the only Character in my Expedition: draw a card.",
     "{J} Si je suis le seul Personnage de mon Expédition : piochez une carte.", "condition: "),
    ("As long as I'm in a {V} region: I have +1 {M}.", "Tant que je suis dans une région {V} : j'ai +1 {M}.",
     "condition: "),
    # does the colon gate the second sentence too? Not guessed (after "Then, if …" either).
    ("{J} I gain 1 boost. Then, if your hand is empty: draw a card. Draw a card.",
     "{J} Je gagne 1 boost. Puis, si votre main est vide : piochez une carte. Piochez une carte.",
     "a colon condition followed by more than one sentence"),
    ("{J} If your Reserve is empty: draw a card. I gain 1 boost.",
     "{J} Si votre Réserve est vide : piochez une carte. Je gagne 1 boost.",
     "a colon condition followed by more than one sentence"),
]


@pytest.mark.parametrize(("en", "fr", "reason"), NOT_KNOWN, ids=[t[0][:40] for t in NOT_KNOWN])
def test_a_colon_condition_the_engine_lacks_stays_unsupported(en: str, fr: str, reason: str) -> None:
    for lang, text in (("en", en), ("fr", fr)):
        (verdict,) = parse_text(text, lang, card_type="character").verdicts
        assert verdict.verdict == UNSUPPORTED and verdict.reason.startswith(reason), (lang, verdict.reason)


PILGRIM = {"name": "Hollow Pilgrim", "type": "character", "cost": 0, "stats": {"forest": 1}}
PILGRIM_TEXT = FORMS[0][:2]
PILGRIM_ABILITY = FORMS[0][3]
SURVEYOR = {"name": "Cairn Surveyor", "type": "character", "cost": 0, "stats": {"mountain": 1}}

LOOKOUT = {"name": "Ridge Lookout", "type": "character", "cost": 0, "stats": {"water": 1}}
LOOKOUT_TEXT = ("{J} If you control two or more other Characters: draw a card.",
                "{J} Si vous contrôlez au moins deux autres Personnages : piochez une carte.")
LOOKOUT_ABILITY = {"reaction": {"trigger": ME, "effect": [{"draw": 1, "if": TWO_OTHERS}]}}
KEEPER = {"name": "Cairn Keeper", "type": "character", "cost": 0, "stats": {"forest": 1}}
KEEPER_ABILITY = {"reaction": {"trigger": ME, "effect": [{"draw": 1, "if": TWO_LANDMARKS}]}}

READER = {"name": "Orb Reader", "type": "character", "cost": 2, "stats": {"water": 1}}
READER_TEXT = ("{J} If you have three or more Mana Orbs: draw a card.",
               "{J} Si vous avez au moins trois Orbes de Mana : piochez une carte.")
READER_ABILITY = {"reaction": {"trigger": ME, "effect": [
    {"draw": 1, "if": {"count": {"each": "mana_orb", "in": "your mana"}, "at_least": 3}}]}}

PAIRS = [
    # 2.2.1.f: the Mana Orbs exhausted to pay for the card are still Mana Orbs: three of them, the condition holds.
    Pair("colon-mana-orbs-exhausted-count", READER, *READER_TEXT, READER_ABILITY,
         "board:\n  phase: afternoon\n  first_player: alice\n  players:\n"
         "    alice: {hand: [paired], mana: 3, deck: 3}\n    bob: {}\n"
         "do:\n  - {play: paired, by: alice, expedition: hero}\n",
         said=("exhaust Mana Orb", "condition met", "Alice draws"), unsaid=("condition not met",)),
    Pair("colon-mana-orbs-not-met", READER, *READER_TEXT, READER_ABILITY,
         "board:\n  phase: afternoon\n  first_player: alice\n  players:\n"
         "    alice: {hand: [paired], mana: 2, deck: 3}\n    bob: {}\n"
         "do:\n  - {play: paired, by: alice, expedition: hero}\n",
         said=("condition not met",), unsaid=("draws",)),
    # 7.2.1.a: "other" Characters: the one bearing the ability is not counted; one other is not two.
    Pair("colon-two-other-characters-not-met", LOOKOUT, *LOOKOUT_TEXT, LOOKOUT_ABILITY,
         "board:\n  phase: afternoon\n  first_player: alice\n  players:\n"
         "    alice: {hand: [paired], expeditions: {hero: [filler]}, deck: 3}\n    bob: {}\n"
         "do:\n  - {play: paired, by: alice, expedition: hero}\n",
         said=("condition not met",), unsaid=("draws",)),
    Pair("colon-two-other-characters-met", LOOKOUT, *LOOKOUT_TEXT, LOOKOUT_ABILITY,
         "board:\n  phase: afternoon\n  first_player: alice\n  players:\n"
         "    alice: {hand: [paired], expeditions: {hero: [filler], companion: [filler]}, deck: 3}\n    bob: {}\n"
         "do:\n  - {play: paired, by: alice, expedition: hero}\n",
         said=("condition met", "Alice draws"), unsaid=("condition not met",)),
    # 5.1.2.e: the Landmarks are the Permanents of the Landmark zone: one there and one in the Reserve are not two.
    Pair("colon-two-landmarks-not-met", KEEPER, FORMS[3][0], FORMS[3][1], KEEPER_ABILITY,
         "board:\n  phase: afternoon\n  first_player: alice\n  players:\n"
         "    alice: {hand: [paired], landmarks: [stone], reserve: [stone], deck: 3}\n    bob: {}\n"
         "do:\n  - {play: paired, by: alice, expedition: hero}\n",
         said=("condition not met",), unsaid=("draws",), extra_cards={"stone": STONE}),
    # 6.5.c: the condition is tested as the step happens: played from the hand with an empty Reserve, it holds.
    Pair("colon-reserve-empty-met", PILGRIM, *PILGRIM_TEXT, PILGRIM_ABILITY,
         "board:\n  phase: afternoon\n  first_player: alice\n  players:\n"
         "    alice: {hand: [paired], deck: 3}\n    bob: {}\n"
         "do:\n  - {play: paired, by: alice, expedition: hero}\n",
         said=("condition met", "put 2 boost counters on Hollow Pilgrim"), unsaid=("condition not met",)),
    # a card in the Reserve: the condition does not hold, the step is ignored.
    Pair("colon-reserve-empty-not-met", PILGRIM, *PILGRIM_TEXT, PILGRIM_ABILITY,
         "board:\n  phase: afternoon\n  first_player: alice\n  players:\n"
         "    alice: {hand: [paired], reserve: [stone], deck: 3}\n    bob: {}\n"
         "do:\n  - {play: paired, by: alice, expedition: hero}\n",
         said=("condition not met",), unsaid=("boost counter",), extra_cards={"stone": STONE}),
    # "you control two or more Permanents": the Landmarks are counted; one is not enough, the whole sentence is
    # ignored (the reading condition-tested-once-for-its-sentence).
    Pair("colon-control-two-permanents-met", SURVEYOR, FORMS[2][0], FORMS[2][1], FORMS[2][3],
         "board:\n  phase: afternoon\n  first_player: alice\n  players:\n"
         "    alice: {hand: [paired], landmarks: [stone, stone], deck: 3}\n    bob: {}\n"
         "do:\n  - {play: paired, by: alice, expedition: hero}\n",
         said=("condition met", "Alice draws", "put 1 boost counter on Cairn Surveyor"),
         unsaid=("condition not met",), extra_cards={"stone": STONE}),
    Pair("colon-control-two-permanents-not-met", SURVEYOR, FORMS[2][0], FORMS[2][1], FORMS[2][3],
         "board:\n  phase: afternoon\n  first_player: alice\n  players:\n"
         "    alice: {hand: [paired], landmarks: [stone], deck: 3}\n    bob: {}\n"
         "do:\n  - {play: paired, by: alice, expedition: hero}\n",
         said=("condition not met",), unsaid=("draws", "boost counter"), extra_cards={"stone": STONE}),
]


@pytest.mark.parametrize("pair", PAIRS, ids=[p.id for p in PAIRS])
def test_printed_colon_and_written_cards_resolve_alike(tmp_path: Path, pair: Pair) -> None:
    """The same trace whichever way the card is given (English, French, hand-written); the trace says what 6.5.c
    says."""
    from judge.cards.parse import _short

    written = _resolved(tmp_path, pair, "abilities")
    assert _resolved(tmp_path, pair, "text") == written
    assert _resolved(tmp_path, pair, "text_fr").replace(_short(pair.fr), _short(pair.en)) == written
    assert_said_in_order(written, pair.said, pair.unsaid)
