"""``judge resolve``: formats, graph exports, the board dump, and never overwriting a file."""

from __future__ import annotations

import json
from pathlib import Path

import networkx as nx
from typer.testing import CliRunner

from judge.cli import app
from judge.resolve import resolve
from judge.scenario.loader import load_scenario

runner = CliRunner()
SUBHASH = "scenarios/rules/6.1.d-subhash-marmo-cost-one-step.yaml"


def test_text_lists_every_step_with_rule_ids() -> None:
    result = runner.invoke(app, ["resolve", SUBHASH])
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    numbered = [line for line in lines if line[:4].strip().isdigit()]
    assert len(numbered) >= 10
    assert all(line.rstrip().endswith("]") for line in numbered)
    assert "Final board" in result.stdout and "Assumptions" in result.stdout


def test_french_output() -> None:
    result = runner.invoke(app, ["resolve", SUBHASH, "--lang", "fr"])
    assert "instant atomique : début de la phase Midi" in result.stdout
    assert "Plateau final" in result.stdout


def test_json_shape() -> None:
    result = runner.invoke(app, ["resolve", SUBHASH, "--format", "json"])
    data = json.loads(result.stdout)
    assert set(data) >= {"scenario", "rules", "events", "assumptions", "board"}
    event = data["events"][0]
    assert set(event) >= {"seq", "id", "kind", "text", "rules", "actor", "objects", "parent", "cause"}
    assert set(event["text"]) == {"en", "fr"}


def test_markdown_ruling() -> None:
    result = runner.invoke(app, ["resolve", SUBHASH, "--format", "markdown"])
    for heading in ("## Ruling", "## Sequence", "## Rules cited", "## Assumptions"):
        assert heading in result.stdout
    assert "**6.1.d**" in result.stdout


def test_markdown_without_ruling_says_so(tmp_path: Path) -> None:
    """No ``ruling:``: the Ruling section says none was written instead of repeating the title."""
    lines = Path(SUBHASH).read_text(encoding="utf-8").splitlines(keepends=True)
    kept, skipping = [], False
    for line in lines:
        if line.startswith(("ruling:", "ruling_fr:")):
            skipping = True
            continue
        if skipping and line.startswith(" "):
            continue
        skipping = False
        kept.append(line)
    bare = tmp_path / "bare.yaml"
    bare.write_text("".join(kept), encoding="utf-8")
    title = load_scenario(SUBHASH).title
    cases = (("en", "no ruling written", "## Ruling"), ("fr", "aucune décision rédigée", "## Décision"))
    for lang, words, heading in cases:
        result = runner.invoke(app, ["resolve", str(bare), "--format", "markdown", "--lang", lang])
        assert result.exit_code == 0, result.output
        section = result.stdout.split(heading + "\n", 1)[1].split("\n## ", 1)[0]
        assert words in section
        assert title not in section and "Subhash" not in section
    with_ruling = runner.invoke(app, ["resolve", SUBHASH, "--format", "markdown"]).stdout
    assert "no ruling written" not in with_ruling


def test_graph_exports(tmp_path: Path) -> None:
    for suffix in (".dot", ".graphml", ".json"):
        out = tmp_path / f"g{suffix}"
        result = runner.invoke(app, ["resolve", SUBHASH, "--graph", str(out)])
        assert result.exit_code == 0, result.output
        assert out.stat().st_size > 0
    g = nx.read_graphml(tmp_path / "g.graphml")
    assert g.number_of_nodes() == len(resolve(load_scenario(SUBHASH)).trace)
    data = json.loads((tmp_path / "g.json").read_text())
    kinds = {e["kind"] for e in data["edges"]}
    assert {"contains", "next", "causes"} <= kinds
    assert (tmp_path / "g.dot").read_text().startswith("digraph")


def test_graph_edges_of_every_kind() -> None:
    graph = resolve(load_scenario("scenarios/rules/6.2.f-two-replacements-order-matters.yaml")).trace.graph()
    decides = [(a, b) for a, b, d in graph.edges(data=True) if d["kind"] == "decides"]
    assert decides and all(graph.nodes[a]["kind"] == "decision" for a, _ in decides)
    assert graph.nodes[decides[0][1]]["kind"] == "modifier"  # the modifier order chose this modifier
    kinds = {d["kind"] for _, _, d in resolve(load_scenario(SUBHASH)).trace.graph().edges(data=True)}
    assert {"contains", "next", "causes", "decides"} <= kinds


def test_dump_board_round_trips(tmp_path: Path) -> None:
    out = tmp_path / "board.yaml"
    result = runner.invoke(app, ["resolve", SUBHASH, "--dump-board", str(out)])
    assert result.exit_code == 0, result.output
    # The dumped board loads again and starts where the first resolution ended.
    reloaded = load_scenario(out)
    first = resolve(load_scenario(SUBHASH)).state
    again = reloaded.initial_state()
    for zone in ("alice.hero", "alice.reserve", "alice.hand"):
        assert [o.card.id for o in again.in_zone(zone)] == [o.card.id for o in first.in_zone(zone)]
    assert sum(o.exhausted for o in again.in_zone("alice.mana")) == 1


def test_existing_files_are_never_overwritten(tmp_path: Path) -> None:
    out = tmp_path / "board.yaml"
    out.write_text("mine")
    result = runner.invoke(app, ["resolve", SUBHASH, "--dump-board", str(out)])
    assert result.exit_code == 2 and out.read_text() == "mine"
    result = runner.invoke(app, ["resolve", SUBHASH, "--graph", SUBHASH, "--force"])
    assert result.exit_code == 2 and "input file itself" in result.stderr


def test_missing_file() -> None:
    result = runner.invoke(app, ["resolve", "nope.yaml"])
    assert result.exit_code == 2
    assert result.stderr.startswith("nope.yaml:1:1:")


def test_command_annotations_are_objects_not_text() -> None:
    """typer evaluates text annotations twice per command at every start: the CLI keeps them as objects."""
    import judge.cli as cli

    commands = [info.callback for info in [*cli.app.registered_commands, *cli.rules_app.registered_commands]]
    assert commands and all(c is not None for c in commands)
    for command in commands:
        assert command is not None
        assert not any(isinstance(a, str) for a in command.__annotations__.values()), command.__name__
