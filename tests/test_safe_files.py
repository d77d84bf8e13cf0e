"""Output files: refused before any work when they cannot or must not be written, written whole or not at all."""

from __future__ import annotations

import errno
import os
import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

import judge.files
from judge.cli import app
from tests.conftest import ROOT

runner = CliRunner()
SUBHASH = "6.1.d-subhash-marmo-cost-one-step.yaml"


def _repo(tmp_path: Path) -> Path:
    """A copy of a scenario in a folder of its own, with its card library copied into a subfolder."""
    (tmp_path / "rules" / "cards").mkdir(parents=True)
    shutil.copy(ROOT / "judge" / "libraries" / "core.yaml", tmp_path / "rules" / "cards" / "core.yaml")
    text = (ROOT / "scenarios" / "rules" / SUBHASH).read_text(encoding="utf-8")
    assert "include: [judge:core]" in text
    (tmp_path / "rules" / SUBHASH).write_text(text.replace("include: [judge:core]", "include: [cards/core.yaml]"))
    return tmp_path / "rules" / SUBHASH


def _refused(args: list[str], message: str) -> None:
    result = runner.invoke(app, args)
    assert result.exit_code == 2, result.output
    assert result.stdout == "", "refused before any work: no trace printed"
    assert result.stderr.count("\n") == 1 and message in result.stderr, result.stderr


def test_an_output_in_a_missing_folder_is_refused_before_the_trace(tmp_path: Path) -> None:
    scenario = _repo(tmp_path)
    missing = tmp_path / "no" / "such" / "board.yaml"
    _refused(["resolve", str(scenario), "--dump-board", str(missing)],
             "board.yaml: expected an output file in an existing folder, found no such folder")
    _refused(["graph", str(scenario), "-o", str(tmp_path / "none" / "g.html")], "found no such folder")
    _refused(["explore", str(scenario), "--graph", str(tmp_path / "none" / "g.json")], "found no such folder")


def test_a_directory_or_a_device_is_never_written_over(tmp_path: Path) -> None:
    scenario = _repo(tmp_path)
    (tmp_path / "out.yaml").mkdir()
    _refused(["resolve", str(scenario), "--dump-board", str(tmp_path / "out.yaml"), "--force"],
             "expected a regular output file, found a directory")
    _refused(["resolve", str(scenario), "--graph", "/dev/full", "--force"],
             "/dev/full: expected a regular output file, found a device")


def test_force_never_writes_over_the_scenario_or_a_library_it_includes(tmp_path: Path) -> None:
    scenario = _repo(tmp_path)
    library = tmp_path / "rules" / "cards" / "core.yaml"
    before = scenario.read_bytes(), library.read_bytes()
    os.link(scenario, tmp_path / "hard-link.yaml")
    (tmp_path / "sym-link.yaml").symlink_to(scenario)
    os.link(library, tmp_path / "library-link.yaml")
    for target, what in ((tmp_path / "hard-link.yaml", "the input file itself"),
                         (tmp_path / "sym-link.yaml", "the input file itself"),
                         (library, "a file the scenario includes"),
                         (tmp_path / "library-link.yaml", "a file the scenario includes")):
        _refused(["resolve", str(scenario), "--dump-board", str(target), "--force"],
                 f"expected a new output file, found {what}")
    assert (scenario.read_bytes(), library.read_bytes()) == before


def test_two_outputs_to_one_file_are_refused(tmp_path: Path) -> None:
    scenario = _repo(tmp_path)
    out = tmp_path / "same.json"
    _refused(["resolve", str(scenario), "--graph", str(out), "--dump-board", str(out)],
             "same.json: expected each output to be a different file, found it given twice")
    assert not out.exists()


def test_a_write_that_fails_part_way_leaves_the_old_file_and_no_temporary(tmp_path: Path,
                                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    scenario = _repo(tmp_path)
    out = tmp_path / "board.yaml"
    out.write_text("the old board\n")

    def full(fd: int) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(judge.files.os, "fsync", full)
    result = runner.invoke(app, ["resolve", str(scenario), "--dump-board", str(out), "--force"])
    assert result.exit_code == 2
    assert result.stderr.endswith("board.yaml: expected a writable file, found no space left on device\n")
    assert out.read_text() == "the old board\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["board.yaml", "rules"]


def test_outputs_are_written_whole_with_the_usual_permissions(tmp_path: Path) -> None:
    scenario = _repo(tmp_path)
    board, graph = tmp_path / "board.yaml", tmp_path / "graph.graphml"
    result = runner.invoke(app, ["resolve", str(scenario), "--dump-board", str(board), "--graph", str(graph)])
    assert result.exit_code == 0, result.output
    assert board.read_text().startswith("# Written by judge resolve --dump-board")
    assert graph.read_text().rstrip().endswith("</graphml>")
    mask = os.umask(0)
    os.umask(mask)
    assert board.stat().st_mode & 0o777 == 0o666 & ~mask
    assert runner.invoke(app, ["resolve", str(board)]).exit_code == 0  # the dump loads again


def test_write_atomic_without_replace_never_replaces(tmp_path: Path) -> None:
    target = tmp_path / "x.yaml"
    target.write_text("first")
    with pytest.raises(judge.files.JudgeError, match="found an existing file"):
        judge.files.write_atomic(target, "second", replace=False)
    assert target.read_text() == "first"
    assert [p.name for p in tmp_path.iterdir()] == ["x.yaml"]
