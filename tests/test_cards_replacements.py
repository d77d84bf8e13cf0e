"""The top card of a deck into the Mana zone, and replacements "If … would …" from card text: the printed templates
in English and French, the ability language, and the engine's events in order. The bundled pairs
scenarios/printed/printed-{en,fr}-top-card-to-mana.yaml and printed-{en,fr}-would-instead.yaml show the mechanisms
end to end; this file checks what they do not.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from judge.cards.parse import EXECUTABLE, UNSUPPORTED, parse_text
from judge.resolve import Resolution, resolve
from judge.scenario.loader import load_scenario

#: (English, French, card type, the ability both must give).
TEMPLATES: list[tuple[str, str, str, Any]] = [
    ("Put the top card of your deck in your Mana zone (as an exhausted Mana Orb).",
     "Mettez la première carte de votre deck dans votre zone de Mana (en tant qu'Orbe de Mana épuisé).", "spell",
     {"effect": [{"mana_from_deck": 1}]}),
    ("{R} Put the top card of #your# deck in #your# Mana zone (as an exhausted Mana Orb).",
     "{R} Mettez la première carte de #votre# deck dans #votre# zone de Mana (en tant qu'Orbe de Mana épuisé).",
     "character", {"reaction": {"trigger": {"played": "me", "from": "reserve"}, "effect": [{"mana_from_deck": 1}]}}),
]


@pytest.mark.parametrize(("en", "fr", "card_type", "ability"), TEMPLATES, ids=[t[0][:40] for t in TEMPLATES])
def test_each_template_is_one_executable_ability_in_both_languages(en: str, fr: str, card_type: str,
                                                                   ability: Any) -> None:
    got = {lang: parse_text(text, lang, card_type=card_type).verdicts for lang, text in (("en", en), ("fr", fr))}
    for lang, verdicts in got.items():
        assert [v.verdict for v in verdicts] == [EXECUTABLE], (lang, [v.reason for v in verdicts])
        assert verdicts[0].ability == ability, lang


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
