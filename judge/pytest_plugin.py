"""A pytest plugin (entry point ``pytest11``) that collects scenario files as test items.

In a project's pytest configuration::

    [tool.pytest.ini_options]
    testpaths = ["tests", "rulings"]
    judge_scenarios = ["rulings"]      # folders whose scenario files are tests (default: scenarios)
    judge_golden = true                # also compare with NAME.trace.txt beside each scenario
    judge_min_scenarios = 60           # fail when fewer are collected

Each scenario runs as ``judge check`` runs it (strict decisions, unless its ``expect:`` lists the
assumptions it expects; an ``illegal:`` expectation passes when the scripted action is refused
with those rules); a failure prints the first expected event that was not found, the trace
around where it should have been, and the rules involved.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest


def pytest_addoption(parser: pytest.Parser) -> None:
    """Declare the plugin's ini options."""
    parser.addini("judge_scenarios", "folders of Altered Judge scenarios to collect as tests", type="args",
                  default=["scenarios"])
    parser.addini("judge_golden", "compare each scenario with its golden trace NAME.trace.txt", type="bool",
                  default=False)
    parser.addini("judge_min_scenarios", "fail when fewer scenarios are collected", default="0")


def _folders(config: pytest.Config) -> list[Path]:
    return [(config.rootpath / folder).resolve() for folder in config.getini("judge_scenarios")]


def pytest_collect_file(parent: pytest.Collector, file_path: Path) -> pytest.Collector | None:
    """Collect a YAML file below a configured folder as ``judge check`` does (:func:`judge.check.is_scenario`):
    every one but a card library, so a file that fails to load is a failing test, never skipped."""
    if file_path.suffix not in (".yaml", ".yml"):
        return None
    resolved = file_path.resolve()
    if not any(resolved.is_relative_to(folder) for folder in _folders(parent.config)):
        return None
    from judge.check import is_scenario

    if not is_scenario(file_path):
        return None
    return ScenarioFile.from_parent(parent, path=file_path)


class ScenarioFile(pytest.File):
    """A scenario file: one test item."""

    def collect(self) -> Any:
        """The scenario's single item, named after the file."""
        yield ScenarioItem.from_parent(self, name=self.path.stem)


class ScenarioFailure(Exception):
    """A scenario did not show what its ``expect:`` or golden trace says."""


class ScenarioItem(pytest.Item):
    """Resolve a scenario as its ``expect:`` block says (see :func:`judge.check.check_scenario`) and check it."""

    def runtest(self) -> None:
        """Run the scenario; raise ScenarioFailure with the judge's diff when it does not hold."""
        from judge.check import check_scenario

        golden = bool(self.config.getini("judge_golden"))
        outcome = check_scenario(self.path, golden=golden, require_golden=golden)
        if outcome.status != "passed":
            raise ScenarioFailure("\n".join(outcome.problems))

    def repr_failure(self, excinfo: pytest.ExceptionInfo[BaseException], style: Any = None) -> str:
        """A judge's diff, not a Python traceback."""
        if isinstance(excinfo.value, ScenarioFailure):
            return f"scenario {self.name} failed:\n{excinfo.value}"
        return str(super().repr_failure(excinfo))

    def reportinfo(self) -> tuple[Path, int, str]:
        """Where the test is, for pytest's report."""
        return self.path, 0, f"scenario: {self.name}"


class TooFewScenarios(pytest.Item):
    """Fails when fewer scenarios than ``judge_min_scenarios`` were collected."""

    found = 0
    wanted = 0

    def runtest(self) -> None:
        """Fail with the counts."""
        raise ScenarioFailure(f"only {self.found} scenarios collected, expected at least {self.wanted}")

    def repr_failure(self, excinfo: pytest.ExceptionInfo[BaseException], style: Any = None) -> str:
        """The counts."""
        return str(excinfo.value)

    def reportinfo(self) -> tuple[Path, int, str]:
        """Reported against the project root."""
        return self.config.rootpath, 0, "judge_min_scenarios"


def pytest_collection_modifyitems(session: pytest.Session, config: pytest.Config, items: list[pytest.Item]) -> None:
    """Add a failing item when suspiciously few scenarios were collected (a whole test run only)."""
    wanted = int(config.getini("judge_min_scenarios") or 0)
    found = sum(1 for item in items if isinstance(item, ScenarioItem))
    if wanted and found < wanted and config.args_source != pytest.Config.ArgsSource.ARGS:
        check = TooFewScenarios.from_parent(session, name="judge_min_scenarios")
        check.found, check.wanted = found, wanted
        items.append(check)
