"""Includes: each library read once. Two libraries sharing a base (a diamond), or one library named twice, is not a
cycle: the base's cards are collected once. A cycle (a file that includes itself through its includes) is refused."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.errors import ScenarioError
from judge.scenario.loader import load_scenario


def _write(folder: Path, files: dict[str, str]) -> None:
    for name, text in files.items():
        (folder / name).write_text(text)


def test_two_libraries_sharing_a_base_are_not_a_cycle(tmp_path: Path) -> None:
    _write(tmp_path, {
        "base.yaml": "cards:\n  pup: {type: character, cost: 1}\n",
        "left.yaml": "include: [base.yaml]\ncards:\n  lefty: {type: character}\n",
        "right.yaml": "include: [base.yaml]\ncards:\n  righty: {type: character}\n",
        "s.yaml": "include: [left.yaml, right.yaml, base.yaml, judge:core, judge:core]\n"
                  "board: {players: {alice: {hand: [pup, lefty, righty, filler]}, bob: {}}}\n",
    })
    scenario = load_scenario(tmp_path / "s.yaml")
    assert {"pup", "lefty", "righty", "filler"} <= set(scenario.cards)
    assert len(scenario.sources) == len(set(scenario.sources)) == 5  # the scenario and four files, each once


def test_a_cycle_through_two_libraries_is_refused_where_it_closes(tmp_path: Path) -> None:
    _write(tmp_path, {
        "a.yaml": "include: [b.yaml]\ncards: {}\n",
        "b.yaml": "include: [a.yaml]\ncards: {}\n",
        "s.yaml": "include: [a.yaml]\nboard: {players: {alice: {}, bob: {}}}\n",
    })
    with pytest.raises(ScenarioError) as err:
        load_scenario(tmp_path / "s.yaml")
    assert str(err.value).endswith("b.yaml:1:11: include[0]: expected no include cycle, found 'a.yaml' already being "
                                   "included")
