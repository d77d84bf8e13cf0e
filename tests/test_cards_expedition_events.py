"""Real cards: trigger events about expeditions — "When my Expedition fails to move forward during Dusk" (an event
once Progress has happened: judge.engine.failing) and "When one or more of your Ascended Expeditions moves forward"
(one event per step), with the condition "If there is no Character facing it". The bundled scenarios
(scenarios/printed/printed-*-expedition-events) show the order of events; the cases they do not show are here."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from judge.cards.parse import UNSUPPORTED, parse_text
from judge.resolve import resolve
from judge.scenario.loader import load_scenario
from tests.conftest import one_executable_ability, refused_in_one_line

FAILS = {"event": "fails_to_advance", "object": "my_expedition"}
ASCENDED = {"event": "advances", "player": "you", "ascended": True}
NONE_FACING = {"facing_it": {"each": "character"}, "at_least": 0, "at_most": 0}

#: (English, French, card type, the ability both must give).
TEMPLATES: list[tuple[str, str, str, Any]] = [
    ("When my Expedition fails to move forward during Dusk — I gain 2 boosts.",
     "Lorsque mon Expédition n'avance pas pendant le Crépuscule — Je gagne 2 boosts.", "character",
     {"reaction": {"trigger": FAILS, "effect": [{"boost": {"what": "me", "amount": 2}}]}}),
    ("When one or more of your Ascended Expeditions moves forward — Draw a card.",
     "Lorsqu'au moins une de vos Expéditions Élevées avance — Piochez une carte.", "permanent",
     {"reaction": {"trigger": ASCENDED, "effect": [{"draw": 1}]}}),
    ("When one or more of your Ascended Expeditions moves forward — If there is no Character facing it, I gain 1 "
     "boost.",
     "Lorsqu'au moins une de vos Expéditions Élevées avance — S'il n'y a aucun Personnage qui lui fait face, je "
     "gagne 1 boost.", "character",
     {"reaction": {"trigger": ASCENDED, "effect": [{"boost": {"what": "me", "amount": 1}, "if": NONE_FACING}]}}),
]


@pytest.mark.parametrize(("en", "fr", "card_type", "ability"), TEMPLATES, ids=[t[0][:40] for t in TEMPLATES])
def test_each_template_is_one_executable_ability_in_both_languages(en: str, fr: str, card_type: str,
                                                                   ability: Any) -> None:
    one_executable_ability(en, fr, card_type, ability)


def test_failing_to_move_forward_outside_dusk_names_what_is_missing() -> None:
    (verdict,) = parse_text("When my Expedition fails to move forward during Noon — Draw a card.").verdicts
    assert verdict.verdict == UNSUPPORTED and "outside Dusk" in verdict.reason


LOOKOUT = "{reaction: {trigger: {event: advances, player: you, ascended: yes}, effect: [{draw: 1, if: {facing_it: " \
          "{each: character}, at_least: 0, at_most: 0}}]}}"
MOLE = "{reaction: {trigger: {event: fails_to_advance, object: my_expedition}, effect: [{draw: 1}]}}"


def _dusk(tmp_path: Path, alice: str, bob: str, lifts: list[str]) -> list[tuple[str, str | None, str]]:
    """Alice makes the expeditions ``lifts`` Ascend, then Dusk comes: the events that matter, in order."""
    path = tmp_path / "s.yaml"
    plays = "".join(f"  - {{play: lift, by: alice, targets: [{t}]}}\n" for t in lifts)
    path.write_text(
        "scenario: s\nrules: seed\ninclude: [judge:core]\ncards:\n"
        "  lift: {name: Lift, type: spell, cost: 0, effect: [{ascend: {target: expedition}}]}\n"
        f"  lookout: {{name: Lookout, type: permanent, cost: 1, abilities: [{LOOKOUT}]}}\n"
        f"  mole: {{name: Mole, type: character, cost: 1, stats: {{forest: 1}}, abilities: [{MOLE}]}}\n"
        "board:\n  phase: afternoon\n  first_player: alice\n  players:\n"
        f"    alice: {{hand: [{', '.join('lift' for _ in lifts)}], landmarks: [lookout], {alice}, deck: 5}}\n"
        f"    bob: {{{bob}, deck: 5}}\n"
        f"do:\n{plays}  - start_phase: dusk\n", encoding="utf-8")
    res = resolve(load_scenario(path))
    assert all(str(d.kind) == "reaction_order" for d, _ in res.assumptions)  # two Moles: the order is assumed
    return [(str(e.kind), e.actor, str(e.given.get("source") or "").split(" (")[0]) for e in res.trace.events
            if str(e.kind) in ("reaction_activated", "condition", "ignored", "no_effect")
            or (str(e.kind) == "note" and "1.3.2.e" in e.rules)]


def test_two_ascended_expeditions_moving_forward_in_one_step_are_one_event(tmp_path: Path) -> None:
    events = _dusk(tmp_path, "expeditions: {hero: [filler], companion: [filler]}", "expeditions: {}",
                   ["alice.hero", "alice.companion"])
    assert [e for e in events if e[0] == "reaction_activated"] == [("reaction_activated", "alice", "Lookout")]


def test_an_expedition_that_has_not_ascended_moving_forward_is_not_the_event(tmp_path: Path) -> None:
    events = _dusk(tmp_path, "expeditions: {hero: [filler]}", "expeditions: {}", [])
    assert [e for e in events if e[0] == "reaction_activated"] == []


def test_a_character_facing_the_expedition_that_moved_makes_the_condition_fail(tmp_path: Path) -> None:
    from judge.resolve import resolve as run
    path_events = _dusk(tmp_path, "expeditions: {hero: [filler, filler]}", "expeditions: {hero: [filler]}",
                        ["alice.hero"])
    assert ("reaction_activated", "alice", "Lookout") in path_events
    res = run(load_scenario(tmp_path / "s.yaml"))
    conditions = [e for e in res.trace.events if "6.5.c" in e.rules]
    assert conditions and str(conditions[0].kind) != "condition"  # not met: Bob's Filler faces Alice's Hero exp.
    assert res.state.objects and sum(1 for o in res.state.objects.values() if o.zone == "alice.hand") == 0


def test_each_expedition_that_fails_is_its_own_event_and_one_that_advances_is_none(tmp_path: Path) -> None:
    events = _dusk(tmp_path, "expeditions: {hero: [mole], companion: [mole]}",
                   "expeditions: {hero: [filler, filler], companion: [filler]}", [])
    # Alice's Hero expedition loses the forest (1 against 2) and fails; her Companion one ties (1 against 1) and fails
    assert [e for e in events if e[0] in ("note", "reaction_activated")] == [
        ("note", "alice", ""), ("reaction_activated", "alice", "Mole"),
        ("note", "alice", ""), ("reaction_activated", "alice", "Mole")]
    events = _dusk(tmp_path, "expeditions: {hero: [mole]}", "expeditions: {}", [])
    assert [e for e in events if e[0] in ("note", "reaction_activated")] == []


def test_failing_to_move_forward_is_for_reactions_only(tmp_path: Path) -> None:
    refused_in_one_line(
        tmp_path / "bad.yaml",
        "scenario: s\nrules: seed\ncards:\n  x:\n    name: X\n    type: permanent\n    cost: 1\n"
        "    abilities: [{passive: {also: {when: {event: fails_to_advance}, do: [{draw: 1}]}}}]\n"
        "board:\n  players:\n    alice: {}\n    bob: {}\n", "fails_to_advance is for reactions' triggers")
    refused_in_one_line(
        tmp_path / "bad2.yaml",
        "scenario: s\nrules: seed\ncards:\n  x:\n    name: X\n    type: permanent\n    cost: 1\n"
        "    abilities: [{reaction: {trigger: {event: moves, ascended: yes}, effect: [{draw: 1}]}}]\n"
        "board:\n  players:\n    alice: {}\n    bob: {}\n", "ascended only with the event advances")


def _wisps_after_dusk(tmp_path: Path, banner: str) -> dict[str, list[str]]:
    """Alice's two expeditions advance at Dusk with ``banner`` (an ability whose Wisp goes "in it") in play: the
    cards in each of her expeditions afterwards."""
    path = tmp_path / "s.yaml"
    path.write_text(
        "scenario: s\nrules: seed\ncards:\n"
        f"  banner: {{name: Banner, type: permanent, cost: 1, abilities: [{banner}]}}\n"
        "  wisp: {name: Wisp, type: character, token: yes, stats: {forest: 1}}\n"
        "  bear: {name: Bear, type: character, cost: 3, stats: {forest: 3}}\n"
        "board:\n  phase: afternoon\n  first_player: alice\n  players:\n"
        "    alice: {landmarks: [banner], expeditions: {hero: [bear], companion: [bear]}}\n"
        "    bob: {}\n"
        "do:\n  - start_phase: dusk\n", encoding="utf-8")
    state = resolve(load_scenario(path)).state
    return {kind: [state.objects[o].card.id for o in state.zones[f"alice.{kind}"]] for kind in ("hero", "companion")}


@pytest.mark.parametrize("banner", [
    "{passive: {also: {when: {event: advances, player: you}, do: [{create_token: {token: wisp, in: it}}]}}}",
    "{reaction: {trigger: {event: advances, player: you}, effect: [{create_token: {token: wisp, in: it}}]}}"],
    ids=["additive modifier", "reaction"])
def test_it_of_an_advance_is_the_expedition_that_advances(tmp_path: Path, banner: str) -> None:
    """7.3.11.a, 7.2.4.a — "it", for an expedition's advance, is that expedition: a Wisp in each (not nowhere)."""
    assert _wisps_after_dusk(tmp_path, banner) == {"hero": ["bear", "wisp"], "companion": ["bear", "wisp"]}
