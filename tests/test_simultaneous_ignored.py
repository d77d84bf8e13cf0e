"""6.1.c, 6.5.f — a step of simultaneous verbs: a verb with nothing to affect is said ignored, the rest happens."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from judge.cli import app

SCENARIO = """\
scenario: simultaneous
title: Discard and sacrifice simultaneously
rules: seed
cards:
  clean-slate:
    name: Clean Slate
    type: spell
    cost: 1
    effect:
      - simultaneously:
          - {discard: {chosen: card, in: your hand}}
          - {sacrifice: {each: character, controller: you}}
  fen-hopper:
    name: Fen Hopper
    type: character
    cost: 1
    stats: {water: 1}
board:
  phase: afternoon
  first_player: alice
  players:
    alice:
      mana: 1
      hand: [clean-slate]
      expeditions: {hero: HERO}
    bob: {}
do:
  - {play: clean-slate, by: alice}
"""


def _ignored(tmp_path: Path, hero: str) -> list[str]:
    path = tmp_path / "s.yaml"
    path.write_text(SCENARIO.replace("HERO", hero), encoding="utf-8")
    result = CliRunner().invoke(app, ["resolve", str(path), "--format", "json"])
    data = json.loads(result.stdout)
    return [e["text"]["en"] for e in data["events"] if e["kind"] == "ignored"]


def test_the_verb_with_nothing_to_affect_is_said_ignored_the_other_happens(tmp_path: Path) -> None:
    """The Hand is empty (the Spell is in Limbo): the discard is ignored, Fen Hopper is sacrificed (6.5.f)."""
    assert _ignored(tmp_path, "[fen-hopper]") == ["discard: nothing to do: this part of the effect is ignored"]


def test_a_step_with_nothing_to_do_at_all_is_said_so_once(tmp_path: Path) -> None:
    """No card in Hand and no Character: the whole step has nothing to do, said once, not once per verb."""
    assert _ignored(tmp_path, "[]") == ["nothing to do: this part of the effect is ignored"]
