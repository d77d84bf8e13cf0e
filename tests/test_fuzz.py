"""Fuzzing: mutated bundled scenarios must meet the error boundary's contract.

Each example takes a bundled scenario, applies one mutation of a class (a line dropped,
duplicated or swapped, the text cut short, a value replaced by an odd scalar, a line
re-indented, YAML machinery such as anchors and merge keys, stray characters), and runs
``judge resolve`` on it. Whatever the input, the judge must: exit 0, 1, 2 or 3 (4 would be
a bug reported by the error boundary, anything uncaught is a crash); print a single line on
stderr when it exits 2; never print a traceback or a Python repr (``Y(value=`` …).

The normal suite runs a few hundred derandomized examples (the same ones every time);
``pytest tests/test_fuzz.py --fuzz`` runs many more with a fresh seed (see the README).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

import judge.trace
from judge.cli import app
from tests.conftest import ROOT, RUNNABLE, examples

runner = CliRunner()
EVENT_LIMIT = 20_000  # a mutant may loop or run for days: stop it early (the cap's path is tested elsewhere)
REPR = re.compile(r"\b(Y|Event|Decision|Option|GameObject|Scenario)\([a-z_]+=|<judge\.[\w.]+ object at")

ODD_SCALARS = ["", "~", "null", "-1", "0", "1.5", "1e309", "-.inf", ".nan", "99999999999999999999999999",
               "!!float abc", "!!int x", "!!str", "!!binary zz", "!!python/name:os.system", "[", "{", "]", "}",
               "yes", "[]", "{}", "[[[[]]]]", "'", '"\\x00"', "*undefined", "&a", "? x", "- x", "|", ">-",
               "😀", "@", "`", "%", "2026-12-01", "0x1F", "0o17", "+1", "1_000", "true", "alice#999999999999"]
YAML_MACHINERY = ["<<: *base", "base: &base {phase: noon}", "<<: {phase: noon}", "x: &loop [*loop]",
                  "<<: [*a, *b]", "a: &a 1", "--- !!map", "...", "---", "%YAML 1.1", "%TAG ! tag:x,2000:",
                  "!!set {a, b}", "!!omap [a: 1]", "? [complex, key]\n: value", "key: !custom 1",
                  "&anchor key: 1", "*alias : 1", "<<: 5", "<<: [1, 2]"]
NOISE = [*":-[]{},&*!|>'\"%@`#?\t\\\x00\x85\u2028\ufeff", "  ", "\n", "é"]

Mutation = Callable[[st.DrawFn, list[str]], list[str]]


def _line(draw: st.DrawFn, lines: list[str]) -> int:
    return draw(st.integers(0, max(0, len(lines) - 1)))


def drop_line(draw: st.DrawFn, lines: list[str]) -> list[str]:
    """Remove one line."""
    i = _line(draw, lines)
    return lines[:i] + lines[i + 1:]


def duplicate_line(draw: st.DrawFn, lines: list[str]) -> list[str]:
    """Repeat one line (a duplicate key, an extra list item)."""
    i = _line(draw, lines)
    return lines[: i + 1] + lines[i:]


def swap_lines(draw: st.DrawFn, lines: list[str]) -> list[str]:
    """Exchange two lines."""
    i, j = _line(draw, lines), _line(draw, lines)
    out = list(lines)
    out[i], out[j] = out[j], out[i]
    return out


def truncate(draw: st.DrawFn, lines: list[str]) -> list[str]:
    """Cut the text at some character."""
    text = "\n".join(lines)
    return text[: draw(st.integers(0, len(text)))].split("\n")


def odd_scalar(draw: st.DrawFn, lines: list[str]) -> list[str]:
    """Replace the value of a ``key: value`` line (or a list item) by an odd scalar."""
    i = _line(draw, lines)
    head = re.match(r"^(\s*(?:- )?[\w.-]+:\s|\s*- )", lines[i])
    value = draw(st.sampled_from(ODD_SCALARS))
    out = list(lines)
    out[i] = (head.group(1) if head else lines[i] + " ") + value
    return out


def reindent(draw: st.DrawFn, lines: list[str]) -> list[str]:
    """Shift one line left or right."""
    i = _line(draw, lines)
    shift = draw(st.sampled_from([-4, -2, -1, 1, 2, 4]))
    out = list(lines)
    out[i] = " " * shift + out[i] if shift > 0 else out[i][-shift:]
    return out


def yaml_machinery(draw: st.DrawFn, lines: list[str]) -> list[str]:
    """Insert anchors, aliases, merge keys, tags or directives, at the top level or nested."""
    i = _line(draw, lines)
    indent = re.match(r"^\s*", lines[i]).group(0) if lines else ""  # type: ignore[union-attr]
    piece = draw(st.sampled_from(YAML_MACHINERY))
    return lines[:i] + [indent + p for p in piece.split("\n")] + lines[i:]


def noise(draw: st.DrawFn, lines: list[str]) -> list[str]:
    """Insert a few stray characters somewhere."""
    text = "\n".join(lines)
    at = draw(st.integers(0, len(text)))
    return (text[:at] + "".join(draw(st.lists(st.sampled_from(NOISE), min_size=1, max_size=3))) + text[at:]).split("\n")


MUTATIONS: dict[str, Mutation] = {f.__name__: f for f in (drop_line, duplicate_line, swap_lines, truncate, odd_scalar,
                                                          reindent, yaml_machinery, noise)}
# Mutation classes that find crashes in today's loader (an uncaught exception, a repr in a message, several
# lines for exit 2). The error boundary and the loader's fixes (another branch) make them pass; then remove
# the class from here. Not strict: a derandomized run may or may not hit the crash.


@pytest.fixture(scope="module")
def sandbox(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """A folder of its own for the mutated scenarios (they include the packaged library, judge:core)."""
    root = tmp_path_factory.mktemp("fuzz")
    for folder in {p.parent.name for p in RUNNABLE}:
        (root / folder).mkdir(exist_ok=True)
    yield root


def check_contract(path: Path) -> None:
    """Run ``judge resolve`` on ``path`` and check the error boundary's contract."""
    result = runner.invoke(app, ["resolve", str(path)])
    crash = result.exception if not isinstance(result.exception, SystemExit) else None
    out, err = result.stdout, result.stderr
    assert crash is None, f"uncaught {type(crash).__name__}: {crash}"
    assert result.exit_code in (0, 1, 2, 3), (result.exit_code, err)
    if result.exit_code == 2:
        assert len(err.strip().splitlines()) == 1, err
    for text in (out, err):
        assert "Traceback" not in text, text
        assert not REPR.search(text), REPR.search(text)


