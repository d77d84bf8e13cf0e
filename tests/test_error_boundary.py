"""The error boundary: every command, given any malformed file, says one located line and exits with a
documented code; a crash of the judge is one line with exit code 4 (the traceback only with --debug)."""

from __future__ import annotations

import os
import re
import time
from pathlib import Path

import pytest
from typer.testing import CliRunner

import judge.check
import judge.resolve
from judge.cli import app
from judge.errors import JudgeError
from judge.scenario.loader import load_scenario
from tests.conftest import ROOT

CASES = sorted((ROOT / "tests" / "malformed").glob("*.yaml"))
SUBHASH = "scenarios/rules/6.1.d-subhash-marmo-cost-one-step.yaml"
# What a leak of Python internals looks like in a message.
REPR = re.compile(r"Y\(value=|object at 0x|<class '|Traceback|\bFile \"")
runner = CliRunner()


def _loads(case: str) -> bool:
    try:
        load_scenario(case)
    except JudgeError:
        return False
    return True


def _commands(case: str, out: Path) -> dict[str, list[str]]:
    commands = {
        "resolve": ["resolve", case],
        "explore": ["explore", case],
        "step": ["step", case, "--no-pause"],
        "graph": ["graph", case, "-o", str(out / "drawing.mmd")],
        "coverage": ["coverage", case],
    }
    if _loads(case):
        del commands["explore"]  # a file that loads but plays illegally: explore lists the refusal as an outcome
    return commands


@pytest.mark.parametrize("case", CASES, ids=[c.stem for c in CASES])
def test_every_command_says_one_located_line(case: Path, tmp_path: Path) -> None:
    rel = case.relative_to(ROOT).as_posix()
    for name, args in _commands(rel, tmp_path).items():
        result = runner.invoke(app, args, input="")
        assert result.exception is None or isinstance(result.exception, SystemExit), (name, result.exception)
        assert result.exit_code == 2, (name, result.output)
        lines = result.stderr.splitlines()
        assert len(lines) == 1, (name, result.stderr)
        assert lines[0].startswith(rel + ":") or lines[0].startswith("tests/malformed/lib/"), (name, lines[0])
        assert not REPR.search(result.output), (name, result.output)
        assert "\x1b" not in result.output and "\x07" not in result.output, name
    assert not list(tmp_path.iterdir()), "no output file is written for a bad scenario"


@pytest.mark.parametrize("case", CASES, ids=[c.stem for c in CASES])
def test_check_reports_each_malformed_file_and_goes_on(case: Path) -> None:
    rel = case.relative_to(ROOT).as_posix()
    result = runner.invoke(app, ["check", rel, SUBHASH, "--no-golden", "--format", "json"])
    assert result.exit_code == 1, result.output
    assert not REPR.search(result.output)
    import json

    data = json.loads(result.stdout)
    statuses = [s["status"] for s in data["scenarios"]]
    assert statuses == ["error", "passed"], statuses  # the second file still ran
    assert data["scenarios"][0]["problems"][0].startswith(rel.split("/")[0])


def test_a_crash_is_one_line_with_exit_4_and_the_traceback_only_with_debug(monkeypatch: pytest.MonkeyPatch) -> None:
    def crash(*args: object, **kwargs: object) -> None:
        raise KeyError("Y(value='secret')")

    monkeypatch.setattr(judge.resolve, "resolve", crash)
    result = runner.invoke(app, ["resolve", SUBHASH])
    assert result.exit_code == 4
    assert result.stderr == (f"{SUBHASH}: internal error (KeyError): this is a bug in the judge: please report it "
                             "with the scenario file (rerun with --debug for the traceback)\n")
    assert result.stdout == ""
    debug = runner.invoke(app, ["--debug", "resolve", SUBHASH])
    assert debug.exit_code == 4
    assert "Traceback (most recent call last)" in debug.stderr and "KeyError" in debug.stderr
    assert debug.stderr.rstrip().endswith("(rerun with --debug for the traceback)")


