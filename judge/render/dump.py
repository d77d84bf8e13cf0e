"""``--dump-board``: the final board written as a scenario file that loads again."""

from __future__ import annotations

from pathlib import Path

import yaml

from judge.render.board import board_as_scenario
from judge.resolve import Resolution


def dump_board(res: Resolution, out: Path) -> None:
    """Write the final board of ``res`` to ``out`` (which the CLI checked is a new file)."""
    data = board_as_scenario(res.state, res.scenario.raw_cards, res.scenario.id)
    note = "# Written by judge resolve --dump-board; Limbo and today's counters are not part of a board file.\n"
    out.write_text(note + yaml.safe_dump(data, sort_keys=False, allow_unicode=True), encoding="utf-8")
