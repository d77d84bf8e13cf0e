"""What the outside judges' tests share: run ``judge check`` on one case, and write a case with one change."""

from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

from judge.cli import app

runner = CliRunner()


def check_case(path: Path) -> tuple[int, str]:
    """``judge check --no-golden`` on one scenario file: its exit code and its output."""
    result = runner.invoke(app, ["check", "--no-golden", str(path)])
    return result.exit_code, result.output


def variant(folder: Path, tmp_path: Path, name: str, old: str, new: str) -> Path:
    """The case ``name`` of ``folder``, written in ``tmp_path`` with its one ``old`` replaced by ``new``."""
    text = (folder / name).read_text(encoding="utf-8")
    assert text.count(old) == 1, f"{name}: '{old}' is not found once"
    path = tmp_path / name
    path.write_text(text.replace(old, new), encoding="utf-8")
    return path
