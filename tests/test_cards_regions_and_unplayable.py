"""Real cards (cardsJ): a condition on the visible single-terrain regions of the adventure ("If three or more
single-terrain regions are visible, …"), "Otherwise, …" after a condition, and a card that can't be played. Each
template reads the same in English and French; the engine's part is checked here where the bundled scenarios
(scenarios/printed/printed-*-single-terrain-regions: two visible, a face-down one not counted, "Otherwise" done;
-unplayable: put into the Mana zone, refused when played from the Hand; -target-then-roll: a target named as a step
of its own, then a die, "we both") do not show it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from judge.cards.parse import UNSUPPORTED, parse_text
from tests.conftest import one_executable_ability, refused_in_one_line, resolved_events

_REGIONS = {"visible_regions": "single_terrain", "at_least": 3}

#: (English, French, card type, the ability both must give).
TEMPLATES: list[tuple[str, str, str, Any]] = [
    ("If three or more single-terrain regions are visible, target Character gains 3 boosts. Otherwise, it gains "
     "1 boost.",
     "Si au moins trois régions mono-terrain sont visibles, un Personnage ciblé gagne 3 boosts. Sinon, il gagne "
     "1 boost.", "spell",
     {"effect": [{"boost": {"what": {"target": "character"}, "amount": 3}, "if": _REGIONS,
                  "otherwise": [{"boost": {"what": "that_target", "amount": 1}}]}]}),
    ("{J} If two or more single-terrain regions are visible, draw a card.",
     "{J} Si au moins deux régions mono-terrain sont visibles, piochez une carte.", "character",
     {"reaction": {"trigger": {"played": "me", "from": "any"},
                   "effect": [{"draw": 1, "if": {"visible_regions": "single_terrain", "at_least": 2}}]}}),
    ("{J} If you have two or more cards in Reserve, draw a card. Otherwise, I gain 1 boost.",
     "{J} Si vous avez au moins deux cartes en Réserve, piochez une carte. Sinon, je gagne 1 boost.", "character",
     {"reaction": {"trigger": {"played": "me", "from": "any"},
                   "effect": [{"draw": 1, "if": {"count": {"each": "card", "in": "your reserve"}, "at_least": 2},
                               "otherwise": [{"boost": {"what": "me", "amount": 1}}]}]}}),
    ("I can't be played.", "Je ne peux pas être jouée.", "permanent", {"passive": {"unplayable": True}}),
    ("{J} Target a Character in Reserve, then roll a die. On a: • 3+, we both gain 1 boost. • 1-2, it gains 2 boosts.",
     "{J} Ciblez un Personnage en Réserve, puis lancez un dé. Sur : • 3+, nous gagnons tous les deux 1 boost. • 1-2, "
     "il gagne 2 boosts.", "character",
     {"reaction": {"trigger": {"played": "me", "from": "any"},
                   "effect": [{"target": {"target": "character", "in": "a reserve"}},
                              {"roll_die": [
                                  {"results": "3+", "effect": [{"simultaneously": [
                                      {"boost": {"what": "me", "amount": 1}},
                                      {"boost": {"what": "that_target", "amount": 1}}]}]},
                                  {"results": "1-2",
                                   "effect": [{"boost": {"what": "that_target", "amount": 2}}]}]}]}}),
    ("Target another Character in play. It gains 1 boost.", "Ciblez un autre Personnage en jeu. Il gagne 1 boost.",
     "spell", {"effect": [{"target": {"target": "character", "other": True}},
                          {"boost": {"what": "that_target", "amount": 1}}]}),
]


@pytest.mark.parametrize(("en", "fr", "card_type", "ability"), TEMPLATES, ids=[t[0][:40] for t in TEMPLATES])
def test_each_template_is_one_executable_ability_in_both_languages(en: str, fr: str, card_type: str,
                                                                   ability: Any) -> None:
    one_executable_ability(en, fr, card_type, ability)


def test_otherwise_after_a_step_without_a_condition_names_what_it_lacks() -> None:
    for lang, text in (("en", "Draw a card. Otherwise, target Character gains 1 boost."),
                       ("fr", "Piochez une carte. Sinon, un Personnage ciblé gagne 1 boost.")):
        (verdict,) = parse_text(text, lang, card_type="spell").verdicts
        assert verdict.verdict == UNSUPPORTED
        assert verdict.reason == "\"otherwise\" after a step without a condition"


def _prize(adventure: str) -> str:
    return (
        "scenario: s\nrules: seed\ninclude: [judge:printed-en]\ncards:\n  prize:\n    name: Prize\n    type: spell\n"
        "    cost: 0\n    text: If three or more single-terrain regions are visible, target Character gains 3 boosts. "
        "Otherwise, it gains 1 boost.\n"
        f"board:\n  phase: afternoon\n  first_player: alice\n  adventure: {adventure}\n  players:\n"
        "    alice: {hand: [prize], expeditions: {hero: [plain-filler]}}\n    bob: {}\n"
        "do:\n  - {play: prize, by: alice, targets: [plain-filler]}\n")


def test_three_visible_single_terrain_regions_give_the_first_part_only(tmp_path: Path) -> None:
    events = resolved_events(tmp_path / "s.yaml", _prize(
        "[{terrains: [forest, mountain, water]}, {terrains: [forest], tumult: true}, {terrains: [water], tumult: true},"
        " {terrains: [mountain], tumult: true}, {terrains: [forest, mountain, water]}]"),
        ("condition", "ignored", "atomic"))
    texts = [t for _, t in events]
    met = texts.index("condition met: the step 'boost 3' happens")
    assert texts[met + 1] == "the condition holds: the 'otherwise' part is ignored"
    boosts = [t for t in texts if "boost counter" in t]
    assert len(boosts) == 1 and boosts[0].startswith("put 3 boost counters on Plain Filler")
    assert texts.index(boosts[0]) > met + 1


def test_regions_of_several_terrains_are_not_single_terrain(tmp_path: Path) -> None:
    """Five face-up regions, two of them of two terrains: two single-terrain regions, the 'otherwise' part."""
    events = resolved_events(tmp_path / "s.yaml", _prize(
        "[{terrains: [forest, mountain, water]}, {terrains: [forest, water], tumult: true}, "
        "{terrains: [water], tumult: true}, {terrains: [mountain], tumult: true}, {terrains: [mountain, water]}]"),
        ("condition", "ignored", "atomic"))
    texts = [t for _, t in events]
    happens = texts.index("the condition does not hold: the 'otherwise' part happens instead")
    assert texts[happens - 1] == "condition not met: the step 'boost 3' is ignored"
    assert next(t for t in texts if "boost counter" in t).startswith("put 1 boost counter on Plain Filler")


def test_otherwise_needs_a_condition_in_the_ability_language(tmp_path: Path) -> None:
    refused_in_one_line(tmp_path / "bad.yaml", (
        "scenario: s\nrules: seed\ncards:\n  odd:\n    name: Odd\n    type: spell\n    cost: 0\n"
        "    effect: [{draw: 1, otherwise: [{draw: 2}]}]\n"
        "board:\n  phase: afternoon\n  first_player: alice\n  players: {alice: {hand: [odd]}, bob: {}}\n"),
        "otherwise on a step with if:")


# -- a card that can't be played ------------------------------------------------------------------------------------

def _spark(where: str, do: str, extra: str = "") -> str:
    return (
        "scenario: s\nrules: seed\ninclude: [judge:printed-en]\ncards:\n  spark:\n    name: Spark\n"
        "    type: permanent\n    cost: 0\n    text: I can't be played.\n" + extra +
        f"board:\n  phase: afternoon\n  first_player: alice\n  players:\n    alice: {{{where}}}\n    bob: {{}}\n"
        f"do:\n  - {do}\n")


def test_an_unplayable_card_is_refused_from_the_reserve_too(tmp_path: Path) -> None:
    """1.2.4.d: the ability works in every zone the card could be played from."""
    refused_in_one_line(tmp_path / "s.yaml", _spark("reserve: [spark], mana: 2", "{play: spark, by: alice}"),
                        "can't be played: its own ability says so")


def test_an_effect_that_plays_a_card_does_not_offer_an_unplayable_one(tmp_path: Path) -> None:
    call = ("  call:\n    name: Call\n    type: spell\n    cost: 0\n"
            "    text: Immediately play a Permanent for free.\n")
    events = resolved_events(tmp_path / "s.yaml", _spark("hand: [call, spark]", "{play: call, by: alice}", call),
                             ("effect_play", "ignored", "atomic", "decision", "play"))
    texts = [t for _, t in events]
    assert any("no card that fits" in t for t in texts), texts
    assert not [t for t in texts if "Spark" in t and "plays" in t]


# -- a target named as a step of its own ----------------------------------------------------------------------------

def test_a_target_step_names_only_a_target_in_the_ability_language(tmp_path: Path) -> None:
    refused_in_one_line(tmp_path / "bad.yaml", (
        "scenario: s\nrules: seed\ncards:\n  odd:\n    name: Odd\n    type: spell\n    cost: 0\n"
        "    effect: [{target: me}]\n"
        "board:\n  phase: afternoon\n  first_player: alice\n  players: {alice: {hand: [odd]}, bob: {}}\n"),
        "expected a target object")


def test_a_target_step_later_in_the_effect_is_chosen_at_the_declaration(tmp_path: Path) -> None:
    """5.2.3.b: the target of a step that comes after a draw is chosen when the Spell is played, before the draw;
    its own step then does nothing to it, and "it" after it names it."""
    text = (
        "scenario: s\nrules: seed\ninclude: [judge:printed-en]\ncards:\n  lure:\n    name: Lure\n"
        "    type: spell\n    cost: 0\n    text: Draw a card. Target a Character. It gains 1 boost.\n"
        "board:\n  phase: afternoon\n  first_player: alice\n  players:\n"
        "    alice: {hand: [lure], deck: 2}\n    bob: {expeditions: {hero: [plain-filler]}}\n"
        "do:\n  - {play: lure, by: alice}\n")
    texts = [t for _, t in resolved_events(tmp_path / "s.yaml", text, ("decision", "atomic"))]
    chosen = next(i for i, t in enumerate(texts) if "chooses a target" in t and "Plain Filler" in t)
    drawn = next(i for i, t in enumerate(texts) if "draws" in t)
    named = next(i for i, t in enumerate(texts) if "is the target, chosen at the declaration" in t)
    boosted = next(i for i, t in enumerate(texts) if t.startswith("put 1 boost counter on Plain Filler"))
    assert chosen < drawn < named < boosted, texts
