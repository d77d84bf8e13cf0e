"""Scenarios as regression tests: the pytest plugin, ``judge check``, golden traces, rule coverage."""

from __future__ import annotations

import json
import shutil
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from typer.testing import CliRunner

from judge.check import discover, orphan_traces
from judge.cli import app
from judge.coverage import NOT_CITABLE, coverage_of
from judge.expect import resolve_as_ruling
from judge.golden import trace_path
from judge.scenario.loader import load_scenario
from tests.conftest import ROOT

pytest_plugins = ["pytester"]
runner = CliRunner()
FIXTURE = ROOT / "tests" / "fixtures" / "wrong-expectation.yaml"
LIBRARY = [ROOT / "scenarios"]


def test_the_library_is_large_enough() -> None:
    assert len(discover(LIBRARY)) >= 60


def test_every_scenario_has_a_golden_trace_and_every_trace_a_scenario() -> None:
    missing = [p for p in discover(LIBRARY) if not trace_path(p).exists()]
    assert not missing, f"no golden trace: {missing} (judge check scenarios/ --update)"
    assert not orphan_traces(LIBRARY)


def test_library_scenarios_have_a_question_and_an_answer() -> None:
    for path in discover(LIBRARY):
        scenario = load_scenario(path)
        assert scenario.question, f"{path.name}: no question"
        assert scenario.ruling or scenario.title, f"{path.name}: no ruling"
        assert scenario.expect is not None, f"{path.name}: no expect block"


def test_plugin_fails_a_wrong_expectation_with_a_judges_diff(pytester: pytest.Pytester) -> None:
    folder = pytester.path / "scenarios"
    folder.mkdir()
    shutil.copy(FIXTURE, folder / FIXTURE.name)
    pytester.makeini("[pytest]\njudge_scenarios = scenarios\n")
    result = pytester.runpytest("scenarios")
    result.assert_outcomes(failed=1)
    out = result.stdout.str()
    assert "scenario wrong-expectation failed" in out
    assert "expected event {'kind': 'step', 'text': 'sabotage', 'rules': ['6.1.c']} not found" in out
    assert "rules 6.1.c" in out
    assert "[step] step: resupply" in out  # the trace around where it should have been
    assert "Traceback" not in out


def test_plugin_passes_a_good_scenario(pytester: pytest.Pytester) -> None:
    folder = pytester.path / "scenarios"
    folder.mkdir()
    text = FIXTURE.read_text().replace(
        "    - {kind: step, text: resupply, rules: [6.1.c]}\n    - {kind: step, text: sabotage, rules: [6.1.c]}",
        "    - {kind: step, text: sabotage, rules: [6.1.c]}\n    - {kind: step, text: resupply, rules: [6.1.c]}")
    (folder / "good.yaml").write_text(text)
    pytester.makeini("[pytest]\njudge_scenarios = scenarios\n")
    pytester.runpytest("scenarios").assert_outcomes(passed=1)


def test_check_junit_is_valid_xml() -> None:
    result = runner.invoke(app, ["check", "scenarios/rules", "--format", "junit"])
    assert result.exit_code == 0, result.output
    root = ET.fromstring(result.stdout)
    suite = root.find("testsuite")
    assert suite is not None and int(suite.get("tests", "0")) == len(suite.findall("testcase")) > 20
    assert suite.get("failures") == "0"


def test_check_reports_a_failure_with_exit_1(tmp_path: Path) -> None:
    shutil.copy(FIXTURE, tmp_path / FIXTURE.name)
    result = runner.invoke(app, ["check", str(tmp_path), "--no-golden", "--format", "json"])
    assert result.exit_code == 1
    data = json.loads(result.stdout)
    assert data["scenarios"][0]["status"] == "failed"
    result = runner.invoke(app, ["check", str(tmp_path), "--no-golden", "--format", "junit"])
    assert ET.fromstring(result.stdout).find("testsuite/testcase/failure") is not None


def test_check_works_on_a_folder_of_another_repository(tmp_path: Path) -> None:
    other = tmp_path / "their-rulings"
    other.mkdir()
    (other / ".git").mkdir()
    good = FIXTURE.read_text().replace(
        "    - {kind: step, text: resupply, rules: [6.1.c]}\n    - {kind: step, text: sabotage, rules: [6.1.c]}",
        "    - {kind: step, text: sabotage, rules: [6.1.c]}")
    (other / "sabotage.yaml").write_text(good)
    result = runner.invoke(app, ["check", str(other), "--update"])
    assert result.exit_code == 0, result.output
    assert (other / "sabotage.trace.txt").exists()
    assert runner.invoke(app, ["check", str(other)]).exit_code == 0
    (other / "sabotage.trace.txt").write_text("changed\n")
    changed = runner.invoke(app, ["check", str(other)])
    assert changed.exit_code == 1 and "differs from the golden one" in changed.stdout


def test_coverage_of_the_engine_sections_is_at_least_90_percent() -> None:
    pairs = []
    for path in discover(LIBRARY):
        scenario = load_scenario(path)
        result, stopped = resolve_as_ruling(scenario, strict=False)  # as judge coverage does
        pairs.append((scenario.id, [*result.trace.rules_cited(), *(stopped.rules if stopped else ())]))
    cov = coverage_of(pairs)
    assert cov.percent() >= 90.0, f"uncovered: {cov.uncovered()}"
    assert all(rule in cov.engine_rules() for rule in NOT_CITABLE), "the allowlist names rules of the index"
    assert not any(cov.cited.get(rule) for rule in NOT_CITABLE), "a rule said to be uncitable is cited"


def test_coverage_command_json() -> None:
    result = runner.invoke(app, ["coverage", "--format", "json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["engine_coverage_percent"] >= 90.0
    assert {r["id"] for r in data["rules"]} >= {"6.2.f", "4.4.c"}