@pytest.mark.parametrize("mutation", list(MUTATIONS))
@settings(max_examples=examples(30))
@given(data=st.data())
def test_mutated_scenarios_meet_the_error_contract(mutation: str, sandbox: Path, data: st.DataObject,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(judge.trace, "EVENT_LIMIT", EVENT_LIMIT)
    base = data.draw(st.sampled_from(RUNNABLE), label="scenario")
    lines = base.read_text(encoding="utf-8").split("\n")
    mutated = data.draw(st.composite(lambda draw: MUTATIONS[mutation](draw, lines))(), label="mutated")
    path = sandbox / base.parent.name / "mutant.yaml"
    path.write_text("\n".join(mutated), encoding="utf-8", errors="surrogatepass")
    check_contract(path)


def test_the_contract_check_catches_a_crash(sandbox: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The check is not vacuous: a crash inside the judge fails it."""
    path = sandbox / "rules" / "plain.yaml"
    path.write_text((ROOT / "scenarios/rules/6.1.f-draw-two-at-once.yaml").read_text(encoding="utf-8"),
                    encoding="utf-8")
    check_contract(path)

    def boom(*args: object, **kwargs: object) -> None:
        raise KeyError("boom")

    monkeypatch.setattr("judge.scenario.loader.load_scenario", boom)
    with pytest.raises(AssertionError):
        check_contract(path)
