"""Real cards (cardsK): a token whose abilities the creating text gives in quotes ("Create two [Name 1/0/0] Spirit
tokens in my Expedition with "When you play a Spell — I gain 1 boost."", 2.2.10.e). The quoted text is read with
the card grammar, as a card's own abilities; the token card the text defines carries them, in English and in French;
a quoted ability the engine does not resolve leaves the creating ability unsupported, naming it, and defines no token
card. The engine's part (two tokens of one step, two objects each with the reaction) is the scenario pair
scenarios/printed/printed-*-token-given-abilities; the import of a card in both languages is checked here."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from judge.cards.library import build_library, read_cards
from judge.cards.parse import EXECUTABLE, UNSUPPORTED, parse_text
from tests.conftest import one_executable_ability, resolved_events

_BOOST_ON_SPELL = {"reaction": {"trigger": {"event": "played", "object": {"any": "spell", "controller": "you"}},
                                "effect": [{"boost": {"what": "me", "amount": 1}}]}}
_DRAW_ON_SACRIFICE = {"reaction": {"trigger": {"event": "sacrificed", "object": "me"}, "effect": [{"draw": 1}]}}

#: (English, French, card type, the ability both must give, the token id, the abilities the token card carries).
TEMPLATES: list[tuple[str, str, str, Any, str, list[Any]]] = [
    ("{J} Create two [Ashling 1/0/0] Spirit tokens in my Expedition with \"When you play a Spell — I gain 1 boost.\"",
     "{J} Créez deux jetons Esprit [1/0/0 Ashling] dans mon Expédition avec « Lorsque vous jouez un Sort — Je gagne "
     "1 boost. »", "character",
     {"reaction": {"trigger": {"played": "me", "from": "any"},
                   "effect": [{"create_token": {"token": "ashling", "in": "my_expedition", "count": 2}}]}},
     "ashling", [_BOOST_ON_SPELL]),
    ("{T}, {2} : Create a [Quillet 1/1/0] Bird token in your Hero Expedition with \"When I'm sacrificed — Draw a "
     "card\".",
     "{T}, {2} : Créez un jeton Oiseau [1/1/0 Quillet] dans votre Expédition Héros avec « Quand je suis sacrifié — "
     "Piochez une carte ».", "permanent",
     {"quick_action": {"cost": ["exhaust_me", {"pay_mana": 2}],
                       "effect": [{"create_token": {"token": "quillet",
                                                    "in": {"each": "expedition", "in": "your hero expedition"}}}]}},
     "quillet", [_DRAW_ON_SACRIFICE]),
]


@pytest.mark.parametrize(("en", "fr", "card_type", "ability", "token", "given"), TEMPLATES,
                         ids=[t[0][:40] for t in TEMPLATES])
def test_a_token_given_abilities_in_quotes_reads_the_same_in_both_languages_and_carries_them(
        en: str, fr: str, card_type: str, ability: Any, token: str, given: list[Any]) -> None:
    one_executable_ability(en, fr, card_type, ability)
    for lang, text in (("en", en), ("fr", fr)):
        card = parse_text(text, lang, card_type=card_type).tokens.defined[token]
        assert (card["type"], card["token"], card["abilities"]) == ("character", True, given), lang


def test_the_quote_may_follow_the_word_token_before_the_place() -> None:
    parsed = parse_text("{J} Create an [Ashling 1/0/0] Spirit token with \"When you play a Spell — I gain 1 boost.\" "
                        "in my Expedition.")
    (verdict,) = parsed.verdicts
    assert verdict.verdict == EXECUTABLE, verdict.reason
    assert verdict.ability["reaction"]["effect"] == [{"create_token": {"token": "ashling", "in": "my_expedition"}}]
    assert parsed.tokens.defined["ashling"]["abilities"] == [_BOOST_ON_SPELL]


@pytest.mark.parametrize(("lang", "text", "reason"), [
    ("en", "{J} Create a [Pipkin 1/1/1] Spirit token in my Expedition with \"[Ascend]\".", "keyword Ascend"),
    ("fr", "{J} Créez un jeton Esprit [1/1/1 Pipkin] dans mon Expédition avec « Vous gagnez la partie. »",
     "winning the game"),
    ("en", "{J} Create a [Pipkin 1/1/1] Spirit token in my Expedition with \"When I'm sacrificed — Create a "
           "[Pipling 1/1/1] Spirit token in my Expedition.\"", "a given ability that creates tokens"),
])
def test_a_quoted_ability_the_engine_does_not_resolve_leaves_the_ability_unsupported_and_no_token_card(
        lang: str, text: str, reason: str) -> None:
    parsed = parse_text(text, lang)
    (verdict,) = parsed.verdicts
    assert verdict.verdict == UNSUPPORTED
    assert verdict.reason == f"a token with abilities given by the text: {reason}"
    assert parsed.tokens.defined == {} and parsed.tokens.order == []  # never a token silently without its ability


def test_a_library_token_is_not_given_abilities_by_one_text() -> None:
    from judge.cards.build import TokenBook

    book = TokenBook(known={"ashling": "ashling"})
    (verdict,) = parse_text("{J} Create an [Ashling 1/0/0] Spirit token in my Expedition with \"When you play a Spell "
                            "— I gain 1 boost.\"", tokens=book).verdicts
    assert verdict.verdict == UNSUPPORTED
    assert verdict.reason == "a token with abilities given by the text: a token card defined elsewhere (ashling)"


def test_the_import_writes_the_token_card_with_its_given_abilities_and_the_french_text_agrees(tmp_path: Path) -> None:
    en, fr = TEMPLATES[0][0], TEMPLATES[0][1]
    path = tmp_path / "cards.json"
    path.write_text(json.dumps([
        {"reference": "ALT_TEST_B_AX_92_C", "name": "Cinder Loom", "name_fr": "Métier de Cendre",
         "cardType": {"reference": "CHARACTER"},
         "elements": {"MAIN_COST": "1", "RECALL_COST": "1", "FOREST_POWER": "1", "MOUNTAIN_POWER": "0",
                      "OCEAN_POWER": "1", "MAIN_EFFECT": en},
         "elements_fr": {"MAIN_COST": "1", "RECALL_COST": "1", "FOREST_POWER": "1", "MOUNTAIN_POWER": "0",
                         "OCEAN_POWER": "1", "MAIN_EFFECT": fr}},
    ]), encoding="utf-8")
    cards = read_cards([path])
    library = build_library(cards)
    assert "unresolved" not in library["cinder-loom"], library["cinder-loom"].get("unresolved")
    assert library["ashling"]["abilities"] == [_BOOST_ON_SPELL]
    assert library["ashling"]["stats"] == {"forest": 1, "mountain": 0, "water": 0}
    assert [v.verdict for c in cards for v in c.verdicts["fr"]] == [EXECUTABLE]


# -- "This action costs {N} more if …" (the sample's token-making quick action says it; judge.engine.costs_more) -----

def test_a_quick_action_that_costs_more_reads_the_same_in_both_languages() -> None:
    one_executable_ability(
        "{T} : Draw a card. This action costs {2} more if you are not the first player.",
        "{T} : Piochez une carte. Cette action coûte {2} de plus si vous n'êtes pas le premier joueur.", "permanent",
        {"quick_action": {"cost": ["exhaust_me"], "effect": [{"draw": 1}],
                          "costs_more": {"amount": 2, "if": {"first_player": False}}}})
    one_executable_ability(
        "{T}, {1} : Draw a card. This action costs {1} more.", "{T}, {1} : Piochez une carte. Cette action coûte {1} "
        "de plus.", "permanent",
        {"quick_action": {"cost": ["exhaust_me", {"pay_mana": 1}], "effect": [{"draw": 1}],
                          "costs_more": {"amount": 1}}})


@pytest.mark.parametrize("text", ["{J} Draw a card. This action costs {1} more.",
                                  "{T} : Choose one: • Draw a card. This action costs {1} more. • Exhaust me."])
def test_costs_more_outside_a_quick_actions_own_sentences_is_unsupported(text: str) -> None:
    (verdict,) = parse_text(text).verdicts
    assert (verdict.verdict, verdict.reason) == (UNSUPPORTED, "cost changes (costs more / less)")


def _lantern(first: str, mana: int) -> str:
    return (
        "scenario: s\nrules: seed\ncards:\n  lantern:\n    name: Lantern\n    type: permanent\n    cost: 1\n"
        "    abilities:\n      - quick_action: {cost: [exhaust_me], effect: [{draw: 1}],\n"
        "                       costs_more: {amount: 2, if: {first_player: no}}}\n"
        f"board:\n  phase: afternoon\n  first_player: {first}\n  players:\n"
        f"    alice: {{mana: {mana}, landmarks: [lantern], deck: 3}}\n    bob: {{}}\n"
        "do:\n  - {quick_action: lantern, by: alice}\n")


def test_the_first_player_pays_no_more_and_another_pays_the_more_with_the_cost(tmp_path: Path) -> None:
    kinds = ("note", "legal", "pay_costs", "atomic")
    first = [t for _, t in resolved_events(tmp_path / "a.yaml", _lantern("alice", 0), kinds)]
    assert not any("more to play" in t for t in first)
    assert [t for t in first if t.startswith("exhaust")] == ["exhaust Lantern (lantern#1)"]
    second = resolved_events(tmp_path / "b.yaml", _lantern("bob", 2), kinds)
    texts = [t for _, t in second]
    note = texts.index("Lantern costs 2 more to play, as its text says")
    assert second[note + 1][0] == "legal" and second[note + 2][0] == "pay_costs"  # declared, then paid together
    assert [t.split(" (")[0] for t in texts[note:] if t.startswith("exhaust")] == [
        "exhaust Lantern", "exhaust Mana Orb", "exhaust Mana Orb"]


def test_a_player_who_cannot_pay_the_more_is_refused_citing_it(tmp_path: Path) -> None:
    from judge.errors import IllegalPlay
    from judge.resolve import resolve
    from judge.scenario.loader import load_scenario

    path = tmp_path / "c.yaml"
    path.write_text(_lantern("bob", 1), encoding="utf-8")
    with pytest.raises(IllegalPlay, match=r"cannot pay the cost of Lantern \+ 2 more "
                                          r"\(1\.4\.1\.b, 5\.1\.2\.c, 1\.2\.4\.d\)"):
        resolve(load_scenario(path))


# -- "If your Hero has 5 or more Quest counters, I am Gigantic." (the sample's other token reminder;
# -- judge.engine.keywords.is_gigantic) ------------------------------------------------------------------------------

_HERO_QUEST_3 = {"counters": {"each": "hero", "controller": "you"}, "counter": "quest", "at_least": 3}


def test_a_keyword_while_a_condition_holds_reads_the_same_in_both_languages() -> None:
    one_executable_ability(
        "If your Hero has 3 or more Quest counters, I am Gigantic.",
        "Si votre Héros a au moins 3 compteurs Quête, je suis Gigantesque.", "character",
        {"passive": {"keyword_if": {"keyword": "gigantic", "if": _HERO_QUEST_3}}})
    one_executable_ability(
        "If you are the first player, I am [Gigantic].", "Si vous êtes le premier joueur, je suis [Gigantesque].",
        "character", {"passive": {"keyword_if": {"keyword": "gigantic", "if": {"first_player": True}}}})


@pytest.mark.parametrize(("text", "card_type", "reason"), [
    ("If you are the first player, I am [Defender].", "character", "keyword Defender while a condition holds"),
    ("If you are the first player, I am Gigantic.", "permanent",
     "Defender, Gigantic or Scout on a card that is not a Character"),
])
def test_another_keyword_or_card_type_under_a_condition_is_unsupported(text: str, card_type: str, reason: str) -> None:
    (verdict,) = parse_text(text, card_type=card_type).verdicts
    assert (verdict.verdict, verdict.reason) == (UNSUPPORTED, reason)


def test_a_reminder_token_is_given_the_conditional_keyword() -> None:
    parsed = parse_text("At Dusk — Create a [Tull 1/1/1] token in your Hero Expedition. (It's a Beast token with \"If "
                        "your Hero has 3 or more Quest counters, I am Gigantic.\")")
    (verdict,) = parsed.verdicts
    assert verdict.verdict == EXECUTABLE, verdict.reason
    assert parsed.tokens.defined["tull"]["abilities"] == [
        {"passive": {"keyword_if": {"keyword": "gigantic", "if": _HERO_QUEST_3}}}]


def _tull(quest: int) -> str:
    return (
        "scenario: s\nrules: seed\ncards:\n  hero:\n    name: Hero\n    type: hero\n    cost: 0\n"
        "  tull:\n    name: Tull\n    type: character\n    token: true\n    stats: {forest: 1, mountain: 1, water: 1}\n"
        "    abilities:\n      - passive: {keyword_if: {keyword: gigantic,\n"
        "                   if: {counters: {each: hero, controller: you}, counter: quest, at_least: 3}}}\n"
        "board:\n  phase: afternoon\n  players:\n    alice:\n"
        f"      hero: {{card: hero, counters: {{quest: {quest}}}}}\n"
        "      expeditions: {hero: [tull], companion: []}\n    bob: {}\ndo:\n  - start_phase: dusk\n")


def test_the_keyword_counts_at_progress_only_while_the_condition_holds(tmp_path: Path) -> None:
    held = resolved_events(tmp_path / "a.yaml", _tull(3), ("note", "compare"))
    assert [k for k, _ in held][:2] == ["note", "compare"]  # said at Progress, before the expeditions are compared
    assert held[0][1].startswith("Gigantic: Tull (tull#2) is considered present in Alice's Companion expedition too")
    assert any(t.startswith("Alice's Companion expedition") and t.endswith("→ advances (forest, mountain, water)")
               for _, t in held)
    not_held = resolved_events(tmp_path / "b.yaml", _tull(2), ("note", "compare"))
    assert not any("Gigantic" in t for _, t in not_held)
    assert any(t.startswith("Alice's Companion expedition") and "does not advance" in t for _, t in not_held)


def test_the_scenario_language_accepts_gigantic_only_under_a_condition(tmp_path: Path) -> None:
    from tests.conftest import refused_in_one_line

    refused_in_one_line(tmp_path / "bad.yaml", _tull(3).replace("keyword: gigantic", "keyword: defender"),
                        "expected one of gigantic, found 'defender'")
