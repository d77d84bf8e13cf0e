"""The project as a user installs it: a wheel in a fresh venv resolves scenarios that include the packaged library.

Slow (a build, a venv, an install): it runs only when ``JUDGE_TEST_WHEEL=1`` is set, e.g.
``JUDGE_TEST_WHEEL=1 .venv/bin/python -m pytest tests/test_packaging.py``. The quick checks that the
libraries are declared as package data run always.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from judge import libraries
from tests.conftest import ROOT

SLOW = pytest.mark.skipif(os.environ.get("JUDGE_TEST_WHEEL") != "1", reason="set JUDGE_TEST_WHEEL=1 to build a wheel")
IGNORED = shutil.ignore_patterns(".git", ".venv*", "build", "dist", "*.egg-info", "__pycache__", ".*_cache",
                                 ".hypothesis", ".artifacts")


def test_the_libraries_are_package_data() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]
    assert "judge.libraries" in config["packages"]
    assert config["package-data"]["judge.libraries"] == ["*.yaml"]
    assert libraries.names() == ["core", "printed-en", "printed-fr"]
    assert sorted(p.stem for p in (ROOT / "judge" / "libraries").glob("*.yaml")) == libraries.names()


def _run(args: list[str], cwd: Path) -> str:
    done = subprocess.run(args, cwd=cwd, capture_output=True, text=True, check=False,
                          env={**os.environ, "PYTHONPATH": ""})
    assert done.returncode == 0, (args, done.stdout, done.stderr)
    return done.stdout


@SLOW
def test_a_wheel_in_a_fresh_venv_resolves_a_scenario_with_the_packaged_library(tmp_path: Path) -> None:
    source = tmp_path / "source"  # a copy without .git: the build writes nothing into the checkout
    shutil.copytree(ROOT, source, ignore=IGNORED)
    _run([sys.executable, "-m", "pip", "wheel", ".", "-w", str(tmp_path / "dist"), "--no-deps", "-q"], source)
    wheel = next((tmp_path / "dist").glob("altered_judge-*.whl"))
    venv = tmp_path / "venv"
    _run([sys.executable, "-m", "venv", str(venv)], tmp_path)
    _run([str(venv / "bin" / "pip"), "install", "-q", str(wheel)], tmp_path)
    work = tmp_path / "work"
    work.mkdir()
    where = _run([str(venv / "bin" / "python"), "-c", "import judge.libraries as l; print(l.FOLDER)"], work)
    assert Path(where.strip()).is_relative_to(venv), where
    judge = str(venv / "bin" / "judge")
    _run([judge, "new", "x.yaml"], work)
    assert "include: [judge:core]" in (work / "x.yaml").read_text(encoding="utf-8")
    assert "Filler enters Alice's Hero expedition" in _run([judge, "resolve", "x.yaml", "--strict"], work)
    name = "printed-en-afternoon-plays"
    shutil.copy(ROOT / "scenarios" / "printed" / f"{name}.yaml", work / f"{name}.yaml")
    shutil.copy(ROOT / "scenarios" / "printed" / f"{name}.trace.txt", work / f"{name}.trace.txt")
    assert "1 passed" in _run([judge, "check", f"{name}.yaml"], work)  # the golden trace, from the packaged text
