"""Drawings of a resolution: SVG, Mermaid, Markdown — and the SVG in a real browser when Chromium is here
(the HTML replay page: tests/test_replay.py)."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from judge.cli import app
from judge.render.mermaid import render_mermaid
from judge.render.svg import render_svg
from judge.resolve import resolve
from judge.scenario.loader import load_scenario
from tests.browser import CHROMIUM, Browser

GATES = "scenarios/rules/6.1.e-open-the-gates-four-atomic-actions.yaml"
LOOP = "scenarios/rules/6.3.f-self-feeding-loop-capped.yaml"
SUBHASH = "scenarios/rules/6.1.d-subhash-marmo-cost-one-step.yaml"
ARTIFACTS = Path(__file__).resolve().parent.parent / ".artifacts"
runner = CliRunner()


def _trace(path: str):  # type: ignore[no-untyped-def]
    return resolve(load_scenario(path)).trace


def test_svg_has_one_node_per_event_and_nested_steps() -> None:
    trace = _trace(GATES)
    svg = render_svg(trace, "en", "gates")
    assert svg.count('<g class="node"') == len(trace) == trace.graph().number_of_nodes()
    assert svg.count('class="group"') >= 3  # play, resolve, the step holding its four atomic actions
    assert "[6.1.c, 1.2.6.b" in svg


def test_mermaid_flowchart() -> None:
    trace = _trace(GATES)
    text = render_mermaid(trace)
    assert text.startswith("flowchart TD\n")
    assert all(f"  n{e.seq}[" in text or f"  n{e.seq}(" in text or f"  n{e.seq}{{" in text for e in trace)
    assert "  n12 --> n13\n" in text


def test_graph_command_formats(tmp_path: Path) -> None:
    for suffix in (".html", ".svg", ".mmd", ".dot", ".graphml", ".json"):
        out = tmp_path / f"g{suffix}"
        result = runner.invoke(app, ["graph", GATES, "-o", str(out)])
        assert result.exit_code == 0, result.output
        assert out.stat().st_size > 500
    assert runner.invoke(app, ["graph", GATES, "-o", str(tmp_path / "g.png")]).exit_code == 2
    assert runner.invoke(app, ["graph", GATES, "-o", str(tmp_path / "g.svg")]).exit_code == 2  # exists


def test_markdown_ruling_in_both_languages() -> None:
    en = runner.invoke(app, ["resolve", SUBHASH, "--format", "markdown"]).stdout
    fr = runner.invoke(app, ["resolve", SUBHASH, "--format", "markdown", "--lang", "fr"]).stdout
    assert "## Ruling\n\nThe cost is one step (6.1.d)" in en
    assert "## Décision\n\nLe coût est une seule étape (6.1.d)" in fr
    assert "- **6.1.d** — Costs always have a single step." in en
    assert "- **6.1.d** — Les coûts ont toujours une seule étape." in fr
    assert "## Hypothèses" in fr and "## Assumptions" in en


@pytest.mark.skipif(CHROMIUM is None, reason="Chromium is not installed: .ci/run installs Debian's chromium package")
def test_svg_in_headless_chromium(tmp_path: Path, browser: Browser) -> None:
    trace = _trace(GATES)
    picture = tmp_path / "gates.svg"
    picture.write_text(render_svg(trace, "en", "gates"), encoding="utf-8")
    browser.viewport(1200, 700, False)
    browser.open(picture.as_uri())
    dom = browser.js("document.documentElement.outerHTML")  # the DOM Chromium built from the file
    assert dom.count('class="node"') == trace.graph().number_of_nodes()
    ARTIFACTS.mkdir(exist_ok=True)
    browser.screenshot(ARTIFACTS / "open-the-gates-svg.png")
