"""Includes: each file included once (README). A file included twice (two libraries sharing a base, or one library
named twice) is refused as such, and a cycle (a file that includes itself through its includes) as a cycle: each
error says which it is."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.errors import ScenarioError
from judge.scenario.loader import load_scenario


def _write(folder: Path, files: dict[str, str]) -> None:
    for name, text in files.items():
        (folder / name).write_text(text)


def _error(path: Path) -> str:
    with pytest.raises(ScenarioError) as err:
        load_scenario(path)
    return str(err.value)


def test_a_file_included_twice_is_not_called_a_cycle(tmp_path: Path) -> None:
    _write(tmp_path, {
        "base.yaml": "cards:\n  pup: {type: character, cost: 1}\n",
        "left.yaml": "include: [base.yaml]\ncards:\n  lefty: {type: character}\n",
        "right.yaml": "include: [base.yaml]\ncards:\n  righty: {type: character}\n",
        "s.yaml": "include: [left.yaml, right.yaml]\nboard: {players: {alice: {}, bob: {}}}\n",
        "twice.yaml": "include: [judge:core, judge:core]\nboard: {players: {alice: {}, bob: {}}}\n",
    })
    assert _error(tmp_path / "s.yaml").endswith("right.yaml:1:11: include[0]: expected each file included once, "
                                                "found 'base.yaml' included already")
    assert _error(tmp_path / "twice.yaml").endswith("twice.yaml:1:23: include[1]: expected each file included once, "
                                                    "found 'judge:core' included already")


def test_a_cycle_through_two_libraries_is_refused_where_it_closes(tmp_path: Path) -> None:
    _write(tmp_path, {
        "a.yaml": "include: [b.yaml]\ncards: {}\n",
        "b.yaml": "include: [a.yaml]\ncards: {}\n",
        "s.yaml": "include: [a.yaml]\nboard: {players: {alice: {}, bob: {}}}\n",
    })
    assert _error(tmp_path / "s.yaml").endswith("b.yaml:1:11: include[0]: expected no include cycle, found 'a.yaml' "
                                                "already being included")
