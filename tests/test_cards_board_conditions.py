"""Conditions on the board in printed text (parserBV): the terrain of the region a card is in ("If I'm in {V}", "If
I'm not in {V}", "If it's in {V}", "If I'm facing an Expedition in {O}", 1.3.2.e), a token you control (2.2.1.d), your
opponent as first player (1.3.2.b), "N boosts or less" / "less than N boosts", "N or more exhausted cards in Reserve",
"two or more Plants" (a subtype). The English and French texts build the same ability as the hand-written one; a
near-miss wording stays unsupported, never executable. Card texts are our own."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.cards.parse import UNSUPPORTED, parse_text
from tests.conftest import one_executable_ability
from tests.test_cards_colon_conditions import ME
from tests.test_cards_colon_conditions import test_printed_colon_and_written_cards_resolve_alike as _alike
from tests.test_cards_printed_pairs import Pair

HAND = {"played": "me", "from": "hand"}
RESERVE = {"played": "me", "from": "reserve"}
BOOST = {"boost": {"what": "me", "amount": 1}}

#: (English, French, card type, the hand-written ability both are read as)
FORMS = [
    # the region of my expedition (1.3.2.e, 7.3.11.a): "in {V}", "not in {O}"
    ("{J} If I'm in {V}, I gain 1 boost.", "{J} Si je suis en {V}, je gagne 1 boost.", "character",
     {"reaction": {"trigger": ME, "effect": [{**BOOST, "if": {"in_terrain": "me", "terrain": "forest"}}]}}),
    ("{R} If I'm not in {O}, draw a card.", "{R} Si je ne suis pas en {O}, piochez une carte.", "character",
     {"reaction": {"trigger": RESERVE, "effect": [
         {"draw": 1, "if": {"in_terrain": "me", "terrain": "water", "at_most": 0}}]}}),
    ("If I'm in {M}: I have +2 {O}.", "Si je suis en {M} : j'ai +2 {O}.", "character",
     {"passive": {"stats": {"add": {"water": 2}, "if": {"in_terrain": "me", "terrain": "mountain"}}}}),
    # the region of the expedition facing mine (1.3.2.e)
    ("{H} If I'm facing an Expedition in {O}, draw a card.",
     "{H} Si je suis face à une Expédition en {O}, piochez une carte.", "character",
     {"reaction": {"trigger": HAND, "effect": [{"draw": 1, "if": {"facing_in_terrain": "water"}}]}}),
    # the object of the triggering event: the Character played
    ("When you play a Character — If it's in {M}, draw a card.",
     "Quand vous jouez un Personnage — S'il est en {M}, piochez une carte.", "character",
     {"reaction": {"trigger": {"event": "played", "object": {"any": "character", "controller": "you"}},
                   "effect": [{"draw": 1, "if": {"in_terrain": "it", "terrain": "mountain"}}]}}),
    # a token you control (2.2.1.d): any object in play a token represents
    ("{H} If you control a token, draw a card.", "{H} Si vous contrôlez un jeton, piochez une carte.", "character",
     {"reaction": {"trigger": HAND, "effect": [
         {"draw": 1, "if": {"count": {"each": "token", "controller": "you"}, "at_least": 1}}]}}),
    # the first-player marker is the opponent's (1.3.2.b)
    ("At Dusk — If your opponent is the first player, I gain 1 boost.",
     "Au Crépuscule — Si votre adversaire est le premier joueur, je gagne 1 boost.", "character",
     {"reaction": {"trigger": {"at": "dusk"}, "effect": [{**BOOST, "if": {"first_player": False}}]}}),
    # boosts at most N
    ("{J} If I have 2 boosts or less, draw a card.", "{J} Si j'ai 2 boosts ou moins, piochez une carte.", "character",
     {"reaction": {"trigger": ME, "effect": [{"draw": 1, "if": {"boosts": "me", "at_least": 0, "at_most": 2}}]}}),
    ("{J} If I have less than 3 boosts, draw a card.", "{J} Si j'ai moins de 3 boosts, piochez une carte.",
     "character",
     {"reaction": {"trigger": ME, "effect": [{"draw": 1, "if": {"boosts": "me", "at_least": 0, "at_most": 2}}]}}),
    # exhausted cards in Reserve: any player's Reserve, as "target card in Reserve"
    ("{J} If there are three or more exhausted cards in Reserve, draw a card.",
     "{J} S'il y a au moins trois cartes épuisées en Réserve, piochez une carte.", "character",
     {"reaction": {"trigger": ME, "effect": [
         {"draw": 1, "if": {"count": {"each": "card", "in": "a reserve", "exhausted": True}, "at_least": 3}}]}}),
    # objects of a subtype: any type, in play, yours
    ("{J} If you control two or more Plants, draw a card.", "{J} Si vous contrôlez au moins deux Plantes, piochez une "
     "carte.", "character",
     {"reaction": {"trigger": ME, "effect": [
         {"draw": 1, "if": {"count": {"each": "object", "controller": "you", "subtype": "plant"}, "at_least": 2}}]}}),
]


@pytest.mark.parametrize(("en", "fr", "card_type", "ability"), FORMS, ids=[f[0][:40] for f in FORMS])
def test_a_board_condition_reads_as_the_hand_written_condition(en: str, fr: str, card_type: str,
                                                               ability: object) -> None:
    one_executable_ability(en, fr, card_type, ability)


#: Near misses: wordings whose meaning is another (or not fixed): unsupported, never executable.
NEAR_MISSES = [
    ("{J} If I'm in a {V} region, draw a card.", "{J} Si je suis dans une région {V}, piochez une carte."),
    ("{J} If I'm in {V} or {M}, draw a card.", "{J} Si je suis en {V} ou en {M}, piochez une carte."),
    ("{J} If my Expedition is in {V}, draw a card.", "{J} Si mon Expédition est en {V}, piochez une carte."),
    ("{J} If I'm facing an Expedition in {O} or {M}, draw a card.",
     "{J} Si je suis face à une Expédition en {O} ou en {M}, piochez une carte."),
    ("{J} If I'm facing a Character in {O}, draw a card.",
     "{J} Si je suis face à un Personnage en {O}, piochez une carte."),
    ("{J} If you control a token Character, draw a card.",
     "{J} Si vous contrôlez un Personnage jeton, piochez une carte."),
    ("{J} If your opponent controls a token, draw a card.",
     "{J} Si votre adversaire contrôle un jeton, piochez une carte."),
    ("{J} If it has 2 boosts or less, draw a card.", "{J} S'il a 2 boosts ou moins, piochez une carte."),
    ("{J} If there are three or more exhausted cards in your Reserve, draw a card.",
     "{J} S'il y a au moins trois cartes épuisées dans votre Réserve, piochez une carte."),
    ("{J} If you control two or more Plant Characters, draw a card.",
     "{J} Si vous contrôlez au moins deux Personnages Plantes, piochez une carte."),
    ("{J} If you control two or more Soldiers, draw a card.",
     "{J} Si vous contrôlez au moins deux Soldats, piochez une carte."),
    ("{J} If my Expedition is behind, draw a card.", "{J} Si mon Expédition est en retard, piochez une carte."),
]


@pytest.mark.parametrize(("en", "fr"), NEAR_MISSES, ids=[t[0][:40] for t in NEAR_MISSES])
def test_a_near_miss_stays_unsupported(en: str, fr: str) -> None:
    for lang, text in (("en", en), ("fr", fr)):
        (verdict,) = parse_text(text, lang, card_type="character").verdicts
        assert verdict.verdict == UNSUPPORTED and verdict.reason.startswith("condition: "), (lang, verdict.reason)


WARDEN = {"name": "Ridge Warden", "type": "character", "cost": 0, "stats": {"mountain": 1}}
ADVENTURE = ("  adventure:\n    - {terrains: [forest, mountain, water], name: hero region}\n"
             "    - {terrains: [mountain], name: Scree Step}\n    - {terrains: [water], name: Salt Marsh}\n"
             "    - {terrains: [forest, mountain, water], name: companion region}\n"
             "  markers: {alice.hero: 1, alice.companion: 2}\n")
IT_FORM = FORMS[4]
TOKEN_FORM = FORMS[5]
SCOUT = {"name": "Token Scout", "type": "character", "cost": 0, "stats": {"forest": 1}}
SPRITE = {"name": "Moss Sprite", "type": "character", "cost": 0, "stats": {"forest": 1}, "token": True}

PAIRS = [
    # 1.3.2.e, 7.3.11.a: the Character played ("it") enters the Hero expedition, whose marker is in a mountain region
    Pair("it-in-mountain-met", WARDEN, IT_FORM[0], IT_FORM[1], IT_FORM[3],
         "board:\n  phase: afternoon\n  first_player: alice\n" + ADVENTURE + "  players:\n"
         "    alice: {hand: [filler], mana: 1, expeditions: {hero: [paired]}, deck: 3}\n    bob: {}\n"
         "do:\n  - {play: filler, by: alice, expedition: hero}\n",
         said=("condition met", "Alice draws"), unsaid=("condition not met",)),
    # … the Companion expedition, in a water region: the step is ignored
    Pair("it-in-mountain-not-met", WARDEN, IT_FORM[0], IT_FORM[1], IT_FORM[3],
         "board:\n  phase: afternoon\n  first_player: alice\n" + ADVENTURE + "  players:\n"
         "    alice: {hand: [filler], mana: 1, expeditions: {hero: [paired]}, deck: 3}\n    bob: {}\n"
         "do:\n  - {play: filler, by: alice, expedition: companion}\n",
         said=("condition not met",), unsaid=("draws",)),
    # 2.2.1.d: a token in play is one; the card itself, not a token, is not
    Pair("token-controlled-met", SCOUT, TOKEN_FORM[0], TOKEN_FORM[1], TOKEN_FORM[3],
         "board:\n  phase: afternoon\n  first_player: alice\n  players:\n"
         "    alice: {hand: [paired], expeditions: {companion: [sprite]}, deck: 3}\n    bob: {}\n"
         "do:\n  - {play: paired, by: alice, expedition: hero}\n",
         said=("condition met", "Alice draws"), unsaid=("condition not met",), extra_cards={"sprite": SPRITE}),
    Pair("token-controlled-not-met", SCOUT, TOKEN_FORM[0], TOKEN_FORM[1], TOKEN_FORM[3],
         "board:\n  phase: afternoon\n  first_player: alice\n  players:\n"
         "    alice: {hand: [paired], deck: 3}\n    bob: {expeditions: {hero: [sprite]}}\n"
         "do:\n  - {play: paired, by: alice, expedition: hero}\n",
         said=("condition not met",), unsaid=("draws",), extra_cards={"sprite": SPRITE}),
]


@pytest.mark.parametrize("pair", PAIRS, ids=[p.id for p in PAIRS])
def test_printed_board_conditions_and_written_cards_resolve_alike(tmp_path: Path, pair: Pair) -> None:
    """The same trace whichever way the card is given (English, French, hand-written); the trace says what the rules
    say."""
    _alike(tmp_path, pair)
