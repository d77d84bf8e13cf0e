"""Real cards: an expedition moving forward by an effect (7.3.11.a) — "Target Expedition moves forward one region"
(the target chosen at the declaration, 5.2.3.b) and "My Expedition moves forward one region" (the expedition of the
object bearing the ability, 7.2.1.a), in English and French, and what the engine does with them."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from judge.resolve import resolve
from judge.scenario.loader import load_scenario
from tests.conftest import one_executable_ability

#: (English, French, card type, the ability both must give).
TEMPLATES: list[tuple[str, str, str, Any]] = [
    ("At Dusk — Draw a card, then target Expedition moves forward one region.",
     "Au Crépuscule — Piochez une carte, puis une Expédition ciblée avance d'une région.", "permanent",
     {"reaction": {"trigger": {"at": "dusk"}, "effect": [{"draw": 1}, {"advance": {"target": "expedition"}}]}}),
    ("When you pass first — My Expedition moves forward one region.",
     "Lorsque vous passez en premier — Mon Expédition avance d'une région.", "character",
     {"reaction": {"trigger": {"event": "passes", "player": "you", "first": True},
                   "effect": [{"advance": "my_expedition"}]}}),
]


@pytest.mark.parametrize(("en", "fr", "card_type", "ability"), TEMPLATES, ids=[t[0][:40] for t in TEMPLATES])
def test_each_template_is_one_executable_ability_in_both_languages(en: str, fr: str, card_type: str,
                                                                   ability: Any) -> None:
    one_executable_ability(en, fr, card_type, ability)


def test_a_printed_target_expedition_moves_forward_the_one_chosen(tmp_path: Path) -> None:
    """7.3.11.a, 5.2.3.b: a Spell printed "Target Expedition moves forward one region." played on Bob's Companion
    expedition: the target is chosen at the declaration, then that expedition's marker moves one region (toward the
    other side), and no other marker moves."""
    path = tmp_path / "push.yaml"
    path.write_text("""rules: seed
cards:
  shove:
    name: Shove
    type: spell
    cost: {hand: 0, reserve: 0}
    text: "Target Expedition moves forward one region."
board:
  phase: afternoon
  first_player: alice
  players:
    alice: {hand: [shove]}
    bob: {}
do:
  - {play: shove, by: alice, targets: [bob.companion]}
""", encoding="utf-8")
    result = resolve(load_scenario(path))
    kinds = [e.kind for e in result.trace.events]
    assert kinds.index("decision") < kinds.index("step")
    advanced = [e.en for e in result.trace.events if e.kind == "atomic"]
    assert "advance Bob's Companion expedition" in advanced
    last = len(result.state.adventure) - 1
    assert result.state.markers == {"alice.hero": 0, "alice.companion": last, "bob.hero": 0, "bob.companion": last - 1}
