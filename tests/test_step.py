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
from judge.trace import Event
from tests.conftest import ROOT, generated_scenarios

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
    assert "back: at decision 1 again" in out
    assert "end of the resolution" in out
    assert out.index("decision (target") < out.index("back: at decision 1") < out.rindex("decision (target")
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


def test_step_offers_the_scenarios_own_answer_and_enter_takes_it(tmp_path: Path) -> None:
    scenario = _copy(tmp_path)
    data = yaml.safe_load(scenario.read_text())
    data["choices"] = [{"decision": "internal_action", "answer": "no"}]
    scenario.write_text(yaml.safe_dump(data, sort_keys=False))
    result = CliRunner().invoke(app, ["step", str(scenario), "--no-pause"], input="\n")
    assert result.exit_code == 0, result.output
    out = result.stdout
    assert "2. no  [no]  (scripted)" in out and "Enter: the scripted answer" in out
    assert "the internal action's cost is not paid" in out  # Enter took the scripted "no"
    assert out.index("end of the resolution") < out.index("Final board")


def test_step_offers_an_optional_answer_for_the_internal_action(tmp_path: Path) -> None:
    """6.5.g — ``decision: optional`` answers the internal action's "may pay", as it does in judge resolve."""
    scenario = _copy(tmp_path)
    data = yaml.safe_load(scenario.read_text())
    data["choices"] = [{"decision": "optional", "answer": "no"}]
    scenario.write_text(yaml.safe_dump(data, sort_keys=False))
    result = CliRunner().invoke(app, ["step", str(scenario), "--no-pause"], input="\n")
    assert result.exit_code == 0, result.output
    assert "2. no  [no]  (scripted)" in result.stdout
    assert "the internal action's cost is not paid" in result.stdout


def _events(out: str, after: int) -> list[str]:
    """The numbered event lines of a walk, past event ``after``."""
    return [line for line in out.splitlines() if line[:4].strip().isdigit() and int(line[:4]) > after]


def test_a_saved_walk_resumes_in_a_new_process_with_the_same_rest(tmp_path: Path) -> None:
    import subprocess
    import sys

    scenario = _copy(tmp_path)
    walked = CliRunner().invoke(app, ["step", str(scenario), "--no-pause"], input="1\ns\n1\n")
    assert walked.exit_code == 0, walked.output
    saved = tmp_path / "rules" / "6.1.d-subhash-marmo-cost-one-step-paused.yaml"
    data = yaml.safe_load(saved.read_text())
    paused_at = data["paused_at"]
    original = yaml.safe_load(scenario.read_text())["choices"]
    # the walk's answer, then the scenario's own later answers (judge resolve on the file goes on as it says)
    assert data["choices"] == [{"decision": "internal_action", "answer": "yes"}, *original[1:]] and paused_at > 0
    resumed = subprocess.run([sys.executable, "-m", "judge", "step", str(saved), "--no-pause"], input="1\n",
                             capture_output=True, text=True, cwd=ROOT, check=False)
    assert resumed.returncode == 0, resumed.stderr
    rest = _events(walked.stdout, paused_at)
    assert rest and _events(resumed.stdout, paused_at) == rest
    assert _events(resumed.stdout, 0) == rest  # nothing before the pause is shown again
    assert resumed.stdout.count("decision (") == 1  # the saved answer is not asked again


def test_back_restores_the_paused_resolution_without_running_events_again(tmp_path: Path) -> None:
    from rich.console import Console

    from judge.step import StepSession

    scenario = _copy(tmp_path)
    replies = iter(["1", "b", "1", "1"])
    shown: list[int] = []
    with open(tmp_path / "out.txt", "w", encoding="utf-8") as out:
        session = StepSession(load_scenario(scenario), scenario, Console(file=out), lambda prompt: next(replies),
                              pause=False)
        show = session.show

        def counting(event: Event) -> None:
            shown.append(event.seq)
            show(event)

        session.engine.trace.listener = session.show = counting  # type: ignore[method-assign]
        assert session.run()
    first_pause = session.paused[0][0].trace.emitted  # where the first decision paused
    assert first_pause > 0
    # nothing before the first decision is run again when going back to it; what came after it is, once more
    assert all(shown.count(seq) == 1 for seq in range(1, first_pause + 1))
    assert any(shown.count(seq) == 2 for seq in shown)


def test_a_french_walk_speaks_french_in_its_own_prompts_too(tmp_path: Path) -> None:
    scenario = _copy(tmp_path)
    keys = "\n".join(["1", "b", "1", "7", "1"]) + "\n"  # yes, back, yes, a number out of range, the target
    result = CliRunner().invoke(app, ["step", str(scenario), "--no-pause", "--lang", "fr"], input=keys)
    assert result.exit_code == 0, result.output
    out = result.stdout
    assert out.count("décision (internal_action") == 2
    assert "retour : de nouveau à la décision 1" in out
    assert "ce choix n'est pas légal" in out
    assert "fin de la résolution" in out
    for english in ("decision (", "back: at decision", "not a legal choice", "end of the resolution", "choose a"):
        assert english not in out, english


def test_back_to_a_choice_among_waiting_reactions_offers_them_again(tmp_path: Path) -> None:
    """4.4.b — the emblems a reaction-order decision offers are those waiting where it paused: going back to it
    after another order was begun offers the same three again, and the other order can be taken."""
    generated = generated_scenarios()
    scenario = tmp_path / "three.yaml"
    scenario.write_text(generated.independent_reactions(3), encoding="utf-8")  # Chime 1, 2, 3, each At Noon
    keys = "\n".join(["1", "b", "3", "1"]) + "\n"  # Chime 1 first; back; Chime 3 first, then Chime 1
    result = CliRunner().invoke(app, ["step", str(scenario), "--no-pause"], input=keys)
    assert result.exit_code == 0, result.output
    out = result.stdout
    first, again = out.index("decision (reaction_order"), out.index("back: at decision 1 again")
    after_back = out[again:]
    assert all(f"Chime {i} (At Noon)" in after_back.split("choose a number")[0] for i in (1, 2, 3))
    plays = [line for line in after_back.splitlines() if "Alice plays Chime" in line]
    assert [line.split("plays ")[1].split(" (")[0] for line in plays] == ["Chime 3", "Chime 1", "Chime 2"]
    assert first < again < out.index("end of the resolution")
