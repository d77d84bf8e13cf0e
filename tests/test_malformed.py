"""Malformed scenarios: each exits 2 with one located line on stderr, never a traceback.

Every ``tests/malformed/*.yaml`` file is a case (``tests/malformed/lib/`` holds helper
libraries they include and is not). A case's first line says what the error must be::

    # expect: [FILE:]LINE:COL: YAML.PATH: FRAGMENT

FILE is given only when the error is in another file than the case (an included
library); FRAGMENT is a piece of the ``expected …, found …`` text.
"""

from __future__ import annotations

import re
import subprocess
import sys
import time
from pathlib import Path
from typing import NamedTuple

import pytest
from typer.testing import CliRunner, Result

from judge.cli import app

ROOT = Path(__file__).resolve().parent.parent
CASES_DIR = ROOT / "tests" / "malformed"
CASES = sorted(CASES_DIR.glob("*.yaml"))  # top level only: lib/ is not a case
EXPECT = re.compile(r"# expect: (?:(?P<file>[^\s:]+\.yaml):)?(?P<line>\d+):(?P<col>\d+): (?P<path>\S+): "
                    r"(?P<fragment>.+)")
# Known problems in the judge (strict: the test fails once they are fixed, so the mark is removed).
BROKEN_EXIT: dict[str, str] = {}
BROKEN_POSITION = {
    **BROKEN_EXIT,
    "recursive-alias": "points at the anchor '&loop' (3:11), not at the alias '*loop' (3:21): an alias is "
                       "the anchored node itself, so yamlnode._Converter.convert has only the anchor's mark",
}


class Expect(NamedTuple):
    file: str
    line: int
    col: int
    path: str
    fragment: str


def _rel(path: Path) -> str:
    return path.relative_to(ROOT).as_posix()


def _expect(case: Path) -> Expect:
    first = case.read_bytes().split(b"\n", 1)[0].decode("ascii")
    m = EXPECT.fullmatch(first)
    assert m, f"{_rel(case)}: first line must be '# expect: [FILE:]LINE:COL: PATH: FRAGMENT'"
    return Expect(m["file"] or _rel(case), int(m["line"]), int(m["col"]), m["path"], m["fragment"])


def _params(broken: dict[str, str]) -> list[object]:
    return [pytest.param(case, id=case.stem,
                         marks=[pytest.mark.xfail(reason=broken[case.stem], strict=True)]
                         if case.stem in broken else [])
            for case in CASES]


@pytest.fixture(autouse=True)
def _at_root(monkeypatch: pytest.MonkeyPatch) -> None:
    """The judge prints paths relative to the working directory: run from the repository root."""
    monkeypatch.chdir(ROOT)


def _run(case: Path) -> Result:
    return CliRunner().invoke(app, ["resolve", _rel(case)])


def test_enough_cases() -> None:
    assert len(CASES) >= 20
    assert not any(case.parent.name == "lib" for case in CASES)


@pytest.mark.parametrize("case", _params(BROKEN_EXIT))
def test_exits_2_with_one_line(case: Path) -> None:
    result = _run(case)
    assert result.exception is None or isinstance(result.exception, SystemExit), repr(result.exception)
    assert "Traceback" not in result.output
    assert result.exit_code == 2, result.output
    assert result.stdout == ""
    lines = result.stderr.splitlines()
    assert len(lines) == 1, result.stderr
    assert result.stderr.endswith("\n")


@pytest.mark.parametrize("case", _params(BROKEN_POSITION))
def test_points_at_the_mistake(case: Path) -> None:
    want = _expect(case)
    result = _run(case)
    assert result.exit_code == 2, result.output
    line = result.stderr.strip()
    head = f"{want.file}:{want.line}:{want.col}: {want.path}: expected "
    assert line.startswith(head), f"\nwant: {head}…\ngot:  {line}"
    assert want.fragment in line.removeprefix(head.removesuffix("expected ")), line


def test_line_starts_with_the_file() -> None:
    case = CASES_DIR / "unknown-top-key.yaml"
    assert _run(case).stderr.startswith(_rel(case) + ":")


def test_billion_laughs_is_quick() -> None:
    case = CASES_DIR / "billion-laughs.yaml"
    start = time.monotonic()
    proc = subprocess.run([sys.executable, "-m", "judge", "resolve", _rel(case)], cwd=ROOT,
                          capture_output=True, text=True, timeout=20, check=False)
    elapsed = time.monotonic() - start
    assert proc.returncode == 2, proc.stderr
    assert "Traceback" not in proc.stderr
    assert len(proc.stderr.splitlines()) == 1
    assert elapsed < 5, f"took {elapsed:.1f}s"
