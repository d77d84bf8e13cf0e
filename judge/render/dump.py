"""``--dump-board``: the final board written as a scenario file that loads again."""

from __future__ import annotations

from pathlib import Path

import yaml

from judge.files import write_atomic
from judge.model.board import board_as_scenario
from judge.resolve import Resolution


def dump_board(res: Resolution, out: Path) -> None:
    """Write the final board of ``res`` to ``out`` (checked by ``plan_outputs``), whole or not at all."""
    data = board_as_scenario(res.state, res.scenario.raw_cards, res.scenario.id)
    note = "# Written by judge resolve --dump-board; Limbo and today's counters are not part of a board file.\n"
    write_atomic(out, note + yaml.safe_dump(data, sort_keys=False, allow_unicode=True))
