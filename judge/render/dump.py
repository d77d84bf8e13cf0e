"""``--dump-board``: the final board written as a scenario file that loads again."""

from __future__ import annotations

from pathlib import Path

from judge.files import write_atomic, yaml_text
from judge.model.board import board_as_scenario, left_out
from judge.resolve import Resolution


def dump_board(res: Resolution, out: Path) -> list[str]:
    """Write the final board of ``res`` to ``out`` (checked by ``plan_outputs``), whole or not at all; what the
    board file cannot say (:func:`judge.model.board.left_out`) is said in its first lines, and returned."""
    data = board_as_scenario(res.state, res.scenario.raw_cards, res.scenario.id)
    missing = left_out(res.state)
    note = "# Written by judge resolve --dump-board.\n"
    if missing:
        note += "# Left out (a board file cannot say them): " + "; ".join(missing) + ".\n"
    write_atomic(out, note + yaml_text(data))
    return missing
