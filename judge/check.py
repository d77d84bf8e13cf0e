"""Scenarios as regression tests: find them, run them (strictly), check ``expect:`` and golden traces.

Shared by ``judge check``, ``judge coverage`` and the pytest plugin: one way to find a
scenario, one way to run it, one list of what went wrong.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from judge.errors import JudgeError
from judge.expect import check as check_expect
from judge.expect import resolve_as_ruling
from judge.golden import golden_diff, plain_text, trace_path
from judge.scenario.loader import load_scenario

BOARD_LINE = re.compile(r"^board:", re.MULTILINE)


def is_scenario(path: Path) -> bool:
    """A YAML file with a top-level ``board:`` (card libraries have none)."""
    if path.suffix not in (".yaml", ".yml") or not path.is_file():
        return False
    try:
        return bool(BOARD_LINE.search(path.read_text(encoding="utf-8", errors="replace")))
    except OSError:
        return False


def discover(paths: list[Path]) -> list[Path]:
    """Every scenario file named, or found below a named folder, in path order."""
    found: list[Path] = []
    for path in paths:
        if path.is_dir():
            found += sorted(p for p in path.rglob("*.y*ml") if is_scenario(p))
        elif is_scenario(path):
            found.append(path)
        else:
            raise JudgeError(f"{path}: expected a scenario file or a folder of them, found "
                             f"{'no such file' if not path.exists() else 'something else'}")
    return list(dict.fromkeys(found))


@dataclass
class Outcome:
    """What checking one scenario gave: passed, failed (with the problems) or an error (bad file)."""

    path: Path
    scenario: str
    status: str  # passed | failed | error
    problems: list[str] = field(default_factory=list)
    events: int = 0
    rules: list[str] = field(default_factory=list)


def check_scenario(path: Path, *, golden: bool = True, update: bool = False,
                   require_golden: bool = True) -> Outcome:
    """Run one scenario strictly (unless its ``expect:`` lists the assumptions it expects); compare it with
    its ``expect:`` and its golden trace (or write it). A scenario whose ``expect:`` says ``illegal:``
    passes when the resolution stops at that illegal action (the golden trace ends with it)."""
    try:
        scenario = load_scenario(path)
    except JudgeError as exc:
        return Outcome(path, path.stem, "error", [str(exc)])
    try:
        result, stopped = resolve_as_ruling(scenario)
    except JudgeError as exc:
        return Outcome(path, scenario.id, "error", [str(exc)])
    try:
        problems = [m.report() for m in check_expect(result, scenario.expect, stopped)] if scenario.expect else []
    except JudgeError as exc:
        return Outcome(path, scenario.id, "error", [str(exc)])
    if scenario.expect is None:
        problems.append(f"{scenario.file}: no expect: block — a regression test says what it must show")
    if golden:
        problems += _golden(path, plain_text(result, stopped=stopped), update, require_golden)
    status = "failed" if problems else "passed"
    return Outcome(path, scenario.id, status, problems, len(result.trace), result.trace.rules_cited())


def _golden(path: Path, text: str, update: bool, required: bool) -> list[str]:
    golden = trace_path(path)
    if update:
        if not golden.exists() or golden.read_text(encoding="utf-8") != text:
            golden.write_text(text, encoding="utf-8")
        return []
    if not golden.exists():
        return [f"{golden}: no golden trace (write it with judge check --update)"] if required else []
    expected = golden.read_text(encoding="utf-8")
    if expected == text:
        return []
    return [f"{golden}: the trace differs from the golden one", *golden_diff(expected, text)]


def orphan_traces(paths: list[Path]) -> list[Path]:
    """Golden traces whose scenario is gone."""
    orphans = []
    for path in paths:
        for trace in sorted(path.rglob("*.trace.txt")) if path.is_dir() else []:
            if not trace.with_name(trace.name.removesuffix(".trace.txt") + ".yaml").exists():
                orphans.append(trace)
    return orphans
