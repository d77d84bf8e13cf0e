"""Tokens created in an expedition join it; "cannot activate" names which triggers it stops; 4.4.a's remark."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.errors import ScenarioError
from judge.resolve import resolve
from judge.scenario.loader import load_scenario

CARDS = """
cards:
  recruit: {name: Recruit, type: character, token: true, stats: {forest: 1}}
  muster:
    name: Muster
    type: spell
    cost: 1
    effect:
      - create_token: {token: recruit, in: {each: expedition, in: your expeditions}}
  herald:
    name: Herald
    type: permanent
    cost: 1
    abilities:
      - reaction:
          label: Herald
          trigger: {event: enters_play, object: {any: character, controller: you}}
          effect: [{draw: 1}]
  from-hand-watcher:
    name: From-Hand Watcher
    type: permanent
    cost: 1
    abilities:
      - reaction:
          label: From-Hand Watcher
          trigger: {event: joins_expedition, object: {any: character}, from: your hand}
          effect: [{draw: 1}]
  sentinel:
    name: Sentinel
    type: character
    cost: 1
    stats: {forest: 1}
    abilities:
      - reaction:
          label: Sentinel
          trigger: {at: noon}
          effect: [{boost: {what: me, amount: 1}}]
"""


def _write(tmp_path: Path, body: str, extra_cards: str = "") -> Path:
    path = tmp_path / "case.yaml"
    path.write_text(f"scenario: case\n{CARDS}{extra_cards}{body}", encoding="utf-8")
    return path


def test_enters_play_sees_each_created_token_but_a_from_zone_trigger_does_not(tmp_path: Path) -> None:
    path = _write(tmp_path, """
board:
  phase: afternoon
  first_player: alice
  players:
    alice: {mana: {orbs: 1}, hand: [muster], landmarks: [herald, from-hand-watcher], deck: 5}
    bob: {}
do:
  - {play: muster, by: alice}
""")
    result = resolve(load_scenario(path))
    kinds = [(e.kind, e.attr("source")) for e in result.trace if e.kind in ("atomic", "reaction_activated")]
    creations = [i for i, e in enumerate(result.trace) if e.kind == "atomic" and "create a token" in e.en]
    activated = [e for e in result.trace if e.kind == "reaction_activated"]
    assert len(creations) == 2
    assert [e.attr("source") for e in activated] == ["Herald", "Herald"]  # one per token, none for "from hand"
    assert kinds.index(("reaction_activated", "Herald")) > kinds.index(("atomic", None))
    assert len(result.state.in_zone("alice.hand")) == 2
    assert "token-created-joins-expedition" in result.trace.readings
    assert [d.kind for d, _ in result.assumptions] == ["reaction_order"]  # two Herald emblems: any order


@pytest.mark.parametrize(("phase", "refused"), [("noon", True), ("afternoon", False)])
def test_cannot_activate_during_a_phase_only(tmp_path: Path, phase: str, refused: bool) -> None:
    gate = f"""
  gate:
    name: Gate
    type: permanent
    cost: 1
    abilities:
      - passive:
          label: Gate
          cannot: {{event: activates, phase: {phase}}}
"""
    path = _write(tmp_path, """
board:
  phase: morning
  first_player: alice
  players:
    alice: {expeditions: {hero: [sentinel]}}
    bob: {landmarks: [gate]}
do:
  - start_phase: noon
""", gate)
    result = resolve(load_scenario(path), strict=True)
    refusals = [e for e in result.trace if e.kind == "refused"]
    activations = [e for e in result.trace if e.kind == "reaction_activated"]
    assert [e.rules for e in refusals] == ([("7.3.1.e",)] if refused else [])
    assert len(activations) == (0 if refused else 1)
    assert result.state.in_zone("alice.hero")[0].boosts == (0 if refused else 1)


def test_cannot_activate_trigger_kind_must_be_an_event(tmp_path: Path) -> None:
    gate = """
  gate:
    name: Gate
    type: permanent
    abilities:
      - passive: {cannot: {event: activates, trigger: dancing}}
"""
    path = _write(tmp_path, "board:\n  players:\n    alice: {}\n    bob: {}\n", gate)
    with pytest.raises(ScenarioError, match="trigger: expected a trigger's event"):
        load_scenario(path)


def test_a_cannot_rejects_a_key_its_event_does_not_use(tmp_path: Path) -> None:
    gate = """
  gate:
    name: Gate
    type: permanent
    abilities:
      - passive: {cannot: {event: exhausted, object: {any: character}, to: your hand}}
"""
    path = _write(tmp_path, "board:\n  players:\n    alice: {}\n    bob: {}\n", gate)
    with pytest.raises(ScenarioError, match="unknown key 'to'"):
        load_scenario(path)


def test_reaction_order_cites_4_4_a_only_when_two_emblems_come_from_the_same_card() -> None:
    same = resolve(load_scenario("scenarios/rules/6.1.e-reaction-once-per-atomic-action.yaml"), strict=True)
    other = resolve(load_scenario("scenarios/rules/4.4.b-reaction-order-choice.yaml"), strict=True)
    same_rules = [e.rules for e in same.trace if e.attr("decision") == "reaction_order"]
    other_rules = [e.rules for e in other.trace if e.attr("decision") == "reaction_order"]
    assert same_rules and all("4.4.a" in r for r in same_rules)
    assert other_rules and all("4.4.a" not in r for r in other_rules)
