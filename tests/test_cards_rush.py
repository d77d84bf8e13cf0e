"""Real cards: the keyword Rush (read from the card's reminder text: judge.engine.effect_play.rush, reading
rush-by-reminder-text), "If you don't," after an optional step, and a target opponent who Resupplies (5.2.3.b: a
player can be a target). The bundled scenarios (scenarios/printed/printed-*-rush) show Rush done and declined; the
cases they do not show are here."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from judge.cards.parse import UNSUPPORTED, parse_text
from judge.resolve import resolve
from judge.scenario.loader import load_scenario
from tests.conftest import one_executable_ability, refused_in_one_line

OPPONENT = {"target": "player", "controller": "opponent"}

#: (English, French, the ability both must give).
TEMPLATES: list[tuple[str, str, Any]] = [
    ("{J} You may [Rush]. If you don't, I gain 2 boosts.",
     "{J} Vous pouvez [Foncer]. Si vous ne le faites pas, je gagne 2 boosts.",
     {"reaction": {"trigger": {"played": "me", "from": "any"}, "effect": [
         {"rush": None, "optional": True, "if_you_dont": [{"boost": {"what": "me", "amount": 2}}]}]}}),
    ("{H} Target opponent [Exhausted Resupplies].", "{H} Un adversaire ciblé [Ravitaille Épuisé].",
     {"reaction": {"trigger": {"played": "me", "from": "hand"}, "effect": [
         {"exhausted_resupply": {"count": 1, "player": OPPONENT}}]}}),
]


@pytest.mark.parametrize(("en", "fr", "ability"), TEMPLATES, ids=[t[0][:40] for t in TEMPLATES])
def test_each_template_is_one_executable_ability_in_both_languages(en: str, fr: str, ability: Any) -> None:
    one_executable_ability(en, fr, "character", ability)


def test_if_you_dont_after_a_step_that_cannot_be_declined_names_it() -> None:
    (verdict,) = parse_text("{J} Draw a card. If you don't, I gain 1 boost.").verdicts
    assert verdict.verdict == UNSUPPORTED and verdict.reason == "\"if you don't\" after a step that is not optional"


def _rush(tmp_path: Path, hand: str, answer: str, mana: int = 1) -> list[str]:
    path = tmp_path / "s.yaml"
    path.write_text(
        "scenario: s\nrules: seed\ninclude: [judge:core]\ncards:\n"
        "  courier: {name: Courier, type: character, cost: 0, abilities: [{reaction: {trigger: {played: me}, effect: "
        "[{rush: null, optional: yes, if_you_dont: [{exhausted_resupply: {player: {target: player, controller: "
        "opponent}}}]}]}}]}\n"
        "board:\n  phase: afternoon\n  first_player: alice\n  players:\n"
        f"    alice: {{mana: {mana}, hand: [courier{hand}], deck: 3}}\n    bob: {{deck: 3}}\n"
        f"do:\n  - {{play: courier, by: alice, expedition: hero}}\nchoices:\n  - {{decision: optional, answer: "
        f"\"{answer}\"}}\n", encoding="utf-8")
    res = resolve(load_scenario(path))
    assert not res.assumptions
    return [str(e.kind) + ":" + ",".join(e.rules) for e in res.trace.events
            if str(e.kind) in ("play", "ignored", "condition") or (str(e.kind) == "atomic" and "resupplies" in e.en)]


def test_rushing_with_no_card_to_play_does_nothing_so_if_you_dont_happens(tmp_path: Path) -> None:
    events = _rush(tmp_path, ", filler", "yes", mana=0)  # no Mana Orb: the Filler (cost 1) cannot be played
    assert events == ["play:5.1.2.a,5.1.1.b", "ignored:1.2.6.f,6.5.f,5.1.2.c", "condition:6.5.b,6.5.d",
                      "atomic:6.1.e,1.4.4.a,1.2.4.b"]


def test_rushing_plays_a_card_paid_from_the_hand_and_if_you_dont_is_ignored(tmp_path: Path) -> None:
    path_events = _rush(tmp_path, ", draw-one", "yes")
    assert path_events[0] == "play:5.1.2.a,5.1.1.b" and path_events[1].startswith("play:5.1.2.a")
    assert path_events[-1] == "ignored:6.5.b,6.5.d" and not any("resupplies" in e for e in path_events)


def test_the_ability_language_takes_if_you_dont_only_on_an_optional_step_and_a_target_player(tmp_path: Path) -> None:
    head = "scenario: s\nrules: seed\ncards:\n  x:\n    name: X\n    type: spell\n    cost: 1\n"
    tail = "board:\n  players:\n    alice: {}\n    bob: {}\n"
    refused_in_one_line(tmp_path / "a.yaml", head + "    effect: [{draw: 1, if_you_dont: [{draw: 1}]}]\n" + tail,
                        "if_you_dont only on an optional step")
    refused_in_one_line(tmp_path / "b.yaml", head + "    effect: [{resupply: {player: opponent}}]\n" + tail,
                        "a target player")


def test_if_you_dont_after_an_optional_sentence_of_several_steps_is_unsupported_not_guessed(tmp_path: Path) -> None:
    """6.5.b, 6.5.d — "You may A, then B. If you don't, C": one choice for the sentence (reading
    may-covers-its-sentence), but whether "If you don't" asks about A or the whole sentence the seed text does not
    say: the printed text is unsupported and the ability language refuses ``if_you_dont`` with ``then:``."""
    (verdict,) = parse_text("{J} You may exhaust target Character, then draw a card. If you don't, Resupply.").verdicts
    assert verdict.verdict == UNSUPPORTED and "several steps" in verdict.reason
    head = "scenario: s\nrules: seed\ncards:\n  x:\n    name: X\n    type: spell\n    cost: 1\n"
    tail = "board:\n  players:\n    alice: {}\n    bob: {}\n"
    refused_in_one_line(tmp_path / "a.yaml", head + "    effect: [{draw: 1, optional: yes, then: [{draw: 1}], "
                        "if_you_dont: [{resupply: 1}]}]\n" + tail, "a step with then:")
