"""Bounded resources: explore's state limit, the streamed JSON, the event cap's message, progress on stderr.

The big cases (twelve reactions with two optional steps each explored at the default limits, a
resolution near 200,000 events) are measured in benchmarks/bench_resources.py, not here.
"""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest
from rich.console import Console
from typer.testing import CliRunner

import judge.render.progress
import judge.trace
from judge.cli import app
from judge.engine.decisions import Answer, Decision, Option, ScriptedDecider
from judge.explore import explore
from judge.render.graph_out import GraphStream, write_graph
from judge.render.json_out import EventSpool, render_json, resolution_data, write_json
from judge.render.progress import ProgressReporter
from judge.resolve import Resolution, resolve
from judge.scenario.loader import load_scenario
from judge.trace import Trace
from tests.fresh import imported_by

runner = CliRunner()
TWELVE = "tests/fixtures/resources/twelve-reactions-two-optional-steps.yaml"
LOOP = "scenarios/rules/6.3.f-self-feeding-loop-capped.yaml"
BUNDLED = ["scenarios/rules/6.2.f-two-replacements-order-matters.yaml", LOOP,
           "scenarios/day/4.2.5.c-clean-up-uses-the-hero-limits.yaml", TWELVE]


def test_explore_stops_at_max_states_with_exit_3_and_keeps_no_more() -> None:
    result = explore(load_scenario(TWELVE), max_states=60)
    assert not result.complete and result.stopped == "states"
    kept = result.decisions_explored + len(result.outcomes)
    assert kept == 60 == len(result.nodes) - 1
    cli = runner.invoke(app, ["explore", TWELVE, "--max-states", "60"])
    assert cli.exit_code == 3
    assert cli.stderr.startswith("stopped at 60 states kept (--max-states 60), after ")
    assert "outcome(s) found so far; the exploration is incomplete" in cli.stderr
    assert "distinct outcome" in cli.stdout  # what was found is still shown


def test_explore_json_says_which_limit_stopped_it() -> None:
    stopped = json.loads(runner.invoke(app, ["explore", TWELVE, "--max-states", "30", "--format", "json"]).stdout)
    assert stopped["complete"] is False and stopped["stopped"] == "states"
    done = json.loads(runner.invoke(app, ["explore", "tests/fixtures/explore/eight-independent-noon-reactions.yaml",
                                          "--format", "json"]).stdout)
    assert done["complete"] is True and "stopped" not in done


def test_a_state_limit_large_enough_changes_nothing() -> None:
    scenario = load_scenario("scenarios/day/4.2.5.c-clean-up-uses-the-hero-limits.yaml")
    free = explore(scenario)
    needed = free.decisions_explored + len(free.outcomes)
    exact = explore(scenario, max_states=needed)
    assert exact.complete and [o.path_count for o in exact.outcomes] == [o.path_count for o in free.outcomes]
    assert not explore(scenario, max_states=needed - 1).complete


@pytest.mark.parametrize("path", BUNDLED)
def test_streamed_json_is_the_document_of_the_whole_resolution(path: str) -> None:
    """Byte for byte what json.dumps of the whole resolution gives (the output before streaming)."""
    res = resolve(load_scenario(path))
    whole = json.dumps(resolution_data(res), ensure_ascii=False, indent=1) + "\n"
    assert render_json(res) == whole
    cli = runner.invoke(app, ["resolve", path, "--format", "json"])
    assert cli.stdout == whole


def test_streaming_keeps_no_event() -> None:
    with EventSpool() as spool:
        res = resolve(load_scenario(LOOP), on_event=spool.add, keep=False)
        out = io.StringIO()
        write_json(res, spool, out)
    assert len(res.trace) == 0 and spool.count == 1004
    data = json.loads(out.getvalue())
    assert [e["seq"] for e in data["events"]] == list(range(1, 1005))
    assert data["rules"][0]["id"] < data["rules"][-1]["id"]


