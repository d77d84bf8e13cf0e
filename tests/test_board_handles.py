"""Stable handles: a card that changes zone is a new object with a new handle (1.4.4.a); the final board
says which object each one was, the handle the trace named at the move, and nothing else changes."""

from __future__ import annotations

import json

from typer.testing import CliRunner

from judge.cli import app
from judge.digest import board_digest, board_key
from judge.explore import explore
from judge.model.board import board_data
from judge.resolve import resolve
from judge.scenario.loader import load_scenario

runner = CliRunner()
TWO = "scenarios/rules/6.2.f-two-replacements-order-matters.yaml"
SUBHASH = "scenarios/rules/6.1.d-subhash-marmo-cost-one-step.yaml"
DRAWS = "scenarios/rules/6.1.c-sabotage-then-resupply.yaml"


def _moved(board: dict[str, object]) -> list[dict[str, str]]:
    players = board["players"]
    assert isinstance(players, dict)
    return [o for zones in players.values() for z in zones.values() if isinstance(z, list)
            for o in z if isinstance(o, dict) and "was" in o]


def test_text_board_says_what_each_moved_object_was() -> None:
    out = runner.invoke(app, ["resolve", TWO]).stdout
    sequence, board = out.split("Final board", 1)
    # the trace names filler#1 at the move into the Hand; the board names the new object and what it was
    assert "Alice puts Filler (filler#1) into Alice's Hand" in sequence and "filler#7" not in sequence
    assert "hand: filler#7 (was filler#1)" in board
    assert "reserve: recall#8 (was recall#6)" in board
    assert "keeper-of-hands#2, hungry-pit#3;" in board  # never moved: no "was"


def test_every_was_is_the_object_the_move_event_names() -> None:
    for path in (TWO, SUBHASH, DRAWS):
        res = resolve(load_scenario(path))
        moved = _moved(board_data(res.state))
        assert moved, path
        for obj in moved:
            moves = [e for e in res.trace if e.kind == "atomic" and obj["card"] in e.objects]
            assert moves, (path, obj)
            assert list(moves[0].objects) == [obj["was"], obj["card"]], (path, obj, moves[0].objects)


def test_json_board_has_was_only_where_it_applies() -> None:
    data = json.loads(runner.invoke(app, ["resolve", TWO, "--format", "json"]).stdout)
    alice = data["board"]["players"]["alice"]
    assert alice["hand"] == [{"card": "filler#7", "was": "filler#1"}]
    assert alice["reserve"] == [{"card": "recall#8", "was": "recall#6"}]
    assert alice["landmarks"] == ["keeper-of-hands#2", "hungry-pit#3"]


def test_was_enters_no_digest_and_no_explore_board() -> None:
    res = resolve(load_scenario(TWO))
    before = board_digest(res.state), board_key(res.state)
    for obj in res.state.objects.values():
        obj.was = "elsewhere#0"
    assert (board_digest(res.state), board_key(res.state)) == before
    result = explore(load_scenario(TWO))
    assert all(not _moved(o.board) for o in result.outcomes)
