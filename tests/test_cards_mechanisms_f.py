"""Real cards: a trigger with a condition ("At Dusk, if … —"), the first card of a type played each phase, targets
in play or in Reserve, and a changed Reserve limit. Each template reads the same in English and French; the
engine's part is checked here where the bundled scenarios (scenarios/printed/printed-*-trigger-condition, …) do not
show it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from judge.cards.parse import EXECUTABLE, UNSUPPORTED, parse_text
from judge.cli import app
from judge.resolve import resolve
from judge.scenario.loader import load_scenario

runner = CliRunner()

#: (English, French, card type, the ability both must give).
TEMPLATES: list[tuple[str, str, str, Any]] = [
    ("At Dusk, if you control an [[Anchored]] Character — Draw a card.",
     "Au Crépuscule, si vous contrôlez un Personnage [[Ancré]] — Piochez une carte.", "permanent",
     {"reaction": {"trigger": {"at": "dusk", "if": {"count": {"each": "character", "controller": "you",
                                                              "statuses": ["anchored"]}, "at_least": 1}},
                   "effect": [{"draw": 1}]}}),
    ("At Noon, if you have two or more cards in Reserve — I gain 1 boost.",
     "À Midi, si vous avez au moins deux cartes en Réserve — Je gagne 1 boost.", "character",
     {"reaction": {"trigger": {"at": "noon", "if": {"count": {"each": "card", "in": "your reserve"}, "at_least": 2}},
                   "effect": [{"boost": {"what": "me", "amount": 1}}]}}),
]


@pytest.mark.parametrize(("en", "fr", "card_type", "ability"), TEMPLATES, ids=[t[0][:40] for t in TEMPLATES])
def test_each_template_is_one_executable_ability_in_both_languages(en: str, fr: str, card_type: str,
                                                                   ability: Any) -> None:
    for lang, text in (("en", en), ("fr", fr)):
        verdicts = parse_text(text, lang, card_type=card_type).verdicts
        assert [v.verdict for v in verdicts] == [EXECUTABLE], (lang, [v.reason for v in verdicts])
        assert verdicts[0].ability == ability, lang


def test_a_trigger_condition_the_grammar_cannot_read_names_the_condition() -> None:
    (verdict,) = parse_text("At Dusk, if you control a [[Fleeting]] Character, another [[Anchored]] Character and yet "
                            "another [[Asleep]] Character — Draw a card.", card_type="permanent").verdicts
    assert verdict.verdict == UNSUPPORTED
    assert verdict.reason.startswith("condition: you control a [[fleeting]] character, another")


def _scenario(tmp_path: Path, trigger: str, alice_statuses: str, do: str) -> list[tuple[str, str | None]]:
    path = tmp_path / "s.yaml"
    path.write_text(
        "scenario: s\nrules: seed\ninclude: [judge:core]\ncards:\n  lantern:\n    name: Lantern\n    type: permanent\n"
        f"    cost: 1\n    abilities: [{{reaction: {{trigger: {trigger}, effect: [{{draw: 1}}]}}}}]\n"
        "board:\n  phase: afternoon\n  first_player: alice\n  players:\n"
        f"    alice: {{landmarks: [lantern], expeditions: {{hero: [{{card: filler, statuses: [{alice_statuses}]}}]}}, "
        "deck: 3}\n    bob: {landmarks: [lantern], deck: 3}\n"
        f"do:\n  - {do}\n", encoding="utf-8")
    res = resolve(load_scenario(path))
    assert not res.assumptions
    return [(str(e.kind), e.actor) for e in res.trace.events
            if str(e.kind) in ("condition", "ignored", "reaction_activated", "reaction_played")]


def test_the_condition_is_tested_as_the_phase_begins_and_only_a_reaction_whose_condition_holds_activates(
        tmp_path: Path) -> None:
    trigger = "{at: dusk, if: {count: {each: character, controller: you, statuses: [anchored]}}}"
    assert _scenario(tmp_path, trigger, "anchored", "start_phase: dusk") == [
        ("condition", "alice"), ("ignored", "bob"), ("reaction_activated", "alice"), ("reaction_played", "alice")]
    assert _scenario(tmp_path, trigger, "asleep", "start_phase: dusk") == [("ignored", "alice"), ("ignored", "bob")]


def test_a_condition_on_another_phase_is_not_tested_at_this_one(tmp_path: Path) -> None:
    trigger = "{at: night, if: {count: {each: character, controller: you}}}"
    assert _scenario(tmp_path, trigger, "anchored", "start_phase: dusk") == []


def test_the_ability_language_takes_if_only_in_an_at_trigger_in_one_line(tmp_path: Path) -> None:
    path = tmp_path / "bad.yaml"
    path.write_text("scenario: s\nrules: seed\ncards:\n  x:\n    name: X\n    type: permanent\n    cost: 1\n"
                    "    abilities: [{reaction: {trigger: {played: me, if: {first_player: yes}}, "
                    "effect: [{draw: 1}]}}]\n"
                    "board:\n  players:\n    alice: {hand: [x]}\n    bob: {}\n", encoding="utf-8")
    result = runner.invoke(app, ["resolve", str(path)])
    assert result.exit_code == 2, result.output
    assert "'if'" in result.output and len(result.output.strip().splitlines()) == 1
