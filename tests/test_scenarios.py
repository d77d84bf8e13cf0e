"""Every bundled scenario resolves, strictly scripted, and shows what its ``expect:`` block says."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import rules_index
from judge.expect import resolve_as_ruling
from judge.resolve import resolve
from judge.scenario.loader import load_scenario
from tests.conftest import ROOT, RUNNABLE, bundled_scenario


def test_scenarios_are_found() -> None:
    assert len(RUNNABLE) >= 10


@pytest.mark.parametrize("path", RUNNABLE, ids=lambda p: p.stem)
def test_every_cited_rule_exists(path: Path) -> None:
    result, stopped = resolve_as_ruling(bundled_scenario(path))
    for event in result.trace:
        assert event.rules, f"e{event.seq} cites no rule"
        for rule_id in event.rules:
            assert rules_index.exists(rule_id), f"e{event.seq} cites {rule_id}, not in the index"
    for rule_id in stopped.rules if stopped else ():
        assert rules_index.exists(rule_id), f"the illegal action cites {rule_id}, not in the index"


def test_rules_written_in_scenarios_exist() -> None:
    for path in RUNNABLE:
        scenario = bundled_scenario(path)
        assert scenario.expect is not None
        for node in scenario.expect.as_map().get("events", scenario.expect).plain() or []:
            for rule_id in node.get("rules", []) if isinstance(node, dict) else []:
                assert rules_index.exists(str(rule_id)), f"{path.name} expects {rule_id}, not in the index"


def test_cap_loop_shows_exactly_100_activations_then_the_refusal() -> None:
    result = resolve(load_scenario("scenarios/rules/6.3.f-self-feeding-loop-capped.yaml"), strict=True)
    kinds = [e.kind for e in result.trace]
    activations = [e for e in result.trace if e.kind == "reaction_activated"]
    assert [e.attr("count") for e in activations] == [str(i) for i in range(1, 101)]
    refusal = [e for e in result.trace if e.kind == "cap_reached"]
    assert len(refusal) == 1 and "6.3.f" in refusal[0].rules
    assert refusal[0].seq > activations[-1].seq
    assert kinds.count("reaction_played") == 100
    assert len(result.trace) >= 1000


def test_open_the_gates_is_one_step_of_four_atomic_actions() -> None:
    result = resolve(load_scenario("scenarios/rules/6.1.e-open-the-gates-four-atomic-actions.yaml"), strict=True)
    graph = result.trace.graph("open-the-gates")
    steps = [n for n, d in graph.nodes(data=True) if d["kind"] == "step" and "create token" in d["label"]]
    assert len(steps) == 1
    contained = [b for _, b, d in graph.out_edges(steps[0], data=True) if d["kind"] == "contains"]
    assert [graph.nodes[n]["kind"] for n in contained] == ["atomic"] * 4


def test_step_order_sabotage_before_resupply() -> None:
    result = resolve(load_scenario("scenarios/rules/6.1.c-sabotage-then-resupply.yaml"), strict=True)
    steps = [e.en for e in result.trace if e.kind == "step"]
    assert steps[0].startswith("step: sabotage") and steps[1].startswith("step: resupply")


def test_other_modifier_order_gives_the_other_outcome() -> None:
    scenario = load_scenario("scenarios/rules/6.2.f-two-replacements-order-matters.yaml")
    scenario.choices[0] = type(scenario.choices[0])("modifier_order", ("hungry-pit",), "test")
    result = resolve(scenario, strict=True)
    assert [o.card.id for o in result.state.in_zone("alice.discard")] == ["filler"]
    assert not [o for o in result.state.in_zone("alice.hand")]


def test_strict_mode_lists_the_options_of_an_unscripted_decision() -> None:
    from judge.errors import DecisionError

    scenario = load_scenario("scenarios/rules/6.2.f-two-replacements-order-matters.yaml")
    scenario.choices.clear()
    with pytest.raises(DecisionError, match="legal options: keeper-of-hands#2/1@0, hungry-pit#3/1@0"):
        resolve(scenario, strict=True)
    relaxed = resolve(scenario)
    assert len(relaxed.assumptions) == 1
    assert any(e.attr("how") == "assumed" for e in relaxed.trace)


def test_strict_mode_refuses_an_unused_answer() -> None:
    from judge.errors import DecisionError
    from judge.model.choices import ScriptedChoice

    scenario = load_scenario("scenarios/rules/6.1.e-open-the-gates-four-atomic-actions.yaml")
    scenario.choices.append(ScriptedChoice("optional", ("yes",), "x.yaml:1:1"))
    with pytest.raises(DecisionError, match="never used"):
        resolve(scenario, strict=True)


def test_a_plain_resolve_says_in_one_line_which_answers_were_never_asked_for(tmp_path: Path) -> None:
    """``tough_cost`` when nothing has Tough: ``--strict`` and ``judge check`` refuse the answer; a plain resolve
    runs without it and says so in its assumptions (English and French), exit 0."""
    from typer.testing import CliRunner

    from judge.cli import app
    source = (ROOT / "scenarios/rules/4.4.b-reaction-order-choice.yaml").read_text(encoding="utf-8")
    answer = "  - {decision: reaction_order, answer: noon-bell}"
    assert answer in source
    path = tmp_path / "s.yaml"
    path.write_text(source.replace(answer, answer + '\n  - {decision: tough_cost, answer: "yes"}'), encoding="utf-8")
    line = source[:source.index(answer)].count("\n") + 2
    runner = CliRunner()
    lines = {}
    for lang in ("en", "fr"):
        result = runner.invoke(app, ["resolve", str(path), "--lang", lang])
        assert result.exit_code == 0
        lines[lang] = result.stdout.split("\n\n")[-2].splitlines()  # the assumptions, before the readings
    assert lines["en"] == ["Assumptions (decisions not scripted)",
                           f"  not used: 1 choices: answer(s) never asked for, from line {line} (tough_cost: yes); "
                           "answers are read in the order the decisions are asked"]
    assert lines["fr"] == ["Hypothèses (décisions non scriptées)",
                           f"  non utilisée : 1 réponse de choices: jamais demandée, dès la ligne {line} "
                           "(tough_cost : yes) ; les réponses sont lues dans l'ordre des décisions"]
    data = json.loads(runner.invoke(app, ["resolve", str(path), "--format", "json"]).stdout)
    assert data["unused_answers"] == [{"decision": "tough_cost", "answer": ["yes"], "where": f"{path}:{line}:5"}]
    assert list(data)[list(data).index("assumptions") + 1] == "unused_answers"
    page = tmp_path / "s.html"
    assert runner.invoke(app, ["resolve", str(path), "--html", str(page)]).exit_code == 0
    assert f"<li>not used: 1 choices: answer(s) never asked for, from line {line} (tough_cost: yes); " in (
        page.read_text(encoding="utf-8"))
    strict = runner.invoke(app, ["resolve", str(path), "--strict"])
    assert strict.exit_code == 2 and "scripted answer never used (tough_cost: yes)" in strict.stderr
    scripted = runner.invoke(app, ["resolve", str(ROOT / "scenarios/rules/4.4.b-reaction-order-choice.yaml")])
    assert "not used" not in scripted.stdout and "  none" in scripted.stdout
