"""5.1.2.c — an unscripted ``judge resolve`` gives up an assumed answer of a declaration that makes the play
illegal for the next one that makes it legal (judge.assumed); scripted answers are never changed."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

import judge.assumed
from judge.cli import app
from judge.errors import IllegalPlay
from judge.events import words
from judge.resolve import Resolution, resolve
from judge.scenario.loader import load_scenario

runner = CliRunner()
TOUGH = Path("tests/fixtures/illegal/7.4.5.c-tough-makes-the-play-unaffordable.yaml")
TWO_LEVELS = Path("tests/fixtures/explore/legal/illegal-target-first-other-targets-legal.yaml")


def _untargeted(tmp_path: Path, *, bob: str = "[stubborn-wall, filler]", choices: str = "") -> Path:
    """Pin Down (1 Mana, exhaust target opposing Character) with no target scripted: Stubborn Wall (Tough 1) first."""
    text = TOUGH.read_text(encoding="utf-8").replace("    targets: [stubborn-wall]\n", choices)
    path = tmp_path / "pin-down.yaml"
    path.write_text(text.replace("[stubborn-wall, filler]", bob), encoding="utf-8")
    return path


def _targets(result: Resolution) -> list[str]:
    return [str(e.attr("answer")) for e in result.trace.events
            if e.kind == "decision" and e.attr("decision") == "target"]


def test_a_target_the_player_cannot_pay_for_is_given_up_for_the_next(tmp_path: Path) -> None:
    result = resolve(load_scenario(_untargeted(tmp_path)))
    kinds = [e.kind for e in result.trace.events]
    assert _targets(result) == ["filler#4"]  # only the path taken: no trace of Stubborn Wall tried
    decision = next(i for i, e in enumerate(result.trace.events) if e.kind == "decision")
    assert decision < kinds.index("legal") < kinds.index("pay_costs")
    ((_, answer),) = result.assumptions
    assert answer.keys == ("filler#4",) and [key for key, _ in answer.given_up] == ["stubborn-wall#3"]
    why = words(answer.given_up[0][1], "en")
    assert why.startswith("illegal declaration: Alice cannot pay 2 (1 + 1 Tough) for Pin Down") and "7.4.5.c" in why
    assert result.state.objects[4].exhausted and not result.state.objects[3].exhausted


def test_the_output_says_which_answer_was_given_up_and_why(tmp_path: Path) -> None:
    path = _untargeted(tmp_path)
    english = runner.invoke(app, ["resolve", str(path)])
    assert english.exit_code == 0, english.output
    assumed = english.output.index("assumed: Alice chooses a target (character) for Pin Down → filler#4")
    given_up = english.output.index("    stubborn-wall#3 given up: illegal declaration: Alice cannot pay 2")
    assert assumed < given_up
    french = runner.invoke(app, ["resolve", str(path), "--lang", "fr"])
    said = "    Mur Têtu (stubborn-wall#3) abandonné : déclaration illégale : Alice ne peut pas payer 2"
    assert said in french.output


def test_the_first_target_decides_whether_any_second_target_is_legal() -> None:
    result = resolve(load_scenario(TWO_LEVELS))
    assert _targets(result) == ["filler#6", "filler#1"]  # Bob's Filler, then the first of Alice's
    (_, one), (_, two) = result.assumptions
    assert [key for key, _ in one.given_up] == ["stubborn-wall#5"] and two.given_up == ()
    assert "cannot pay 2 (1 + 1 Tough)" in words(one.given_up[0][1], "en")


def test_a_scripted_illegal_answer_stays_an_illegal_play(tmp_path: Path) -> None:
    path = _untargeted(tmp_path, choices="choices:\n  - {decision: target, answer: stubborn-wall}\n")
    with pytest.raises(IllegalPlay) as caught:
        resolve(load_scenario(path))
    assert "cannot pay 2 (1 + 1 Tough) for Pin Down" in str(caught.value)


def test_when_every_answer_is_illegal_the_play_is(tmp_path: Path) -> None:
    with pytest.raises(IllegalPlay) as caught:
        resolve(load_scenario(_untargeted(tmp_path, bob="[stubborn-wall, stubborn-wall]")))
    assert "cannot pay 2 (1 + 1 Tough) for Pin Down" in str(caught.value) and "bound" not in str(caught.value)


def test_past_the_bound_the_error_says_so(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(judge.assumed, "MAX_TRIES", 1)
    with pytest.raises(IllegalPlay) as caught:
        resolve(load_scenario(_untargeted(tmp_path)))
    assert "cannot pay 2 (1 + 1 Tough) for Pin Down" in str(caught.value)
    assert "1 at most: the bound was reached" in str(caught.value)
    assert "la limite est atteinte" in words(caught.value.said, "fr")  # type: ignore[arg-type]
