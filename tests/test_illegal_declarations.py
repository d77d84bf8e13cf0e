"""Illegal declarations (5.1.2.c): a mode without a legal target is not an option (5.2.3.d), the default is the
first legal option, ``judge explore`` lists no illegal declaration as an outcome, and a Tough surcharge that
makes a play unaffordable is spelled out in the error (7.4.5.c)."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
from typer.testing import CliRunner

from judge.cli import app
from judge.errors import IllegalPlay
from judge.explore import explore
from judge.resolve import resolve
from judge.scenario.loader import load_scenario

runner = CliRunner()
MODES = "scenarios/rules/5.2.3.d-modal-spell-mode-without-target-cannot-be-chosen.yaml"
TOUGH = "tests/fixtures/illegal/7.4.5.c-tough-makes-the-play-unaffordable.yaml"


def test_unscripted_mode_defaults_to_the_first_legal_one() -> None:
    scenario = dataclasses.replace(load_scenario(MODES), choices=())
    result = resolve(scenario)
    kinds = [e.kind for e in result.trace.events]
    note = next(e for e in result.trace.events if e.kind == "note" and "mode 1 cannot be chosen" in e.en)
    decision = next(e for e in result.trace.events if e.kind == "decision" and e.attr("decision") == "mode")
    assert note.seq < decision.seq < kinds.index("legal") + 1
    assert decision.attr("answer") == "2" and "5.2.3.d" in decision.rules
    (decision_made, answer), *_ = result.assumptions
    assert (decision_made.kind, answer.keys) == ("mode", ("2",))
    assert [o.key for o in decision_made.options] == ["2", "3"]


def test_a_scripted_mode_without_legal_target_is_refused_with_the_rule() -> None:
    scenario = dataclasses.replace(load_scenario(MODES), choices=())
    scenario = dataclasses.replace(scenario, actions=tuple(
        dataclasses.replace(a, play=dataclasses.replace(a.play, modes=(1,))) if a.play else a
        for a in scenario.actions))
    with pytest.raises(IllegalPlay) as caught:
        resolve(scenario)
    assert "mode 1 of Pick a Path cannot be chosen" in str(caught.value) and "5.2.3.d" in str(caught.value)


def test_explore_lists_no_illegal_declaration_as_an_outcome() -> None:
    result = explore(load_scenario(MODES))
    assert result.complete and all(not o.error for o in result.outcomes)
    firsts = sorted(p[0] for o in result.outcomes for p in o.paths)
    assert firsts == [f"mode (alice): Alice chooses a mode for Pick a Path → mode {n}" for n in (2, 3)]


def test_explore_drops_a_target_that_makes_the_play_unaffordable() -> None:
    scenario = load_scenario(TOUGH)
    scenario = dataclasses.replace(scenario, actions=tuple(
        dataclasses.replace(a, play=dataclasses.replace(a.play, targets=())) if a.play else a
        for a in scenario.actions))
    result = explore(scenario)
    assert len(result.outcomes) == 1 and not result.outcomes[0].error
    assert result.outcomes[0].paths == [
        ["target (alice): Alice chooses a target (character) for Pin Down → Filler (filler#4)"]]


def test_explore_keeps_the_error_when_no_decision_makes_the_play_legal() -> None:
    result = explore(load_scenario(TOUGH))
    assert len(result.outcomes) == 1 and "1 + 1 Tough" in result.outcomes[0].error


def test_tough_surcharge_is_spelled_out_when_it_makes_a_play_unaffordable() -> None:
    result = runner.invoke(app, ["resolve", TOUGH])
    assert result.exit_code == 2, result.output
    line = result.stderr.strip()
    assert line.startswith(f"{TOUGH}:29:5: do[0]: expected a legal declaration, found ")
    assert "cannot pay 2 (1 + 1 Tough) for Pin Down" in line and "7.4.5.c" in line


def test_a_cost_a_passive_forbids_cites_cannot_beats_can() -> None:
    """1.4.1.a — the refusal of a quick action whose cost a passive forbids cites "cannot" beats "can" first; a cost
    impossible for another reason (its Character already exhausted) does not."""
    forbidden = load_scenario("scenarios/rules/1.4.1.b-a-cost-a-passive-forbids-makes-the-quick-action-illegal.yaml")
    with pytest.raises(IllegalPlay) as caught:
        resolve(forbidden)
    assert caught.value.rules == ("1.4.1.a", "1.4.1.b", "5.1.2.c")
    again = load_scenario("scenarios/rules/1.3.2.b-prepare-readies-an-exhaust-cost-once-a-second-use-is-illegal.yaml")
    with pytest.raises(IllegalPlay) as caught:
        resolve(again)
    assert "1.4.1.b" in caught.value.rules and "1.4.1.a" not in caught.value.rules


FORBIDDEN_SACRIFICE = ("scenarios/rules/1.4.1.d-a-sacrifice-cost-a-passive-forbids-cannot-be-paid-though-spare-hands-"
                       "would-put-the-character-into-the-reserve-instead-the-quick-action-is-illegal.yaml")


def test_an_impossible_cost_a_replacement_would_modify_cites_1_4_1_d_only_then(tmp_path: Path) -> None:
    """1.4.1.d — a cost that cannot be paid and that a replacement modifier ("instead") would have changed into a
    possible event is refused with 1.4.1.d cited (an impossible event cannot be modified); without the replacement,
    the refusal cites only why it cannot be paid (1.4.1.a, 1.4.1.b)."""
    with pytest.raises(IllegalPlay) as caught:
        resolve(load_scenario(FORBIDDEN_SACRIFICE))
    assert "(1.4.1.a, 1.4.1.b, 1.4.1.d, 5.1.2.c)" in str(caught.value)
    text = Path(FORBIDDEN_SACRIFICE).read_text(encoding="utf-8").replace(
        "landmarks: [spare-hands, bone-kiln]", "landmarks: [bone-kiln]")
    (tmp_path / "rules").mkdir()
    without = tmp_path / "rules" / Path(FORBIDDEN_SACRIFICE).name
    without.write_text(text, encoding="utf-8")
    with pytest.raises(IllegalPlay) as caught:
        resolve(load_scenario(str(without)))
    assert "(1.4.1.a, 1.4.1.b, 5.1.2.c)" in str(caught.value)
