"""``judge step`` driven by scripted key presses: through a scenario to its end, back once, answers written."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
import yaml
from typer.testing import CliRunner

from judge.cli import app
from judge.errors import JudgeError
from judge.scenario.loader import load_scenario
from tests.conftest import ROOT

SUBHASH = "6.1.d-subhash-marmo-cost-one-step.yaml"


def _copy(tmp_path: Path) -> Path:
    (tmp_path / "rules").mkdir()
    target = tmp_path / "rules" / SUBHASH
    shutil.copy(ROOT / "scenarios" / "rules" / SUBHASH, target)
    return target


def test_step_goes_back_once_writes_the_answers_and_reaches_the_end(tmp_path: Path) -> None:
    scenario = _copy(tmp_path)
    original = scenario.read_text()
    keys = "\n".join([
        "1",      # internal_action: yes
        "b",      # at the target: back one decision
        "1",      # internal_action again: yes
        "w",      # at the target: write the answers so far
        "1",      # target: Alice's Hero expedition
    ]) + "\n"   # the card to put from the Hand is forced (one card in hand): not asked
    result = CliRunner().invoke(app, ["step", str(scenario), "--no-pause"], input=keys)
    assert result.exit_code == 0, result.output
    out = result.stdout
    assert out.count("decision (internal_action") == 2
    assert "back: replaying with 0 answer(s)" in out
    assert "end of the resolution" in out
    assert out.index("decision (target") < out.index("back: replaying") < out.rindex("decision (target")
    assert "decision (choose_cards" not in out
    assert out.index("wrote ") < out.index("Dredger Drone (dredger-drone#2) (forced: the only legal option)")
    written = tmp_path / "rules" / "6.1.d-subhash-marmo-cost-one-step-step.yaml"
    assert written.exists() and scenario.read_text() == original
    choices = yaml.safe_load(written.read_text())["choices"]
    assert choices == [{"decision": "internal_action", "answer": "yes"}]
    assert load_scenario(written).choices[0].answer == ("yes",)


def test_step_pauses_after_each_event_and_quits(tmp_path: Path) -> None:
    scenario = _copy(tmp_path)
    result = CliRunner().invoke(app, ["step", str(scenario)], input="\n\nq\n")
    assert result.exit_code == 0
    numbered = [line for line in result.stdout.splitlines() if line[:4].strip().isdigit()]
    assert len(numbered) == 3  # two Enters, then q after the third event
    assert "end of the resolution" not in result.stdout


def test_step_refuses_odd_numbers_and_says_when_input_ends(tmp_path: Path) -> None:
    scenario = _copy(tmp_path)
    keys = "\n".join(["²", "9" * 5000, "١", "0", "1"]) + "\n"  # superscript two, 5,000 digits, Arabic-Indic one
    result = CliRunner().invoke(app, ["step", str(scenario), "--no-pause"], input=keys)
    assert result.exception is None or isinstance(result.exception, SystemExit), repr(result.exception)
    assert result.stdout.count("not a legal choice") == 4
    assert "Traceback" not in result.output
    # the fifth reply answered the first decision; then the input ends at the second
    assert result.stdout.count("decision (") == 2
    assert result.exit_code == 2
    assert result.stderr == (f"{scenario}: expected an answer or a command on standard input, found the end of "
                             "input (stopped after 1 answer(s))\n")


def test_step_says_when_input_ends_while_pausing(tmp_path: Path) -> None:
    scenario = _copy(tmp_path)
    result = CliRunner().invoke(app, ["step", str(scenario)], input="\n")
    assert result.exit_code == 2
    assert "found the end of input (stopped after 0 answer(s))" in result.stderr
    assert len([line for line in result.stdout.splitlines() if line[:4].strip().isdigit()]) == 2


def test_step_goes_on_when_the_answers_cannot_be_written(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    scenario = _copy(tmp_path)

    def refuse(*args: object, **kwargs: object) -> None:
        raise JudgeError("rules/x-step.yaml: expected a writable file, found permission denied")

    monkeypatch.setattr("judge.step.write_atomic", refuse)
    result = CliRunner().invoke(app, ["step", str(scenario), "--no-pause"], input="w\n1\n1\n1\n")
    assert result.exit_code == 0, result.output
    assert "not written: rules/x-step.yaml: expected a writable file, found permission denied" in result.stdout
    assert "end of the resolution" in result.stdout
