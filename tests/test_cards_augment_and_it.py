"""Real cards: the keyword Augment ("You may [Augment] target card in play or in Reserve", its reminder text: one
more of each kind of counter the target has, never a Hero). Each template reads the same in English and French;
the engine's part is checked here where the bundled scenarios (scenarios/printed/printed-*-augment) do not show it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from judge.errors import IllegalPlay
from judge.resolve import resolve
from judge.scenario.loader import load_scenario
from tests.conftest import one_executable_ability

#: (English, French, card type, the ability both must give).
TEMPLATES: list[tuple[str, str, str, Any]] = [
    ("{R} You may [Augment] target card in play or in Reserve. (If it has counters, it gains 1 more. This can't "
     "target Hero cards.)",
     "{R} Vous pouvez [Amplifier] une carte ciblée en jeu ou en Réserve. (Si elle a des compteurs, elle en gagne 1 "
     "de plus. Cet effet ne peut cibler une carte Héros.)", "character",
     {"reaction": {"trigger": {"played": "me", "from": "reserve"},
                   "effect": [{"augment": {"target": "card", "in": "play_or_reserve", "not_type": "hero"},
                               "optional": True}]}}),
    ("[Augment] target Character.", "[Amplifiez] un Personnage ciblé.", "spell",
     {"effect": [{"augment": {"target": "character", "not_type": "hero"}}]}),
]


@pytest.mark.parametrize(("en", "fr", "card_type", "ability"), TEMPLATES, ids=[t[0][:40] for t in TEMPLATES])
def test_each_template_is_one_executable_ability_in_both_languages(en: str, fr: str, card_type: str,
                                                                   ability: Any) -> None:
    one_executable_ability(en, fr, card_type, ability)


def _augment(tmp_path: Path, target: str, answer: str) -> list[str]:
    """Alice plays a Spell that augments ``target`` (a board entry in Bob's Reserve); the atomic events' texts."""
    path = tmp_path / "s.yaml"
    path.write_text(
        "scenario: s\nrules: seed\ninclude: [judge:core]\ncards:\n  swell:\n    name: Swell\n    type: spell\n"
        "    cost: 1\n    effect: [{augment: {target: card, in: play_or_reserve, not_type: hero}}]\n"
        "board:\n  phase: afternoon\n  first_player: alice\n  players:\n"
        "    alice: {mana: 1, hand: [swell], hero: sierra-hero}\n"
        f"    bob: {{reserve: [{target}]}}\n"
        f"do:\n  - {{play: swell, by: alice, targets: [{answer}]}}\n", encoding="utf-8")
    res = resolve(load_scenario(path))
    return [e.text("en") for e in res.trace.events if str(e.kind) == "atomic"]


def test_augment_gives_one_more_of_each_kind_of_counter_boosts_first(tmp_path: Path) -> None:
    texts = _augment(tmp_path, "{card: filler, boosts: 1, statuses: [boosted], counters: {quest: 2, trial: 1}}",
                     "filler")
    gains = [t for t in texts if "counter" in t]
    assert [t.split(" on ")[0] for t in gains] == ["put 1 boost counter(s)", "put 1 Quest counter(s)",
                                                  "put 1 Trial counter(s)"]


def test_augment_on_a_card_without_counters_gives_none(tmp_path: Path) -> None:
    texts = _augment(tmp_path, "filler", "filler")
    assert not [t for t in texts if "counter" in t]


def test_a_hero_in_play_cannot_be_augmented(tmp_path: Path) -> None:
    with pytest.raises(IllegalPlay) as caught:  # the Hero zone is in play (1.2.4.d): only its type refuses it
        _augment(tmp_path, "filler", "sierra-hero")
    assert "target 'sierra-hero' is not legal for Swell; legal targets: filler#4" in str(caught.value)
