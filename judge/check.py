"""Scenarios as regression tests: find them, run them (strictly), check ``expect:`` and golden traces.

Shared by ``judge check``, ``judge coverage`` and the pytest plugin: one way to find a
scenario, one way to run it, one list of what went wrong.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from judge.errors import JudgeError, ScenarioError, internal_error
from judge.expect import check as check_expect
from judge.expect import resolve_as_ruling
from judge.files import file_kind, write_atomic
from judge.golden import golden_diff, plain_text, trace_path
from judge.scenario.loader import LIBRARY_KEYS, load_scenario, read_yaml
from judge.visible import visible

SUFFIXES = (".yaml", ".yml")


def is_scenario(path: Path) -> bool:
    """Whether a YAML file is collected as a scenario: every one but a card library.

    The file is read as YAML: a mapping with only ``include:`` and ``cards:`` is a card
    library; anything else is a scenario, and a file that cannot be read or parsed is too
    (loading it gives the error to report): a truncated or mistyped scenario never passes silently.
    """
    if path.suffix not in SUFFIXES:
        return False
    try:
        root = read_yaml(path)
    except ScenarioError:
        return True
    return not (root.is_map() and root.value and set(root.value) <= set(LIBRARY_KEYS))


def discover(paths: list[Path]) -> list[Path]:
    """Every scenario file named, or found below a named folder (hidden folders skipped), in path order."""
    found: list[Path] = []
    for path in paths:
        if path.is_dir():
            found += sorted(p for p in path.rglob("*.y*ml")
                            if not any(part.startswith(".") for part in p.relative_to(path).parts)
                            and is_scenario(p))
            continue
        kind = file_kind(path)
        if kind is not None:
            raise JudgeError(f"{visible(str(path))}: expected a scenario file or a folder of them, found {kind}")
        if path.suffix not in SUFFIXES:
            raise JudgeError(f"{visible(str(path))}: expected a scenario file (.yaml or .yml), found "
                             f"'{visible(path.suffix) or 'no suffix'}'")
        if not is_scenario(path):
            raise JudgeError(f"{visible(str(path))}: expected a scenario file, found a card library")
        found.append(path)
    return list(dict.fromkeys(found))


@dataclass
class Outcome:
    """What checking one scenario gave: passed, failed (with the problems) or an error (a bad file, or
    ``internal``: the judge crashed on it, a bug reported as this scenario's error)."""

    path: Path
    scenario: str
    status: str  # passed | failed | error
    problems: list[str] = field(default_factory=list)
    events: int = 0
    rules: list[str] = field(default_factory=list)
    internal: bool = False


def check_scenario(path: Path, *, golden: bool = True, update: bool = False,
                   require_golden: bool = True) -> Outcome:
    """Run one scenario strictly (unless its ``expect:`` lists the assumptions it expects); compare it with
    its ``expect:`` and its golden trace (or write it). A scenario whose ``expect:`` says ``illegal:``
    passes when the resolution stops at that illegal action (the golden trace ends with it).

    Whatever happens is this scenario's outcome: a crash of the judge on it is an ``error`` marked
    ``internal``, so a run over many scenarios always goes on to the end.
    """
    try:
        return _check(path, golden, update, require_golden)
    except JudgeError as exc:  # a golden trace that cannot be written
        return Outcome(path, path.stem, "error", [str(exc)])
    except Exception as exc:
        return Outcome(path, path.stem, "error", [internal_error(exc, str(path))], internal=True)


def _check(path: Path, golden: bool, update: bool, require_golden: bool) -> Outcome:
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
    expected = _read_golden(golden)
    if update:
        if expected != text:
            write_atomic(golden, text)
        return []
    if expected is None:
        return [f"{golden}: no golden trace (write it with judge check --update)"] if required else []
    if expected == text:
        return []
    return [f"{golden}: the trace differs from the golden one", *golden_diff(expected, text)]


def _read_golden(golden: Path) -> str | None:
    """A golden trace's text (``None``: there is none); bytes that are not UTF-8 show as U+FFFD."""
    kind = file_kind(golden)
    if kind == "no such file":
        return None
    if kind is not None:
        raise JudgeError(f"{visible(str(golden))}: expected a golden trace file, found {kind}")
    try:
        return golden.read_bytes().decode("utf-8", "replace")
    except OSError as exc:
        raise JudgeError(f"{visible(str(golden))}: expected a readable golden trace, found "
                         f"{(exc.strerror or exc.__class__.__name__).lower()}") from None


def orphan_traces(paths: list[Path]) -> list[Path]:
    """Golden traces whose scenario is gone."""
    orphans = []
    for path in paths:
        for trace in sorted(path.rglob("*.trace.txt")) if path.is_dir() else []:
            if not trace.with_name(trace.name.removesuffix(".trace.txt") + ".yaml").exists():
                orphans.append(trace)
    return orphans