def test_a_crash_in_one_scenario_is_its_error_and_check_goes_on(monkeypatch: pytest.MonkeyPatch,
                                                                  tmp_path: Path) -> None:
    real = judge.check.resolve_as_ruling
    crashing = "6.2.f-two-replacements-order-matters"

    def sometimes(scenario: judge.resolve.Scenario, **kwargs: object) -> object:
        if scenario.id == crashing:
            raise ZeroDivisionError("boom")
        return real(scenario, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(judge.check, "resolve_as_ruling", sometimes)
    files = [SUBHASH, f"scenarios/rules/{crashing}.yaml", "scenarios/rules/6.2.g-replacement-no-longer-applies.yaml"]
    files = [f for f in files if Path(f).exists()]
    result = runner.invoke(app, ["check", *files])
    assert result.exit_code == 4, result.output
    assert "Traceback" not in result.output
    assert "internal error (ZeroDivisionError): this is a bug in the judge" in result.stdout
    assert f"{len(files) - 1} passed, 0 failed, 1 could not run" in result.stdout
    junit = runner.invoke(app, ["check", *files, "--format", "junit"])
    assert junit.exit_code == 4 and "internal error (ZeroDivisionError)" in junit.stdout


def test_a_200000_digit_number_is_refused_at_its_place(tmp_path: Path) -> None:
    case = tmp_path / "huge.yaml"
    case.write_text("scenario: huge\nboard:\n  day: " + "9" * 200_000 + "\n  players: {alice: {}, bob: {}}\n")
    result = runner.invoke(app, ["resolve", str(case)])
    assert result.exit_code == 2
    assert result.stderr.endswith(":3:8: board.day: expected a number of at most 18 digits, found "
                                  "'999999999999... (200,000 characters)'\n")


def test_a_huge_sparse_file_is_refused_before_reading(tmp_path: Path) -> None:
    big = tmp_path / "big.yaml"
    with big.open("wb") as handle:
        handle.truncate(1_200_000_000)  # sparse: no disk, no read
    start = time.monotonic()
    result = runner.invoke(app, ["resolve", str(big)])
    assert time.monotonic() - start < 1
    assert result.exit_code == 2
    assert result.stderr.endswith("big.yaml:1:1: (document): expected a file of at most 2,000,000 bytes, found "
                                  "1,200,000,000 bytes\n")


def test_an_included_library_past_the_size_limit_is_refused(tmp_path: Path) -> None:
    (tmp_path / "lib.yaml").write_text("cards: {}\n" + "#" * 2_000_001 + "\n")
    (tmp_path / "s.yaml").write_text("include: [lib.yaml]\nboard: {players: {alice: {}, bob: {}}}\n")
    result = runner.invoke(app, ["resolve", str(tmp_path / "s.yaml")])
    assert result.exit_code == 2 and "lib.yaml:1:1: (document): expected a file of at most 2,000,000 bytes" \
        in result.stderr


def test_a_directory_or_a_fifo_is_not_called_missing(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe.yaml"
    os.mkfifo(fifo)
    (tmp_path / "folder.yaml").mkdir()
    for path, kind in ((fifo, "a FIFO"), (tmp_path / "folder.yaml", "a directory"),
                       (tmp_path / "none.yaml", "no such file")):
        for command in ("resolve", "step", "explore"):
            result = runner.invoke(app, [command, str(path)], input="")
            assert result.exit_code == 2, (command, result.output)
            assert result.stderr.endswith(f": (document): expected a scenario file, found {kind}\n"), result.stderr
    check = runner.invoke(app, ["check", str(fifo)])
    assert check.exit_code == 2 and check.stderr.endswith("expected a scenario file or a folder of them, found "
                                                          "a FIFO\n")


def test_control_characters_in_titles_and_ids_are_shown_escaped(tmp_path: Path) -> None:
    case = tmp_path / "esc.yaml"
    case.write_text('scenario: "evil\\e[2J"\ntitle: "clear\\e]0;x\\athe screen"\n'
                    'cards:\n  "bad\\e[31mcard": {name: "Red\\u202eName", type: character}\n'
                    'board:\n  phase: afternoon\n  players:\n    alice: {hand: ["bad\\e[31mcard"]}\n    bob: {}\n'
                    'do:\n  - play: "bad\\e[31mcard"\n    expedition: hero\n')
    result = runner.invoke(app, ["resolve", str(case), "--strict"], color=True)
    shown = result.stdout
    for raw in ("\x1b[2J", "\x1b]0;", "\x07", "\u202e", "\x1b[31mcard"):
        assert raw not in shown
    assert "evil\\x1b[2J" in shown and "Red\\u202eName" in shown and "bad\\x1b[31mcard" in shown


def test_debug_may_follow_the_command(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    def crash(*args: object, **kwargs: object) -> None:
        raise RuntimeError("boom")

    monkeypatch.setattr(judge.resolve, "resolve", crash)
    monkeypatch.setattr("sys.argv", ["judge", "resolve", SUBHASH, "--debug"])
    from judge.cli import main

    with pytest.raises(SystemExit) as exit_info:
        main()
    assert exit_info.value.code == 4
    err = capsys.readouterr().err
    assert "Traceback (most recent call last)" in err and "RuntimeError: boom" in err
    assert err.rstrip().splitlines()[-1] == (f"{SUBHASH}: internal error (RuntimeError): this is a bug in the "
                                             "judge: please report it with the scenario file (rerun with --debug "
                                             "for the traceback)")


LOOP = "scenarios/rules/6.3.f-self-feeding-loop-capped.yaml"


def test_a_reader_that_stops_reading_ends_the_output_quietly_with_0() -> None:
    """``judge resolve … | head``: the rest of the output is dropped, no traceback, exit 0 (not 1, a failed check)."""
    import subprocess
    import sys

    # each far over a pipe's 64 KiB buffer (both processes started at once, side by side)
    procs = {fmt: subprocess.Popen([sys.executable, "-m", "judge", "resolve", LOOP, "--format", fmt],
                                   stdout=subprocess.PIPE, stderr=subprocess.PIPE) for fmt in ("text", "json")}
    for fmt, proc in procs.items():
        # the loop's output is far larger than a pipe's buffer: the judge is still writing when the reader stops
        assert proc.stdout is not None and proc.stderr is not None
        proc.stdout.read(20)
        proc.stdout.close()
        err = proc.stderr.read()
        assert proc.wait(timeout=60) == 0, (fmt, err)
        assert err == b"", (fmt, err)


def test_a_noncharacter_in_a_name_leaves_the_svg_and_graphml_well_formed(tmp_path: Path) -> None:
    """U+FFFE and U+FFFF are allowed in YAML but forbidden in XML 1.0: shown escaped, like a control character."""
    import xml.dom.minidom

    case = tmp_path / "nonchar.yaml"
    case.write_text('cards:\n  "c\\ufffe": {type: character, name: "N\\uffff<i>&"}\nboard:\n  phase: afternoon\n'
                    '  players:\n    alice: {hand: ["c\\ufffe"]}\n    bob: {}\ndo:\n  - play: "c\\ufffe"\n'
                    '    expedition: hero\n')
    for out in ("g.svg", "g.graphml"):
        result = runner.invoke(app, ["graph", str(case), "-o", str(tmp_path / out)])
        assert result.exit_code == 0, result.output
        xml.dom.minidom.parse(str(tmp_path / out))  # well-formed
        assert "\\ufffe" in (tmp_path / out).read_text(encoding="utf-8")


def test_a_yaml_syntax_error_says_found_once(tmp_path: Path) -> None:
    case = tmp_path / "alias.yaml"
    case.write_text("board: *nowhere\n")
    result = runner.invoke(app, ["resolve", str(case)])
    assert result.exit_code == 2
    assert result.stderr.endswith("alias.yaml:1:8: (document): expected valid YAML, found undefined alias\n")


def test_a_dash_is_a_file_name_never_standard_input_or_output(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    result = runner.invoke(app, ["resolve", "-"], input="board: {players: {alice: {}, bob: {}}}\n")
    assert result.exit_code == 2
    assert result.stderr == ("-:1:1: (document): expected a scenario file, found '-' (standard input is not read: "
                             "give the scenario file's name)\n")
    for option in ("--dump-board", "--graph", "--html"):
        result = runner.invoke(app, ["resolve", str(ROOT / SUBHASH), option, "-"])
        assert result.exit_code == 2, option
        assert result.stderr == ("-: expected an output file's name, found '-' (standard output is not written to: "
                                 "give a file name)\n"), option
    assert not list(tmp_path.iterdir())
