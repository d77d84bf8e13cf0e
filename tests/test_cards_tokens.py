"""Real cards: a token named without its statistics (``[GLOW_BUG]``) by one card and printed with them by another
(``[Glow Bug 1/1/1]``) is the same token card, whatever the order of the import (judge.cards.library reads first
the cards that print a token's statistics)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from judge.cards.library import build_library, read_cards


def _card(reference: str, name: str, text: str, text_fr: str) -> dict[str, Any]:
    return {"reference": reference, "name": name, "name_fr": name, "cardType": {"reference": "PERMANENT"},
            "elements": {"MAIN_COST": "1", "RECALL_COST": "1", "MAIN_EFFECT": text},
            "elements_fr": {"MAIN_COST": "1", "RECALL_COST": "1", "MAIN_EFFECT": text_fr}}


def test_a_token_named_without_statistics_is_the_one_another_card_prints_later_in_the_import(tmp_path: Path) -> None:
    path = tmp_path / "cards.json"
    path.write_text(json.dumps([
        _card("ALT_TEST_B_AX_90_C", "Bug Lamp", "At Noon — Create a [GLOW_BUG] Insect token in your Hero Expedition.",
              "À Midi — Créez un jeton Insecte [GLOW_BUG] dans votre Expédition Héros."),
        _card("ALT_TEST_B_AX_91_C", "Bug Jar", "At Dusk — Create a [Glow Bug 1/1/1] Insect token in your Hero "
              "Expedition.", "Au Crépuscule — Créez un jeton Insecte [1/1/1 Luciole] dans votre Expédition Héros."),
    ]), encoding="utf-8")
    cards = read_cards([path])
    assert [c.reference for c in cards] == ["ALT_TEST_B_AX_90_C", "ALT_TEST_B_AX_91_C"]  # the naming card first
    library = build_library(cards)
    assert list(library)[:2] == ["bug-lamp", "bug-jar"]  # the library keeps the import's order
    lamp = library["bug-lamp"]
    assert "unresolved" not in lamp, lamp.get("unresolved")
    assert lamp["abilities"][0]["reaction"]["effect"] == [
        {"create_token": {"token": "glow-bug", "in": {"each": "expedition", "in": "your hero expedition"}}}]
    assert library["glow-bug"]["stats"] == {"forest": 1, "mountain": 1, "water": 1}
    assert [v.verdict for c in cards for v in c.verdicts["fr"]] == ["executable", "executable"]


def test_a_token_the_reminder_text_defines_has_the_abilities_it_quotes_in_both_languages() -> None:
    from judge.cards.parse import EXECUTABLE, parse_text

    texts = (("en", "{H} Create a [Pebble] token in target player's Landmarks. (It's a Permanent with \"When I'm "
                    "sacrificed — Resupply. {T}, {3}: Sacrifice me.\")"),
             ("fr", "{H} Créez un jeton [Pebble] dans les Repères d'un joueur ciblé. (C'est un Permanent avec « Quand "
                    "je suis sacrifié — Ravitaillez. {T}, {3} : Sacrifiez-moi. »)"))
    for lang, text in texts:
        parsed = parse_text(text, lang, card_type="character")
        (verdict,) = parsed.verdicts
        assert verdict.verdict == EXECUTABLE, (lang, verdict.reason)
        assert verdict.ability["reaction"]["effect"] == [
            {"create_token": {"token": "pebble", "in": {"target": "player", "in": "landmarks"}}}], lang
        token = parsed.tokens.defined["pebble"]
        assert (token["type"], token["token"]) == ("permanent", True), lang
        assert token["abilities"] == [
            {"reaction": {"trigger": {"event": "sacrificed", "object": "me"}, "effect": [{"resupply": 1}]}},
            {"quick_action": {"cost": ["exhaust_me", {"pay_mana": 3}], "effect": [{"sacrifice": "me"}]}}], lang


def test_a_token_whose_quoted_abilities_are_not_executable_leaves_the_ability_unsupported_saying_why() -> None:
    from judge.cards.parse import UNSUPPORTED, parse_text

    (verdict,) = parse_text("{H} Create a [Pebble] token in your Landmarks. (It's a Permanent with \"You win the "
                            "game.\")").verdicts
    assert verdict.verdict == UNSUPPORTED
    assert verdict.reason == "a token with abilities given by the text: winning the game"
