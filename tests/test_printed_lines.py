"""Printed lines and the abilities they are (1.2.4.a, 1.2.4.b) and the token cards two texts define (2.2.10.e), in a
scenario and in an import."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from judge.cards.library import build_library, read_cards
from judge.cards.parse import EXECUTABLE, parse_text
from judge.scenario.loader import load_scenario


@pytest.mark.parametrize(("lang", "text"), [("en", "[Defender] [Tough 1]"), ("en", "[Defender]. [Tough 1]."),
                                            ("fr", "[Défenseur] [Coriace 1]")])
def test_two_keywords_on_one_line_are_two_abilities_in_printed_order(lang: str, text: str) -> None:
    verdicts = parse_text(text, lang, card_type="character").verdicts
    assert [v.verdict for v in verdicts] == [EXECUTABLE, EXECUTABLE], [v.reason for v in verdicts]
    assert [v.ability for v in verdicts] == [{"passive": {"defender": True}}, {"passive": {"tough": 1}}]


def test_a_keyword_a_card_type_cannot_have_is_refused_alone_on_its_line() -> None:
    verdicts = parse_text("[Defender] [Tough 1]", "en", card_type="permanent").verdicts
    assert [v.verdict for v in verdicts] == ["unsupported", EXECUTABLE]


_CARDS = """
rules: seed
cards:
  first-keeper:
    text: '{J} Create an [Ember 1/1/1] Spirit token in my Expedition%s.'
  second-keeper:
    text: '{J} Create an [Ember 1/1/1] Spirit token in my Expedition%s.'
board: {phase: afternoon, players: {alice: {}, bob: {}}}
"""
_GIVEN = ' with "When you play a Spell — I gain 1 boost."'


def _tokens(tmp_path: Path, first: str, second: str) -> dict[str, int]:
    path = tmp_path / "s.yaml"
    path.write_text(_CARDS % (first, second), encoding="utf-8")
    cards = load_scenario(path).cards
    return {card_id: len(card.abilities) for card_id, card in cards.items() if card.token}


def test_two_texts_giving_a_same_named_token_different_abilities_make_two_token_cards(tmp_path: Path) -> None:
    assert _tokens(tmp_path, _GIVEN, "") == {"ember": 1, "ember-2": 0}
    assert _tokens(tmp_path, "", _GIVEN) == {"ember": 0, "ember-2": 1}


def test_two_texts_defining_the_same_token_share_one_card(tmp_path: Path) -> None:
    assert _tokens(tmp_path, "", "") == {"ember": 0}
    assert _tokens(tmp_path, _GIVEN, _GIVEN) == {"ember": 1}


def _imported(tmp_path: Path, texts: list[tuple[str, str]]) -> dict[str, Any]:
    path = tmp_path / "cards.json"
    path.write_text(json.dumps([
        {"reference": f"ALT_TEST_B_AX_{n}_C", "name": name, "cardType": {"reference": "CHARACTER"},
         "elements": {"MAIN_COST": "0", "RECALL_COST": "0", "FOREST_POWER": "1", "MOUNTAIN_POWER": "0",
                      "OCEAN_POWER": "0", "MAIN_EFFECT": text}} for n, (name, text) in enumerate(texts, start=81)]),
        encoding="utf-8")
    return build_library(read_cards([path]))


_TEXT = "{J} Create an [Ember 1/1/1] Spirit token in my Expedition%s."


@pytest.mark.parametrize("first", [0, 1])
def test_the_import_gives_each_text_its_own_token_when_they_define_it_differently(tmp_path: Path, first: int) -> None:
    texts = [("Ember Keeper", _TEXT % _GIVEN), ("Ash Keeper", _TEXT % "")]
    library = _imported(tmp_path, texts[first:] + texts[:first])
    made = {card: library[card]["abilities"][0]["reaction"]["effect"][0]["create_token"]["token"]
            for card in ("ember-keeper", "ash-keeper")}
    assert len(library[made["ember-keeper"]]["abilities"]) == 1, made
    assert not library[made["ash-keeper"]].get("abilities"), made
    assert {library[t]["name"] for t in made.values()} == {"Ember"}


def test_the_import_keeps_one_token_card_for_texts_that_define_it_alike(tmp_path: Path) -> None:
    library = _imported(tmp_path, [("Ember Keeper", _TEXT % ""), ("Ash Keeper", _TEXT % "")])
    assert [card for card in library if library[card].get("token")] == ["ember"]
