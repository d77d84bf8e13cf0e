"""``judge new`` writes a scenario that resolves as written, from any folder; it never replaces a file."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
import yaml
from typer.testing import CliRunner

from judge.cli import app
from judge.model.state import PHASES
from tests.conftest import ROOT

runner = CliRunner()


def _kinds(path: Path) -> list[str]:
    """The kinds of the events of ``judge resolve --format json``, depth first, in trace order."""
    result = runner.invoke(app, ["resolve", str(path), "--format", "json", "--strict"])
    assert result.exit_code == 0, result.output
    found: list[str] = []

    def walk(events: list[dict[str, object]]) -> None:
        for event in events:
            found.append(str(event["kind"]))
            walk(event.get("children", []))  # type: ignore[arg-type]

    walk(json.loads(result.stdout)["events"])
    return found


@pytest.mark.parametrize("phase", PHASES)
def test_a_new_scenario_resolves_as_written_in_an_empty_folder(phase: str, tmp_path: Path,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    result = runner.invoke(app, ["new", "ruling.yaml", "--phase", phase])
    assert result.exit_code == 0, result.output
    assert sorted(p.name for p in tmp_path.iterdir()) == ["ruling.yaml"]
    data = yaml.safe_load(Path("ruling.yaml").read_text(encoding="utf-8"))
    assert data["include"] == ["judge:core"]
    assert {"board", "do", "choices", "expect"} <= set(data)
    assert data["board"]["players"]["alice"]["hero"], "a Hero in the Hero zone"
    resolved = runner.invoke(app, ["resolve", "ruling.yaml", "--strict"])
    assert resolved.exit_code == 0, resolved.output  # its expect: block is met
    kinds = _kinds(Path("ruling.yaml"))
    if phase == "afternoon":
        order = ["play", "declare", "pay_costs", "to_limbo", "resolve"]
    else:
        order = ["phase", "reaction_check"]
    assert [k for k in kinds if k in order][:len(order)] == order, kinds


def test_a_new_scenario_can_use_ones_own_library_in_a_subfolder(tmp_path: Path,
                                                                monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "cards").mkdir()
    (tmp_path / "cards" / "mine.yaml").write_text(
        "cards:\n"
        "  busy-knight: {name: Busy Knight, type: character, cost: 3, stats: {forest: 2},\n"
        "                abilities: [{reaction: {trigger: {at: noon}, effect: [draw: 1]}}]}\n"
        "  quiet-knight: {name: Quiet Knight, type: character, cost: 2, stats: {forest: 3}}\n"
        "  my-hero: {name: My Hero, type: hero}\n", encoding="utf-8")
    result = runner.invoke(app, ["new", "mine.yaml", "--cards", "cards/mine.yaml"])
    assert result.exit_code == 0, result.output
    data = yaml.safe_load(Path("mine.yaml").read_text(encoding="utf-8"))
    assert data["include"] == ["cards/mine.yaml"]
    alice = data["board"]["players"]["alice"]
    assert (alice["hero"], alice["hand"], alice["mana"]) == ("my-hero", ["quiet-knight"], {"orbs": 2})
    assert runner.invoke(app, ["resolve", "mine.yaml", "--strict"]).exit_code == 0


def test_new_never_replaces_a_file_and_refuses_bad_options_in_one_line(tmp_path: Path,
                                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    Path("taken.yaml").write_text("mine\n", encoding="utf-8")
    (tmp_path / "sub").mkdir()
    for args, message in (
            (["taken.yaml"], "taken.yaml: expected a new file, found an existing file (judge new never replaces one)"),
            (["x.txt"], "x.txt: expected a file ending in .yaml, found '.txt'"),
            (["x.yaml", "--phase", "lunch"], "--phase lunch: expected one of morning (matin), noon (midi), afternoon "
                                             "(après-midi), dusk (crépuscule), night (nuit), found 'lunch'"),
            (["sub/x.yaml", "--cards", "../taken.yaml"],
             "--cards ../taken.yaml: expected a path inside the scenario's folder or judge:NAME"),
            (["x.yaml", "--cards", "judge:cor"], "--cards judge:cor: expected a library shipped with the judge"),
            (["no/such/x.yaml"], "expected an output file in an existing folder, found no such folder")):
        result = runner.invoke(app, ["new", *args])
        assert result.exit_code == 2, (args, result.output)
        assert result.stderr.count("\n") == 1 and message in result.stderr, result.stderr
    assert Path("taken.yaml").read_text(encoding="utf-8") == "mine\n"
    assert sorted(p.name for p in tmp_path.rglob("*")) == ["sub", "taken.yaml"]


def test_a_copied_scenario_behaves_the_same_without_a_repository(tmp_path: Path) -> None:
    """The include fence is the scenario's folder wherever it lives: a copy outside any .git gives the same trace."""
    name = "6.1.d-subhash-marmo-cost-one-step"
    for suffix in (".yaml", ".trace.txt"):
        shutil.copy(ROOT / "scenarios" / "rules" / f"{name}{suffix}", tmp_path / f"{name}{suffix}")
    assert not any((parent / ".git").exists() for parent in (tmp_path, *tmp_path.parents))
    result = runner.invoke(app, ["check", str(tmp_path)])
    assert result.exit_code == 0, result.output
    assert "1 passed" in result.stdout


def test_an_include_may_go_down_into_a_subfolder_but_not_up(tmp_path: Path) -> None:
    (tmp_path / "rulings" / "cards").mkdir(parents=True)
    (tmp_path / "rulings" / "cards" / "mine.yaml").write_text(
        "cards:\n  my-knight: {name: My Knight, type: character, cost: 1}\n", encoding="utf-8")
    (tmp_path / "shared.yaml").write_text("cards:\n  other: {name: Other}\n", encoding="utf-8")
    board = "board: {phase: afternoon, players: {alice: {hand: [my-knight]}, bob: {}}}\n"
    good = tmp_path / "rulings" / "good.yaml"
    good.write_text("include: [judge:core, cards/mine.yaml]\n" + board, encoding="utf-8")
    assert runner.invoke(app, ["resolve", str(good)]).exit_code == 0
    bad = tmp_path / "rulings" / "bad.yaml"
    bad.write_text("include: [cards/mine.yaml, ../shared.yaml]\n" + board, encoding="utf-8")
    result = runner.invoke(app, ["resolve", str(bad)])
    assert result.exit_code == 2
    assert result.stderr.strip().endswith(":1:28: include[1]: expected a path inside the scenario's folder or "
                                          "judge:NAME, found '../shared.yaml' (outside it)"), result.stderr
