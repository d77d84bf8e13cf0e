"""``judge rule`` and ``judge rules`` through typer's CliRunner."""

from __future__ import annotations

import json

from typer.testing import CliRunner

from judge.cli import app

runner = CliRunner()


def test_rule_json_gives_seed_french_and_english() -> None:
    result = runner.invoke(app, ["rule", "6.2.f", "--format", "json"])
    assert result.exit_code == 0
    data = json.loads(result.stdout)
    assert set(data) >= {"id", "kind", "title", "text", "remarks", "examples", "parent", "children", "sources"}
    assert data["text"]["fr"].startswith("Si plusieurs modificateurs sont applicables")
    assert data["text"]["en"] and data["parent"] == "6.2"


def test_rule_text_both_languages() -> None:
    result = runner.invoke(app, ["rule", "6.1.d"])
    assert result.exit_code == 0
    assert "Les coûts ont toujours une seule étape." in result.stdout
    assert "Costs always have a single step." in result.stdout
    assert "Subhash & Marmo" in result.stdout


def test_rules_list_json_has_every_entry() -> None:
    result = runner.invoke(app, ["rules", "list", "--format", "json"])
    data = json.loads(result.stdout)
    numbered = [e for e in data if e["kind"] in ("section", "rule")]
    assert len(numbered) == 177
    assert {e["kind"] for e in data} == {"section", "rule", "glossary"}
    assert all(e["text"]["fr"] and e["text"]["en"] for e in data)


def test_rules_search() -> None:
    result = runner.invoke(app, ["rules", "search", "coriace"])
    assert result.exit_code == 0
    assert result.stdout.splitlines()[0].startswith("7.4.5")
    result = runner.invoke(app, ["rules", "search", "tough", "--lang", "en"])
    assert result.stdout.splitlines()[0].startswith("7.4.5")


def test_unknown_rule_exits_2_with_suggestions() -> None:
    result = runner.invoke(app, ["rule", "6.2.z"])
    assert result.exit_code == 2
    assert "6.2.f" in result.stderr and "Traceback" not in result.output


def test_referenced_rule_without_text() -> None:
    result = runner.invoke(app, ["rule", "6.4"])
    assert result.exit_code == 2
    assert "referenced by 5.1.2.d, text not in the seed documents" in result.stderr


def test_every_command_has_help() -> None:
    for args in (["--help"], ["rule", "--help"], ["rules", "--help"], ["rules", "list", "--help"],
                 ["rules", "search", "--help"], ["resolve", "--help"], ["check", "--help"], ["coverage", "--help"],
                 ["explore", "--help"], ["step", "--help"], ["graph", "--help"]):
        result = runner.invoke(app, args)
        assert result.exit_code == 0, args
        assert "Usage" in result.stdout
