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