def test_json_of_a_resolution_without_events() -> None:
    res = resolve(load_scenario(LOOP))
    empty = Resolution(res.scenario, Trace(), res.state, [])
    assert render_json(empty) == json.dumps(resolution_data(empty), ensure_ascii=False, indent=1) + "\n"
    assert '"events": [],' in render_json(empty)


def test_event_cap_names_the_scenario_action_and_the_loop(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(judge.trace, "EVENT_LIMIT", 300)
    result = runner.invoke(app, ["resolve", LOOP])
    assert result.exit_code == 2
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1
    assert lines[0].startswith(f"{LOOP}:21:5: do[0]: the resolution exceeded 300 events (afternoon of day 1, "
                               "in a loop of Echo Engine (a token is created under your control) (")
    # 1.4.6.a: the seeds' own loop limits are 1.4.6.b and 6.3.f; the event limit is the tool's, said so, no ruling
    assert lines[0].endswith("a safety limit of this judge, not a rule: the seed rules end loops only by the daily "
                             "limits of 1.4.6.a they give, for quick actions (100 plays, 1.4.6.b) and reactions (100 "
                             "activations, 6.3.f); a loop those do not end gets no ruling here")


def test_progress_is_silent_when_stderr_is_not_a_terminal() -> None:
    result = runner.invoke(app, ["resolve", LOOP])
    assert result.exit_code == 0 and result.stderr == ""
    quiet = ProgressReporter(Console(file=io.StringIO(), force_terminal=False))
    assert not quiet.enabled


def test_progress_shows_the_event_count_on_a_terminal(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(judge.render.progress, "DELAY", 0.0)
    screen = io.StringIO()
    with ProgressReporter(Console(file=screen, force_terminal=True, width=80)) as reporter:
        resolve(load_scenario(LOOP), on_event=reporter.event)
        assert "resolving" not in screen.getvalue()  # 1,004 events: no count shown yet
        resolve(load_scenario(LOOP), on_event=reporter.event)
    assert reporter.events == 2008
    assert "resolving: 1,024 events" in screen.getvalue()


def test_an_assumption_keeps_its_answer_and_first_options_only() -> None:
    options = tuple(Option(f"alice.reaction#{n}") for n in range(1, 121))
    decision = Decision("reaction_order", "alice", options, ("4.4.b",), "Alice chooses", "Alice choisit",
                        label=lambda key: (f"emblem {key}", f"emblème {key}"))
    decider = ScriptedDecider([])
    assert decider.answer(decision) == Answer(("alice.reaction#1",), "assumed")
    kept, _ = decider.assumptions[0]
    assert kept.options_count == 120 and len(kept.options) == 51 and kept.label is None
    assert kept.labels("alice.reaction#1") == ("emblem alice.reaction#1", "emblème alice.reaction#1")
    assert [o.key for o in kept.options] == [o.key for o in options[:51]]


@pytest.mark.parametrize("suffix", [".dot", ".json"])
@pytest.mark.parametrize("path", BUNDLED)
def test_streamed_graph_is_the_file_networkx_writes(path: str, suffix: str, tmp_path: Path) -> None:
    res = resolve(load_scenario(path))
    whole = tmp_path / f"whole{suffix}"
    write_graph(res.trace.graph(res.scenario.id), whole)
    streamed = tmp_path / f"streamed{suffix}"
    with GraphStream(res.scenario.id, suffix) as stream:
        resolve(load_scenario(path), on_event=stream.add, keep=False)
        stream.write(streamed)
    assert streamed.read_bytes() == whole.read_bytes()
    cli = tmp_path / f"cli{suffix}"
    assert runner.invoke(app, ["resolve", path, "--format", "json", "--graph", str(cli)]).exit_code == 0
    assert cli.read_bytes() == whole.read_bytes()


def test_json_and_streamed_graph_need_no_networkx() -> None:
    # a fresh process: judge resolve LOOP --format json --graph X.dot
    assert "networkx" not in imported_by()["json-graph"]
