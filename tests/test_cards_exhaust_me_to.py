"""Real cards: "You may exhaust me ({T}) to …" (« Vous pouvez m'épuiser ({T}) pour … ») — an internal action (6.5.g)
whose cost exhausts the object bearing the ability, paid as one step (6.1.d); "give target Character N boosts" with the
object first. The engine: an exhausted bearer cannot pay, so "yes" is not a real answer (1.4.1.b) even when the
effect targets (a Tough surcharge would only make it dearer)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from judge.cards.parse import _short
from judge.resolve import resolve
from judge.scenario.loader import load_scenario
from tests.conftest import ROOT, one_executable_ability

PLAYED_SPELL = {"event": "played", "object": {"any": "spell", "controller": "you"}}

#: (English, French, card type, the ability both must give).
TEMPLATES: list[tuple[str, str, str, Any]] = [
    ("When you play a Spell — You may exhaust me ({T}) to draw a card.",
     "Lorsque vous jouez un Sort — Vous pouvez m'épuiser ({T}) pour piocher une carte.", "permanent",
     {"reaction": {"trigger": PLAYED_SPELL,
                   "effect": [{"may_pay": {"cost": ["exhaust_me"], "effect": [{"draw": 1}]}}]}}),
    ("When you play a Spell — You may exhaust me ({T}) to give target Character 2 boosts.",
     "Lorsque vous jouez un Sort — Vous pouvez m'épuiser ({T}) pour donner 2 boosts à un Personnage ciblé.",
     "permanent",
     {"reaction": {"trigger": PLAYED_SPELL,
                   "effect": [{"may_pay": {"cost": ["exhaust_me"],
                                           "effect": [{"boost": {"what": {"target": "character"}, "amount": 2}}]}}]}}),
]


@pytest.mark.parametrize(("en", "fr", "card_type", "ability"), TEMPLATES, ids=lambda v: str(v)[:40])
def test_template(en: str, fr: str, card_type: str, ability: Any) -> None:
    one_executable_ability(en, fr, card_type, ability)


def test_an_exhausted_bearer_cannot_pay_and_yes_is_not_assumed(tmp_path: Path) -> None:
    """6.5.g, 1.4.1.b — the Lantern pays the first time (exhausted, the boost given), not the second: scripted "yes",
    the cost cannot be paid and the internal action is ignored; unscripted, "no" is assumed ("yes" is moot)."""
    path = ROOT / "scenarios" / "printed" / "printed-en-may-exhaust-me-to.yaml"
    events = list(resolve(load_scenario(path)).trace)
    said = [e.en for e in events if e.kind in ("pay_costs", "ignored") or
            (e.kind == "atomic" and e.attr("action") in ("exhaust", "exhaust_me", "boost"))]
    assert [s for s in said if "Mana" not in s] == [
        "pay the cost: exhaust me", "exhaust Spark Lantern (spark-lantern#2)",
        "put 1 boost counter on Plain Filler (plain-filler#1)",
        "the cost cannot be paid: the internal action is ignored"]
    text = path.read_text(encoding="utf-8").split("\nexpect:")[0] + "\n"
    once = text.replace('  - {decision: internal_action, answer: "yes"}\n', "", 1)
    assert once != text
    (tmp_path / "lantern.yaml").write_text(once, encoding="utf-8")
    asked = [e for e in resolve(load_scenario(tmp_path / "lantern.yaml")).trace
             if e.kind == "decision" and e.attr("decision") == "internal_action"]
    assert [e.en.split("internal action: ")[1] for e in asked] == ["yes", "no (assumed: not scripted)"]


def test_a_label_is_never_cut_inside_brackets() -> None:
    """A printed ability's label: cut after about 45 characters, a bracket group closing soon after kept whole
    ("({T})", "[[Anchored]]"), a longer one left out."""
    assert _short("When you play a Spell — You may exhaust me ({T}) to give target Character 1 boost.") == \
        "When you play a Spell — You may exhaust me ({T})…"
    assert _short("When a Character you control gains [[Anchored]] — draw a card, then more.") == \
        "When a Character you control gains [[Anchored]]…"
    assert _short("When I leave your Landmark zone — Create a [Moth Sprite 1/1/1] Spirit token.") == \
        "When I leave your Landmark zone — Create a…"
