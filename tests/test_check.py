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
from judge.expect import expects_illegal
from judge.golden import trace_path
from tests.conftest import ROOT, bundled_resolution, bundled_scenario

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
        scenario = bundled_scenario(path)
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
        result, stopped = bundled_resolution(path)  # as judge coverage does: resolve_as_ruling(…, strict=False)
        assert stopped is None or expects_illegal(result.scenario.expect), (path, stopped)
        pairs.append((result.scenario.id, [*result.trace.rules_cited(), *(stopped.rules if stopped else ())]))
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


def _good_scenario() -> str:
    return FIXTURE.read_text().replace(
        "    - {kind: step, text: resupply, rules: [6.1.c]}\n    - {kind: step, text: sabotage, rules: [6.1.c]}",
        "    - {kind: step, text: sabotage, rules: [6.1.c]}")


def _mixed_folder(folder: Path) -> None:
    """A good scenario, a card library, a failing scenario in flow style, a truncated one, a hidden folder."""
    folder.mkdir(exist_ok=True)
    (folder / "good.yaml").write_text(_good_scenario())
    (folder / "library.yaml").write_text("cards:\n  filler: {name: Filler, type: character, cost: 1}\n")
    (folder / "flow.yaml").write_text("{scenario: flow, cards: {filler: {name: Filler}}, board: {players: "
                                      "{alice: {hand: [filler]}, bob: {}}}, expect: {board: {alice.hand: []}}}\n")
    (folder / "truncated.yml").write_text("scenario: truncated\ntitle: cut before its board\n")
    (folder / ".hidden").mkdir(exist_ok=True)
    (folder / ".hidden" / "ignored.yaml").write_text("not: a scenario\n")


def test_check_collects_every_yaml_but_libraries_and_never_passes_silently(tmp_path: Path) -> None:
    _mixed_folder(tmp_path)
    result = runner.invoke(app, ["check", str(tmp_path), "--no-golden", "--format", "json"])
    assert result.exit_code == 1, result.output
    data = json.loads(result.stdout)
    got = {Path(s["file"]).name: s["status"] for s in data["scenarios"]}
    assert got == {"flow.yaml": "failed", "good.yaml": "passed", "truncated.yml": "error"}
    truncated = next(s for s in data["scenarios"] if s["file"].endswith("truncated.yml"))
    assert "expected a 'board:' entry, found none" in truncated["problems"][0]
    text = runner.invoke(app, ["check", str(tmp_path), "--no-golden"])
    assert "1 passed, 1 failed, 1 could not run" in text.stdout
    library = runner.invoke(app, ["check", str(tmp_path / "library.yaml")])
    assert library.exit_code == 2 and library.stderr.endswith("expected a scenario file, found a card library\n")


def test_the_pytest_plugin_collects_what_check_collects(pytester: pytest.Pytester) -> None:
    _mixed_folder(pytester.path / "scenarios")
    pytester.makeini("[pytest]\njudge_scenarios = scenarios\n")
    result = pytester.runpytest("scenarios")
    result.assert_outcomes(passed=1, failed=2)
    out = result.stdout.str()
    assert "scenario truncated failed" in out and "scenario flow failed" in out
    assert "Traceback" not in out


def test_junit_escapes_what_xml_forbids(tmp_path: Path) -> None:
    name = "ctl\x01\x1b[2J"
    (tmp_path / f"{name}.yaml").write_text(_good_scenario())
    (tmp_path / f"{name}.trace.txt").write_text("golden \x00\x1b[31m line\n")
    (tmp_path / "bad.yaml").write_text("scenario: bad\nboard: {players: {alice: {hand: [\"x\\e\\u0000\"]}, bob: {}}}\n")
    result = runner.invoke(app, ["check", str(tmp_path), "--format", "junit"])
    assert result.exit_code == 1
    import xml.dom.minidom

    xml.dom.minidom.parseString(result.stdout.encode("utf-8"))  # expat: a real XML parser
    root = ET.fromstring(result.stdout)
    cases = root.findall("testsuite/testcase")
    assert len(cases) == 2
    assert any("ctl\\x01\\x1b[2J" in (c.get("file") or "") for c in cases)
    failure = root.find("testsuite/testcase/failure")
    assert failure is not None and "golden \\x00\\x1b[31m line" in (failure.text or "")
    error = root.find("testsuite/testcase/error")
    assert error is not None and "unknown card 'x\\x1b\\x00'" in (error.get("message") or "")


def test_check_reports_a_golden_trace_it_cannot_read_and_goes_on(tmp_path: Path) -> None:
    (tmp_path / "a.yaml").write_text(_good_scenario())
    (tmp_path / "a.trace.txt").mkdir()
    (tmp_path / "b.yaml").write_text(_good_scenario())
    (tmp_path / "b.trace.txt").write_bytes(b"\xff\xfe not UTF-8\n")
    result = runner.invoke(app, ["check", str(tmp_path), "--format", "json"])
    assert result.exit_code == 1, result.output
    a, b = json.loads(result.stdout)["scenarios"]
    assert a["status"] == "error" and a["problems"][0].endswith("a.trace.txt: expected a golden trace file, "
                                                                "found a directory")
    assert b["status"] == "failed" and "the trace differs from the golden one" in b["problems"][0]
